import type { UserResponse } from '@app/contracts';

import { paths } from '@/config/paths';
import { readPendingRating } from '@/lib/pending-rating';

/** Spec section 9: the redirect delays after customer registration and customer sign-in. */
export const CUSTOMER_REGISTER_REDIRECT_MS = 2000;
export const CUSTOMER_LOGIN_REDIRECT_MS = 1500;
/** Spec section 9: a screen that needs a signed-in person sends a signed-out one to its login route after 500 ms. */
export const SIGNED_OUT_REDIRECT_MS = 500;

/** After a customer signs in or registers: the shop of a pending rating, else home (spec section 2). */
export function customerLandingHref(): string {
  const pending = readPendingRating();
  return pending ? paths.shop.getHref(pending.shopId) : paths.home.getHref();
}

/** After the combined screen (spec section 2): admin to /admin, shop owner to /shop-owner-dashboard, others to the profile. */
export function combinedLandingHref(user: Pick<UserResponse, 'role' | 'isAdmin'>): string {
  if (user.isAdmin || user.role === 'admin') return paths.admin.getHref();
  if (user.role === 'shop_owner') return paths.shopOwnerDashboard.getHref();
  return paths.customerProfile.getHref();
}
