import type { ShopDetailResponse } from '../catalog/product.schema';
import type { ShopReviewsFirstPage } from '../reviews/review.schema';

/**
 * The gateway renders public shops' first screens in a worker thread that runs the web build's shop renderer
 * (web/src/prerender/shop-screen-worker.ts); the bundle answers render requests only when started with this role.
 */
export const SHOP_SCREEN_WORKER_ROLE = 'shop-screen-renderer';

/** One shop to render, as the gateway posts it to the worker. `shopId` is the id as the page's path spells it. */
export interface ShopScreenRenderRequest {
  id: number;
  shopId: string;
  shop: ShopDetailResponse;
  reviews: ShopReviewsFirstPage | null;
}

/** The worker's answer to the request with the same `id`: the screen's HTML, or why it could not render it. */
export type ShopScreenRenderAnswer = { id: number; html: string } | { id: number; error: string };
