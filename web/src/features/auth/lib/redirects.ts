import { safeReturnTo, type UserResponse } from '@app/contracts';

import { paths } from '@/config/paths';
import { readPendingRating } from '@/lib/pending-rating';

/** Spec section 9: the redirect delays after customer registration and customer sign-in. */
export const CUSTOMER_REGISTER_REDIRECT_MS = 2000;
export const CUSTOMER_LOGIN_REDIRECT_MS = 1500;
/** Spec section 9: a screen that needs a signed-in person sends a signed-out one to its login route after 500 ms. */
export const SIGNED_OUT_REDIRECT_MS = 500;

/** Where `/api/login` said the person was going (issue 24): a path of this site, else null. */
export function returnToOfPage(): string | null {
  return safeReturnTo(new URLSearchParams(window.location.search).get('returnTo'));
}

/** After a customer signs in or registers: the shop of a pending rating, else where they were going, else home. */
export function customerLandingHref(): string {
  const pending = readPendingRating();
  return pending ? paths.shop.getHref(pending.shopId) : (returnToOfPage() ?? paths.home.getHref());
}

/** After a shop owner signs in or signs up: a pending rating's shop, else where they were going, else /dashboard. */
export function ownerLandingHref(): string {
  const pending = readPendingRating();
  return pending ? paths.shop.getHref(pending.shopId) : (returnToOfPage() ?? paths.dashboard.getHref());
}

/**
 * After the combined screen (spec section 2): where they were going, else admin to /admin, shop owner to
 * /shop-owner-dashboard, others to the profile.
 */
export function combinedLandingHref(user: Pick<UserResponse, 'role' | 'isAdmin'>): string {
  const returnTo = returnToOfPage();
  if (returnTo) return returnTo;
  if (user.isAdmin || user.role === 'admin') return paths.admin.getHref();
  if (user.role === 'shop_owner') return paths.shopOwnerDashboard.getHref();
  return paths.customerProfile.getHref();
}
