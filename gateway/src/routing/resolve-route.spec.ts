import { compilePattern, resolveRoute } from './resolve-route';
import { ROUTE_TABLE, RouteEntry } from './route-table';
import { SERVICE_NAMES, ServiceName } from './service-name';

/** Every row of docs/architecture.md "Public routes and their owners", with the spec's concrete calls. */
const ARCHITECTURE_ROWS: [method: string, path: string, owner: ServiceName][] = [
  // /api/auth/*, /api/login, /api/logout, /api/customer/{auth,register,login,logout}, /api/shop-owner/*, /api/guest-session
  ['GET', '/api/auth/user', 'identity'],
  ['POST', '/api/auth/login', 'identity'],
  ['POST', '/api/auth/register', 'identity'],
  ['POST', '/api/auth/request-password-reset', 'identity'],
  ['POST', '/api/auth/reset-password', 'identity'],
  ['POST', '/api/auth/verify-email', 'identity'],
  ['POST', '/api/auth/resend-verification', 'identity'],
  ['GET', '/api/login', 'identity'],
  ['POST', '/api/logout', 'identity'],
  ['GET', '/api/customer/auth', 'identity'],
  ['POST', '/api/customer/register', 'identity'],
  ['POST', '/api/customer/login', 'identity'],
  ['POST', '/api/customer/logout', 'identity'],
  ['GET', '/api/shop-owner/profile', 'identity'],
  ['POST', '/api/shop-owner/register', 'identity'],
  ['POST', '/api/shop-owner/login', 'identity'],
  ['POST', '/api/shop-owner/logout', 'identity'],
  ['GET', '/api/guest-session', 'identity'],
  ['POST', '/api/guest-session', 'identity'],
  // /api/admin/users*, /api/admin/shop-owners*, /api/admin/customers*
  ['GET', '/api/admin/users', 'identity'],
  ['PUT', '/api/admin/users/7/suspend', 'identity'],
  ['PUT', '/api/admin/users/7/unsuspend', 'identity'],
  ['DELETE', '/api/admin/users/7', 'identity'],
  ['GET', '/api/admin/shop-owners', 'identity'],
  ['PUT', '/api/admin/shop-owners/7/suspend', 'identity'],
  ['DELETE', '/api/admin/shop-owners/7', 'identity'],
  ['GET', '/api/admin/customers', 'identity'],
  ['PATCH', '/api/admin/customers/7/ban', 'identity'],
  ['DELETE', '/api/admin/customers/7', 'identity'],
  // /api/categories, /api/shops, /api/shops/{id}, /api/shops/{id}/products, /api/products/*, /api/my-shops,
  // /api/upload/image, /uploads/*
  ['GET', '/api/categories', 'catalog'],
  ['GET', '/api/shops', 'catalog'],
  ['POST', '/api/shops', 'catalog'],
  ['GET', '/api/shops/12', 'catalog'],
  ['POST', '/api/shops/12/products', 'catalog'],
  ['GET', '/api/products/search', 'catalog'],
  ['DELETE', '/api/products/5', 'catalog'],
  ['GET', '/api/my-shops', 'catalog'],
  ['POST', '/api/upload/image', 'catalog'],
  ['GET', '/uploads/2024/shop-front.jpg', 'catalog'],
  // /api/admin/shops/*, /api/admin/pending-shops, /api/admin/all-shops
  ['PUT', '/api/admin/shops/3/approve', 'catalog'],
  ['PATCH', '/api/admin/shops/3/reject', 'catalog'],
  ['DELETE', '/api/admin/shops/3', 'catalog'],
  ['GET', '/api/admin/pending-shops', 'catalog'],
  ['GET', '/api/admin/all-shops', 'catalog'],
  // /api/shops/{id}/reviews, /api/customer/favorites*
  ['POST', '/api/shops/12/reviews', 'reviews'],
  ['GET', '/api/shops/12/reviews', 'reviews'],
  ['GET', '/api/customer/favorites', 'reviews'],
  ['POST', '/api/customer/favorites/12', 'reviews'],
  ['DELETE', '/api/customer/favorites/12', 'reviews'],
  // /api/chat/*, /api/customer/conversations
  ['GET', '/api/chat/conversations', 'chat'],
  ['GET', '/api/chat/conversations/4/messages', 'chat'],
  ['POST', '/api/chat/messages', 'chat'],
  ['GET', '/api/customer/conversations', 'chat'],
  // /api/subscription, /api/get-or-create-subscription, /api/billing/*
  ['GET', '/api/subscription', 'billing'],
  ['GET', '/api/get-or-create-subscription', 'billing'],
  ['POST', '/api/billing/webhook', 'billing'],
  // /api/admin/logs, stats, detailed-stats, visit-stats, recent-visits, customer-stats
  ['GET', '/api/admin/logs', 'admin-audit'],
  ['GET', '/api/admin/stats', 'admin-audit'],
  ['GET', '/api/admin/detailed-stats', 'admin-audit'],
  ['GET', '/api/admin/visit-stats', 'admin-audit'],
  ['GET', '/api/admin/recent-visits', 'admin-audit'],
  ['GET', '/api/admin/customer-stats', 'admin-audit'],
];

