import type { AdminCustomerRow, AdminShopOwnersResponse, AdminUsersResponse, UserRole } from '@app/contracts';

type AdminUserRow = AdminUsersResponse['users'][number];
type AdminShopOwnerRow = AdminShopOwnersResponse['shopOwners'][number];

/** The columns the lists select, aliased to camelCase. */
export const PERSON_COLUMNS = `u.id, u.first_name AS "firstName", u.last_name AS "lastName", u.email, u.phone, u.city,
  u.role, u.is_admin AS "isAdmin", u.banned, u.contact_method AS "contactMethod",
  u.is_email_verified AS "isEmailVerified", u.is_phone_verified AS "isPhoneVerified",
  u.created_at AS "createdAt", u.updated_at AS "updatedAt"`;

export interface PersonRow {
  id: number;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  city: string | null;
  role: UserRole;
  isAdmin: boolean;
  banned: boolean;
  contactMethod: 'email' | 'phone';
  isEmailVerified: boolean;
  isPhoneVerified: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export interface ShopOwnerRow extends PersonRow {
  shopName: string | null;
  shopCount: number;
  totalProducts: number;
}

export function toAdminUserRow(row: PersonRow): AdminUserRow {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    role: row.role,
    isAdmin: row.isAdmin,
    banned: row.banned,
    isEmailVerified: row.isEmailVerified,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toAdminShopOwnerRow(row: ShopOwnerRow): AdminShopOwnerRow {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    shopName: row.shopName,
    shopCount: Number(row.shopCount),
    totalProducts: Number(row.totalProducts),
    createdAt: row.createdAt.toISOString(),
    banned: row.banned,
  };
}

export function toAdminCustomerListRow(row: PersonRow): AdminCustomerRow {
  return {
    id: row.id,
    email: row.email,
    phone: row.phone,
    city: row.city,
    firstName: row.firstName,
    lastName: row.lastName,
    contactMethod: row.contactMethod,
    isEmailVerified: row.isEmailVerified,
    isPhoneVerified: row.isPhoneVerified,
    banned: row.banned,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
