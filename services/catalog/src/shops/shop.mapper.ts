import { emptyRatingBreakdown, openStatusAt, RatingBreakdown, ShopDetailResponse, ShopResponse } from '@app/contracts';
import { galleryOfRow } from '../gallery/gallery';
import { ShopRow } from './shop.row';

/** The instant and time zone opening hours are read at (the catalog's Clock and TIME_ZONE). */
export interface ShopTime {
  instant: Date;
  timeZone: string;
}

export interface ShopViewOptions {
  /** Phone, e-mail, website and address are shown to signed-in people only (spec 000 section 2). */
  showContact: boolean;
  /** The shop's owner reads it (their dashboard): the rejection reason is included (issue 15). */
  forOwner?: boolean;
  at: ShopTime;
}

/** Kilometres to 10 metres (the cards show one decimal). */
export function roundKm(km: number): number {
  return Math.round(km * 100) / 100;
}

export function toShopResponse(row: ShopRow, options: ShopViewOptions): ShopResponse {
  const openStatus = openStatusAt(row.opening_hours, options.at.instant, options.at.timeZone);
  const gallery = galleryOfRow(row);
  return {
    id: row.id,
    ownerId: row.owner_id,
    name: row.name,
    description: row.description,
    location: row.location,
    address: options.showContact ? row.address : null,
    phone: options.showContact ? row.phone : null,
    email: options.showContact ? row.email : null,
    website: options.showContact ? row.website : null,
    categoryId: row.category_id,
    category:
      row.category_id !== null && row.category_name !== null
        ? { id: row.category_id, name: row.category_name, slug: row.category_slug ?? '' }
        : null,
    imageUrl: gallery.cover,
    images: gallery.images,
    status: row.status,
    isApproved: row.is_approved,
    isActive: row.is_active,
    viewCount: row.view_count,
    rating: row.rating,
    reviewCount: row.review_count,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    _count: { products: row.product_count },
    latitude: row.latitude,
    longitude: row.longitude,
    openingHours: row.opening_hours,
    isOpenNow: openStatus.isOpenNow,
    openStatus,
    ...(row.distance_km === undefined || row.distance_km === null ? {} : { distanceKm: roundKm(row.distance_km) }),
    ...(options.forOwner ? { rejectionReason: row.rejection_reason } : {}),
    ...(options.forOwner && row.subscription_expired !== undefined
      ? { subscriptionExpired: row.subscription_expired }
      : {}),
  };
}

function isStarCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

/**
 * The stored breakdown, or zeros should the column ever hold something else: ratingBreakdownSchema's rule (five
 * whole counts, nothing else kept), checked by hand because it runs on every shop page (issue 20, T1/T2).
 */
export function ratingBreakdownOfRow(row: Pick<ShopRow, 'rating_breakdown'>): RatingBreakdown {
  const stored = row.rating_breakdown as Record<string, unknown> | null;
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return emptyRatingBreakdown();
  const counts = [stored['1'], stored['2'], stored['3'], stored['4'], stored['5']];
  if (!counts.every(isStarCount)) return emptyRatingBreakdown();
  return { '1': counts[0], '2': counts[1], '3': counts[2], '4': counts[3], '5': counts[4] };
}

/** The shop page and the owner's shops: the shop, its products and its breakdown of ratings. */
export function toShopDetailResponse(
  row: ShopRow,
  products: ShopDetailResponse['products'],
  options: ShopViewOptions,
): ShopDetailResponse {
  return { ...toShopResponse(row, options), products, ratingBreakdown: ratingBreakdownOfRow(row) };
}
