/** The product's name: the header brand, the home title, the footer and the document titles read it from here. */
export const PRODUCT_NAME = 'Local Shop Marketplace';

/** The footer's copyright year, as the spec shows it. */
export const COPYRIGHT_YEAR = 2024;

/**
 * The one currency and locale of every screen (shared DECISIONS: default EUR / en-IE; NGN / en-NG is a
 * configuration, not a code path). A build may set VITE_CURRENCY and VITE_LOCALE.
 */
export const CURRENCY = {
  code: import.meta.env.VITE_CURRENCY ?? 'EUR',
  locale: import.meta.env.VITE_LOCALE ?? 'en-IE',
} as const;

/** Dates are shown in this time zone (shared DECISIONS: default Europe/Dublin). */
export const TIME_ZONE = import.meta.env.VITE_TIME_ZONE ?? 'Europe/Dublin';

/** The shop owner's yearly listing fee, in whole units of CURRENCY (spec 001, the subscription page). */
export const ANNUAL_SUBSCRIPTION_FEE = 200;
