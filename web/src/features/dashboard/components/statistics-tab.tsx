import { Download } from 'lucide-react';
import { useState } from 'react';

import { SHOP_STATS_FIGURES, type ShopStatsFigures } from '@app/contracts';

import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';

import { useSearchTerms } from '../api/get-search-terms';
import { useShopStats } from '../api/get-shop-stats';
import { downloadText, statsCsv } from '../lib/stats-csv';
import { previousRangeOf, rangeOf, STATS_PERIODS, type StatsPeriodId } from '../lib/stats-period';
import { SearchTermsTable } from './search-terms-table';
import { LeadsChart, ViewsChart } from './stats-charts';
import { StatsTotals } from './stats-totals';

export const FIGURE_LABELS: Record<keyof ShopStatsFigures, string> = {
  views: 'Views',
  uniqueVisitors: 'Unique visitors',
  contactReveals: 'Contact reveals',
  calls: 'Calls',
  websiteClicks: 'Website clicks',
  directions: 'Directions',
  messages: 'Messages',
  favourites: 'Favourites',
};

type ShopRef = { id: number; name: string };

function PeriodPicker({ value, onChange }: { value: StatsPeriodId; onChange: (period: StatsPeriodId) => void }) {
  return (
    <div role="group" aria-label="Period" className="flex flex-wrap gap-1">
      {STATS_PERIODS.map((period) => (
        <Button
          key={period.id}
          size="sm"
          variant={period.id === value ? 'default' : 'outline'}
          aria-pressed={period.id === value}
          onClick={() => onChange(period.id)}
        >
          {period.label}
        </Button>
      ))}
    </div>
  );
}

function ShopStatistics({ shop, period }: { shop: ShopRef; period: StatsPeriodId }) {
  const range = rangeOf(period);
  const previousRange = previousRangeOf(period, range);
  const stats = useShopStats(shop.id, range);
  const previous = useShopStats(shop.id, previousRange);
  const terms = useSearchTerms(shop.id, { from: range.from, to: range.to });

  if (stats.isPending) return <Skeleton className="h-80" />;
  if (stats.isError) {
    return (
      <p role="alert" className="text-destructive">
        We couldn't load the statistics. Please try again.
      </p>
    );
  }
  const { series, totals } = stats.data;
  const download = () => downloadText(statsCsv(series), `shop-${shop.id}-statistics-${range.from}-to-${range.to}.csv`);

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">
          {range.from} to {range.to}, {range.interval === 'month' ? 'by month' : 'by day'}
        </p>
        <Button size="sm" variant="outline" onClick={download}>
          <Download aria-hidden="true" />
          Download CSV
        </Button>
      </div>
      <StatsTotals
        totals={totals}
        previous={previous.data?.totals}
        labels={FIGURE_LABELS}
        figures={SHOP_STATS_FIGURES}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="text-base">Views</CardTitle>
          </CardHeader>
          <CardContent>
            <ViewsChart series={series} interval={range.interval} labels={FIGURE_LABELS} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="text-base">Leads</CardTitle>
          </CardHeader>
          <CardContent>
            <LeadsChart series={series} interval={range.interval} labels={FIGURE_LABELS} />
          </CardContent>
        </Card>
      </div>
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Top search terms</CardTitle>
        </CardHeader>
        <CardContent>
          {terms.isPending ? <Skeleton className="h-24" /> : <SearchTermsTable terms={terms.data ?? []} />}
        </CardContent>
      </Card>
    </div>
  );
}

/**
 * The dashboard's Statistics tab (issue 16), loaded only when opened (the charts' library is large): per shop,
 * views and leads over the last 7, 30 or 90 days or 12 months, the totals against the period before, the search
 * terms that showed the shop, and the series as CSV.
 */
export function StatisticsTab({ shops }: { shops: readonly ShopRef[] }) {
  const [pickedShopId, setPickedShopId] = useState<string>(() => String(shops[0]?.id ?? ''));
  const [period, setPeriod] = useState<StatsPeriodId>('30d');
  const shop = shops.find((candidate) => String(candidate.id) === pickedShopId) ?? shops[0];

  if (!shop) {
    return (
      <Card>
        <CardContent className="py-8 text-center text-muted-foreground">
          Add a shop to see how many people view it, call it and find it in search.
        </CardContent>
      </Card>
    );
  }
  return (
    <section aria-label="Statistics" className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-2">
          <Label htmlFor="statistics-shop-picker">Shop</Label>
          <Select value={String(shop.id)} onValueChange={setPickedShopId}>
            <SelectTrigger id="statistics-shop-picker" className="w-64">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {shops.map((candidate) => (
                <SelectItem key={candidate.id} value={String(candidate.id)}>
                  {candidate.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <PeriodPicker value={period} onChange={setPeriod} />
      </div>
      <ShopStatistics key={shop.id} shop={shop} period={period} />
    </section>
  );
}
