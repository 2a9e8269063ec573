import type { ShopDetailResponse, ShopReviewsFirstPage } from '@app/contracts';

import { paths } from '@/config/paths';
import { shopReviewsQueryOptions } from '@/features/reviews/api/get-shop-reviews';
import { shopKeys } from '@/features/shops/api/keys';
import { createQueryClient } from '@/lib/query-client';

import { renderFirstScreen } from './render-landing';

/**
 * A shop page's first screen with the shop in it, for a visitor without a session: the page the app shows once
 * the shop's answer and its first page of reviews are in (the reviews still loading when `reviews` is null). The web
 * build bundles this module for the gateway (scripts/prerender-landing.mjs), which renders each public shop with
 * catalog's visitor view and the reviews service's list, so the page paints the shop, and crawlers read it and what
 * people said of it, before any script has run. `shopId` is the id as the page's path spells it: the app keys the
 * shop's answers by it.
 */
export function renderShopScreen(
  shopId: string,
  shop: ShopDetailResponse,
  reviews: ShopReviewsFirstPage | null,
): Promise<string> {
  const queryClient = createQueryClient();
  queryClient.setQueryData(shopKeys.detail(shopId), shop);
  if (reviews) {
    queryClient.setQueryData(shopReviewsQueryOptions(shopId).queryKey, {
      pages: [{ ...reviews, offset: 0 }],
      pageParams: [0],
    });
  }
  return renderFirstScreen(paths.shop.getHref(shopId), queryClient);
}
