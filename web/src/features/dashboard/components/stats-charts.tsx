import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

import type { ShopStatsFigures, ShopStatsPoint, StatsInterval } from '@app/contracts';

import { CURRENCY } from '@/config/app';

type ChartProps = {
  series: ShopStatsPoint[];
  interval: StatsInterval;
  labels: Record<keyof ShopStatsFigures, string>;
};

const LEADS = ['contactReveals', 'calls', 'websiteClicks', 'directions', 'messages', 'favourites'] as const;
const LEAD_COLOURS = ['#2563eb', '#16a34a', '#9333ea', '#ea580c', '#0891b2', '#db2777'];

/** '3 Mar' for a day, 'Mar 2025' for a month (the point's date is a calendar date: read it as UTC). */
function tickFormatter(interval: StatsInterval) {
  const format = new Intl.DateTimeFormat(
    CURRENCY.locale,
    interval === 'month'
      ? { month: 'short', year: 'numeric', timeZone: 'UTC' }
      : { day: 'numeric', month: 'short', timeZone: 'UTC' },
  );
  return (date: string) => format.format(new Date(`${date}T00:00:00Z`));
}

/** Views (one dot per point) and unique visitors over the period. */
export function ViewsChart({ series, interval, labels }: ChartProps) {
  return (
    <div data-testid="views-chart" className="h-64 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={series} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="date" tickFormatter={tickFormatter(interval)} minTickGap={16} fontSize={12} />
          <YAxis allowDecimals={false} fontSize={12} />
          <Tooltip labelFormatter={(date) => (typeof date === 'string' ? tickFormatter(interval)(date) : '')} />
          <Legend />
          <Line
            type="monotone"
            dataKey="views"
            name={labels.views}
            stroke="#2563eb"
            strokeWidth={2}
            dot={{ r: 2 }}
            isAnimationActive={false}
          />
          <Line
            type="monotone"
            dataKey="uniqueVisitors"
            name={labels.uniqueVisitors}
            stroke="#16a34a"
            strokeDasharray="4 2"
            dot={false}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}

/** Contact reveals, calls, website clicks, directions, messages and favourites, stacked per point. */
export function LeadsChart({ series, interval, labels }: ChartProps) {
  return (
    <div data-testid="leads-chart" className="h-64 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={series} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="date" tickFormatter={tickFormatter(interval)} minTickGap={16} fontSize={12} />
          <YAxis allowDecimals={false} fontSize={12} />
          <Tooltip labelFormatter={(date) => (typeof date === 'string' ? tickFormatter(interval)(date) : '')} />
          <Legend />
          {LEADS.map((figure, index) => (
            <Bar
              key={figure}
              dataKey={figure}
              name={labels[figure]}
              stackId="leads"
              fill={LEAD_COLOURS[index]}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
