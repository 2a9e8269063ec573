import { z } from 'zod';
import { MAX_ROW_ID } from '../common/row-id';
import { coverLeadsGallery, GALLERY_MESSAGES, galleryImagesSchema, optionalImageUrlSchema } from './gallery.schema';
import {
  coordinatesTogether,
  distanceSortHasNear,
  LOCAL_MESSAGES,
  localQueryShape,
  shopLocalFieldsShape,
  shopPlaceShape,
} from './local.schema';

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .nullable()
    .transform((value) => (value ? value : null));

/** The shop form of the owner dashboard (spec 001 section 5, column limits of section 9). */
export const createShopFieldsSchema = z.object({
  name: z.string().trim().min(1, 'Shop name is required').max(200, 'Shop name must be at most 200 characters'),
  description: optionalText(2000, 'Description must be at most 2000 characters'),
  location: z.string().trim().min(1, 'Location is required').max(200, 'Location must be at most 200 characters'),
  address: optionalText(500, 'Address must be at most 500 characters'),
  phone: optionalText(20, 'Phone must be at most 20 characters'),
  email: z
    .string()
    .trim()
    .max(100, 'Email must be at most 100 characters')
    .email('Please enter a valid email address')
    .optional()
    .nullable()
    .or(z.literal('').transform(() => null))
    .transform((value) => value ?? null),
  website: optionalText(200, 'Website must be at most 200 characters'),
  categoryId: z.coerce
    .number()
    .int()
    .positive('Please choose a category')
    .max(MAX_ROW_ID, 'Please choose a category')
    .optional()
    .nullable(),
  /** The cover: always the first of `images` (issue 15); either may be sent, the other follows. */
  imageUrl: optionalImageUrlSchema,
  images: galleryImagesSchema.optional(),
  /** The owner's pin and hours (issue 14); without a pin the location is geocoded. */
  ...shopPlaceShape,
});
/** POST /api/shops: the shop form's fields with the pin's two halves together. */
export const createShopSchema = createShopFieldsSchema
  .refine(coordinatesTogether, { message: LOCAL_MESSAGES.coordinatesTogether, path: ['longitude'] })
  .refine(coverLeadsGallery, { message: GALLERY_MESSAGES.coverFirst, path: ['imageUrl'] });
export type CreateShopRequest = z.infer<typeof createShopSchema>;

/**
 * PATCH /api/shops/{id} (issue 15): any of the shop form's fields, with its rules and messages; fields left out
 * stay. The pin-and-hours form sends only its three (issue 14).
 */
export const updateShopSchema = createShopFieldsSchema
  .partial()
  .strict()
  .refine(coordinatesTogether, { message: LOCAL_MESSAGES.coordinatesTogether, path: ['longitude'] })
  .refine(coverLeadsGallery, { message: GALLERY_MESSAGES.coverFirst, path: ['imageUrl'] })
  .refine((update) => Object.values(update).some((value) => value !== undefined), 'Nothing to update');
export type UpdateShopRequest = z.infer<typeof updateShopSchema>;

export const shopStatusSchema = z.enum(['pending', 'approved', 'rejected']);
export type ShopStatus = z.infer<typeof shopStatusSchema>;

export const shopCategorySchema = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });

