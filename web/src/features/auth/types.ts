import { z } from 'zod';

import type { CustomerAuthResponse, UserResponse } from '@app/contracts';

/*
 * The identity responses as the screens read them. The shapes are the shared contracts (libs/contracts:
 * userResponseSchema, customerAuthResponseSchema, authResultResponseSchema, guestSessionResponseSchema); the few
 * the contracts do not publish yet are declared here, lenient, and named in the accounts report.
 */

/** GET /api/auth/user: the general user. */
export type GeneralUser = UserResponse;
/** GET /api/shop-owner/profile: the owner object. */
export type ShopOwner = UserResponse;
/** GET /api/customer/auth `customer`: the user plus the display name. */
export type Customer = NonNullable<CustomerAuthResponse['customer']>;

/** Which sign-in a person holds, in the order the spec checks them on sign-out (customer first). */
export type AuthKind = 'customer' | 'shop_owner' | 'user';

const id = z.union([z.number(), z.string()]);

/**
 * POST /api/customer/register and /api/customer/login: `{ message, customer }` (spec section 7 reads
 * customer.firstName). Not in the contracts yet.
 */
export const customerSessionResponseSchema = z
  .object({
    message: z.string().optional(),
    customer: z.object({ id, firstName: z.string().nullish(), name: z.string().nullish() }).passthrough(),
  })
  .passthrough();
export type CustomerSessionResponse = z.infer<typeof customerSessionResponseSchema>;

/** A body that does not fit the schema is treated as "not signed in" rather than as a crash of the shell. */
export function parseOrNull<T>(schema: z.ZodType<T, z.ZodTypeDef, unknown>, data: unknown): T | null {
  if (data === null || data === undefined) return null;
  const result = schema.safeParse(data);
  if (!result.success) {
    console.warn('Unexpected auth response', result.error.issues);
    return null;
  }
  return result.data;
}
