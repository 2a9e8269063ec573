import {
  Ban,
  Download,
  MapPin,
  MessageSquare,
  Search,
  ShieldCheck,
  Trash2,
  TrendingUp,
  UserCheck,
  UserPlus,
  Users,
} from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';

import type { AdminCustomerRow } from '@app/contracts';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';

import { useBanCustomer } from '../api/ban-customer';
import { useDeleteCustomer } from '../api/delete-customer';
import { useCustomerStats } from '../api/get-customer-stats';
import { customersExportHref, useAdminCustomers } from '../api/get-customers';
import { useAdminActionToasts } from '../hooks/use-admin-action-toasts';
import { formatAdminDate, num } from '../lib/format-admin-date';
import type { CustomerStats } from '../types';
import { ErrorCard, StatCard, StatusBadge } from './admin-parts';
import { ConfirmDialog } from './confirm-dialog';
import { ModerationList, ModerationRow } from './moderation-list';

/** Spec 001 section 9: Top Cities shows the first 3. */
const TOP_CITIES = 3;

function percent(part: number, whole: number): string {
  return whole > 0 ? `${((part / whole) * 100).toFixed(1)}%` : '0%';
}

/** One of the three breakdown cards under the customer figures. */
function BreakdownCard({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Card role="group" aria-label={title}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          {icon} {title}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2 text-sm">{children}</CardContent>
    </Card>
  );
}

function Figure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <p className="flex justify-between">
      <span>{label}</span> <span className="font-semibold">{value}</span>
    </p>
  );
}

function StatsSection({ stats }: { stats: CustomerStats }) {
  const total = num(stats.totalCustomers);
  const avg = stats.avgRegistrationsPerDay;
  const avgNote =
    avg !== null && avg !== undefined && Number.isFinite(num(avg)) && num(avg) > 0
      ? `${num(avg).toFixed(1)} avg per day`
      : 'No data';
  const topCities = (stats.topCities ?? []).slice(0, TOP_CITIES);
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard title="Total Customers" value={total} icon={<Users className="size-4" />} />
        <StatCard
          title="Active Customers"
          value={num(stats.activeCustomers)}
          note={`${percent(num(stats.activeCustomers), total)} of all customers`}
          icon={<UserCheck className="size-4" />}
        />
        <StatCard
          title="New This Month"
          value={num(stats.newThisMonth)}
          note={avgNote}
          icon={<UserPlus className="size-4" />}
        />
        <StatCard title="Total Messages" value={num(stats.totalMessages)} icon={<MessageSquare className="size-4" />} />
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        <BreakdownCard title="Account Status" icon={<ShieldCheck aria-hidden="true" className="size-4" />}>
          <Figure label="Active" value={num(stats.activeCustomers)} />
          <Figure label="Banned" value={num(stats.bannedCustomers)} />
          <Figure label="Verified" value={num(stats.verifiedCustomers)} />
        </BreakdownCard>
        <BreakdownCard title="Top Cities" icon={<MapPin aria-hidden="true" className="size-4" />}>
          {topCities.length === 0 ? (
            <p className="text-muted-foreground">No data</p>
          ) : (
            topCities.map((city) => <Figure key={city.city} label={city.city || 'Unknown'} value={num(city.count)} />)
          )}
        </BreakdownCard>
        <BreakdownCard title="Growth Metrics" icon={<TrendingUp aria-hidden="true" className="size-4" />}>
          <Figure label="Total Users" value={total} />
          <Figure label="Monthly Growth" value={percent(num(stats.newThisMonth), total)} />
          <p className="flex justify-between">
            <span>Engagement</span>
            <span className="font-semibold">
              {total > 0 ? (num(stats.totalMessages) / total).toFixed(1) : '0.0'} messages per user
            </span>
          </p>
        </BreakdownCard>
      </div>
    </>
  );
}

function StatsSkeleton() {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" role="status" aria-label="Loading customer statistics">
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} className="h-28" />
      ))}
    </div>
  );
}

function nameOf(customer: AdminCustomerRow): string {
  return [customer.firstName, customer.lastName].filter(Boolean).join(' ') || `Customer #${customer.id}`;
}