/** GET /api/shops and /api/shops/{id}: contact fields are null for people who are not signed in. */
export const shopResponseSchema = z.object({
  id: z.number().int().positive(),
  ownerId: z.number().int().positive(),
  name: z.string(),
  description: z.string().nullable(),
  location: z.string(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  categoryId: z.number().int().nullable(),
  category: shopCategorySchema.nullable(),
  /** The cover, equal to images[0] (null without pictures). */
  imageUrl: z.string().nullable(),
  /** The gallery in its order (issue 15), at most 8. */
  images: z.array(z.string()),
  status: shopStatusSchema,
  /** Only to the shop's owner (GET /api/my-shops, their edits): why an admin rejected it, null otherwise. */
  rejectionReason: z.string().nullable().optional(),
  /**
   * Only to the shop's owner in GET /api/my-shops: their subscription expired, so the shop is hidden from the public
   * until they renew (shown as 'Hidden: subscription expired' with a Renew button).
   */
  subscriptionExpired: z.boolean().optional(),
  isApproved: z.boolean(),
  isActive: z.boolean(),
  viewCount: z.number().int(),
  /** Decimal as a string with two places, e.g. "4.50" (the spec's screens accept a string). */
  rating: z.string(),
  reviewCount: z.number().int(),
  createdAt: z.string().datetime(),
  updatedAt: z.string().datetime(),
  _count: z.object({ products: z.number().int() }),
  ...shopLocalFieldsShape,
});
export type ShopResponse = z.infer<typeof shopResponseSchema>;

/** Public list paging (shared DECISIONS): arrays, limit 24 by default and at most 100, total in X-Total-Count. */
export const PUBLIC_PAGE_SIZE = 24;
export const MAX_PUBLIC_PAGE_SIZE = 100;
const pageLimit = z.coerce
  .number()
  .int()
  .min(1)
  .max(MAX_PUBLIC_PAGE_SIZE, 'limit must be at most 100')
  .default(PUBLIC_PAGE_SIZE);
const pageOffset = z.coerce.number().int().min(0).max(1_000_000).default(0);
const searchText = (label: string) => z.string().trim().max(100, `${label} must be at most 100 characters`).optional();

/** GET /api/shops */
export const shopListQuerySchema = z
  .object({
    approved: z.enum(['true', 'false']).optional(),
    search: searchText('search'),
    location: searchText('location'),
    category: z.string().trim().max(100).optional(),
    limit: pageLimit,
    offset: pageOffset,
    ...localQueryShape,
  })
  .refine(distanceSortHasNear, { message: LOCAL_MESSAGES.sortDistanceNeedsNear, path: ['sort'] });
export type ShopListQuery = z.infer<typeof shopListQuerySchema>;

/** GET /api/products/search */
export const productSearchQuerySchema = z
  .object({
    shop: searchText('shop'),
    product: searchText('product'),
    location: searchText('location'),
    category: z.string().trim().max(100).optional(),
    limit: pageLimit,
    offset: pageOffset,
    ...localQueryShape,
  })
  .refine(distanceSortHasNear, { message: LOCAL_MESSAGES.sortDistanceNeedsNear, path: ['sort'] });
export type ProductSearchQuery = z.infer<typeof productSearchQuerySchema>;

/** GET /api/admin/all-shops (enhanced form; the simple form sends only status). */
export const adminShopsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  limit: z.coerce.number().int().min(1).max(100, 'limit must be at most 100').default(20),
  search: searchText('search'),
  status: z.enum(['all', 'approved', 'pending', 'rejected']).default('all'),
  sortBy: z.enum(['created', 'name', 'location', 'status']).default('created'),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
});
export type AdminShopsQuery = z.infer<typeof adminShopsQuerySchema>;

/** PUT /api/admin/shops/{id}/reject (the PATCH form sends no body). */
export const rejectShopSchema = z.object({
  reason: z.string().trim().max(500, 'Reason must be at most 500 characters').optional(),
});
export type RejectShopRequest = z.infer<typeof rejectShopSchema>;

export const adminShopRowSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  location: z.string(),
  email: z.string().nullable(),
  owner: z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string(), email: z.string().nullable() }),
  category: z.object({ name: z.string() }).nullable(),
  totalProducts: z.number().int(),
  status: shopStatusSchema,
  isApproved: z.boolean(),
  isActive: z.boolean(),
  /** Paid or Awaiting payment (shared DECISIONS: admin lists show whether the owner's subscription is active). */
  ownerSubscriptionActive: z.boolean(),
  /**
   * Why Approve would be refused now (issue 15): the server's 409 message 'The owner has no active subscription
   * yet.' while approval needs a subscription (REQUIRE_SUBSCRIPTION_FOR_APPROVAL) and the owner has none; else null.
   */
  approvalBlockedReason: z.string().nullable(),
  createdAt: z.string().datetime(),
});
export const adminShopsResponseSchema = z.object({
  shops: z.array(adminShopRowSchema),
  totalCount: z.number().int(),
  totalPages: z.number().int(),
});
export type AdminShopsResponse = z.infer<typeof adminShopsResponseSchema>;
