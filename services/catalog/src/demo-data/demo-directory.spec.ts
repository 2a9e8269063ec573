import {
  createProductSchema,
  createShopSchema,
  DEMO_OWNER_ID_BASE,
  defaultCategories,
  demoOwners,
  TOWNS,
} from '@app/contracts';
import { demoDirectory } from './demo-directory';

describe(demoDirectory.name, () => {
  const shops = demoDirectory();

  it('has at least 60 shops over the eight categories and twenty towns', () => {
    expect(shops.length).toBeGreaterThanOrEqual(60);
    expect(new Set(shops.map((shop) => shop.categorySlug))).toEqual(
      new Set(defaultCategories.map((category) => category.slug)),
    );
    expect(new Set(shops.map((shop) => shop.location)).size).toBe(20);
    expect(TOWNS.map((town) => town.name)).toEqual(expect.arrayContaining(['Dublin', 'Killarney', 'Letterkenny']));
  });

  it('gives each shop 3 to 8 products with euro prices the product form accepts', () => {
    for (const shop of shops) {
      expect(shop.products.length).toBeGreaterThanOrEqual(3);
      expect(shop.products.length).toBeLessThanOrEqual(8);
      for (const product of shop.products) {
        expect(product.price).toMatch(/^\d+\.\d{2}$/);
        expect(createProductSchema.safeParse(product).success).toBe(true);
      }
    }
  });

  it('writes shops the shop form accepts, with Irish phone numbers', () => {
    for (const shop of shops) {
      expect(createShopSchema.safeParse({ ...shop, categoryId: 1 }).error).toBeUndefined();
      expect(shop.phone).toMatch(/^\+353 \d{1,2} \d{3} \d{4}$/);
    }
  });

  it('is the same on every call, with unique names per town', () => {
    expect(demoDirectory()).toEqual(shops);
    const keys = shops.map((shop) => `${shop.name}|${shop.location}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives demo shops to owners in the reserved range only', () => {
    const ids = new Set(demoOwners().map((owner) => owner.id));
    for (const shop of shops) {
      expect(shop.ownerId).toBeGreaterThan(DEMO_OWNER_ID_BASE);
      expect(ids.has(shop.ownerId)).toBe(true);
    }
  });
});
