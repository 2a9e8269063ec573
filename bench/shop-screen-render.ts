/**
 * What a shop page's server-rendered first screen costs on a cache miss: the web build's renderer
 * (web/dist/.prerendered/shop-renderer/render-shop.cjs) rendering a shop with a cover, hours, a full description,
 * `--products` products and `--reviews` reviews (a full first page by default), timed per call, with how late the
 * calling thread's timers ran meanwhile (its event-loop delay). By default through the gateway's own worker thread
 * (`ShopRenderWorker`: what a page waits for, while the gateway's loop stays free); with `--in-thread` the bundle is
 * called on the calling thread, as the gateway did before the worker (and the only way to time a build whose bundle
 * has no worker entry, `--renderer file`). The first call loads the page's lazy chunks, unless the worker has
 * warmed itself up first (it renders a shop of its own as it starts): `--settle-ms N` waits that long after starting
 * it, as a gateway's first visitor comes some time after its start. The rest are what a miss costs once warm. Run
 * `npm run build` first.
 *
 *   npx tsc -p tsconfig.bench.json && npx tsc-alias -p tsconfig.bench.json
 *   node dist/bench/bench/shop-screen-render.js [--renders 300] [--products 24] [--reviews 20] [--in-thread]
 *     [--renderer file] [--settle-ms 0]
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { representativeReviews, representativeShop, type ShopDetailResponse, type ShopReviewsFirstPage } from '@app/contracts';
import { ShopRenderWorker } from '../gateway/src/web/seo/shop-render-worker';
import { SHOP_RENDERER_PATH } from '../gateway/src/web/seo/shop-screen.renderer';
import { percentile, round } from './support/stats';
import { scriptOption } from './support/options';

type Render = (shopId: string, shop: ShopDetailResponse, reviews: ShopReviewsFirstPage) => Promise<string>;

async function main(): Promise<void> {
  const renders = Number(scriptOption('renders', '300'));
  const shop = representativeShop(Number(scriptOption('products', '24')));
  const reviews = representativeReviews(Number(scriptOption('reviews', '20')));
  // Another build's renderer (`--renderer path/to/render-shop.cjs`) compares two builds on the same machine.
  const path = scriptOption('renderer', join(process.cwd(), 'web', 'dist', SHOP_RENDERER_PATH));
  const inThread = process.argv.includes('--in-thread');
  let render: Render;
  let worker: ShopRenderWorker | null = null;
  if (inThread) {
    const bundle = createRequire(__filename)(path) as { renderShopScreen: Render };
    render = bundle.renderShopScreen;
  } else {
    const renderer = new ShopRenderWorker(path, 60_000);
    worker = renderer;
    render = (shopId, shopToRender, reviewsToRender) => renderer.render(shopId, shopToRender, reviewsToRender);
  }
  const settleMs = Number(scriptOption('settle-ms', '0'));
  await new Promise((resolve) => setTimeout(resolve, settleMs));
  const loopDelay = monitorEventLoopDelay({ resolution: 1 });
  const timings: number[] = [];
  let bytes = 0;
  for (let index = 0; index < renders; index += 1) {
    const started = performance.now();
    bytes = (await render(String(shop.id), shop, reviews)).length;
    timings.push(performance.now() - started);
    // From the second render on: the first loads the bundle's lazy chunks.
    if (index === 0) loopDelay.enable();
    // Let the loop turn between renders, as a server's does between requests, so its timers can tell how late they
    // ran; without it a render on the calling thread chains into the next and no timer runs at all.
    await new Promise((resolve) => setImmediate(resolve));
  }
  loopDelay.disable();
  await worker?.close();
  const warm = timings.slice(1).sort((a, b) => a - b);
  console.log(
    JSON.stringify({
      renders,
      thread: inThread ? 'calling' : 'worker',
      settleMs,
      products: shop.products.length,
      reviews: reviews.items.length,
      htmlBytes: bytes,
      firstMs: round(timings[0]),
      warmP50Ms: round(percentile(warm, 50)),
      warmP99Ms: round(percentile(warm, 99)),
      loopDelayP99Ms: round(loopDelay.percentile(99) / 1e6),
      loopDelayMaxMs: round(loopDelay.max / 1e6),
    }),
  );
}

void main();
