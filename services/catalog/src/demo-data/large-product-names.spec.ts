import { LARGE_PRODUCT_NAME_COUNT, largeProductName } from './large-product-names';

describe(largeProductName.name, () => {
  it('gives more than 20,000 distinct names', () => {
    const names = new Set(Array.from({ length: LARGE_PRODUCT_NAME_COUNT }, (_, rank) => largeProductName(rank)));
    expect(LARGE_PRODUCT_NAME_COUNT).toBeGreaterThan(20_000);
    expect(names.size).toBe(LARGE_PRODUCT_NAME_COUNT);
  });

  it('starts without an origin and adds one further down the list', () => {
    expect(largeProductName(0).split(' ').length).toBeGreaterThanOrEqual(2);
    expect(largeProductName(LARGE_PRODUCT_NAME_COUNT - 1)).toMatch(/^Achill /);
  });
});
