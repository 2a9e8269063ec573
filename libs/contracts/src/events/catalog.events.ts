import { z } from 'zod';
import { aggregateVersionSchema } from './aggregate-version';

const shopRef = {
  shopId: z.number().int().positive(),
  ownerId: z.number().int().positive(),
  name: z.string(),
  /** The shop's version: catalog bumps it with each shop.* event (created, updated, approved, rejected, removed). */
  version: aggregateVersionSchema,
};

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
  'shop.viewed': z.object({
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
  }),
} as const;
