import type { Query } from '@tanstack/react-query';

import type { ReviewSort } from '@app/contracts';

/** The shop page's request path, which is also its query key's first element (spec section 7). */
export const shopDetailPath = (shopId: string | number) => `/api/shops/${encodeURIComponent(String(shopId))}`;

/**
 * Query keys of the reviews feature; the first element is the request path (spec section 7). The favourites list
 * shares its first element with the profile's read of the same path (auth feature), so invalidating
 * `favorites` refreshes both; the list itself adds 'shops' so the two never share one cache entry.
 */
export const reviewKeys = {
  shopReviews: (shopId: string | number, sort: ReviewSort = 'newest') =>
    [`${shopDetailPath(shopId)}/reviews`, 'pages', sort] as const,
  favorites: ['/api/customer/favorites'] as const,
  favoriteShops: ['/api/customer/favorites', 'shops'] as const,
  myReviews: ['/api/customer/reviews'] as const,
};

/** Every shop query (lists, details, reviews): the ones a rating changes (spec section 4, "shop queries refresh"). */
export function isShopQuery(query: Pick<Query, 'queryKey'>): boolean {
  const [path] = query.queryKey;
  return typeof path === 'string' && path.startsWith('/api/shops');
}

/** The path of a review's owner reply. */
export const reviewReplyPath = (shopId: string | number, reviewId: number) =>
  `${shopDetailPath(shopId)}/reviews/${reviewId}/reply`;

/** Every page of a shop's reviews, whatever the sort: what a reply changes. */
export function isShopReviewsQuery(shopId: string | number) {
  const path = `${shopDetailPath(shopId)}/reviews`;
  return (query: Pick<Query, 'queryKey'>) => query.queryKey[0] === path;
}
