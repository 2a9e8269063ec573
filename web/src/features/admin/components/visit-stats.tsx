import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

import { useVisitStats } from '../api/get-visit-stats';
import type { VisitStats } from '../types';
import { ErrorCard, ListSkeleton, StatCard } from './admin-parts';

export function VisitCountCards({
  counts,
}: {
  counts: Partial<Pick<VisitStats, 'daily' | 'weekly' | 'monthly' | 'yearly'>>;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard title="Today" value={counts.daily ?? 0} note="visits" />
      <StatCard title="This Week" value={counts.weekly ?? 0} note="visits" />
      <StatCard title="This Month" value={counts.monthly ?? 0} note="visits" />
      <StatCard title="This Year" value={counts.yearly ?? 0} note="visits" />
    </div>
  );
}

/** GET /api/admin/visit-stats: counts, top shops and sources (the enhanced Analytics tab, the simple Visits tab). */
export function VisitStatsSection() {
  const stats = useVisitStats();
  if (stats.isPending) return <ListSkeleton label="Loading visit statistics" />;
  if (stats.isError || !stats.data)
    return <ErrorCard title="Failed to load visit statistics" onRetry={() => void stats.refetch()} />;
  const { topShops, sources } = stats.data;
  return (
    <div className="grid gap-4">
      <VisitCountCards counts={stats.data} />
      <div className="grid gap-4 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="text-base">Top Shops</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-2 text-sm">
            {topShops.length === 0 ? (
              <p className="text-muted-foreground">No visits yet.</p>
            ) : (
              topShops.map((shop) => (
                <p key={shop.id} className="flex justify-between">
                  <span>{shop.name}</span>
                  <span className="font-semibold">{shop.visitCount} visits</span>
                </p>
              ))
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="text-base">Traffic Sources</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-2 text-sm">
            {sources.length === 0 ? (
              <p className="text-muted-foreground">No visits yet.</p>
            ) : (
              sources.map((source) => (
                <p key={source.name} className="flex justify-between">
                  <span>{source.name}</span>
                  <span className="font-semibold">{source.count}</span>
                </p>
              ))
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
