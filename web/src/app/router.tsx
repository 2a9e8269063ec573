import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch, useSearch } from 'wouter';

import { paths } from '@/config/paths';

import { AuthTestRoute } from './routes/auth-test';
import { BrowseProductsRoute } from './routes/browse-products';
import { BrowseShopsRoute } from './routes/browse-shops';
import { CustomerAuthRoute } from './routes/customer-auth';
import { CustomerProfileRoute } from './routes/customer-profile';
import { FavoritesRoute } from './routes/favorites';
import { HomeRoute } from './routes/home';
import { NotFoundRoute } from './routes/not-found';
import { PasswordResetConfirmRoute } from './routes/password-reset-confirm';
import { PasswordResetRequestRoute } from './routes/password-reset-request';
import { ShopDetailRoute } from './routes/shop-detail';
import { ShopOwnerAuthRoute } from './routes/shop-owner-auth';
import { ShopOwnerHomeRoute } from './routes/shop-owner-home';

// The dashboard and admin screens load as their own chunks: most visitors never open them. The shop owner home
// stays in the main chunk: the home page shows it to shop owners.
const DashboardRoute = lazy(() => import('./routes/dashboard').then((module) => ({ default: module.DashboardRoute })));
const AdminRoute = lazy(() => import('./routes/admin').then((module) => ({ default: module.AdminRoute })));
const AdminEnhancedRoute = lazy(() =>
  import('./routes/admin-enhanced').then((module) => ({ default: module.AdminEnhancedRoute })),
);
const AdminCustomersRoute = lazy(() =>
  import('./routes/admin-customers').then((module) => ({ default: module.AdminCustomersRoute })),
);
const SubscribeRoute = lazy(() => import('./routes/subscribe').then((module) => ({ default: module.SubscribeRoute })));

/** /shop/{id} is the singular link of the profile page; it redirects to /shops/{id}, keeping the query. */
function ShopSingularRedirect({ params }: { params: { id: string } }) {
  const search = useSearch();
  const target = paths.shop.getHref(params.id);
  return <Redirect to={search ? `${target}?${search}` : target} replace />;
}

function RouteFallback() {
  return (
    <div className="flex flex-1 items-center justify-center py-24" role="status" aria-label="Loading page">
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
