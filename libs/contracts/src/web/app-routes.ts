/**
 * The web app's route patterns (spec 000 section 2, spec 001 section 2). The app's router reads them through
 * `web/src/config/paths.ts`; the gateway reads them to answer a path no route matches with HTTP 404.
 * `:name` is one path segment.
 */
export const appRoutePatterns = {
  home: '/',
  browse: '/browse',
  browseShops: '/browse-shops',
  browseProducts: '/browse-products',
  shop: '/shops/:id',
  shopSingular: '/shop/:id',
  favorites: '/favorites',
  customerAuth: '/customer-auth',
  customerProfile: '/customer-profile',
  shopOwnerAuth: '/shop-owner-auth',
  authTest: '/auth-test',
  passwordResetRequest: '/password-reset-request',
  passwordResetConfirm: '/password-reset-confirm',
  shopOwnerHome: '/shop-owner-home',
  shopOwnerDashboard: '/shop-owner-dashboard',
  dashboard: '/dashboard',
  admin: '/admin',
  adminEnhanced: '/admin/enhanced',
  adminCustomers: '/admin/customers',
  subscribe: '/subscribe',
} as const;

export type AppRouteName = keyof typeof appRoutePatterns;

/** The name of the route a path belongs to (trailing slash ignored), or null when no route matches. */
export function matchAppRoute(path: string): { name: AppRouteName; params: Record<string, string> } | null {
  const segments = splitPath(path);
  for (const [name, pattern] of Object.entries(appRoutePatterns) as Array<[AppRouteName, string]>) {
    const patternSegments = splitPath(pattern);
    if (patternSegments.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = patternSegments.every((part, index) => {
      if (part.startsWith(':')) {
        params[part.slice(1)] = segments[index];
        return true;
      }
      return part === segments[index];
    });
    if (matches) return { name, params };
  }
  return null;
}

function splitPath(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/**
 * Where an e-mail about unread chat messages leads: the customer to the shop's page with its chat open, the owner
 * to the dashboard's Messages tab with the conversation selected. A path; the sender adds the site's origin.
 */
export function chatConversationPath(
  recipientType: 'customer' | 'shop_owner',
  shopId: number,
  conversationId: number,
): string {
  return recipientType === 'shop_owner'
    ? `${appRoutePatterns.dashboard}?tab=messages&conversation=${conversationId}`
    : `/shops/${shopId}?chat=${conversationId}`;
}
