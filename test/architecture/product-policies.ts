import { AccessPolicy } from '@app/auth-context';

const PUBLIC: AccessPolicy = { kind: 'public' };
const SIGNED_IN: AccessPolicy = { kind: 'signed-in' };
const OWNERS: AccessPolicy = { kind: 'roles', roles: ['shop_owner'] };

/**
 * The policies of the routes whose access is a product rule, by service name (every service of
 * scripts/embedded/service-catalogue is checked; a service without rules here still has every route checked), keyed
 * `METHOD /path` as OpenAPI spells it. Admin and internal routes need no row: the test holds every `/api/admin/`,
 * `/admin/` and `/internal/` route to its kind. The gateway has no guard: it forwards.
 */
export const PRODUCT_POLICIES: Record<string, Record<string, AccessPolicy>> = {
  catalog: {
    'POST /api/shops': OWNERS,
    'POST /api/shops/{id}/products': OWNERS,
    'DELETE /api/products/{id}': OWNERS,
    'POST /api/upload/image': SIGNED_IN,
  },
  reviews: {
    // Only signed-in people rate and report, anyone reads; shop owners answer.
    'POST /api/shops/{id}/reviews': SIGNED_IN,
    'GET /api/shops/{id}/reviews': PUBLIC,
    'PUT /api/shops/{id}/reviews/{reviewId}/reply': OWNERS,
    'DELETE /api/shops/{id}/reviews/{reviewId}/reply': OWNERS,
    'POST /api/reviews/{reviewId}/report': SIGNED_IN,
  },
  chat: {
    // Guests chat too: the service decides who is a party; the profile list is for signed-in people.
    'POST /api/chat/messages': PUBLIC,
    'POST /api/chat/conversations/{id}/report': PUBLIC,
    'GET /api/customer/conversations': SIGNED_IN,
    'POST /api/chat/conversations/{id}/block': OWNERS,
    'DELETE /api/chat/conversations/{id}/block': OWNERS,
  },
  billing: {
    // Only shop owners pay; Stripe calls the webhook, whose signature is its access check.
    'GET /api/get-or-create-subscription': OWNERS,
    'GET /api/subscription': OWNERS,
    'POST /api/billing/offline-payments': OWNERS,
    'GET /api/billing/receipts': OWNERS,
    'GET /api/billing/receipts/{id}/pdf': OWNERS,
    'POST /api/billing/webhook': PUBLIC,
  },
};
