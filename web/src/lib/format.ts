import { CURRENCY, TIME_ZONE } from '@/config/app';

import { formatWithPattern } from './money-pattern';

/**
 * Intl formatters by number of decimals, made once, for amounts the build's money pattern does not cover: building
 * an Intl formatter costs far more than using one (the first currency formatter of a page, about 100 ms of
 * Chromium's main thread; see money-pattern.ts).
 */
const moneyFormats = new Map<number, Intl.NumberFormat>();
let dateFormat: Intl.DateTimeFormat | undefined;

/** An amount in the configured currency and locale, for example `formatMoney(200)` is '€200'. */
export function formatMoney(amount: number, { decimals = 0 }: { decimals?: number } = {}): string {
  const pattern = __MONEY_PATTERNS__[decimals];
  const fast = pattern ? formatWithPattern(pattern, amount, decimals) : null;
  if (fast !== null) return fast;
  let format = moneyFormats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat(CURRENCY.locale, {
      style: 'currency',
      currency: CURRENCY.code,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    moneyFormats.set(decimals, format);
  }
  return format.format(amount);
}

/** A calendar date in the configured locale and time zone, for example '12 March 2025'; null for a bad value. */
export function formatDate(value: string | number | Date | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  dateFormat ??= new Intl.DateTimeFormat(CURRENCY.locale, { dateStyle: 'long', timeZone: TIME_ZONE });
  return dateFormat.format(date);
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
