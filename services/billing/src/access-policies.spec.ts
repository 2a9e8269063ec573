import { policyOf, routesOf } from '@app/auth-context';
import { OfflinePaymentsController } from './offline-payments/offline-payments.controller';
import { ReceiptsController } from './receipts/receipts.controller';
import { SubscriptionsController } from './subscriptions/subscriptions.controller';
import { WebhooksController } from './webhooks/webhooks.controller';

const controllers = [SubscriptionsController, WebhooksController, OfflinePaymentsController, ReceiptsController];

describe('access policies of the billing routes', () => {
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

  it('lets only shop owners pay and anyone (with a valid signature) call the webhook', () => {
    const owners = { kind: 'roles', roles: ['shop_owner'] };
    expect(policyOf(SubscriptionsController.prototype.getOrCreate)).toEqual(owners);
    expect(policyOf(SubscriptionsController.prototype.current)).toEqual(owners);
    expect(policyOf(OfflinePaymentsController.prototype.pay)).toEqual(owners);
    expect(policyOf(ReceiptsController.prototype.list)).toEqual(owners);
    expect(policyOf(ReceiptsController.prototype.pdf)).toEqual(owners);
    expect(policyOf(WebhooksController.prototype.receive)).toEqual({ kind: 'public' });
  });
});
