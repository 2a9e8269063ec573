import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { policyOf } from '@app/auth-context';
import { shopPageLeanRead } from './shop-page.lean-read';
import { ShopsController } from './shops.controller';
import type { ShopsService } from './shops.service';

/** A lean read runs no access guard, so the Nest route it stands in front of must be a public GET of the same path. */
describe('shopPageLeanRead', () => {
  const route = shopPageLeanRead({} as ShopsService);
  const handler = ShopsController.prototype.detail;

  it('stands in front of a public GET of the same path', () => {
    const path = `/${Reflect.getMetadata(PATH_METADATA, ShopsController)}/${Reflect.getMetadata(PATH_METADATA, handler)}`;
    expect(route.pattern).toBe(path);
    expect(Reflect.getMetadata(METHOD_METADATA, handler)).toBe(RequestMethod.GET);
    expect(policyOf(handler)).toEqual({ kind: 'public' });
  });

  it('takes a shop id segment only', () => {
    expect(route.match('/api/shops/42')).toEqual({ id: '42' });
    expect(route.match('/api/shops/42/products')).toBeNull();
    expect(route.match('/api/shops')).toBeNull();
  });
});
