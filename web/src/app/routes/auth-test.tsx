import { useLocation } from 'wouter';

import type { UserResponse } from '@app/contracts';

import { PRODUCT_NAME } from '@/config/app';
import { AuthScreen } from '@/features/auth/components/auth-screen/auth-screen';
import { combinedLandingHref } from '@/features/auth/lib/redirects';

/**
 * /auth-test, the combined auth screen (spec section 2). Success sends an admin to /admin, a shop owner to
 * /shop-owner-dashboard (which redirects to /dashboard) and anyone else to /customer-profile.
 */
export function AuthTestRoute() {
  const [, navigate] = useLocation();

  return (
    <div className="flex flex-1 justify-center bg-gradient-to-b from-accent/70 to-background px-4 py-10 sm:py-14">
      <title>{`Account Access | ${PRODUCT_NAME}`}</title>
      <div className="w-full max-w-5xl">
        <h1 className="mb-8 text-center text-3xl font-bold tracking-tight lg:text-left">Account Access</h1>
        <AuthScreen onSuccess={(user: UserResponse) => navigate(combinedLandingHref(user))} />
      </div>
    </div>
  );
}
