/** A product with the shop facts its response nests, as the product queries select it. */
export interface ProductRow {
  id: number;
  shop_id: number;
  name: string;
  description: string | null;
  /** numeric(12,2) as a string, e.g. "12.50". */
  price: string;
  quantity: number;
  image_url: string | null;
  images: string[] | null;
  is_active: boolean;
  created_at: Date;
  shop_name: string;
  shop_location: string;
  shop_rating: string;
  shop_review_count: number;
  category_id: number | null;
  category_name: string | null;
  category_slug: string | null;
  shop_latitude: number | null;
  shop_longitude: number | null;
  /** Only in searches asked with near. */
  distance_km?: number;
}

export const PRODUCT_COLUMNS = `p.id, p.shop_id, p.name, p.description, p.price::text AS price, p.quantity, p.image_url,
  p.images, p.is_active, p.created_at, s.name AS shop_name, s.location AS shop_location,
  s.rating::text AS shop_rating, s.review_count AS shop_review_count, s.category_id,
  c.name AS category_name, c.slug AS category_slug, s.latitude AS shop_latitude, s.longitude AS shop_longitude`;

export const PRODUCT_FROM = `catalog.products p JOIN catalog.shops s ON s.id = p.shop_id
  LEFT JOIN catalog.categories c ON c.id = s.category_id`;
