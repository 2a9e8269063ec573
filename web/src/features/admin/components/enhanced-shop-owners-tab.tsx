import { Trash2, UserCheck, UserX } from 'lucide-react';
import { useState } from 'react';

import type { AdminShopOwnersResponse } from '@app/contracts';

import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';

import { useDeleteShopOwner } from '../api/delete-shop-owner';
import { useAdminShopOwners } from '../api/get-shop-owners';
import { useSuspendShopOwner } from '../api/suspend-shop-owner';
import { useUnsuspendShopOwner } from '../api/unsuspend-shop-owner';
import { useAdminActionToasts } from '../hooks/use-admin-action-toasts';
import { formatAdminDate } from '../lib/format-admin-date';
import { ErrorCard, ListSkeleton, Pager, StatusBadge } from './admin-parts';
import { ConfirmDialog, ReasonDialog } from './confirm-dialog';
import { FilterSelect, LIST_PAGE_SIZE, SearchBox, SORT_ORDER_OPTIONS } from './list-filters';

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
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('all');
  const [sortBy, setSortBy] = useState('created');
  const [sortOrder, setSortOrder] = useState('desc');
  const owners = useAdminShopOwners({
    page: String(page),
    limit: String(LIST_PAGE_SIZE),
    search,
    status,
    sortBy,
    sortOrder,
  });
  const suspend = useSuspendShopOwner();
  const unsuspend = useUnsuspendShopOwner();
  const remove = useDeleteShopOwner();
  const toasts = useAdminActionToasts();
  const [suspendTarget, setSuspendTarget] = useState<AdminShopOwner | null>(null);
  const [deleteTarget, setDeleteTarget] = useState<AdminShopOwner | null>(null);

  const filter = (set: (value: string) => void) => (value: string) => {
    set(value);
    setPage(1);
  };

  return (
    <Card>
      <CardHeader>
        <h2 className="text-xl leading-none font-semibold">Shop Owners</h2>
        <CardDescription>
          {owners.data ? `${owners.data.totalCount} shop owners` : 'Everyone who lists shops.'}
        </CardDescription>
        <div className="mt-2 flex flex-wrap gap-2">
          <SearchBox label="Search shop owners" value={search} onChange={filter(setSearch)} />
          <FilterSelect
            label="Shop owner status"
            value={status}
            options={STATUS_OPTIONS}
            onChange={filter(setStatus)}
          />
          <FilterSelect
            label="Sort shop owners by"
            value={sortBy}
            options={SORT_OPTIONS}
            onChange={filter(setSortBy)}
          />
          <FilterSelect
            label="Shop owner sort order"
            value={sortOrder}
            options={SORT_ORDER_OPTIONS}
            onChange={filter(setSortOrder)}
          />
        </div>
      </CardHeader>
      <CardContent>
        {owners.isPending ? (
          <ListSkeleton label="Loading shop owners" />
        ) : owners.isError || !owners.data ? (
          <ErrorCard title="Failed to load shop owners" onRetry={() => void owners.refetch()} />
        ) : owners.data.shopOwners.length === 0 ? (
          <p className="py-8 text-center text-muted-foreground">No shop owners found.</p>
        ) : (
          <ul className="grid gap-3" aria-label="Shop owners">
            {owners.data.shopOwners.map((owner) => (
              <li
                key={owner.id}
                aria-label={nameOf(owner)}
                className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-4"
              >
                <div className="grid gap-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-medium">{nameOf(owner)}</span>
                    <StatusBadge banned={owner.banned} bannedLabel="Suspended" />
                  </div>
                  <p className="text-sm text-muted-foreground">
                    {owner.email ?? 'No email'} · {owner.shopName ?? 'No shop yet'}
                  </p>
                  <p className="text-xs text-muted-foreground">
                    {owner.shopCount} shops · {owner.totalProducts} products · Joined {formatAdminDate(owner.createdAt)}
                  </p>
                </div>
                <div className="flex gap-2">
                  {owner.banned ? (
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={unsuspend.isPending}
                      onClick={() =>
                        unsuspend.mutate(owner.id, {
                          onSuccess: () => toasts.success('Success', 'Shop owner unsuspended successfully'),
                          onError: (error) => toasts.failure(error, 'Failed to unsuspend shop owner'),
                        })
                      }
                    >
                      <UserCheck aria-hidden="true" /> Unsuspend
                    </Button>
                  ) : (
                    <Button size="sm" variant="secondary" onClick={() => setSuspendTarget(owner)}>
                      <UserX aria-hidden="true" /> Suspend
                    </Button>
                  )}
                  <Button size="sm" variant="destructive" onClick={() => setDeleteTarget(owner)}>
                    <Trash2 aria-hidden="true" /> Delete
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
        {owners.data && <Pager page={page} totalPages={owners.data.totalPages} onPage={setPage} />}
      </CardContent>
      <ReasonDialog
        open={suspendTarget !== null}
        onOpenChange={(open) => !open && setSuspendTarget(null)}
        title="Suspend Shop Owner"
        description={`Why is ${suspendTarget ? nameOf(suspendTarget) : ''} being suspended? (optional)`}
        confirmLabel="Suspend Shop Owner"
        pending={suspend.isPending}
        onConfirm={(reason) => {
          if (!suspendTarget) return;
          suspend.mutate(
            { id: suspendTarget.id, reason: reason || undefined },
            {
              onSuccess: () => toasts.success('Success', 'Shop owner suspended successfully'),
              onError: (error) => toasts.failure(error, 'Failed to suspend shop owner'),
              onSettled: () => setSuspendTarget(null),
            },
          );
        }}
      />
      <ConfirmDialog
        open={deleteTarget !== null}
        onOpenChange={(open) => !open && setDeleteTarget(null)}
        title="Delete Shop Owner"
        description={`Permanently delete ${deleteTarget ? nameOf(deleteTarget) : ''} with their shops, products, messages, conversations, visits and analytics? This action cannot be undone.`}
        confirmLabel="Delete Shop Owner"
        destructive
        pending={remove.isPending}
        onConfirm={() => {
          if (!deleteTarget) return;
          remove.mutate(deleteTarget.id, {
            onSuccess: () => toasts.success('Success', 'Shop owner deleted successfully'),
            onError: (error) => toasts.failure(error, 'Failed to delete shop owner'),
            onSettled: () => setDeleteTarget(null),
          });
        }}
      />
    </Card>
  );
}
