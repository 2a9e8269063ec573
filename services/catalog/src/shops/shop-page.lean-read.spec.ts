import { shopPageLeanRead } from './shop-page.lean-read';
import type { ShopsService } from './shops.service';

/**
 * That it stands in front of a public GET of the same path is held for every lean route, in
 * test/architecture/access-policies.spec.ts.
 */
describe('shopPageLeanRead', () => {
  const route = shopPageLeanRead({} as ShopsService);

  it('takes a shop id segment only', () => {
    expect(route.kind).toBe('read');
    expect(route.match('/api/shops/42')).toEqual({ id: '42' });
    expect(route.match('/api/shops/42/products')).toBeNull();
    expect(route.match('/api/shops')).toBeNull();
  });
});
