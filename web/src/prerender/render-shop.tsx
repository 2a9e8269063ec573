import type { ShopDetailResponse } from '@app/contracts';

import { paths } from '@/config/paths';
import { shopKeys } from '@/features/shops/api/keys';
import { createQueryClient } from '@/lib/query-client';

import { renderFirstScreen } from './render-landing';

/**
 * A shop page's first screen with the shop in it, for a visitor without a session: the page the app shows once
 * the shop's answer is in (its products and reviews still loading). The web build bundles this module for the
 * gateway (scripts/prerender-landing.mjs), which renders each public shop with catalog's visitor view, so the page
 * paints the shop, and crawlers read it, before any script has run. `shopId` is the id as the page's path spells it:
 * the app keys the shop's answer by it.
 */
export function renderShopScreen(shopId: string, shop: ShopDetailResponse): Promise<string> {
  const queryClient = createQueryClient();
  queryClient.setQueryData(shopKeys.detail(shopId), shop);
  return renderFirstScreen(paths.shop.getHref(shopId), queryClient);
}
