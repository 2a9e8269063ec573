import { FavoriteShopResponse } from '@app/contracts';
import { ratingText, roundAverage } from '../reviews/shop-totals';

/** A saved shop as the favourites query selects it. */
export interface FavoriteShopRow {
  favorite_id: number;
  saved_at: Date;
  id: number;
  owner_id: number;
  name: string;
  location: string;
  category_id: number | null;
  is_approved: boolean;
  rating_sum: number;
  review_count: number;
}

export const FAVORITE_SHOP_COLUMNS = `f.id AS favorite_id, f.created_at AS saved_at, s.id, s.owner_id, s.name,
  s.location, s.category_id, s.is_approved,
  (SELECT coalesce(sum(r.rating), 0)::int FROM reviews.reviews r WHERE r.shop_id = s.id) AS rating_sum,
  (SELECT count(*)::int FROM reviews.reviews r WHERE r.shop_id = s.id) AS review_count`;

export function toFavoriteShopResponse(row: FavoriteShopRow): FavoriteShopResponse {
  return {
    id: row.id,
    shopId: row.id,
    favoriteId: row.favorite_id,
    ownerId: row.owner_id,
    name: row.name,
    location: row.location,
    categoryId: row.category_id,
    category: null,
    imageUrl: null,
    rating: ratingText(roundAverage(row.rating_sum, row.review_count)),
    reviewCount: row.review_count,
    isApproved: row.is_approved,
    shop: { id: row.id, name: row.name, location: row.location },
    savedAt: row.saved_at.toISOString(),
  };
}
