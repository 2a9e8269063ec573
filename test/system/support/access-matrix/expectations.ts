import { randomUUID } from 'node:crypto';
import { MatrixActors, TargetKind } from './actors';
import { Operation } from './discovery';
import { ALL, PEOPLE, Role } from './roles';

/** What one call sends; the cookie is the role's own unless the row asks for a fresh session. */
export interface Plan {
  path: string;
  body?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
}

export type Build = (actors: MatrixActors, role: Role, operation: Operation) => Plan | Promise<Plan>;

/**
 * Who may call one operation. `allowed` must answer 2xx (or `success`); every other role must be refused with
 * 401 or 403, or with 404 where `hidden` lists it (the product hides that the resource exists). `reached` lists
 * roles that pass the access check but are answered by a business rule (a code they cannot know, a subscription
 * already paid): the status proves they got past the guard, and is the only such answer accepted.
 */
export interface Expectation {
  allowed: readonly Role[];
  hidden?: readonly Role[];
  reached?: { roles: readonly Role[]; status: number; message: string };
  /** Another answer that counts as a refusal on this row (the webhook's signature is its access check). */
  refusedWith?: { status: number; message: string };
  /**
   * A list or record of the caller's own: a 2xx answer to anyone but `owners` must not show the owner's item
   * (the answer is an array of items or one item; `id` names the owner's).
   */
  ownItems?: { owners: readonly Role[]; id: (actors: MatrixActors) => number };
  success?: number;
  /** The route replaces or ends the session it is called with: call it with a second session of the actor. */
  freshSession?: boolean;
  build: Build;
}

const ADMIN: readonly Role[] = ['admin'];
const OWNERS: readonly Role[] = ['owner', 'otherOwner', 'admin'];
const NOT_PARTIES: readonly Role[] = ['anonymous', 'guest', 'otherOwner', 'banned', 'admin'];

const fixed =
  (path: string, body?: unknown): Build =>
  () => ({ path, body });

const STRONG_PASSWORD = 'Matrix@Passw0rd1';
const SOME_CODE = '123456';
const CODE_REFUSED = 'Invalid or expired code.';

/**
 * Targets of admin routes that suspend, ban, reject or delete whoever the id names: the admin (the one role
 * expected to succeed) gets a throwaway per call; refused roles aim at a shared victim no other row uses.
 */
const adminTarget =
  (kind: TargetKind, path: (id: number) => string, body?: unknown): Build =>
  async (actors, role) => ({
    path: path(role === 'admin' ? await actors.throwaway(kind) : await actors.victim(kind)),
    body,
  });
const customerTarget = (suffix: string, body?: unknown) =>
  adminTarget('customer', (id) => `/api/admin/${suffix.replace('{id}', String(id))}`, body);
const ownerTarget = (suffix: string, body?: unknown) =>
  adminTarget('owner', (id) => `/api/admin/${suffix.replace('{id}', String(id))}`, body);
const shopTarget = (suffix: string, body?: unknown) =>
  adminTarget('shop', (id) => `/api/admin/shops/${id}${suffix}`, body);

/**
 * The expected access of every operation the gateway forwards, keyed `METHOD /path` as OpenAPI spells it. A new
 * route without a row here, or a row whose route is gone, fails the matrix by name.
 */
