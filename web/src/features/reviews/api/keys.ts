import type { ReviewSort } from '@app/contracts';

import { sharedKeys } from '@/lib/query-keys';

/** Request paths of the reviews feature. */
export const reviewPaths = {
  shopReviews: (shopId: string | number) => `/api/shops/${encodeURIComponent(String(shopId))}/reviews`,
  reply: (shopId: string | number, reviewId: number) => `${reviewPaths.shopReviews(shopId)}/${reviewId}/reply`,
  favorites: '/api/customer/favorites',
};

/**
 * Query keys of the reviews feature. A shop's reviews sit under its page (shared root `shops`: "shop queries
 * refresh" after a rating, spec section 4); the saved shops under the shared `favorites` root, which a sign-in
 * refreshes and the profile reads.
 */
export const reviewKeys = {
  /** Every page of a shop's reviews, whatever the sort: what a reply changes. */
  allShopReviews: (shopId: string | number) => [...sharedKeys.shopDetail(shopId), 'reviews'] as const,
  shopReviews: (shopId: string | number, sort: ReviewSort = 'newest') =>
    [...reviewKeys.allShopReviews(shopId), sort] as const,
  favorites: sharedKeys.favorites,
  myReviews: ['reviews', 'mine'] as const,
};
