import { CatalogErrorCode, CatalogException, describeCatalogError } from './shops.exception';

describe(CatalogException.name, () => {
  it('gives every code a status and a message', () => {
    for (const code of Object.values(CatalogErrorCode)) {
      const { status, message } = describeCatalogError(code);
      expect(status).toBeGreaterThanOrEqual(400);
      expect(message.length).toBeGreaterThan(0);
    }
  });

  it("answers another owner's delete with the spec's message", () => {
    const error = new CatalogException(CatalogErrorCode.NotProductOwner);
    expect(error.status).toBe(403);
    expect(error.message).toBe('You can only delete your own products.');
  });

  it('refuses an approval without subscription with 409', () => {
    expect(describeCatalogError(CatalogErrorCode.SubscriptionRequired)).toEqual({
      status: 409,
      message: 'The owner has no active subscription yet.',
    });
  });

  it('hides a shop the caller may not see behind 404', () => {
    expect(describeCatalogError(CatalogErrorCode.ShopNotFound)).toEqual({ status: 404, message: 'Shop not found' });
  });
});
