/**
 * What a shop page's server-rendered first screen costs the gateway's event loop on a cache miss: the web build's
 * renderer (web/dist/.prerendered/shop-renderer/render-shop.cjs, loaded as the gateway loads it) rendering a shop with
 * a cover, hours, a full description, `--products` products and `--reviews` reviews (a full first page by default),
 * timed per call. The first call loads the page's lazy
 * chunks; the rest are what a miss costs once warm. Run `npm run build` first.
 *
 *   npx tsc -p tsconfig.bench.json && npx tsc-alias -p tsconfig.bench.json
 *   node dist/bench/bench/shop-screen-render.js [--renders 300] [--products 24] [--reviews 20] [--renderer file]
 */
import { join } from 'node:path';
import type { ProductResponse, ShopDetailResponse, ShopReviewsFirstPage } from '@app/contracts';
import {
  loadCommonJsAfresh,
  SHOP_RENDERER_PATH,
  ShopRendererModule,
} from '../gateway/src/web/seo/shop-screen.renderer';
import { percentile, round } from './support/stats';
import { scriptOption } from './support/options';

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
  const renderer = (await loadCommonJsAfresh(path)) as ShopRendererModule;
  const timings: number[] = [];
  let bytes = 0;
  for (let index = 0; index < renders; index += 1) {
    const started = performance.now();
    bytes = (await renderer.renderShopScreen(String(shop.id), shop, reviews)).length;
    timings.push(performance.now() - started);
  }
  const warm = timings.slice(1).sort((a, b) => a - b);
  console.log(
    JSON.stringify({
      renders,
      products: shop.products.length,
      reviews: reviews.items.length,
      htmlBytes: bytes,
      firstMs: round(timings[0]),
      warmP50Ms: round(percentile(warm, 50)),
      warmP99Ms: round(percentile(warm, 99)),
    }),
  );
}

void main();
