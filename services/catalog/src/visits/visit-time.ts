import { partsAtMinute } from '@app/contracts';

export interface VisitTimeParts {
  year: number;
  /** 1 to 12. */
  month: number;
  /** ISO 8601 week of the year, 1 to 53. */
  week: number;
  /** Day of the month, 1 to 31. */
  day: number;
}

/** The calendar date of an instant in a time zone, then its ISO week: what visit statistics group by. */
export function visitTimeParts(instant: Date, timeZone: string): VisitTimeParts {
  const parts = partsAtMinute('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }, instant);
  const year = Number(parts.year);
  const month = Number(parts.month);
  const day = Number(parts.day);
  return { year, month, week: isoWeek(year, month, day), day };
}

/** ISO 8601 week number of a calendar date (weeks start on Monday; week 1 holds the first Thursday). */
export function isoWeek(year: number, month: number, day: number): number {
  const date = new Date(Date.UTC(year, month - 1, day));
  const weekday = date.getUTCDay() || 7;
  date.setUTCDate(date.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(date.getUTCFullYear(), 0, 1);
  return Math.ceil(((date.getTime() - yearStart) / 86_400_000 + 1) / 7);
}
