/**
 * Query keys of the auth feature. The first element is the request path, so the default query function can serve
 * them (spec section 7).
 */
export const authKeys = {
  user: ['/api/auth/user'] as const,
  customer: ['/api/customer/auth'] as const,
  shopOwner: ['/api/shop-owner/profile'] as const,
};

/**
 * What each sign-out refreshes afterwards (spec section 7). The favourites, conversations and my-shops lists are
 * owned by other features; their keys are their request paths.
 */
export const signOutRefreshKeys = {
  customer: [authKeys.customer, ['/api/customer/favorites'], ['/api/customer/conversations']],
  shop_owner: [authKeys.shopOwner, ['/api/my-shops']],
  user: [authKeys.user],
} as const;
