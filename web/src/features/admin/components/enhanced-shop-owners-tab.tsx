import type { AdminShopOwnersResponse } from '@app/contracts';

import { useDeleteShopOwner } from '../api/delete-shop-owner';
import { useAdminShopOwners } from '../api/get-shop-owners';
import { useSuspendShopOwner } from '../api/suspend-shop-owner';
import { useUnsuspendShopOwner } from '../api/unsuspend-shop-owner';
import { formatAdminDate } from '../lib/format-admin-date';
import { Pager, StatusBadge } from './admin-parts';
import { ListFilterBar, SORT_ORDER_OPTIONS, useListFilters } from './list-filters';
import { ModerationCard, ModerationList, ModerationRow } from './moderation-list';
import { useSuspensionActions } from './suspension-actions';

type AdminShopOwner = AdminShopOwnersResponse['shopOwners'][number];

const STATUS_OPTIONS = [
  { value: 'all', label: 'All Statuses' },
  { value: 'active', label: 'Active' },
  { value: 'suspended', label: 'Suspended' },
];
const SORT_OPTIONS = [
  { value: 'created', label: 'Registration Date' },
  { value: 'name', label: 'Name' },
  { value: 'email', label: 'Email' },
  { value: 'shopName', label: 'Shop Name' },
];

function nameOf(owner: Pick<AdminShopOwner, 'firstName' | 'lastName' | 'id'>): string {
  return [owner.firstName, owner.lastName].filter(Boolean).join(' ') || `Shop owner #${owner.id}`;
}

export function EnhancedShopOwnersTab() {
  const list = useListFilters({});
  const owners = useAdminShopOwners(list.params);
  const suspensions = useSuspensionActions<AdminShopOwner>({
    noun: { title: 'Shop Owner', sentence: 'Shop owner' },
    nameOf,
    reasonOptional: true,
    suspend: useSuspendShopOwner(),
    unsuspend: useUnsuspendShopOwner(),
    remove: useDeleteShopOwner(),
  });

  return (
    <ModerationCard
      title="Shop Owners"
      description={owners.data ? `${owners.data.totalCount} shop owners` : 'Everyone who lists shops.'}
      filters={
        <ListFilterBar
          list={list}
          searchLabel="Search shop owners"
          selects={[
            { name: 'status', label: 'Shop owner status', options: STATUS_OPTIONS },
            { name: 'sortBy', label: 'Sort shop owners by', options: SORT_OPTIONS },
            { name: 'sortOrder', label: 'Shop owner sort order', options: SORT_ORDER_OPTIONS },
          ]}
        />
      }
      dialogs={suspensions.dialogs}
    >
      <ModerationList
        query={owners}
        items={owners.data?.shopOwners}
        loadingLabel="Loading shop owners"
        listLabel="Shop owners"
        errorTitle="Failed to load shop owners"
        empty="No shop owners found."
        renderItem={(owner) => (
          <ModerationRow
            key={owner.id}
            name={nameOf(owner)}
            tags={<StatusBadge banned={owner.banned} bannedLabel="Suspended" />}
            detail={`${owner.email ?? 'No email'} · ${owner.shopName ?? 'No shop yet'}`}
            meta={`${owner.shopCount} shops · ${owner.totalProducts} products · Joined ${formatAdminDate(owner.createdAt)}`}
            actions={suspensions.actionsFor(owner)}
          />
        )}
      />
      {owners.data && <Pager page={list.page} totalPages={owners.data.totalPages} onPage={list.setPage} />}
    </ModerationCard>
  );
}
