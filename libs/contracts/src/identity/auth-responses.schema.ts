import { z } from 'zod';
import { userRoleSchema } from '../events/identity.events';

/** A person as the header, profile and admin screens read them. Never carries the password or secrets. */
export const userResponseSchema = z.object({
  id: z.number().int().positive(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  role: userRoleSchema,
  isAdmin: z.boolean(),
  profileImageUrl: z.string().nullable(),
  contactMethod: z.enum(['email', 'phone']),
  isEmailVerified: z.boolean(),
  isPhoneVerified: z.boolean(),
  banned: z.boolean(),
  createdAt: z.string().datetime(),
  updatedAt: z.string().datetime(),
});
export type UserResponse = z.infer<typeof userResponseSchema>;

/** GET /api/customer/auth */
export const customerAuthResponseSchema = z.object({
  authenticated: z.boolean(),
  customer: userResponseSchema.extend({ name: z.string() }).nullable(),
});
export type CustomerAuthResponse = z.infer<typeof customerAuthResponseSchema>;

/** POST /api/auth/login and /api/auth/register */
export const authResultResponseSchema = z.object({
  message: z.string(),
  requiresVerification: z.boolean(),
  user: userResponseSchema,
});
export type AuthResultResponse = z.infer<typeof authResultResponseSchema>;

export const guestSessionResponseSchema = z.object({
  guestSession: z
    .object({
      id: z.number().int().positive(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
      expiresAt: z.string().datetime(),
    })
    .nullable(),
});
export type GuestSessionResponse = z.infer<typeof guestSessionResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
