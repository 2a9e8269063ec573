import { Suspense } from 'react';
import { Redirect, Route, Switch, useSearch } from 'wouter';

import { type AppRouteName, matchAppRoute } from '@app/contracts';

import { paths } from '@/config/paths';

import { lazyRoute } from './lazy-route';

// Every page loads as its own chunk (React.lazy), so the first visit downloads only the shell and the page it
// opens; the budgets in web/scripts/check-budgets.mjs hold each route to its limit.
const HomeRoute = lazyRoute(() => import('./routes/home'), 'HomeRoute');
const BrowseShopsRoute = lazyRoute(() => import('./routes/browse-shops'), 'BrowseShopsRoute');
const BrowseProductsRoute = lazyRoute(() => import('./routes/browse-products'), 'BrowseProductsRoute');
const ShopDetailRoute = lazyRoute(() => import('./routes/shop-detail'), 'ShopDetailRoute');
const FavoritesRoute = lazyRoute(() => import('./routes/favorites'), 'FavoritesRoute');
const CustomerAuthRoute = lazyRoute(() => import('./routes/customer-auth'), 'CustomerAuthRoute');
const CustomerProfileRoute = lazyRoute(() => import('./routes/customer-profile'), 'CustomerProfileRoute');
const ShopOwnerAuthRoute = lazyRoute(() => import('./routes/shop-owner-auth'), 'ShopOwnerAuthRoute');
const AuthTestRoute = lazyRoute(() => import('./routes/auth-test'), 'AuthTestRoute');
const PasswordResetRequestRoute = lazyRoute(
  () => import('./routes/password-reset-request'),
  'PasswordResetRequestRoute',
);
const PasswordResetConfirmRoute = lazyRoute(
  () => import('./routes/password-reset-confirm'),
  'PasswordResetConfirmRoute',
);
const ShopOwnerHomeRoute = lazyRoute(() => import('./routes/shop-owner-home'), 'ShopOwnerHomeRoute');
const DashboardRoute = lazyRoute(() => import('./routes/dashboard'), 'DashboardRoute');
const AdminRoute = lazyRoute(() => import('./routes/admin'), 'AdminRoute');
const AdminEnhancedRoute = lazyRoute(() => import('./routes/admin-enhanced'), 'AdminEnhancedRoute');
const AdminCustomersRoute = lazyRoute(() => import('./routes/admin-customers'), 'AdminCustomersRoute');
const SubscribeRoute = lazyRoute(() => import('./routes/subscribe'), 'SubscribeRoute');
const NotFoundRoute = lazyRoute(() => import('./routes/not-found'), 'NotFoundRoute');

/** The page each route shows (the redirecting routes have none of their own). */
const PAGES: Readonly<Partial<Record<AppRouteName, { preload: () => Promise<void> }>>> = {
  home: HomeRoute,
  browse: BrowseShopsRoute,
  browseShops: BrowseShopsRoute,
  browseProducts: BrowseProductsRoute,
  shop: ShopDetailRoute,
  favorites: FavoritesRoute,
  customerAuth: CustomerAuthRoute,
  customerProfile: CustomerProfileRoute,
  shopOwnerAuth: ShopOwnerAuthRoute,
  authTest: AuthTestRoute,
  passwordResetRequest: PasswordResetRequestRoute,
  passwordResetConfirm: PasswordResetConfirmRoute,
  shopOwnerHome: ShopOwnerHomeRoute,
  dashboard: DashboardRoute,
  admin: AdminRoute,
  adminEnhanced: AdminEnhancedRoute,
  adminCustomers: AdminCustomersRoute,
  subscribe: SubscribeRoute,
};

/**
 * Downloads the chunk of the page a path shows (the not-found page for a path no route has), so that the app's
 * first render shows that page at once instead of suspending on it.
 */
export function preloadPageOf(pathname: string): Promise<void> {
  const route = matchAppRoute(pathname);
  const page = route ? PAGES[route.name] : NotFoundRoute;
  return page ? page.preload() : Promise.resolve();
}

/** /shop/{id} is the singular link of the profile page; it redirects to /shops/{id}, keeping the query. */
function ShopSingularRedirect({ params }: { params: { id: string } }) {
  const search = useSearch();
  const target = paths.shop.getHref(params.id);
  return <Redirect to={search ? `${target}?${search}` : target} replace />;
}

/**
 * Shown while a page's chunk loads. It fills the screen, so the footer waits below the fold instead of showing
 * under the spinner and jumping down when the page arrives (a layout shift).
 */
function RouteFallback() {
  return (
    <div className="flex min-h-dvh flex-1 items-center justify-center py-24" role="status" aria-label="Loading page">
      <span className="size-8 animate-spin rounded-full border-4 border-primary/20 border-t-primary" />
    </div>
  );
}

/** Every route of the spec (000 section 2, 001 section 2); anything else is the not-found screen. */
export function AppRouter() {
  return (
    <Suspense fallback={<RouteFallback />}>
      <Switch>
        <Route path={paths.home.path} component={HomeRoute} />
        <Route path={paths.browse.path} component={BrowseShopsRoute} />
        <Route path={paths.browseShops.path} component={BrowseShopsRoute} />
        <Route path={paths.browseProducts.path} component={BrowseProductsRoute} />
        <Route path={paths.shop.path} component={ShopDetailRoute} />
        <Route path={paths.shopSingular.path} component={ShopSingularRedirect} />
        <Route path={paths.favorites.path} component={FavoritesRoute} />
        <Route path={paths.customerAuth.path} component={CustomerAuthRoute} />
        <Route path={paths.customerProfile.path} component={CustomerProfileRoute} />
        <Route path={paths.shopOwnerAuth.path} component={ShopOwnerAuthRoute} />
        <Route path={paths.authTest.path} component={AuthTestRoute} />
        <Route path={paths.passwordResetRequest.path} component={PasswordResetRequestRoute} />
        <Route path={paths.passwordResetConfirm.path} component={PasswordResetConfirmRoute} />
        <Route path={paths.shopOwnerHome.path} component={ShopOwnerHomeRoute} />
        <Route path={paths.shopOwnerDashboard.path}>
          <Redirect to={paths.dashboard.getHref()} replace />
        </Route>
        <Route path={paths.dashboard.path} component={DashboardRoute} />
        <Route path={paths.admin.path} component={AdminRoute} />
        <Route path={paths.adminEnhanced.path} component={AdminEnhancedRoute} />
        <Route path={paths.adminCustomers.path} component={AdminCustomersRoute} />
        <Route path={paths.subscribe.path} component={SubscribeRoute} />
        <Route component={NotFoundRoute} />
      </Switch>
    </Suspense>
  );
}
