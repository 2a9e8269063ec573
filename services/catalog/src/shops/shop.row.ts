import { OpeningInterval, RatingBreakdown } from '@app/contracts';

/** A shop as the directory queries select it (snake_case columns straight from Postgres). */
export interface ShopRow {
  id: number;
  owner_id: number;
  name: string;
  description: string | null;
  location: string;
  address: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  category_id: number | null;
  category_name: string | null;
  category_slug: string | null;
  image_url: string | null;
  /** The gallery (issue 15); image_url is its first. */
  images: string[] | null;
  status: 'pending' | 'approved' | 'rejected';
  is_approved: boolean;
  is_active: boolean;
  view_count: number;
  /** numeric(3,2) arrives as a string, e.g. "4.50". */
  rating: string;
  review_count: number;
  /** Visible reviews per number of stars, as the latest review event carried them. */
  rating_breakdown: RatingBreakdown;
  created_at: Date;
  updated_at: Date;
  product_count: number;
  latitude: number | null;
  longitude: number | null;
  opening_hours: OpeningInterval[];
  /** Why an admin rejected the shop (null unless rejected). */
  rejection_reason: string | null;
  /** Only where the query asks for it (the owner's own shops): the owner's subscription expired. */
  subscription_expired?: boolean;
  /** Only in lists asked with near. */
  distance_km?: number;
}

/** The columns of ShopRow over `catalog.shops s LEFT JOIN catalog.categories c`. */
export function shopColumns(countInactiveProducts = false): string {
  const active = countInactiveProducts ? '' : ' AND pc.is_active';
  return `s.id, s.owner_id, s.name, s.description, s.location, s.address, s.phone, s.email, s.website,
    s.category_id, c.name AS category_name, c.slug AS category_slug, s.image_url, s.images, s.status, s.is_approved,
    s.is_active, s.view_count, s.rating::text AS rating, s.review_count, s.rating_breakdown, s.created_at, s.updated_at,
    s.latitude, s.longitude, s.opening_hours, s.rejection_reason,
    (SELECT count(*)::int FROM catalog.products pc WHERE pc.shop_id = s.id${active}) AS product_count`;
}

export const SHOP_FROM = 'catalog.shops s LEFT JOIN catalog.categories c ON c.id = s.category_id';
