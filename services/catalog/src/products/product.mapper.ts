import { ProductResponse } from '@app/contracts';
import { galleryOfRow } from '../gallery/gallery';
import { roundKm } from '../shops/shop.mapper';
import { ProductRow } from './product.row';

export function toProductResponse(row: ProductRow): ProductResponse {
  const category =
    row.category_id !== null && row.category_name !== null
      ? { id: row.category_id, name: row.category_name, slug: row.category_slug ?? '' }
      : null;
  const gallery = galleryOfRow(row);
  return {
    id: row.id,
    shopId: row.shop_id,
    name: row.name,
    description: row.description,
    price: row.price,
    quantity: row.quantity,
    imageUrl: gallery.cover,
    images: gallery.images,
    isActive: row.is_active,
    category: category?.name ?? null,
    shop: {
      id: row.shop_id,
      name: row.shop_name,
      location: row.shop_location,
      rating: row.shop_rating,
      reviewCount: row.shop_review_count,
      category,
      latitude: row.shop_latitude,
      longitude: row.shop_longitude,
      ...(row.distance_km === undefined || row.distance_km === null ? {} : { distanceKm: roundKm(row.distance_km) }),
    },
    createdAt: row.created_at.toISOString(),
  };
}
