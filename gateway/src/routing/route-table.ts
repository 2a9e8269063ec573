import type { ServiceName } from './service-name';

/**
 * One row of the public routing. `pattern` is a path of literal segments and `:param` segments (exactly one
 * non-empty segment); a trailing `/*` also matches the path itself and anything beneath it. `methods` narrows a
 * row to some HTTP methods, for the day two owners share a prefix.
 */
export interface RouteEntry {
  pattern: string;
  methods?: readonly string[];
  service: ServiceName;
}

/**
 * The single place the gateway's routing lives (docs/architecture.md, "Public routes and their owners").
 * Order matters: the first row that matches wins, so a more specific row sits above the general one
 * (/api/shops/:id/reviews before /api/shops/*). Every row owns the paths beneath it, so a service can add a
 * sub-resource (an OIDC callback under /api/login, /api/admin/logs/export) without a gateway change.
 * Anything not listed here is the gateway's own: /health, /ready, /api/docs, /socket.io and the web build.
 */
export const ROUTE_TABLE: readonly RouteEntry[] = [
  // identity: sessions, sign-in and registration, guest sessions, admin management of people
  { pattern: '/api/auth/*', service: 'identity' },
  { pattern: '/api/login/*', service: 'identity' },
  { pattern: '/api/logout/*', service: 'identity' },
  { pattern: '/api/customer/auth/*', service: 'identity' },
  { pattern: '/api/customer/register/*', service: 'identity' },
  { pattern: '/api/customer/login/*', service: 'identity' },
  { pattern: '/api/customer/logout/*', service: 'identity' },
  { pattern: '/api/shop-owner/*', service: 'identity' },
  { pattern: '/api/guest-session/*', service: 'identity' },
  { pattern: '/api/admin/users/*', service: 'identity' },
  { pattern: '/api/admin/shop-owners/*', service: 'identity' },
  { pattern: '/api/admin/customers/*', service: 'identity' },

  // reviews: above catalog's /api/shops/* so a shop's reviews reach the reviews service
  { pattern: '/api/shops/:id/reviews/*', service: 'reviews' },
  { pattern: '/api/reviews/*', service: 'reviews' },
  { pattern: '/api/customer/favorites/*', service: 'reviews' },
  { pattern: '/api/customer/reviews/*', service: 'reviews' },
  { pattern: '/api/admin/review-reports/*', service: 'reviews' },

  // catalog: categories, shops, products, uploads, moderation
  { pattern: '/api/categories/*', service: 'catalog' },
  { pattern: '/api/shops/*', service: 'catalog' },
  { pattern: '/api/products/*', service: 'catalog' },
  { pattern: '/api/my-shops/*', service: 'catalog' },
  { pattern: '/api/upload/*', service: 'catalog' },
  { pattern: '/uploads/*', service: 'catalog' },
  { pattern: '/api/admin/shops/*', service: 'catalog' },
  { pattern: '/api/admin/pending-shops/*', service: 'catalog' },
  { pattern: '/api/admin/all-shops/*', service: 'catalog' },

  // chat: REST only; Socket.IO is terminated by the gateway itself
  { pattern: '/api/chat/*', service: 'chat' },
  { pattern: '/api/customer/conversations/*', service: 'chat' },
  { pattern: '/api/admin/conversation-reports/*', service: 'chat' },

  // billing: subscriptions, payments, the Stripe webhook
  { pattern: '/api/subscription/*', service: 'billing' },
  { pattern: '/api/get-or-create-subscription/*', service: 'billing' },
  { pattern: '/api/billing/*', service: 'billing' },

  // admin-audit: admin logs and every admin statistic
  { pattern: '/api/admin/logs/*', service: 'admin-audit' },
  { pattern: '/api/admin/stats/*', service: 'admin-audit' },
  { pattern: '/api/admin/detailed-stats/*', service: 'admin-audit' },
  { pattern: '/api/admin/visit-stats/*', service: 'admin-audit' },
  { pattern: '/api/admin/recent-visits/*', service: 'admin-audit' },
  { pattern: '/api/admin/customer-stats/*', service: 'admin-audit' },

  // dead letters: each service lists and replays its own parked events; the segment after the prefix names it
  { pattern: '/api/admin/dead-letters/identity/*', service: 'identity' },
  { pattern: '/api/admin/dead-letters/catalog/*', service: 'catalog' },
  { pattern: '/api/admin/dead-letters/reviews/*', service: 'reviews' },
  { pattern: '/api/admin/dead-letters/chat/*', service: 'chat' },
  { pattern: '/api/admin/dead-letters/billing/*', service: 'billing' },
  { pattern: '/api/admin/dead-letters/admin-audit/*', service: 'admin-audit' },
];
