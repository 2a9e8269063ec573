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

/** A price as the API sends it (a decimal string such as "12.50", or a number) as a number; NaN stays NaN. */
export function toAmount(price: string | number | null | undefined): number {
  if (price === null || price === undefined || price === '') return Number.NaN;
  return typeof price === 'number' ? price : Number.parseFloat(price);
}

/**
 * A product price in the configured currency. The product search shows whole units (spec section 2: "no decimals
 * on this page"); the home, shop and dashboard pages show the amount with its cents.
 */
export function formatPrice(price: string | number | null | undefined, { decimals = 2 }: { decimals?: number } = {}) {
  const amount = toAmount(price);
  return Number.isFinite(amount) ? formatMoney(amount, { decimals }) : '';
}