describe(resolveRoute.name, () => {
  it.each(ARCHITECTURE_ROWS)('routes %s %s to %s', (method, path, owner) => {
    expect(resolveRoute(method, path)).toBe(owner);
  });

  it('ignores the query string', () => {
    expect(resolveRoute('GET', '/api/admin/all-shops?status=approved&page=2')).toBe('catalog');
    expect(resolveRoute('GET', '/api/shops/9/reviews?limit=5')).toBe('reviews');
  });

  it('sends a shop reviews path to reviews but its neighbours to catalog', () => {
    expect(resolveRoute('GET', '/api/shops/9/reviews/mine')).toBe('reviews');
    expect(resolveRoute('GET', '/api/shops/9/reviewsx')).toBe('catalog');
    expect(resolveRoute('GET', '/api/shops/9/products')).toBe('catalog');
    expect(resolveRoute('GET', '/api/shops//reviews')).toBe('catalog');
  });

  it('matches whole segments only', () => {
    expect(resolveRoute('GET', '/api/admin/shops-report')).toBeNull();
    expect(resolveRoute('GET', '/api/loginx')).toBeNull();
    expect(resolveRoute('GET', '/api/customer')).toBeNull();
    expect(resolveRoute('GET', '/api/customer/profile')).toBeNull();
    expect(resolveRoute('GET', '/uploadsx/a.png')).toBeNull();
  });

  it.each([
    '/',
    '/browse',
    '/shops/12',
    '/admin/enhanced',
    '/assets/app-abc123.js',
    '/health',
    '/ready',
    '/api',
    '/api/nope',
    '/api/docs',
    '/api/docs/catalog',
    '/api/admin',
    '/api/admin/unknown',
    '/socket.io/',
    '/API/SHOPS',
  ])('leaves %s to the gateway', (path) => {
    expect(resolveRoute('GET', path)).toBeNull();
  });

  it('honours the methods of a row', () => {
    const table: RouteEntry[] = [
      { pattern: '/api/things/*', methods: ['post'], service: 'chat' },
      { pattern: '/api/things/*', service: 'catalog' },
    ];
    expect(resolveRoute('POST', '/api/things/1', table)).toBe('chat');
    expect(resolveRoute('get', '/api/things/1', table)).toBe('catalog');
  });

  it('names only known services and routes to each of them', () => {
    const owners = new Set(ROUTE_TABLE.map((entry) => entry.service));
    expect([...owners].sort()).toEqual([...SERVICE_NAMES].sort());
  });
});

describe(compilePattern.name, () => {
  it('turns params into one segment and a trailing /* into the path and everything beneath it', () => {
    const regex = compilePattern('/api/shops/:id/reviews/*');
    expect(regex.test('/api/shops/1/reviews')).toBe(true);
    expect(regex.test('/api/shops/1/reviews/2')).toBe(true);
    expect(regex.test('/api/shops/1/2/reviews')).toBe(false);
    expect(compilePattern('/api/exact').test('/api/exact/')).toBe(false);
  });
});
