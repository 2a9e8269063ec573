import { z } from 'zod';
import { MAX_ROW_ID } from '../common/row-id';
import { userRoleSchema } from '../events/identity.events';

const page = z.coerce.number().int().min(1, 'page must be at least 1').max(100000).default(1);
const limit = z.coerce
  .number()
  .int()
  .min(1, 'limit must be at least 1')
  .max(100, 'limit must be at most 100')
  .default(20);
const search = z.string().trim().max(100, 'search must be at most 100 characters').optional();
const sortOrder = z.enum(['asc', 'desc']).default('desc');

/** GET /api/admin/users */
export const adminUsersQuerySchema = z.object({
  page,
  limit,
  search,
  role: z.enum(['all', 'customer', 'shop_owner', 'admin']).default('all'),
  status: z.enum(['all', 'active', 'banned']).default('all'),
  sortBy: z.enum(['created', 'name', 'email', 'role']).default('created'),
  sortOrder,
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

/** GET /api/admin/shop-owners */
export const adminShopOwnersQuerySchema = z.object({
  page,
  limit,
  search,
  status: z.enum(['all', 'active', 'suspended']).default('all'),
  sortBy: z.enum(['created', 'name', 'email', 'shopName']).default('created'),
  sortOrder,
});
export type AdminShopOwnersQuery = z.infer<typeof adminShopOwnersQuerySchema>;

/** GET /api/admin/customers */
export const adminCustomersQuerySchema = z.object({ search });
export type AdminCustomersQuery = z.infer<typeof adminCustomersQuerySchema>;

/** PUT .../suspend: the reason may be empty for shop owners; the enhanced panel defaults it. */
export const suspendRequestSchema = z.object({
  reason: z.string().trim().max(500, 'Reason must be at most 500 characters').optional(),
});
export type SuspendRequest = z.infer<typeof suspendRequestSchema>;

/** PATCH /api/admin/customers/{id}/ban */
export const customerBanRequestSchema = z.object({
  banned: z.boolean({ required_error: 'banned is required', invalid_type_error: 'banned must be true or false' }),
  reason: z.string().trim().max(500).optional(),
});
export type CustomerBanRequest = z.infer<typeof customerBanRequestSchema>;

export const idParamSchema = z.coerce
  .number()
  .int('id must be a positive integer')
  .positive('id must be a positive integer')
  .max(MAX_ROW_ID, 'id must be a positive integer');

export const adminUserRowSchema = z.object({
  id: z.number().int().positive(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  role: userRoleSchema,
  isAdmin: z.boolean(),
  banned: z.boolean(),
  isEmailVerified: z.boolean(),
  createdAt: z.string().datetime(),
});
export const adminUsersResponseSchema = z.object({
  users: z.array(adminUserRowSchema),
  totalCount: z.number().int(),
  totalPages: z.number().int(),
});
export type AdminUsersResponse = z.infer<typeof adminUsersResponseSchema>;

export const adminShopOwnerRowSchema = z.object({
  id: z.number().int().positive(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  shopName: z.string().nullable(),
  shopCount: z.number().int(),
  totalProducts: z.number().int(),
  createdAt: z.string().datetime(),
  banned: z.boolean(),
});
export const adminShopOwnersResponseSchema = z.object({
  shopOwners: z.array(adminShopOwnerRowSchema),
  totalCount: z.number().int(),
  totalPages: z.number().int(),
});
export type AdminShopOwnersResponse = z.infer<typeof adminShopOwnersResponseSchema>;

export const adminCustomerRowSchema = z.object({
  id: z.number().int().positive(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  contactMethod: z.enum(['email', 'phone']),
  isEmailVerified: z.boolean(),
  isPhoneVerified: z.boolean(),
  banned: z.boolean(),
  createdAt: z.string().datetime(),
  updatedAt: z.string().datetime(),
});
export type AdminCustomerRow = z.infer<typeof adminCustomerRowSchema>;

/** The CSV export's columns, in order (spec: ID, email, phone, city, contact method, ...). */
export const CUSTOMER_EXPORT_COLUMNS = [
  'ID',
  'Email',
  'Phone',
  'City',
  'Contact Method',
  'Email Verified',
  'Phone Verified',
  'Banned',
  'Joined Date',
  'Account Age (days)',
] as const;
