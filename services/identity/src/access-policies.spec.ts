import { PATH_METADATA } from '@nestjs/common/constants';
import { policyOf, routesOf } from '@app/auth-context';
import { AdminCustomersController } from './admin-people/admin-customers.controller';
import { AdminShopOwnersController } from './admin-people/admin-shop-owners.controller';
import { AdminUsersController } from './admin-people/admin-users.controller';
import { AuthController } from './auth/auth.controller';
import { CustomerAuthController } from './auth/customer-auth.controller';
import { ShopOwnerAuthController } from './auth/shop-owner-auth.controller';
import { GuestSessionsController } from './guest-sessions/guest-sessions.controller';
import { PreferencesController } from './preferences/preferences.controller';
import { InternalSessionsController } from './sessions/internal-sessions.controller';

const controllers = [
  AuthController,
  CustomerAuthController,
  ShopOwnerAuthController,
  GuestSessionsController,
  InternalSessionsController,
  AdminUsersController,
  AdminShopOwnersController,
  AdminCustomersController,
  PreferencesController,
];

describe('access policies of the identity routes', () => {
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

  it('keeps every admin route admin-only', () => {
    for (const controller of [AdminUsersController, AdminShopOwnersController, AdminCustomersController]) {
      expect(Reflect.getMetadata(PATH_METADATA, controller)).toMatch(/^api\/admin\//);
      for (const { handler } of routesOf(controller)) expect(policyOf(handler)).toEqual({ kind: 'admin' });
    }
  });

  it('keeps session resolution internal', () => {
    for (const { handler } of routesOf(InternalSessionsController))
      expect(policyOf(handler)).toEqual({ kind: 'internal' });
  });
});
