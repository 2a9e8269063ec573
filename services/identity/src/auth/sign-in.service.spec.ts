import { admitsAccount } from './sign-in.service';

describe(admitsAccount.name, () => {
  it('lets any account use the combined screen', () => {
    expect(admitsAccount('combined', { role: 'shop_owner', isAdmin: false })).toBe(true);
  });

  it('keeps each screen to its own kind of account, and admits admins everywhere', () => {
    expect(admitsAccount('customer', { role: 'customer', isAdmin: false })).toBe(true);
    expect(admitsAccount('customer', { role: 'shop_owner', isAdmin: false })).toBe(false);
    expect(admitsAccount('shop_owner', { role: 'shop_owner', isAdmin: false })).toBe(true);
    expect(admitsAccount('shop_owner', { role: 'customer', isAdmin: false })).toBe(false);
    expect(admitsAccount('shop_owner', { role: 'customer', isAdmin: true })).toBe(true);
  });
});
