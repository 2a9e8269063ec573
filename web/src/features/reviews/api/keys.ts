import type { Query } from '@tanstack/react-query';

/** The shop page's request path, which is also its query key's first element (spec section 7). */
export const shopDetailPath = (shopId: string | number) => `/api/shops/${encodeURIComponent(String(shopId))}`;

/**
 * Query keys of the reviews feature; the first element is the request path (spec section 7). The favourites list
 * shares its first element with the profile's read of the same path (auth feature), so invalidating
 * `favorites` refreshes both; the list itself adds 'shops' so the two never share one cache entry.
 */
export const reviewKeys = {
  shopReviews: (shopId: string | number) => [`${shopDetailPath(shopId)}/reviews`, 'pages'] as const,
  favorites: ['/api/customer/favorites'] as const,
  favoriteShops: ['/api/customer/favorites', 'shops'] as const,
  myReviews: ['/api/customer/reviews'] as const,
};

/** Every shop query (lists, details, reviews): the ones a rating changes (spec section 4, "shop queries refresh"). */
export function isShopQuery(query: Pick<Query, 'queryKey'>): boolean {
  const [path] = query.queryKey;
  return typeof path === 'string' && path.startsWith('/api/shops');
}
