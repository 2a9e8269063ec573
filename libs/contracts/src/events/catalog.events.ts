import { z } from 'zod';
import { aggregateVersionSchema } from './aggregate-version';

const shopRef = {
  shopId: z.number().int().positive(),
  ownerId: z.number().int().positive(),
  name: z.string(),
  /** The shop's version: catalog bumps it with each shop.* event (created, updated, approved, rejected, removed). */
  version: aggregateVersionSchema,
};

/** A counted visit of a public shop page, as catalog recorded it. */
export const shopVisitSchema = z.object({
  visitId: z.number().int().positive(),
  shopId: z.number().int().positive(),
  shopName: z.string(),
  shopLocation: z.string(),
  userId: z.number().int().positive().nullable(),
  guestSessionId: z.number().int().positive().nullable(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  referrer: z.string().nullable(),
  visitedAt: z.string().datetime(),
});
export type ShopVisit = z.infer<typeof shopVisitSchema>;

/** Most visits one shop.visits.recorded carries (about 250 KB of JSON); a larger flush publishes several. */
export const MAX_VISITS_PER_EVENT = 500;

export const shopSnapshotSchema = z.object({
  ...shopRef,
  location: z.string(),
  categoryId: z.number().int().positive().nullable(),
  status: z.enum(['pending', 'approved', 'rejected']),
  isApproved: z.boolean(),
  isActive: z.boolean(),
  createdAt: z.string().datetime(),
});

export const catalogEvents = {
  'shop.created': shopSnapshotSchema,
  'shop.updated': shopSnapshotSchema,
  'shop.approved': z.object(shopRef),
  'shop.rejected': z.object({ ...shopRef, reason: z.string() }),
  'shop.removed': z.object(shopRef),
  'product.created': z.object({
    productId: z.number().int().positive(),
    shopId: z.number().int().positive(),
    ownerId: z.number().int().positive(),
    name: z.string(),
    price: z.string(),
  }),
  'product.deleted': z.object({
    productId: z.number().int().positive(),
    shopId: z.number().int().positive(),
    ownerId: z.number().int().positive(),
  }),
  /** One visit per event: catalog published these until shop.visits.recorded; consumers still take them. */
  'shop.viewed': shopVisitSchema,
  /** The visits catalog wrote in one flush of its view recorder, in the order they were numbered. */
  'shop.visits.recorded': z.object({ visits: z.array(shopVisitSchema).min(1).max(MAX_VISITS_PER_EVENT) }),
} as const;
