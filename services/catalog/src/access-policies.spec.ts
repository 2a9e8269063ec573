import { PATH_METADATA } from '@nestjs/common/constants';
import { policyOf, routesOf } from '@app/auth-context';
import { CategoriesController } from './categories/categories.controller';
import { ModerationController } from './moderation/moderation.controller';
import { ProductsController } from './products/products.controller';
import { ShopsController } from './shops/shops.controller';
import { UploadsController } from './uploads/uploads.controller';

const controllers = [
  CategoriesController,
  ShopsController,
  ProductsController,
  ModerationController,
  UploadsController,
];

describe('access policies of the catalog routes', () => {
  it.each(controllers.map((controller) => [controller.name, controller] as const))(
    'declares one on every route of %s',
    (_name, controller) => {
      const routes = routesOf(controller);
      expect(routes.length).toBeGreaterThan(0);
      for (const { name, handler } of routes) {
        expect({ route: `${controller.name}.${name}`, policy: policyOf(handler) }).toEqual({
          route: `${controller.name}.${name}`,
          policy: expect.objectContaining({ kind: expect.any(String) }),
        });
      }
    },
  );

  it('keeps every shop moderation route admin-only', () => {
    expect(Reflect.getMetadata(PATH_METADATA, ModerationController)).toBe('api/admin');
    for (const { handler } of routesOf(ModerationController)) expect(policyOf(handler)).toEqual({ kind: 'admin' });
  });

  it('lets only shop owners (and admins) write shops and products', () => {
    const owner = { kind: 'roles', roles: ['shop_owner'] };
    expect(policyOf(ShopsController.prototype.create)).toEqual(owner);
    expect(policyOf(ShopsController.prototype.addProduct)).toEqual(owner);
    expect(policyOf(ProductsController.prototype.remove)).toEqual(owner);
    expect(policyOf(UploadsController.prototype.upload)).toEqual({ kind: 'signed-in' });
  });
});
