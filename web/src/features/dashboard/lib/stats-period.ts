import type { StatsInterval } from '@app/contracts';

import { TIME_ZONE } from '@/config/app';

/** The Statistics tab's periods (issue 16): the last 7, 30 or 90 days by day, or the last 12 months by month. */
export const STATS_PERIODS = [
  { id: '7d', label: '7 days' },
  { id: '30d', label: '30 days' },
  { id: '90d', label: '90 days' },
  { id: '12m', label: '12 months' },
] as const;
export type StatsPeriodId = (typeof STATS_PERIODS)[number]['id'];

export type StatsRange = { from: string; to: string; interval: StatsInterval };

const DAY_MS = 86_400_000;

/** Today's calendar date where the figures are counted (the configured time zone), YYYY-MM-DD. */
export function todayInTimeZone(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(now);
}

function shiftDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

function shiftMonths(day: string, months: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
}

/**
 * The range of a period ending today, both ends included: N days give N points; 12 months start on the first of
 * the month eleven months back, so they give 12 points.
 */
export function rangeOf(period: StatsPeriodId, today: string = todayInTimeZone()): StatsRange {
  if (period === '12m') return { from: shiftMonths(today, -11), to: today, interval: 'month' };
  const days = Number.parseInt(period, 10);
  return { from: shiftDays(today, 1 - days), to: today, interval: 'day' };
}

/** The period just before: as many days (or 12 whole months) ending the day before `range.from`. */
export function previousRangeOf(period: StatsPeriodId, range: StatsRange): StatsRange {
  const to = shiftDays(range.from, -1);
  if (period === '12m') return { from: shiftMonths(range.from, -12), to, interval: 'month' };
  const days = Number.parseInt(period, 10);
  return { from: shiftDays(range.from, -days), to, interval: 'day' };
}

/** The change from the previous period in whole percent, or null when there was nothing to compare with. */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return Math.round(((current - previous) / previous) * 100);
}
