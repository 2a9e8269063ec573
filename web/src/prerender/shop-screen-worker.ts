import { parentPort, workerData } from 'node:worker_threads';

import {
  representativeReviews,
  representativeShop,
  SHOP_SCREEN_WORKER_ROLE,
  type ShopScreenRenderAnswer,
  type ShopScreenRenderRequest,
} from '@app/contracts';

import { renderShopScreen } from './render-shop';

/**
 * The entry of the shop renderer's bundle (scripts/prerender-landing.mjs). Started by the gateway as a worker thread
 * with the shop screen role, it renders each shop posted to it, so a render never holds up the gateway's event loop
 * (or, in the embedded mode, every service's); loaded any other way it only exports the render.
 */
export { renderShopScreen };

const port = parentPort;
if (port && (workerData as { role?: unknown } | null)?.role === SHOP_SCREEN_WORKER_ROLE) {
  // A first render loads the screen's lazy chunks and compiles its code (0.4 s on a slow machine): done once here, as
  // the gateway starts, rather than by the first visitor's page. Its result is thrown away; a shop posted meanwhile
  // waits for the same chunks. A bundle that cannot render fails each real render too, which reports it.
  const warmUpShop = representativeShop(12);
  renderShopScreen(String(warmUpShop.id), warmUpShop, representativeReviews(5)).catch(() => undefined);
  port.on('message', (request: ShopScreenRenderRequest) => {
    renderShopScreen(request.shopId, request.shop, request.reviews).then(
      (html) => port.postMessage({ id: request.id, html } satisfies ShopScreenRenderAnswer),
      (error: unknown) =>
        port.postMessage({
          id: request.id,
          error: error instanceof Error ? error.message : String(error),
        } satisfies ShopScreenRenderAnswer),
    );
  });
}
