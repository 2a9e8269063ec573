import { z } from 'zod';

/*
 * The shapes the shell reads from the identity endpoints (spec 000 section 3, "Signed-in person as read by the
 * header"). Lenient on purpose: unknown fields pass, missing names are allowed. When libs/contracts publishes the
 * identity response schemas, import those instead.
 */

const id = z.union([z.string(), z.number()]);
const optionalText = z.string().nullish();

export const generalUserSchema = z
  .object({
    id: id.optional(),
    firstName: optionalText,
    lastName: optionalText,
    email: optionalText,
    profileImageUrl: optionalText,
    role: optionalText,
    isAdmin: z.boolean().nullish(),
  })
  .passthrough();
export type GeneralUser = z.infer<typeof generalUserSchema>;

export const customerSchema = z
  .object({
    id: id.optional(),
    name: optionalText,
    firstName: optionalText,
    lastName: optionalText,
    email: optionalText,
    phone: optionalText,
    profileImageUrl: optionalText,
    role: optionalText,
    isAdmin: z.boolean().nullish(),
  })
  .passthrough();
export type Customer = z.infer<typeof customerSchema>;

export const customerAuthSchema = z.object({
  authenticated: z.boolean(),
  customer: customerSchema.nullish(),
});
export type CustomerAuth = z.infer<typeof customerAuthSchema>;

export const shopOwnerSchema = z
  .object({
    id: id.optional(),
    firstName: optionalText,
    lastName: optionalText,
    email: optionalText,
    profileImageUrl: optionalText,
    isAdmin: z.boolean().nullish(),
  })
  .passthrough();
export type ShopOwner = z.infer<typeof shopOwnerSchema>;

/** Which sign-in a person holds, in the order the spec checks them on sign-out (customer first). */
export type AuthKind = 'customer' | 'shop_owner' | 'user';

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
