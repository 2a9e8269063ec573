import { policyOf, routesOf } from '@app/auth-context';
import { FavoritesController } from './favorites/favorites.controller';
import { ReviewsController } from './reviews/reviews.controller';

const controllers = [ReviewsController, FavoritesController];

describe('access policies of the reviews routes', () => {
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

  it('lets only signed-in people rate, and anyone read the reviews', () => {
    expect(policyOf(ReviewsController.prototype.submit)).toEqual({ kind: 'signed-in' });
    expect(policyOf(ReviewsController.prototype.list)).toEqual({ kind: 'public' });
  });
});
