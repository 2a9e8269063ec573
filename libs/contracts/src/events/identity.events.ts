import { z } from 'zod';
import { aggregateVersionSchema } from './aggregate-version';

export const userRoleSchema = z.enum(['customer', 'shop_owner', 'admin']);
export type UserRole = z.infer<typeof userRoleSchema>;

const userIdentity = { userId: z.number().int().positive() };

/** The person's version, bumped with each user.* event other services keep (see aggregate-version.ts). */
const versioned = { version: aggregateVersionSchema };

/** A snapshot of what other services keep about a person (display names, stats). */
export const userSnapshotSchema = z.object({
  ...userIdentity,
  role: userRoleSchema,
  isAdmin: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  createdAt: z.string().datetime(),
  ...versioned,
});

export const identityEvents = {
  'user.registered': userSnapshotSchema,
  'user.email_verified': z.object(userIdentity),
  'user.updated': userSnapshotSchema,
  'user.banned': z.object({ ...userIdentity, role: userRoleSchema, reason: z.string().optional(), ...versioned }),
  'user.unbanned': z.object({ ...userIdentity, role: userRoleSchema, ...versioned }),
  'user.suspended': z.object({ ...userIdentity, role: userRoleSchema, reason: z.string().optional(), ...versioned }),
  'user.unsuspended': z.object({ ...userIdentity, role: userRoleSchema, ...versioned }),
  'user.deleted': z.object({ ...userIdentity, role: userRoleSchema, displayName: z.string(), ...versioned }),
  'user.login_failed': z.object({
    userId: z.number().int().positive().nullable(),
    identifier: z.string(),
    reason: z.string(),
  }),
  'user.locked': z.object({ ...userIdentity, lockedUntil: z.string().datetime() }),
  'user.logged_in': z.object({ ...userIdentity, role: userRoleSchema }),
  'user.password_reset': z.object(userIdentity),
} as const;
