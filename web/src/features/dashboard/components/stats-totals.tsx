import type { ShopStatsFigures } from '@app/contracts';

import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

import { percentChange } from '../lib/stats-period';

function ChangeNote({ current, previous }: { current: number; previous: number | undefined }) {
  if (previous === undefined) return <p className="text-xs text-muted-foreground">&nbsp;</p>;
  const change = percentChange(current, previous);
  if (change === null) return <p className="text-xs text-muted-foreground">New this period</p>;
  const tone = change > 0 ? 'text-emerald-700' : change < 0 ? 'text-destructive' : 'text-muted-foreground';
  return (
    <p className={`text-xs ${tone}`}>
      {change > 0 ? '+' : ''}
      {change}% vs previous period
    </p>
  );
}

/** One card a figure: the period's total and its change against the period before. */
export function StatsTotals({
  totals,
  previous,
  labels,
  figures,
}: {
  totals: ShopStatsFigures;
  previous: ShopStatsFigures | undefined;
  labels: Record<keyof ShopStatsFigures, string>;
  figures: ReadonlyArray<keyof ShopStatsFigures>;
}) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" aria-label="Totals">
      {figures.map((figure) => (
        <li key={figure}>
          <Card className="gap-1 py-4">
            <CardHeader className="px-4">
              <CardTitle className="text-sm font-medium text-muted-foreground">{labels[figure]}</CardTitle>
            </CardHeader>
            <CardContent className="px-4">
              <p className="text-2xl font-bold" data-testid={`total-${figure}`}>
                {totals[figure]}
              </p>
              <ChangeNote current={totals[figure]} previous={previous?.[figure]} />
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
