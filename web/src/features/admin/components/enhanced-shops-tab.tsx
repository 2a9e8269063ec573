import { X } from 'lucide-react';
import { useState } from 'react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';

import { useApproveShop } from '../api/approve-shop';
import { useAllShops } from '../api/get-all-shops';
import type { AdminShop } from '../api/get-pending-shops';
import { useRejectShop } from '../api/reject-shop';
import { useAdminActionToasts } from '../hooks/use-admin-action-toasts';
import { formatAdminDate } from '../lib/format-admin-date';
import { ErrorCard, ListSkeleton, Pager } from './admin-parts';
import { approvalFailureMessage, ApproveShopButton } from './approve-shop-button';
import { ReasonDialog } from './confirm-dialog';
import { FilterSelect, LIST_PAGE_SIZE, SearchBox, SORT_ORDER_OPTIONS } from './list-filters';

const STATUS_OPTIONS = [
  { value: 'all', label: 'All Statuses' },
  { value: 'approved', label: 'Approved' },
  { value: 'pending', label: 'Pending' },
  { value: 'rejected', label: 'Rejected' },
];
const SORT_OPTIONS = [
  { value: 'created', label: 'Created Date' },
  { value: 'name', label: 'Name' },
  { value: 'location', label: 'Location' },
  { value: 'status', label: 'Status' },
];

/** Spec 001 section 5: a rejection without a reason records 'No reason provided'. */
export const NO_REASON = 'No reason provided';

export function ShopStatus({ shop }: { shop: Pick<AdminShop, 'status' | 'isApproved'> }) {
  if (shop.isApproved || shop.status === 'approved')
    return <Badge className="bg-emerald-600 text-white">Approved</Badge>;
  if (shop.status === 'rejected') return <Badge variant="destructive">Rejected</Badge>;
  return (
    <Badge variant="secondary" className="bg-amber-100 text-amber-900">
      Pending
    </Badge>
  );
}

/** Shared DECISIONS: admin lists show whether the owner's subscription is active. */
export function PaymentBadge({ paid }: { paid: boolean }) {
  return paid ? (
    <Badge className="bg-sky-600 text-white">Paid</Badge>
  ) : (
    <Badge variant="outline" className="border-amber-400 text-amber-800">
      Awaiting payment
    </Badge>
  );
}

export function EnhancedShopsTab() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('all');
  const [sortBy, setSortBy] = useState('created');
  const [sortOrder, setSortOrder] = useState('desc');
  const shops = useAllShops({ page: String(page), limit: String(LIST_PAGE_SIZE), search, status, sortBy, sortOrder });
  const approve = useApproveShop();
  const reject = useRejectShop();
  const toasts = useAdminActionToasts();
  const [rejectTarget, setRejectTarget] = useState<AdminShop | null>(null);

  const filter = (set: (value: string) => void) => (value: string) => {
    set(value);
    setPage(1);
  };

  return (
    <Card>
      <CardHeader>
        <h2 className="text-xl leading-none font-semibold">Shops</h2>
        <CardDescription>
          {shops.data ? `${shops.data.totalCount} shops` : 'Every shop on the platform.'}
        </CardDescription>
        <div className="mt-2 flex flex-wrap gap-2">
          <SearchBox label="Search shops" value={search} onChange={filter(setSearch)} />
          <FilterSelect label="Shop status" value={status} options={STATUS_OPTIONS} onChange={filter(setStatus)} />
          <FilterSelect label="Sort shops by" value={sortBy} options={SORT_OPTIONS} onChange={filter(setSortBy)} />
          <FilterSelect
            label="Shop sort order"
            value={sortOrder}
            options={SORT_ORDER_OPTIONS}
            onChange={filter(setSortOrder)}
          />
        </div>
      </CardHeader>
      <CardContent>
        {shops.isPending ? (
          <ListSkeleton label="Loading shops" />
        ) : shops.isError || !shops.data ? (
          <ErrorCard title="Failed to load shops" onRetry={() => void shops.refetch()} />
        ) : shops.data.shops.length === 0 ? (
          <p className="py-8 text-center text-muted-foreground">No shops found.</p>
        ) : (
          <ul className="grid gap-3" aria-label="Shops">
            {shops.data.shops.map((shop) => (
              <li
                key={shop.id}
                aria-label={shop.name}
                className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-4"
              >
                <div className="grid gap-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-medium">{shop.name}</span>
                    <ShopStatus shop={shop} />
                    <PaymentBadge paid={shop.ownerSubscriptionActive} />
                    {!shop.isActive && <Badge variant="outline">Inactive</Badge>}
                  </div>
                  <p className="text-sm text-muted-foreground">
                    {shop.location} · {shop.owner.firstName} {shop.owner.lastName}
                    {shop.owner.email ? ` (${shop.owner.email})` : ''}
                  </p>
                  <p className="text-xs text-muted-foreground">
                    {shop.category?.name ?? 'Uncategorised'} · {shop.totalProducts} products · Created{' '}
                    {formatAdminDate(shop.createdAt)}
                  </p>
                </div>
                <div className="flex gap-2">
                  {!shop.isApproved && (
                    <ApproveShopButton
                      shop={shop}
                      busy={approve.isPending}
                      onApprove={() =>
                        approve.mutate(
                          { id: shop.id, method: 'PUT' },
                          {
                            onSuccess: () => toasts.success('Success', 'Shop approved successfully'),
                            onError: (error) =>
                              toasts.failure(error, approvalFailureMessage(error, 'Failed to approve shop')),
                          },
                        )
                      }
                    />
                  )}
                  {shop.status !== 'rejected' && (
                    <Button size="sm" variant="destructive" onClick={() => setRejectTarget(shop)}>
                      <X aria-hidden="true" /> Reject
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
        {shops.data && <Pager page={page} totalPages={shops.data.totalPages} onPage={setPage} />}
      </CardContent>
      <ReasonDialog
        open={rejectTarget !== null}
        onOpenChange={(open) => !open && setRejectTarget(null)}
        title="Reject Shop"
        description={`Why is "${rejectTarget?.name ?? ''}" being rejected?`}
        confirmLabel="Reject Shop"
        pending={reject.isPending}
        onConfirm={(reason) => {
          if (!rejectTarget) return;
          reject.mutate(
            { id: rejectTarget.id, reason: reason || NO_REASON },
            {
              onSuccess: () => toasts.success('Success', 'Shop rejected successfully'),
              onError: (error) => toasts.failure(error, 'Failed to reject shop'),
              onSettled: () => setRejectTarget(null),
            },
          );
        }}
      />
    </Card>
  );
}
