import { z } from 'zod';
import { MAX_ROW_ID } from '../common/row-id';
import { shopCategorySchema } from '../catalog/shop.schema';

/** POST /api/customer/favorites */
export const favoriteRequestSchema = z.object({
  shopId: z.coerce
    .number()
    .int()
    .positive('shopId must be a positive integer')
    .max(MAX_ROW_ID, 'shopId must be a positive integer'),
});
export type FavoriteRequest = z.infer<typeof favoriteRequestSchema>;

/**
 * One saved shop of GET /api/customer/favorites ("a list of shops", spec 000 section 7), close to ShopResponse:
 * `id` is the shop's id. `shopId` and `shop` repeat it in the form the profile reads (Favourite: id, shopId,
 * shop (name, location)). Reviews knows a shop from catalog's events only, so there is no image, description or
 * contact; `category` carries the id only when the name is not known (the web fills it from /api/categories).
 */
export const favoriteShopResponseSchema = z.object({
  id: z.number().int().positive(),
  shopId: z.number().int().positive(),
  favoriteId: z.number().int().positive(),
  ownerId: z.number().int().positive(),
  name: z.string(),
  location: z.string(),
  categoryId: z.number().int().nullable(),
  category: shopCategorySchema.nullable(),
  imageUrl: z.string().nullable(),
  /** Decimal as a string with two places, e.g. "4.50", as in ShopResponse. */
  rating: z.string(),
  reviewCount: z.number().int().min(0),
  isApproved: z.boolean(),
  shop: z.object({ id: z.number().int().positive(), name: z.string(), location: z.string() }),
  savedAt: z.string().datetime(),
});
export type FavoriteShopResponse = z.infer<typeof favoriteShopResponseSchema>;
