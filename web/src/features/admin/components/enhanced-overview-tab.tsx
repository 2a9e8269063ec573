import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatMoney } from '@/lib/format';

import { useDetailedStats } from '../api/get-detailed-stats';
import { ErrorCard, ListSkeleton, StatCard } from './admin-parts';
import { VisitCountCards } from './visit-stats';

/** GET /api/admin/detailed-stats. */
export function EnhancedOverviewTab() {
  const stats = useDetailedStats();
  if (stats.isPending) return <ListSkeleton label="Loading statistics" />;
  if (stats.isError || !stats.data)
    return <ErrorCard title="Failed to load statistics" onRetry={() => void stats.refetch()} />;
  const data = stats.data;
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard
          title="Total Shops"
          value={data.totalShops}
          note={`${data.activeShops} active · ${data.newShopsThisMonth} new this month`}
        />
        <StatCard
          title="Total Users"
          value={data.totalUsers}
          note={`${data.activeUsers} active · ${data.newUsersThisMonth} new this month`}
        />
        <StatCard title="Total Products" value={data.totalProducts} />
        <StatCard
          title="Total Revenue"
          value={formatMoney(data.totalRevenue, { decimals: 2 })}
          note={`${formatMoney(data.revenueThisMonth, { decimals: 2 })} this month`}
        />
      </div>
      <VisitCountCards counts={data.visitStats} />
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Top Revenue Shops</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-2 text-sm">
          {data.topRevenueShops.length === 0 ? (
            <p className="text-muted-foreground">No revenue yet.</p>
          ) : (
            data.topRevenueShops.map((shop) => (
              <p key={shop.id} className="flex justify-between gap-2">
                <span>
                  {shop.name} <span className="text-muted-foreground">({shop.owner})</span>
                </span>
                <span className="font-semibold">{formatMoney(shop.revenue, { decimals: 2 })}</span>
              </p>
            ))
          )}
        </CardContent>
      </Card>
    </div>
  );
}
