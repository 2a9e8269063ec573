import { CURRENCY, TIME_ZONE } from '@/config/app';

/** An amount in the configured currency and locale, for example `formatMoney(200)` is '€200'. */
export function formatMoney(amount: number, { decimals = 0 }: { decimals?: number } = {}): string {
  return new Intl.NumberFormat(CURRENCY.locale, {
    style: 'currency',
    currency: CURRENCY.code,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(amount);
}

/** A calendar date in the configured locale and time zone, for example '12 March 2025'; null for a bad value. */
export function formatDate(value: string | number | Date | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(CURRENCY.locale, { dateStyle: 'long', timeZone: TIME_ZONE }).format(date);
}
