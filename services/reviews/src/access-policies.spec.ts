import { policyOf, routesOf } from '@app/auth-context';
import { FavoritesController } from './favorites/favorites.controller';
import { AdminReviewReportsController } from './review-reports/admin-review-reports.controller';
import { ReviewReportsController } from './review-reports/review-reports.controller';
import { ReviewsController } from './reviews/reviews.controller';

const controllers = [ReviewsController, FavoritesController, ReviewReportsController, AdminReviewReportsController];

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

  it('lets shop owners answer reviews, signed-in people report them, and only admins decide', () => {
    expect(policyOf(ReviewsController.prototype.reply)).toEqual({ kind: 'roles', roles: ['shop_owner'] });
    expect(policyOf(ReviewsController.prototype.removeReply)).toEqual({ kind: 'roles', roles: ['shop_owner'] });
    expect(policyOf(ReviewReportsController.prototype.report)).toEqual({ kind: 'signed-in' });
    expect(policyOf(AdminReviewReportsController.prototype.list)).toEqual({ kind: 'admin' });
    expect(policyOf(AdminReviewReportsController.prototype.decide)).toEqual({ kind: 'admin' });
  });
});
