import {
  productResponseSchema,
  ratingBreakdownSchema,
  shopDetailResponseSchema,
  shopResponseSchema,
} from '@app/contracts';
import { toProductResponse } from '../products/product.mapper';
import { ProductRow } from '../products/product.row';
import { ratingBreakdownOfRow, toShopDetailResponse, toShopResponse } from './shop.mapper';
import { ShopRow } from './shop.row';
import { splitName } from './shops.service';

const shop: ShopRow = {
  id: 7,
  owner_id: 3,
  name: "Murphy's Bakery",
  description: 'Soda bread',
  location: 'Cork',
  address: '1 Main Street',
  phone: '+353 21 427 1234',
  email: 'info@murphys.ie',
  website: 'https://murphys.ie',
  category_id: 6,
  category_name: 'Food & Beverages',
  category_slug: 'food-beverages',
  image_url: null,
  images: [],
  status: 'approved',
  is_approved: true,
  is_active: true,
  view_count: 12,
  rating: '4.50',
  review_count: 2,
  rating_breakdown: { '1': 0, '2': 0, '3': 0, '4': 1, '5': 1 },
  created_at: new Date('2025-01-02T03:04:05Z'),
  updated_at: new Date('2025-01-03T03:04:05Z'),
  product_count: 4,
  latitude: 51.8985,
  longitude: -8.4756,
  opening_hours: [{ day: 'mon', opens: '09:00', closes: '18:00' }],
  rejection_reason: null,
};

/** Monday 10:00 in Cork (UTC+0 in January). */
const at = { instant: new Date('2025-01-06T10:00:00Z'), timeZone: 'Europe/Dublin' };

describe(toShopResponse.name, () => {
  it('shows contact fields to signed-in people', () => {
    const response = toShopResponse(shop, { showContact: true, at });
    expect(shopResponseSchema.parse(response)).toEqual(response);
    expect(response).toMatchObject({ phone: '+353 21 427 1234', email: 'info@murphys.ie', _count: { products: 4 } });
    expect(response.category).toEqual({ id: 6, name: 'Food & Beverages', slug: 'food-beverages' });
  });

  it('hides phone, e-mail, website and address from visitors', () => {
    expect(toShopResponse(shop, { showContact: false, at })).toMatchObject({
      phone: null,
      email: null,
      website: null,
      address: null,
    });
  });

  it('carries the pin, the hours and whether the shop is open at the given instant', () => {
    expect(toShopResponse(shop, { showContact: false, at })).toMatchObject({
      latitude: 51.8985,
      longitude: -8.4756,
      isOpenNow: true,
      openStatus: { isOpenNow: true, today: 'mon', closesAt: '18:00', opensAt: null },
    });
    expect(toShopResponse({ ...shop, distance_km: 2.345678 }, { showContact: false, at }).distanceKm).toBe(2.35);
  });
});

describe(toShopDetailResponse.name, () => {
  it('carries the reviews per number of stars beside the products', () => {
    const response = toShopDetailResponse(shop, [], { showContact: false, at });
    expect(shopDetailResponseSchema.parse(response)).toEqual(response);
    expect(response.ratingBreakdown).toEqual({ '1': 0, '2': 0, '3': 0, '4': 1, '5': 1 });
  });

  it('answers zeros for a breakdown that is not one', () => {
    const response = toShopDetailResponse({ ...shop, rating_breakdown: {} as never }, [], { showContact: false, at });
    expect(response.ratingBreakdown).toEqual({ '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 });
  });
});

describe(ratingBreakdownOfRow.name, () => {
  it('keeps what ratingBreakdownSchema keeps and answers zeros for what it refuses', () => {
    const stored: unknown[] = [
      { '1': 1, '2': 0, '3': 4, '4': 2, '5': 9 },
      { '1': 1, '2': 0, '3': 4, '4': 2, '5': 9, extra: 3 },
      { '1': 1, '2': 0, '3': 4, '4': 2 },
      { '1': -1, '2': 0, '3': 4, '4': 2, '5': 9 },
      { '1': 1.5, '2': 0, '3': 4, '4': 2, '5': 9 },
      { '1': '1', '2': 0, '3': 4, '4': 2, '5': 9 },
      { '1': Number.NaN, '2': 0, '3': 4, '4': 2, '5': 9 },
      { '1': Number.POSITIVE_INFINITY, '2': 0, '3': 4, '4': 2, '5': 9 },
      [1, 2, 3, 4, 5],
      null,
      'x',
      {},
    ];
    for (const value of stored) {
      const parsed = ratingBreakdownSchema.safeParse(value);
      expect(ratingBreakdownOfRow({ rating_breakdown: value as never })).toEqual(
        parsed.success ? parsed.data : { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
      );
    }
  });
});

describe(toProductResponse.name, () => {
  const row: ProductRow = {
    id: 9,
    shop_id: 7,
    name: 'Brown Soda Bread',
    description: null,
    price: '4.50',
    quantity: 0,
    image_url: '/uploads/2025/01/abc.webp',
    images: [],
    is_active: true,
    created_at: new Date('2025-01-02T03:04:05Z'),
    shop_name: "Murphy's Bakery",
    shop_location: 'Cork',
    shop_rating: '4.50',
    shop_review_count: 2,
    category_id: 6,
    category_name: 'Food & Beverages',
    category_slug: 'food-beverages',
    shop_latitude: null,
    shop_longitude: null,
  };

  it("nests the shop and takes the shop's category as the product's", () => {
    const response = toProductResponse(row);
    expect(productResponseSchema.parse(response)).toEqual(response);
    expect(response).toMatchObject({
      category: 'Food & Beverages',
      images: ['/uploads/2025/01/abc.webp'],
      quantity: 0,
    });
    expect(response.shop).toMatchObject({ id: 7, name: "Murphy's Bakery", rating: '4.50' });
  });
});

describe(splitName.name, () => {
  it('splits the display name into first name and the rest', () => {
    expect(splitName('Mary Anne Ní Bhriain')).toEqual({ firstName: 'Mary', lastName: 'Anne Ní Bhriain' });
    expect(splitName('Cher')).toEqual({ firstName: 'Cher', lastName: null });
    expect(splitName(undefined)).toEqual({ firstName: null, lastName: null });
  });
});
