import { Settings, Store, Trash2, Users, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';

import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/format';

import { useApproveShop } from '../api/approve-shop';
import { useAdminStats } from '../api/get-admin-stats';
import { useAllShops } from '../api/get-all-shops';
import { usePendingShops, type AdminShop } from '../api/get-pending-shops';
import { useRecentVisits } from '../api/get-recent-visits';
import { useRejectShop } from '../api/reject-shop';
import { useRemoveShop } from '../api/remove-shop';
import { useAdminActionToasts } from '../hooks/use-admin-action-toasts';
import { formatAdminDate } from '../lib/format-admin-date';
import { ErrorCard, ListSkeleton, StatCard } from './admin-parts';
import { approvalFailureMessage, ApproveShopButton } from './approve-shop-button';
import { PaymentBadge, ShopStatus } from './enhanced-shops-tab';
import { ModerationList, ModerationRow } from './moderation-list';
import { VisitStatsSection } from './visit-stats';

function StatsRow() {
  const stats = useAdminStats();
  if (stats.isPending) return <ListSkeleton rows={1} label="Loading statistics" />;
  if (stats.isError || !stats.data)
    return <ErrorCard title="Failed to load statistics" onRetry={() => void stats.refetch()} />;
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard title="Total Shops" value={stats.data.totalShops} />
      <StatCard title="Active Users" value={stats.data.activeUsers} />
      <StatCard title="Total Revenue" value={formatMoney(stats.data.totalRevenue)} />
      <StatCard title="Pending Approvals" value={stats.data.pendingApprovals} />
    </div>
  );
}

/** A shop of the simple panel's lists: its status, whether its owner paid, where it is and when it was created. */
function SimpleShopRow({ shop, actions }: { shop: AdminShop; actions: ReactNode }) {
  return (
    <ModerationRow
      name={shop.name}
      tags={
        <>
          <ShopStatus shop={shop} />
          <PaymentBadge paid={shop.ownerSubscriptionActive} />
        </>
      }
      detail={`${shop.location}${shop.email ? ` · ${shop.email}` : ''} · Created ${formatAdminDate(shop.createdAt)}`}
      actions={actions}
    />
  );
}

function PendingApprovals() {
  const pending = usePendingShops();
  const approve = useApproveShop();
  const reject = useRejectShop();
  const toasts = useAdminActionToasts();
  return (
    <ModerationList
      query={pending}
      items={pending.data ?? undefined}
      loadingLabel="Loading pending shops"
      listLabel="Pending shops"
      errorTitle="Failed to load pending shops"
      empty="No shops are waiting for approval."
      renderItem={(shop) => (
        <SimpleShopRow
          key={shop.id}
          shop={shop}
          actions={
            <>
              <ApproveShopButton
                shop={shop}
                busy={approve.isPending}
                onApprove={() =>
                  approve.mutate(
                    { id: shop.id, method: 'PATCH' },
                    {
                      onSuccess: () => toasts.success('Success', 'Shop approved successfully.'),
                      onError: (error) =>
                        toasts.failure(
                          error,
                          approvalFailureMessage(error, 'Failed to approve shop. Please try again.'),
                        ),
                    },
                  )
                }
              />
              <Button
                size="sm"
                variant="destructive"
                disabled={reject.isPending}
                onClick={() =>
                  reject.mutate(
                    { id: shop.id, method: 'PATCH' },
                    {
                      onSuccess: () => toasts.success('Success', 'Shop rejected successfully.'),
                      onError: (error) => toasts.failure(error, 'Failed to reject shop. Please try again.'),
                    },
                  )
                }
              >
                <X aria-hidden="true" /> Reject
              </Button>
            </>
          }
        />
      )}
    />
  );
}

