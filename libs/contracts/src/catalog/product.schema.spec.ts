import { createProductSchema } from './product.schema';

describe('createProductSchema price', () => {
  const product = (price: unknown) => createProductSchema.safeParse({ name: 'Soda bread', price, quantity: 1 });

  it('keeps prices to the cent', () => {
    const parsed = product('4.999');
    expect(parsed.success && parsed.data.price).toBe(5);
  });

  it.each(['0', '0.004', '4.9e-324', -1])('refuses %p, which would be stored as no price', (price) => {
    const parsed = product(price);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toMatch(/price/i);
  });
});
