import { AdminShopsResponse } from '@app/contracts';
import { CatalogErrorCode, describeCatalogError } from '../shops/shops.exception';

/** A shop as the admin lists select it: with the owner's name and subscription from the owner projection. */
export interface AdminShopRow {
  id: number;
  name: string;
  location: string;
  email: string | null;
  owner_id: number;
  owner_first_name: string | null;
  owner_last_name: string | null;
  owner_email: string | null;
  category_name: string | null;
  total_products: number;
  status: 'pending' | 'approved' | 'rejected';
  is_approved: boolean;
  is_active: boolean;
  owner_subscription_active: boolean;
  created_at: Date;
}

/** An active subscription: flagged active by billing's events and not past its end. */
export const SUBSCRIPTION_ACTIVE =
  'COALESCE(os.subscription_active AND (os.subscription_ends_at IS NULL OR os.subscription_ends_at > now()), false)';

export const ADMIN_SHOP_COLUMNS = `s.id, s.name, s.location, s.email, s.owner_id,
  os.first_name AS owner_first_name, os.last_name AS owner_last_name, os.email AS owner_email,
  c.name AS category_name,
  (SELECT count(*)::int FROM catalog.products pc WHERE pc.shop_id = s.id) AS total_products,
  s.status, s.is_approved, s.is_active, ${SUBSCRIPTION_ACTIVE} AS owner_subscription_active, s.created_at`;

export const ADMIN_SHOP_FROM = `catalog.shops s
  LEFT JOIN catalog.categories c ON c.id = s.category_id
  LEFT JOIN catalog.owner_status os ON os.owner_id = s.owner_id`;

export type AdminShopResponseRow = AdminShopsResponse['shops'][number];

/** `requireSubscription`: REQUIRE_SUBSCRIPTION_FOR_APPROVAL, so the row says when Approve would be refused. */
export function toAdminShopRow(row: AdminShopRow, requireSubscription: boolean): AdminShopResponseRow {
  const blocked = requireSubscription && !row.owner_subscription_active;
  return {
    id: row.id,
    name: row.name,
    location: row.location,
    email: row.email,
    owner: {
      id: row.owner_id,
      firstName: row.owner_first_name ?? '',
      lastName: row.owner_last_name ?? '',
      email: row.owner_email,
    },
    category: row.category_name !== null ? { name: row.category_name } : null,
    totalProducts: row.total_products,
    status: row.status,
    isApproved: row.is_approved,
    isActive: row.is_active,
    ownerSubscriptionActive: row.owner_subscription_active,
    approvalBlockedReason: blocked ? describeCatalogError(CatalogErrorCode.SubscriptionRequired).message : null,
    createdAt: row.created_at.toISOString(),
  };
}
