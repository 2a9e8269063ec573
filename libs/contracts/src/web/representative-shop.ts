import type { ProductResponse, ShopDetailResponse } from '../catalog/product.schema';
import type { ShopReviewsFirstPage } from '../reviews/review.schema';

/**
 * A shop page as a typical public shop fills it: what the shop screen's worker (shop-screen-worker.ts) renders once
 * as it starts, loading the screen's lazy chunks and compiling its code before the first visitor's page needs them,
 * and what bench/shop-screen-render.ts times.
 */
const at = '2026-11-27T09:00:00.000Z';
const category = { id: 3, name: 'Food & Beverages', slug: 'food-beverages' };

/** A public shop with a cover, hours, a full description and `products` products, as catalog's visitor view has it. */
export function representativeShop(products: number): ShopDetailResponse {
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

/** The first `count` reviews of that shop, every fourth with the owner's answer, as the reviews service lists them. */
export function representativeReviews(count: number): ShopReviewsFirstPage {
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
