import { isPublicShop } from './shop-access';

describe(isPublicShop.name, () => {
  const approved = { status: 'approved', is_approved: true, is_active: true, owner_banned: false };

  it('accepts an approved, active shop of an owner in good standing', () => {
    expect(isPublicShop(approved)).toBe(true);
  });

  it('refuses a pending, rejected, inactive or banned-owner shop', () => {
    expect(isPublicShop({ ...approved, status: 'pending', is_approved: false })).toBe(false);
    expect(isPublicShop({ ...approved, status: 'rejected', is_approved: false })).toBe(false);
    expect(isPublicShop({ ...approved, is_active: false })).toBe(false);
    expect(isPublicShop({ ...approved, owner_banned: true })).toBe(false);
  });
});
