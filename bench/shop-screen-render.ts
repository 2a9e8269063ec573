/**
 * What a shop page's server-rendered first screen costs on a cache miss: the web build's renderer
 * (web/dist/.prerendered/shop-renderer/render-shop.cjs) rendering a shop with a cover, hours, a full description,
 * `--products` products and `--reviews` reviews (a full first page by default), timed per call, with how late the
 * calling thread's timers ran meanwhile (its event-loop delay). By default through the gateway's own worker thread
 * (`ShopRenderWorker`: what a page waits for, while the gateway's loop stays free); with `--in-thread` the bundle is
 * called on the calling thread, as the gateway did before the worker (and the only way to time a build whose bundle
 * has no worker entry, `--renderer file`). The first call loads the page's lazy chunks; the rest are what a miss
 * costs once warm. Run `npm run build` first.
 *
 *   npx tsc -p tsconfig.bench.json && npx tsc-alias -p tsconfig.bench.json
 *   node dist/bench/bench/shop-screen-render.js [--renders 300] [--products 24] [--reviews 20] [--in-thread]
 *     [--renderer file]
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { ProductResponse, ShopDetailResponse, ShopReviewsFirstPage } from '@app/contracts';
import { ShopRenderWorker } from '../gateway/src/web/seo/shop-render-worker';
import { SHOP_RENDERER_PATH } from '../gateway/src/web/seo/shop-screen.renderer';
import { percentile, round } from './support/stats';
import { scriptOption } from './support/options';

type Render = (shopId: string, shop: ShopDetailResponse, reviews: ShopReviewsFirstPage) => Promise<string>;

const at = '2026-11-27T09:00:00.000Z';
const category = { id: 3, name: 'Food & Beverages', slug: 'food-beverages' };

function sampleShop(products: number): ShopDetailResponse {
  const shopFields = {
    id: 42,
    name: 'Harbour Bakery',
    location: 'Galway',
    rating: '4.60',
    reviewCount: 38,
    category,
    latitude: 53.2707,
    longitude: -9.0568,
  };
  const product = (index: number): ProductResponse => ({
    id: index + 1,
    shopId: 42,
    name: `Sourdough loaf ${index + 1}`,
    description: 'Slow-fermented over two days, baked every morning.',
    price: '5.50',
    quantity: 12,
    imageUrl: `/uploads/2026/11/product-${index + 1}.webp`,
    images: [`/uploads/2026/11/product-${index + 1}.webp`],
    isActive: true,
    category: category.name,
    shop: shopFields,
    createdAt: at,
  });
  return {
    ...shopFields,
    ownerId: 7,
    description: 'A family bakery on the quay since 1998: sourdough, rye and seasonal cakes. '.repeat(4),
    address: null,
    phone: null,
    email: null,
    website: null,
    categoryId: category.id,
    imageUrl: '/uploads/2026/11/cover.webp',
    images: ['/uploads/2026/11/cover.webp', '/uploads/2026/11/counter.webp'],
    status: 'approved',
    isApproved: true,
    isActive: true,
    viewCount: 1_204,
    createdAt: at,
    updatedAt: at,
    _count: { products },
    openingHours: [
      { day: 'mon', opens: '08:00', closes: '18:00' },
      { day: 'sat', opens: '09:00', closes: '14:00' },
    ],
    isOpenNow: true,
    openStatus: { isOpenNow: true, today: 'fri', closesAt: '18:00', opensAt: null },
    products: Array.from({ length: products }, (_, index) => product(index)),
    ratingBreakdown: { '1': 1, '2': 1, '3': 3, '4': 10, '5': 23 },
  };
}

function sampleReviews(count: number): ShopReviewsFirstPage {
  const items = Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    shopId: 42,
    rating: 5 - (index % 3),
    comment: 'Lovely crust and a friendly welcome; the rye sells out by noon, so go early. '.repeat(2),
    user: { firstName: `Reviewer ${index + 1}` },
    createdAt: at,
    updatedAt: at,
    reply: index % 4 === 0 ? { text: 'Thank you, see you soon!', createdAt: at } : null,
  }));
  return { items, total: 38 };
}

async function main(): Promise<void> {
  const renders = Number(scriptOption('renders', '300'));
  const shop = sampleShop(Number(scriptOption('products', '24')));
  const reviews = sampleReviews(Number(scriptOption('reviews', '20')));
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
