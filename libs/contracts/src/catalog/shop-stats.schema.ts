import { z } from 'zod';

/**
 * Owner insight (issue 16): what visitors did on a shop's page (leads), and the owner's figures per day, week or
 * month with the search terms that showed the shop.
 */

/** What the shop page reports itself; messages and favourites are counted from their own events. */
export const LEAD_TYPES = ['contact_reveal', 'call', 'website', 'directions'] as const;
export type LeadType = (typeof LEAD_TYPES)[number];

export const STATS_INTERVALS = ['day', 'week', 'month'] as const;
export type StatsInterval = (typeof STATS_INTERVALS)[number];

/** The longest range one statistics request covers, both ends included. */
export const MAX_STATS_RANGE_DAYS = 400;
/** How many search terms the owner sees. */
export const TOP_SEARCH_TERMS = 20;

export const SHOP_STATS_MESSAGES = {
  leadType: `type must be one of ${LEAD_TYPES.join(', ')}`,
  from: 'from must be a date YYYY-MM-DD',
  to: 'to must be a date YYYY-MM-DD',
  interval: `interval must be one of ${STATS_INTERVALS.join(', ')}`,
  reversed: 'from must not be after to',
  tooLong: `The range must be at most ${MAX_STATS_RANGE_DAYS} days`,
} as const;

export const recordLeadSchema = z.object({
  type: z.enum(LEAD_TYPES, {
    errorMap: () => ({ message: SHOP_STATS_MESSAGES.leadType }),
  }),
});
export type RecordLeadRequest = z.infer<typeof recordLeadSchema>;

const DAY_MS = 86_400_000;

/** Milliseconds of a real calendar date written YYYY-MM-DD (UTC midnight), or null (2025-02-30 is not one). */
export function calendarDay(value: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value ? null : time;
}

/** Days from `from` to `to`, both included (1 for one day). */
export function daysInRange(from: string, to: string): number {
  return Math.round(((calendarDay(to) ?? 0) - (calendarDay(from) ?? 0)) / DAY_MS) + 1;
}

const dateParam = (message: string) =>
  z.string({ required_error: message, invalid_type_error: message }).refine((value) => calendarDay(value) !== null, {
    message,
  });

const rangeShape = { from: dateParam(SHOP_STATS_MESSAGES.from), to: dateParam(SHOP_STATS_MESSAGES.to) };

function checkRange(range: { from: string; to: string }, context: z.RefinementCtx): void {
  const days = daysInRange(range.from, range.to);
  if (days < 1) context.addIssue({ code: 'custom', path: ['to'], message: SHOP_STATS_MESSAGES.reversed });
  else if (days > MAX_STATS_RANGE_DAYS) {
    context.addIssue({ code: 'custom', path: ['to'], message: SHOP_STATS_MESSAGES.tooLong });
  }
}

export const shopStatsQuerySchema = z
  .object({
    ...rangeShape,
    interval: z.enum(STATS_INTERVALS, { errorMap: () => ({ message: SHOP_STATS_MESSAGES.interval }) }).default('day'),
  })
  .superRefine(checkRange);
export type ShopStatsQuery = z.infer<typeof shopStatsQuerySchema>;

export const searchTermsQuerySchema = z.object(rangeShape).superRefine(checkRange);
export type SearchTermsQuery = z.infer<typeof searchTermsQuerySchema>;

const count = z.number().int().nonnegative();

export const shopStatsFiguresSchema = z.object({
  views: count,
  /** Distinct visitors: a person, a guest session, or else one IP address with one browser. */
  uniqueVisitors: count,
  contactReveals: count,
  calls: count,
  websiteClicks: count,
  directions: count,
  messages: count,
  favourites: count,
});
export type ShopStatsFigures = z.infer<typeof shopStatsFiguresSchema>;
export const SHOP_STATS_FIGURES = Object.keys(shopStatsFiguresSchema.shape) as Array<keyof ShopStatsFigures>;

export const shopStatsPointSchema = shopStatsFiguresSchema.extend({
  /** The first day of the range this point covers, YYYY-MM-DD (a week's Monday or a month's first, or `from`). */
  date: z.string(),
});
export type ShopStatsPoint = z.infer<typeof shopStatsPointSchema>;

export const shopStatsResponseSchema = z.object({
  series: z.array(shopStatsPointSchema),
  /** Sums of the series, but uniqueVisitors counts each visitor once over the whole range. */
  totals: shopStatsFiguresSchema,
});
export type ShopStatsResponse = z.infer<typeof shopStatsResponseSchema>;

export const searchTermStatSchema = z.object({
  term: z.string(),
  /** Searches whose first page showed the shop. */
  impressions: count,
  /** Views of the shop page opened from a search of this term. */
  views: count,
});
export type SearchTermStat = z.infer<typeof searchTermStatSchema>;
export const searchTermsResponseSchema = z.array(searchTermStatSchema);