function ApprovedShops() {
  const shops = useAllShops({ status: 'approved' });
  const remove = useRemoveShop();
  const toasts = useAdminActionToasts();
  const list = (
    <ModerationList
      query={shops}
      items={shops.data?.shops}
      loadingLabel="Loading shops"
      listLabel="Approved shops"
      errorTitle="Failed to load shops"
      empty="No approved shops yet."
      renderItem={(shop) => (
        <SimpleShopRow
          key={shop.id}
          shop={shop}
          actions={
            <Button
              size="sm"
              variant="destructive"
              disabled={remove.isPending}
              onClick={() => {
                if (!window.confirm(`Are you sure you want to remove "${shop.name}"? This action cannot be undone.`))
                  return;
                remove.mutate(shop.id, {
                  onSuccess: () => toasts.success('Success', 'Shop removed successfully.'),
                  onError: (error) => toasts.failure(error, 'Failed to remove shop. Please try again.'),
                });
              }}
            >
              <Trash2 aria-hidden="true" /> Remove
            </Button>
          }
        />
      )}
    />
  );
  if (!shops.data || shops.data.shops.length === 0) return list;
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">{shops.data.totalCount} approved shops</p>
      {list}
    </div>
  );
}

function RecentVisits() {
  const visits = useRecentVisits();
  if (visits.isPending) return <ListSkeleton label="Loading recent visits" />;
  if (visits.isError || !visits.data)
    return <ErrorCard title="Failed to load recent visits" onRetry={() => void visits.refetch()} />;
  if (visits.data.length === 0) return <p className="text-sm text-muted-foreground">No visits yet.</p>;
  return (
    <ul className="grid gap-2 text-sm" aria-label="Recent visits">
      {visits.data.map((visit) => (
        <li key={visit.id} className="flex flex-wrap justify-between gap-2 rounded-md border p-3">
          <span>
            <span className="font-medium">{visit.customerUser?.firstName || 'Anonymous'}</span> visited{' '}
            <span className="font-medium">{visit.shop.name}</span>{' '}
            <span className="text-muted-foreground">({visit.shop.location})</span>
          </span>
          <span className="text-muted-foreground">
            {visit.visitType || 'View'} · {formatAdminDate(visit.visitedAt)}
            {visit.ipAddress ? ` · ${visit.ipAddress}` : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-xl leading-none font-semibold">{title}</h2>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** /admin (spec 001 section 2): five tabs, Pending Approvals first. */
export function SimpleAdminPanel() {
  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-10 sm:px-6 lg:px-8">
      <title>Admin Panel | Admin</title>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Admin Panel</h1>
          <p className="mt-1 text-muted-foreground">Approve shops and look after the marketplace.</p>
        </div>
        <Button asChild>
          <Link href={paths.adminEnhanced.getHref()}>
            <Settings aria-hidden="true" /> Enhanced Admin Panel
          </Link>
        </Button>
      </div>
      <StatsRow />
      <Tabs defaultValue="pending" className="grid gap-4">
        <TabsList className="flex h-auto flex-wrap">
          <TabsTrigger value="pending">Pending Approvals</TabsTrigger>
          <TabsTrigger value="shops">All Shops</TabsTrigger>
          <TabsTrigger value="owners">Shop Owners</TabsTrigger>
          <TabsTrigger value="customers">Customers</TabsTrigger>
          <TabsTrigger value="visits">Customer Visits</TabsTrigger>
        </TabsList>
        <TabsContent value="pending">
          <Section title="Pending Approvals" description="Shops waiting for review.">
            <PendingApprovals />
          </Section>
        </TabsContent>
        <TabsContent value="shops">
          <Section title="All Shops" description="Approved shops on the platform.">
            <ApprovedShops />
          </Section>
        </TabsContent>
        <TabsContent value="owners">
          <Section title="Shop Owners">
            <div className="grid justify-items-start gap-3">
              <p className="text-muted-foreground">
                Shop owner management — search, suspend, unsuspend and delete — lives in the enhanced admin panel.
              </p>
              <Button asChild>
                <Link href={paths.adminEnhanced.getHref()}>
                  <Store aria-hidden="true" /> Open Enhanced Admin Panel
                </Link>
              </Button>
            </div>
          </Section>
        </TabsContent>
        <TabsContent value="customers">
          <Section title="Customers">
            <div className="grid justify-items-start gap-3">
              <p className="text-muted-foreground">Customer statistics, records, bans and CSV export.</p>
              <Button asChild>
                <Link href={paths.adminCustomers.getHref()}>
                  <Users aria-hidden="true" /> Manage Customers
                </Link>
              </Button>
            </div>
          </Section>
        </TabsContent>
        <TabsContent value="visits" className="grid gap-4">
          <VisitStatsSection />
          <Section title="Recent Visits">
            <RecentVisits />
          </Section>
        </TabsContent>
      </Tabs>
    </div>
  );
}
