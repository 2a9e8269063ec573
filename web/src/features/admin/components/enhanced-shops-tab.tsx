import { X } from 'lucide-react';
import { useState } from 'react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

import { useApproveShop } from '../api/approve-shop';
import { useAllShops } from '../api/get-all-shops';
import type { AdminShop } from '../api/get-pending-shops';
import { useRejectShop } from '../api/reject-shop';
import { useAdminActionToasts } from '../hooks/use-admin-action-toasts';
import { formatAdminDate } from '../lib/format-admin-date';
import { Pager } from './admin-parts';
import { approvalFailureMessage, ApproveShopButton } from './approve-shop-button';
import { ReasonDialog } from './confirm-dialog';
import { ListFilterBar, SORT_ORDER_OPTIONS, useListFilters } from './list-filters';
import { ModerationCard, ModerationList, ModerationRow } from './moderation-list';
import { NO_REASON } from './suspension-actions';

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
  const list = useListFilters({});
  const shops = useAllShops(list.params);
  const approve = useApproveShop();
  const reject = useRejectShop();
  const toasts = useAdminActionToasts();
  const [rejectTarget, setRejectTarget] = useState<AdminShop | null>(null);

  return (
    <ModerationCard
      title="Shops"
      description={shops.data ? `${shops.data.totalCount} shops` : 'Every shop on the platform.'}
      filters={
        <ListFilterBar
          list={list}
          searchLabel="Search shops"
          selects={[
            { name: 'status', label: 'Shop status', options: STATUS_OPTIONS },
            { name: 'sortBy', label: 'Sort shops by', options: SORT_OPTIONS },
            { name: 'sortOrder', label: 'Shop sort order', options: SORT_ORDER_OPTIONS },
          ]}
        />
      }
      dialogs={
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
      }
    >
      <ModerationList
        query={shops}
        items={shops.data?.shops}
        loadingLabel="Loading shops"
        listLabel="Shops"
        errorTitle="Failed to load shops"
        empty="No shops found."
        renderItem={(shop) => (
          <ModerationRow
            key={shop.id}
            name={shop.name}
            tags={
              <>
                <ShopStatus shop={shop} />
                <PaymentBadge paid={shop.ownerSubscriptionActive} />
                {!shop.isActive && <Badge variant="outline">Inactive</Badge>}
              </>
            }
            detail={`${shop.location} · ${shop.owner.firstName} ${shop.owner.lastName}${shop.owner.email ? ` (${shop.owner.email})` : ''}`}
            meta={`${shop.category?.name ?? 'Uncategorised'} · ${shop.totalProducts} products · Created ${formatAdminDate(shop.createdAt)}`}
            actions={
              <>
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
              </>
            }
          />
        )}
      />
      {shops.data && <Pager page={list.page} totalPages={shops.data.totalPages} onPage={list.setPage} />}
    </ModerationCard>
  );
}
