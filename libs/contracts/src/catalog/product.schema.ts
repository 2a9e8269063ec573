import { z } from 'zod';
import { MAX_ROW_ID } from '../common/row-id';
import { ratingBreakdownSchema } from '../reviews/rating-breakdown';
import { coverLeadsGallery, GALLERY_MESSAGES, galleryImagesSchema, optionalImageUrlSchema } from './gallery.schema';
import { shopCategorySchema, shopResponseSchema } from './shop.schema';

/** POST /api/shops/{id}/products: the product form (spec 001 section 5, plus quantity per shared DECISIONS). */
export const createProductFieldsSchema = z.object({
  name: z.string().trim().min(1, 'Product name is required').max(200, 'Product name must be at most 200 characters'),
  description: z
    .string()
    .trim()
    .max(2000, 'Description must be at most 2000 characters')
    .optional()
    .nullable()
    .transform((value) => (value ? value : null)),
  price: z.coerce
    .number({ invalid_type_error: 'Price must be a number' })
    .min(0, 'Price must be positive')
    // Judged in cents, as stored: 0.004 would round to a price of 0.
    .refine((price) => Math.round(price * 100) > 0, 'Please enter a valid price greater than 0.')
    .refine((price) => price < 10_000_000_000, 'Price is too large')
    .transform((price) => Math.round(price * 100) / 100),
  quantity: z.coerce
    .number()
    .int('Quantity must be a whole number')
    .min(0, 'Quantity cannot be negative')
    .max(1_000_000, 'Quantity is too large')
    .default(1),
  /** The cover: always the first of `images` (issue 15); either may be sent, the other follows. */
  imageUrl: optionalImageUrlSchema,
  images: galleryImagesSchema.optional(),
  shopId: z.coerce.number().int().positive().max(MAX_ROW_ID).optional(),
});
export const createProductSchema = createProductFieldsSchema.refine(coverLeadsGallery, {
  message: GALLERY_MESSAGES.coverFirst,
  path: ['imageUrl'],
});
export type CreateProductRequest = z.infer<typeof createProductSchema>;

/**
 * PATCH /api/products/{id} (issue 15): any of the create fields, with the same rules and messages, and `isActive`
 * (false hides the product from search and the public shop page; its owner still sees it).
 */
export const updateProductSchema = createProductFieldsSchema
  .omit({ shopId: true, quantity: true })
  .partial()
  .extend({
    quantity: z.coerce
      .number()
      .int('Quantity must be a whole number')
      .min(0, 'Quantity cannot be negative')
      .max(1_000_000, 'Quantity is too large')
      .optional(),
    isActive: z.boolean({ invalid_type_error: 'isActive must be true or false' }).optional(),
  })
  .strict()
  .refine(coverLeadsGallery, { message: GALLERY_MESSAGES.coverFirst, path: ['imageUrl'] })
  .refine((update) => Object.values(update).some((value) => value !== undefined), 'Nothing to update');
export type UpdateProductRequest = z.infer<typeof updateProductSchema>;

export const productShopSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  location: z.string(),
  rating: z.string(),
  reviewCount: z.number().int(),
  category: shopCategorySchema.nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** Only when the search was asked with near. */
  distanceKm: z.number().optional(),
});

export const productResponseSchema = z.object({
  id: z.number().int().positive(),
  shopId: z.number().int().positive(),
  name: z.string(),
  description: z.string().nullable(),
  /** Decimal as a string with two places, e.g. "12.50". */
  price: z.string(),
  quantity: z.number().int(),
  imageUrl: z.string().nullable(),
  images: z.array(z.string()),
  isActive: z.boolean(),
  /** The shop's category name (shared DECISIONS: a product's category is its shop's). */
  category: z.string().nullable(),
  shop: productShopSchema,
  createdAt: z.string().datetime(),
});
export type ProductResponse = z.infer<typeof productResponseSchema>;

/** POST /api/upload/image */
export const uploadImageResponseSchema = z.object({ imageUrl: z.string() });
export type UploadImageResponse = z.infer<typeof uploadImageResponseSchema>;

/**
 * GET /api/shops/{id} and /api/my-shops items: the shop with its products and how many visible reviews it has of
 * each number of stars (the page's bars).
 */
export const shopDetailResponseSchema = shopResponseSchema.extend({
  products: z.array(productResponseSchema),
  ratingBreakdown: ratingBreakdownSchema,
});
export type ShopDetailResponse = z.infer<typeof shopDetailResponseSchema>;