export const GATEWAY_EXPECTATIONS: Record<string, Expectation> = {
  // identity: sign-in, registration and sessions are open to everyone
  'GET /api/auth/user': { allowed: PEOPLE, build: fixed('/api/auth/user') },
  'GET /api/auth/preferences': { allowed: PEOPLE, build: fixed('/api/auth/preferences') },
  'PUT /api/auth/preferences': {
    allowed: PEOPLE,
    build: () => ({ path: '/api/auth/preferences', body: { chatEmailOptOut: false } }),
  },
  'POST /api/auth/login': {
    allowed: ALL,
    freshSession: true,
    build: (a) => ({
      path: '/api/auth/login',
      body: { email: a.signInCustomer.contact, password: a.signInCustomer.password },
    }),
  },
  'POST /api/auth/register': {
    allowed: ALL,
    freshSession: true,
    build: (a) => ({
      path: '/api/auth/register',
      body: { firstName: 'Matrix', lastName: 'Person', email: a.uniqueEmail('register'), password: STRONG_PASSWORD },
    }),
  },
  'POST /api/auth/verify-email': {
    allowed: [],
    // A valid code is only in the mail; reaching the code check proves the route is open.
    reached: { roles: ALL, status: 400, message: CODE_REFUSED },
    build: (a) => ({ path: '/api/auth/verify-email', body: { email: a.uniqueEmail('verify'), code: SOME_CODE } }),
  },
  'POST /api/auth/resend-verification': {
    allowed: ALL,
    build: (a) => ({ path: '/api/auth/resend-verification', body: { email: a.uniqueEmail('resend') } }),
  },
  'POST /api/auth/request-password-reset': {
    allowed: ALL,
    build: (a) => ({ path: '/api/auth/request-password-reset', body: { email: a.uniqueEmail('reset') } }),
  },
  'POST /api/auth/reset-password': {
    allowed: [],
    reached: { roles: ALL, status: 400, message: CODE_REFUSED },
    build: (a) => ({
      path: '/api/auth/reset-password',
      body: {
        email: a.uniqueEmail('reset'),
        code: SOME_CODE,
        newPassword: STRONG_PASSWORD,
        confirmPassword: STRONG_PASSWORD,
      },
    }),
  },
  'POST /api/logout': { allowed: ALL, freshSession: true, build: fixed('/api/logout') },
  'GET /api/login': { allowed: ALL, success: 302, build: fixed('/api/login') },
  'GET /api/customer/auth': { allowed: ALL, build: fixed('/api/customer/auth') },
  'POST /api/customer/register': {
    allowed: ALL,
    freshSession: true,
    build: (a) => ({
      path: '/api/customer/register',
      body: { firstName: 'Matrix', lastName: 'Person', contact: a.uniqueEmail('c'), city: 'Cork', password: 'secret1' },
    }),
  },
  'POST /api/customer/login': {
    allowed: ALL,
    freshSession: true,
    build: (a) => ({ path: '/api/customer/login', body: a.signInCustomer }),
  },
  'POST /api/customer/logout': { allowed: ALL, freshSession: true, build: fixed('/api/customer/logout') },
  'GET /api/shop-owner/profile': { allowed: OWNERS, build: fixed('/api/shop-owner/profile') },
  'POST /api/shop-owner/register': {
    allowed: ALL,
    freshSession: true,
    build: (a) => ({
      path: '/api/shop-owner/register',
      body: {
        firstName: 'Matrix',
        lastName: 'Owner',
        email: a.uniqueEmail('o'),
        phone: null,
        city: 'Cork',
        password: 'secret1',
        contactMethod: 'email',
      },
    }),
  },
  'POST /api/shop-owner/login': {
    allowed: ALL,
    freshSession: true,
    build: (a) => ({ path: '/api/shop-owner/login', body: a.signInOwner }),
  },
  'POST /api/shop-owner/logout': { allowed: ALL, freshSession: true, build: fixed('/api/shop-owner/logout') },
  'GET /api/guest-session': { allowed: ALL, build: fixed('/api/guest-session') },
  'POST /api/guest-session': {
    allowed: ALL,
    freshSession: true,
    build: (a) => ({ path: '/api/guest-session', body: { email: a.uniqueEmail('guest') } }),
  },

  // identity: moderation of people (the admin acts on a throwaway person per call)
  'GET /api/admin/users': { allowed: ADMIN, build: fixed('/api/admin/users') },
  'PUT /api/admin/users/{id}/suspend': {
    allowed: ADMIN,
    build: customerTarget('users/{id}/suspend', { reason: 'Matrix' }),
  },
  'PUT /api/admin/users/{id}/unsuspend': { allowed: ADMIN, build: customerTarget('users/{id}/unsuspend') },
  'DELETE /api/admin/users/{id}': { allowed: ADMIN, build: customerTarget('users/{id}') },
  'GET /api/admin/shop-owners': { allowed: ADMIN, build: fixed('/api/admin/shop-owners') },
  'PUT /api/admin/shop-owners/{id}/suspend': {
    allowed: ADMIN,
    build: ownerTarget('shop-owners/{id}/suspend', { reason: 'Matrix' }),
  },
  'PUT /api/admin/shop-owners/{id}/unsuspend': { allowed: ADMIN, build: ownerTarget('shop-owners/{id}/unsuspend') },
  'DELETE /api/admin/shop-owners/{id}': { allowed: ADMIN, build: ownerTarget('shop-owners/{id}') },
  'GET /api/admin/customers': { allowed: ADMIN, build: fixed('/api/admin/customers') },
  'GET /api/admin/customers/export': { allowed: ADMIN, build: fixed('/api/admin/customers/export') },
  'PATCH /api/admin/customers/{id}/ban': {
    allowed: ADMIN,
    build: customerTarget('customers/{id}/ban', { banned: true, reason: 'Matrix' }),
  },
  'DELETE /api/admin/customers/{id}': { allowed: ADMIN, build: customerTarget('customers/{id}') },

  // catalog: the directory is public; only a shop's owner (or an admin) writes it
  'GET /api/categories': { allowed: ALL, build: fixed('/api/categories') },
  'GET /api/shops': { allowed: ALL, build: fixed('/api/shops') },
  'POST /api/shops': {
    allowed: OWNERS,
    build: (a) => ({ path: '/api/shops', body: { name: `Matrix ${a.uniqueEmail('shop')}`, location: 'Ennis' } }),
  },
  'GET /api/shops/{id}': { allowed: ALL, build: (a) => ({ path: `/api/shops/${a.owner.shopId}` }) },
  'GET /api/shops/{id}/products': { allowed: ALL, build: (a) => ({ path: `/api/shops/${a.owner.shopId}/products` }) },
  'POST /api/shops/{id}/products': {
    allowed: ['owner', 'admin'],
    build: (a) => ({
      path: `/api/shops/${a.owner.shopId}/products`,
      body: { name: 'Matrix jug', price: 9, shopId: a.owner.shopId },
    }),
  },
  'PATCH /api/shops/{id}': {
    allowed: ['owner', 'admin'],
    build: (a) => ({
      path: `/api/shops/${a.owner.shopId}`,
      body: { openingHours: [{ day: 'mon', opens: '09:00', closes: '17:00' }] },
    }),
  },
  'GET /api/my-shops': {
    allowed: OWNERS,
    ownItems: { owners: ['owner'], id: (a) => a.owner.shopId },
    build: fixed('/api/my-shops'),
  },
  // issue 16: any visitor reports a lead of a listed shop; only the shop's owner reads its figures
  'POST /api/shops/{id}/leads': {
    allowed: ALL,
    build: (a) => ({ path: `/api/shops/${a.owner.shopId}/leads`, body: { type: 'website' } }),
  },
  'GET /api/my-shops/{id}/stats': {
    allowed: ['owner'],
    build: (a) => ({ path: `/api/my-shops/${a.owner.shopId}/stats?from=2025-01-01&to=2025-01-31&interval=week` }),
  },
  'GET /api/my-shops/{id}/search-terms': {
    allowed: ['owner'],
    build: (a) => ({ path: `/api/my-shops/${a.owner.shopId}/search-terms?from=2025-01-01&to=2025-01-31` }),
  },
  'GET /api/products/search': { allowed: ALL, build: fixed('/api/products/search') },
  'PATCH /api/products/{id}': {
    allowed: ['owner', 'admin'],
    build: async (a) => ({ path: `/api/products/${await a.createProduct()}`, body: { quantity: 3 } }),
  },
  'DELETE /api/products/{id}': {
    allowed: ['owner', 'admin'],
    build: async (a) => ({ path: `/api/products/${await a.createProduct()}` }),
  },
  'GET /api/admin/pending-shops': { allowed: ADMIN, build: fixed('/api/admin/pending-shops') },
  'GET /api/admin/all-shops': { allowed: ADMIN, build: fixed('/api/admin/all-shops') },
  // Approving the owner's approved shop again is a no-op, so the fixture stays; rejecting and removing get a new shop.
  'PATCH /api/admin/shops/{id}/approve': {
    allowed: ADMIN,
    build: (a) => ({ path: `/api/admin/shops/${a.owner.shopId}/approve` }),
  },
  'PUT /api/admin/shops/{id}/approve': {
    allowed: ADMIN,
    build: (a) => ({ path: `/api/admin/shops/${a.owner.shopId}/approve` }),
  },
  'PATCH /api/admin/shops/{id}/reject': { allowed: ADMIN, build: shopTarget('/reject', { reason: 'Matrix' }) },
  'PUT /api/admin/shops/{id}/reject': { allowed: ADMIN, build: shopTarget('/reject', { reason: 'Matrix' }) },
  'DELETE /api/admin/shops/{id}': { allowed: ADMIN, build: shopTarget('') },
  'POST /api/upload/image': { allowed: PEOPLE, build: (a) => ({ path: '/api/upload/image', form: a.imageForm() }) },
  'GET /uploads/{path}': { allowed: ALL, build: (a) => ({ path: a.owner.imagePath }) },

  // reviews: any signed-in person rates a listed shop except its owner; favourites are customers' and guests'
  'POST /api/shops/{id}/reviews': {
    allowed: ['customer', 'otherOwner', 'admin'],
    build: (a) => ({ path: `/api/shops/${a.owner.shopId}/reviews`, body: { rating: 4 } }),
  },
  'GET /api/shops/{id}/reviews': { allowed: ALL, build: (a) => ({ path: `/api/shops/${a.owner.shopId}/reviews` }) },
  // issue 17: only the shop's owner answers its reviews; any signed-in person reports one once; admins decide
  'PUT /api/shops/{id}/reviews/{reviewId}/reply': {
    allowed: ['owner'],
    build: (a) => ({
      path: `/api/shops/${a.owner.shopId}/reviews/${a.owner.reviewId}/reply`,
      body: { text: 'Thank you!' },
    }),
  },
  'DELETE /api/shops/{id}/reviews/{reviewId}/reply': {
    allowed: ['owner'],
    build: (a) => ({ path: `/api/shops/${a.owner.shopId}/reviews/${a.owner.reviewId}/reply` }),
  },
  'POST /api/reviews/{reviewId}/report': {
    allowed: PEOPLE,
    build: (a) => ({ path: `/api/reviews/${a.owner.reviewId}/report`, body: { reason: 'spam' } }),
  },
  'GET /api/admin/review-reports': { allowed: ADMIN, build: fixed('/api/admin/review-reports?status=open') },
  'PUT /api/admin/review-reports/{id}': {
    allowed: ADMIN,
    build: async (a, role) => ({
      path: `/api/admin/review-reports/${role === 'admin' ? await a.openReviewReport() : 1}`,
      body: { action: 'keep', reason: 'Matrix' },
    }),
  },
  'GET /api/customer/favorites': { allowed: ['customer', 'guest'], build: fixed('/api/customer/favorites') },
  'GET /api/customer/reviews': { allowed: PEOPLE, build: fixed('/api/customer/reviews') },
  'POST /api/customer/favorites': {
    allowed: ['customer', 'guest'],
    build: (a) => ({ path: '/api/customer/favorites', body: { shopId: a.owner.shopId } }),
  },
  'DELETE /api/customer/favorites/{shopId}': {
    allowed: ['customer', 'guest'],
    build: (a) => ({ path: `/api/customer/favorites/${a.owner.shopId}` }),
  },

  // chat: a conversation belongs to its customer and its shop's owner; anyone else is told it does not exist
  'GET /api/chat/conversations': {
    allowed: ALL,
    ownItems: { owners: ['customer', 'owner'], id: (a) => a.owner.conversationId },
    build: fixed('/api/chat/conversations'),
  },
  'GET /api/chat/conversations/{id}/messages': {
    allowed: ['customer', 'owner'],
    hidden: NOT_PARTIES,
    build: (a) => ({ path: `/api/chat/conversations/${a.owner.conversationId}/messages` }),
  },
  'POST /api/chat/conversations/{id}/read': {
    allowed: ['customer', 'owner'],
    hidden: NOT_PARTIES,
    build: (a) => ({ path: `/api/chat/conversations/${a.owner.conversationId}/read` }),
  },
  'POST /api/chat/messages': {
    allowed: ['customer', 'owner'],
    hidden: ['guest', 'otherOwner', 'admin'],
    build: (a) => ({
      path: '/api/chat/messages',
      body: { shopId: a.owner.shopId, conversationId: a.owner.conversationId, message: 'Matrix hello' },
    }),
  },
  'POST /api/chat/conversations/{id}/block': {
    allowed: ['owner'],
    hidden: ['otherOwner', 'admin'],
    build: async (a, role) => ({
      path: `/api/chat/conversations/${role === 'owner' ? await a.throwawayConversation() : a.owner.conversationId}/block`,
    }),
  },
  'DELETE /api/chat/conversations/{id}/block': {
    allowed: ['owner'],
    hidden: ['otherOwner', 'admin'],
    build: (a) => ({ path: `/api/chat/conversations/${a.owner.conversationId}/block` }),
  },
  'POST /api/chat/conversations/{id}/report': {
    allowed: ['customer', 'owner'],
    hidden: NOT_PARTIES,
    build: (a) => ({ path: `/api/chat/conversations/${a.owner.conversationId}/report`, body: { reason: 'other' } }),
  },
  'GET /api/admin/conversation-reports': {
    allowed: ADMIN,
    build: fixed('/api/admin/conversation-reports?status=open'),
  },
  'PUT /api/admin/conversation-reports/{id}': {
    allowed: ADMIN,
    build: async (a, role) => ({
      path: `/api/admin/conversation-reports/${role === 'admin' ? await a.openConversationReport() : 1}`,
      body: { action: 'dismiss', reason: 'Matrix' },
    }),
  },
  'GET /api/customer/conversations': {
    allowed: PEOPLE,
    ownItems: { owners: ['customer'], id: (a) => a.owner.conversationId },
    build: fixed('/api/customer/conversations'),
  },

  // billing: an owner's own subscription; the owner's is paid already (its fixture pays it)
  'GET /api/get-or-create-subscription': {
    allowed: ['otherOwner', 'admin'],
    // The owner's fixture paid its subscription already.
    reached: { roles: ['owner'], status: 409, message: 'You already have an active subscription.' },
    build: fixed('/api/get-or-create-subscription'),
  },
  'GET /api/subscription': {
    allowed: OWNERS,
    ownItems: { owners: ['owner'], id: (a) => a.owner.subscriptionId },
    build: fixed('/api/subscription'),
  },
  'POST /api/billing/webhook': {
    allowed: [],
    refusedWith: { status: 400, message: 'Invalid signature' },
    build: fixed('/api/billing/webhook', { type: 'payment_intent.succeeded' }),
  },
  'GET /api/billing/receipts': {
    allowed: OWNERS,
    ownItems: { owners: ['owner'], id: (a) => a.owner.receiptId },
    build: fixed('/api/billing/receipts'),
  },
  'GET /api/billing/receipts/{id}/pdf': {
    allowed: ['owner'],
    build: (a) => ({ path: `/api/billing/receipts/${a.owner.receiptId}/pdf` }),
  },
  'POST /api/billing/offline-payments': {
    allowed: [],
    hidden: ['otherOwner', 'admin'],
    reached: { roles: ['owner'], status: 409, message: 'You already have an active subscription.' },
    build: (a) => ({
      path: '/api/billing/offline-payments',
      body: { subscriptionId: a.owner.subscriptionId, cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' },
    }),
  },

  // admin-audit: every statistic and log is the admin's
  'GET /api/admin/logs': { allowed: ADMIN, build: fixed('/api/admin/logs') },
  'GET /api/admin/stats': { allowed: ADMIN, build: fixed('/api/admin/stats') },
  'GET /api/admin/detailed-stats': { allowed: ADMIN, build: fixed('/api/admin/detailed-stats') },
  'GET /api/admin/visit-stats': { allowed: ADMIN, build: fixed('/api/admin/visit-stats') },
  'GET /api/admin/recent-visits': { allowed: ADMIN, build: fixed('/api/admin/recent-visits') },
  'GET /api/admin/customer-stats': { allowed: ADMIN, build: fixed('/api/admin/customer-stats') },

  // every service: its parked events (a fresh system has none to replay, so the admin's replay finds nothing)
  'GET /api/admin/dead-letters/{service}': {
    allowed: ADMIN,
    build: (_a, _role, operation) => ({ path: `/api/admin/dead-letters/${operation.service}` }),
  },
  'POST /api/admin/dead-letters/{service}/{id}/replay': {
    allowed: [],
    reached: { roles: ADMIN, status: 404, message: 'Dead letter not found' },
    build: (_a, _role, operation) => ({ path: `/api/admin/dead-letters/${operation.service}/${randomUUID()}/replay` }),
  },
};

/**
 * Operations the gateway never forwards, called on each service's own port with the identity the gateway would
 * sign for the role (none for anonymous). Through the gateway they must not reach the service at all.
 */
export const SERVICE_PORT_EXPECTATIONS: Record<string, Expectation> = {
  'GET /health': { allowed: ALL, build: fixed('/health') },
  'GET /ready': { allowed: ALL, build: fixed('/ready') },
  'GET /metrics': { allowed: ALL, build: fixed('/metrics') },
  'GET /admin/dead-letters': { allowed: ADMIN, build: fixed('/admin/dead-letters') },
  'POST /admin/dead-letters/{id}/replay': {
    allowed: [],
    reached: { roles: ADMIN, status: 404, message: 'Dead letter not found' },
    build: () => ({ path: `/admin/dead-letters/${randomUUID()}/replay` }),
  },
  // Only the gateway's internal call signature opens it; no person's identity does, not even an admin's.
  'POST /internal/sessions/resolve': { allowed: [], build: fixed('/internal/sessions/resolve', { sessionToken: 'x' }) },
  'GET /internal/seo/shops': { allowed: [], build: fixed('/internal/seo/shops') },
  'GET /internal/seo/shops/{id}': { allowed: [], build: fixed('/internal/seo/shops/1') },
  'GET /internal/seo/shops/{id}/page': { allowed: [], build: fixed('/internal/seo/shops/1/page') },
  // Tests only (absent in production): sets a service's clock; the internal signature alone opens it.
  'PUT /internal/test-clock': { allowed: [], build: fixed('/internal/test-clock', { now: null }) },
  // The gateway's typing relay asks chat who the parties are; the internal signature alone opens it.
  'GET /internal/conversations/{id}/parties': { allowed: [], build: fixed('/internal/conversations/1/parties') },
};
