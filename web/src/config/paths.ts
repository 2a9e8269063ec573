/**
 * The one list of the app's routes (spec 000 section 2, spec 001 section 2). `path` is the router pattern,
 * `getHref` builds a link. Nothing else in the app spells a route by hand.
 */

import { appRoutePatterns, type ShopSort } from '@app/contracts';

type QueryValue = string | number | null | undefined;

function withQuery(path: string, query: Record<string, QueryValue> = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    const text = String(value).trim();
    if (text) search.set(name, text);
  }
  const queryString = search.toString();
  return queryString ? `${path}?${queryString}` : path;
}

/** The local part of a list's address (issue 14): near, radiusKm, sort, openNow and the map view. */
type LocalQuery = { near?: string; radiusKm?: string; sort?: ShopSort; openNow?: 'true'; view?: 'map' };
export type ShopListQuery = { search?: string; location?: string; category?: string } & LocalQuery;
export type ProductSearchQuery = { shop?: string; product?: string; location?: string; category?: string } & LocalQuery;

export const paths = {
  home: {
    path: appRoutePatterns.home,
    getHref: (query: { passwordReset?: 'success'; login?: 'choose'; returnTo?: string } = {}) => withQuery('/', query),
  },
  browse: {
    path: appRoutePatterns.browse,
    getHref: (query: ShopListQuery = {}) => withQuery('/browse', query),
  },
  browseShops: {
    path: appRoutePatterns.browseShops,
    getHref: (query: ShopListQuery = {}) => withQuery('/browse-shops', query),
  },
  browseProducts: {
    path: appRoutePatterns.browseProducts,
    getHref: (query: ProductSearchQuery = {}) => withQuery('/browse-products', query),
  },
  shop: {
    path: appRoutePatterns.shop,
    /** `q`: the search the shop was found by, so the shop's owner sees which terms led to a view (issue 16). */
    getHref: (id: number | string, query: { action?: 'rate'; q?: string } = {}) =>
      withQuery(`/shops/${encodeURIComponent(String(id))}`, query),
  },
  /** The singular form one profile link uses; it redirects to `shop` (DECISIONS.md). */
  shopSingular: {
    path: appRoutePatterns.shopSingular,
    getHref: (id: number | string) => `/shop/${encodeURIComponent(String(id))}`,
  },
  favorites: {
    path: appRoutePatterns.favorites,
    getHref: () => '/favorites',
  },
  customerAuth: {
    path: appRoutePatterns.customerAuth,
    getHref: (query: { returnTo?: string } = {}) => withQuery('/customer-auth', query),
  },
  customerProfile: {
    path: appRoutePatterns.customerProfile,
    getHref: () => '/customer-profile',
  },
  shopOwnerAuth: {
    path: appRoutePatterns.shopOwnerAuth,
    getHref: (query: { returnTo?: string; tab?: 'sign-up' } = {}) => withQuery('/shop-owner-auth', query),
  },
  authTest: {
    path: appRoutePatterns.authTest,
    getHref: (query: { view?: 'login' | 'register'; returnTo?: string } = {}) => withQuery('/auth-test', query),
  },
  passwordResetRequest: {
    path: appRoutePatterns.passwordResetRequest,
    getHref: () => '/password-reset-request',
  },
  passwordResetConfirm: {
    path: appRoutePatterns.passwordResetConfirm,
    getHref: (email: string) => withQuery('/password-reset-confirm', { email }),
  },
  shopOwnerHome: {
    path: appRoutePatterns.shopOwnerHome,
    getHref: () => '/shop-owner-home',
  },
  /** Used after a shop owner signs in on the combined screen; it redirects to `dashboard` (DECISIONS.md). */
  shopOwnerDashboard: {
    path: appRoutePatterns.shopOwnerDashboard,
    getHref: () => '/shop-owner-dashboard',
  },
  dashboard: {
    path: appRoutePatterns.dashboard,
    getHref: () => '/dashboard',
  },
  admin: {
    path: appRoutePatterns.admin,
    getHref: () => '/admin',
  },
  adminEnhanced: {
    path: appRoutePatterns.adminEnhanced,
    getHref: () => '/admin/enhanced',
  },
  adminCustomers: {
    path: appRoutePatterns.adminCustomers,
    getHref: () => '/admin/customers',
  },
  subscribe: {
    path: appRoutePatterns.subscribe,
    getHref: () => '/subscribe',
  },
} as const;

/**
 * Provider login: a full-page navigation to the gateway, not an in-app screen (`window.location.assign`). It leads
 * to the sign-in that fits `returnTo` (default: the page the person is on) and back there afterwards (issue 24).
 */
export function providerLoginHref(returnTo: string = currentPath()): string {
  return withQuery('/api/login', { returnTo });
}

/**
 * 'List Your Shop' and 'Register as Shop Owner' (spec 000 section 7: a full page navigation to /api/login): the
 * provider login, asked for the shop-owner screen on its Sign Up tab (issue 15).
 */
export function shopOwnerSignUpHref(): string {
  return providerLoginHref(paths.shopOwnerAuth.getHref({ tab: 'sign-up' }));
}

function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}