/** /admin/customers (spec 001 section 2): statistics, details and the customer records. */
export function CustomerManagement() {
  const [search, setSearch] = useState('');
  const stats = useCustomerStats();
  const customers = useAdminCustomers(search);
  const ban = useBanCustomer();
  const remove = useDeleteCustomer();
  const toasts = useAdminActionToasts();
  const [banTarget, setBanTarget] = useState<AdminCustomerRow | null>(null);
  const [deleteTarget, setDeleteTarget] = useState<AdminCustomerRow | null>(null);

  const list = customers.data ?? [];
  const searching = search.trim() !== '';

  const confirmBan = () => {
    if (!banTarget) return;
    const banned = !banTarget.banned;
    ban.mutate(
      { id: banTarget.id, banned },
      {
        onSuccess: () =>
          banned
            ? toasts.success('Customer Banned', 'Customer has been banned from the platform.')
            : toasts.success('Customer Unbanned', 'Customer ban has been lifted.'),
        onError: (error) => toasts.failure(error, 'Failed to update customer status.'),
        onSettled: () => setBanTarget(null),
      },
    );
  };

  const confirmDelete = () => {
    if (!deleteTarget) return;
    remove.mutate(deleteTarget.id, {
      onSuccess: () => toasts.success('Customer Deleted', 'Customer account has been permanently deleted.'),
      onError: (error) => toasts.failure(error, 'Failed to delete customer account.'),
      onSettled: () => setDeleteTarget(null),
    });
  };

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-10 sm:px-6 lg:px-8">
      <title>Customer Management | Admin</title>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Customer Management</h1>
          <p className="mt-1 text-muted-foreground">Customer accounts, statistics and records.</p>
        </div>
        <Button variant="outline" asChild>
          <Link href={paths.admin.getHref()}>Back to Admin Panel</Link>
        </Button>
      </div>

      {stats.isPending ? (
        <StatsSkeleton />
      ) : stats.isError || !stats.data ? (
        <ErrorCard title="Failed to Load Customer Data" onRetry={() => void stats.refetch()} />
      ) : (
        <StatsSection stats={stats.data} />
      )}

      <Card>
        <CardHeader>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div>
              <h2 className="text-xl leading-none font-semibold">Customer Records</h2>
              <CardDescription>
                {customers.data ? `${list.length} ${list.length === 1 ? 'customer' : 'customers'}` : ' '}
              </CardDescription>
            </div>
            <Button variant="outline" asChild>
              <a href={customersExportHref(search)} download>
                <Download aria-hidden="true" /> Export CSV
              </a>
            </Button>
          </div>
          <div className="relative mt-2">
            <Search
              aria-hidden="true"
              className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              aria-label="Search customers"
              className="pl-9"
              placeholder="Search by customer ID, email, phone or city..."
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
        </CardHeader>
        <CardContent>
          <ModerationList
            query={customers}
            items={list}
            loadingLabel="Loading customers"
            listLabel="Customers"
            errorTitle="Failed to Load Customer Data"
            empty={
              searching ? (
                `No customers match "${search.trim()}".`
              ) : (
                <div className="py-8 text-center text-muted-foreground">
                  <p className="font-medium">No customers yet</p>
                  <p className="text-sm">
                    Customers appear here once they register by rating shops, saving favorites or messaging shop owners.
                  </p>
                </div>
              )
            }
            renderItem={(customer) => (
              <ModerationRow
                key={customer.id}
                name={nameOf(customer)}
                tags={
                  <>
                    <span className="text-xs text-muted-foreground">ID {customer.id}</span>
                    <StatusBadge banned={customer.banned} />
                    {(customer.isEmailVerified || customer.isPhoneVerified) && (
                      <Badge variant="secondary">Verified</Badge>
                    )}
                  </>
                }
                detail={
                  [customer.email, customer.phone, customer.city].filter(Boolean).join(' · ') || 'No contact details'
                }
                meta={`Joined ${formatAdminDate(customer.createdAt)}`}
                actions={
                  <>
                    <Button
                      variant={customer.banned ? 'outline' : 'secondary'}
                      size="sm"
                      onClick={() => setBanTarget(customer)}
                    >
                      <Ban aria-hidden="true" /> {customer.banned ? 'Unban' : 'Ban'}
                    </Button>
                    <Button variant="destructive" size="sm" onClick={() => setDeleteTarget(customer)}>
                      <Trash2 aria-hidden="true" /> Delete
                    </Button>
                  </>
                }
              />
            )}
          />
        </CardContent>
      </Card>

      <ConfirmDialog
        open={banTarget !== null}
        onOpenChange={(open) => !open && setBanTarget(null)}
        title={banTarget?.banned ? 'Unban Customer' : 'Ban Customer'}
        description={
          banTarget?.banned
            ? `Lift the ban on ${banTarget ? nameOf(banTarget) : ''}? They will be able to use the platform again.`
            : `Ban ${banTarget ? nameOf(banTarget) : ''}? They will no longer be able to send messages or use platform features.`
        }
        confirmLabel={banTarget?.banned ? 'Unban' : 'Ban'}
        destructive={!banTarget?.banned}
        pending={ban.isPending}
        onConfirm={confirmBan}
      />
      <ConfirmDialog
        open={deleteTarget !== null}
        onOpenChange={(open) => !open && setDeleteTarget(null)}
        title="Delete Customer"
        description={`Permanently delete ${deleteTarget ? nameOf(deleteTarget) : ''}'s account? This action cannot be undone.`}
        confirmLabel="Delete"
        destructive
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
