/**
 * Money as Intl.NumberFormat writes it for one locale and currency, without building an Intl formatter in the
 * browser: the first currency formatter of a page costs Chromium about 100 ms of main thread (it loads the locale's
 * and the currency's data), inside the task that renders the first product cards. The build (web/vite.config.ts)
 * reads the pattern from Node's Intl with the same locale and currency, checks that formatWithPattern gives exactly
 * Intl's text on sample amounts, and hands it to the app as __MONEY_PATTERNS__; without a pattern (an unusual
 * grouping, a check that failed), web/src/lib/format.ts uses Intl as before.
 */
export interface MoneyPattern {
  /** Text before the digits (currency symbol and any space), for example '€'. */
  prefix: string;
  /** Text after the digits, for example ' €' in some locales. */
  suffix: string;
  /** Thousands separator (groups of three digits). */
  group: string;
  /** Decimal separator. */
  decimal: string;
}

/** The pattern of a locale's currency format with a fixed number of decimals; null when it groups otherwise. */
export function readMoneyPattern(locale: string, currency: string, decimals: number): MoneyPattern | null {
  const parts = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).formatToParts(1234567.125);
  const numeric = new Set(['integer', 'group', 'decimal', 'fraction']);
  const first = parts.findIndex((part) => numeric.has(part.type));
  let last = parts.length - 1;
  while (last >= 0 && !numeric.has(parts[last].type)) last -= 1;
  if (first < 0) return null;
  const middle = parts.slice(first, last + 1);
  if (middle.some((part) => !numeric.has(part.type))) return null;
  const integers = middle.filter((part) => part.type === 'integer').map((part) => part.value);
  if (integers.join('') !== '1234567' || integers.slice(1).some((digits) => digits.length !== 3)) return null;
  return {
    prefix: parts
      .slice(0, first)
      .map((part) => part.value)
      .join(''),
    suffix: parts
      .slice(last + 1)
      .map((part) => part.value)
      .join(''),
    group: middle.find((part) => part.type === 'group')?.value ?? '',
    decimal: middle.find((part) => part.type === 'decimal')?.value ?? '',
  };
}

/**
 * A non-negative amount rounded half away from zero on its shortest decimal form (as ICU rounds: 1.005 -> 1.01)
 * and written with the pattern; null for what the pattern does not cover (negative, not finite, exponent form).
 */
export function formatWithPattern(pattern: MoneyPattern, amount: number, decimals: number): string | null {
  if (!Number.isFinite(amount) || amount < 0) return null;
  const text = String(amount);
  if (/e/i.test(text)) return null;
  const [whole, fraction = ''] = text.split('.');
  let digits = whole + fraction.slice(0, decimals).padEnd(decimals, '0');
  if (fraction.length > decimals && fraction.charCodeAt(decimals) >= 53 /* '5' */) {
    digits = (BigInt(digits) + 1n).toString().padStart(digits.length, '0');
  }
  const integer = digits.slice(0, digits.length - decimals).replace(/^0+(?=\d)/, '') || '0';
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, pattern.group);
  const cents = decimals > 0 ? `${pattern.decimal}${digits.slice(digits.length - decimals)}` : '';
  return `${pattern.prefix}${grouped}${cents}${pattern.suffix}`;
}

/** Amounts the build compares formatWithPattern with Intl on before it trusts a pattern. */
export const MONEY_PATTERN_SAMPLES = [
  0,
  0.004,
  0.005,
  0.1 + 0.2,
  0.5,
  1,
  1.005,
  1.5,
  2.5,
  2.675,
  9.99,
  12.49,
  12.5,
  99.995,
  999.5,
  1000,
  1234.5,
  12345.678,
  999999.995,
  1234567.891,
  98765432.1,
];
