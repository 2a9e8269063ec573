import { defaultCategories, type CategorySlug } from '@app/contracts';
import { CATEGORY_WORDS } from './demo-words';

/**
 * Product names of the large data set (issue 20: a country's catalogue, not 67 names repeated): a place of origin
 * (or none), a quality and one of the demo products, over 38,000 distinct names. Shared by the generator (which
 * draws a name for each product with a long-tail popularity) and the benchmark's query list.
 */
export const PRODUCT_ORIGINS = [
  '',
  'Kerry',
  'Connemara',
  'Wicklow',
  'West Cork',
  'Burren',
  'Dingle',
  'Donegal',
  'Boyne Valley',
  'Tipperary',
  'Sligo',
  'Achill',
] as const;

export const PRODUCT_QUALITIES = [
  'Organic',
  'Handmade',
  'Smoked',
  'Fresh',
  'Classic',
  'Farmhouse',
  'Artisan',
  'Wild',
  'Heritage',
  'Small Batch',
  'Traditional',
  'Premium',
  'Rustic',
  'Seasonal',
  'Golden',
  'Hand Painted',
  'Hand Knitted',
  'Vintage',
  'Local',
  'Natural',
  'Spiced',
  'Honeyed',
  'Oak Aged',
  'Stone Ground',
  'Slow Cooked',
  'Salted',
  'Sweet',
  'Mature',
  'Mild',
  'Rich',
  'Light',
  'Dark',
  'Family Size',
  'Mini',
  'Large',
  'Deluxe',
  'Festive',
  'Everyday',
  'Gift Boxed',
  'Limited Edition',
  'Crafted',
  'Pure',
  'Creamy',
  'Zesty',
  'Hearty',
  'Woven',
  'Polished',
  'Reclaimed',
] as const;

/** The demo products every name is built on, in category order. */
export const PRODUCT_BASES: readonly string[] = defaultCategories.flatMap((category) =>
  CATEGORY_WORDS[category.slug as CategorySlug].products.map((product) => product.name.replace(/\s*\(.*\)$/, '')),
);

export const LARGE_PRODUCT_NAME_COUNT = PRODUCT_QUALITIES.length * PRODUCT_BASES.length * PRODUCT_ORIGINS.length;

/**
 * The name of rank `rank` (0 is the most common): quality fastest, then the base product, then the origin, so
 * the popular head of the list spreads over every product and quality before origins appear.
 */
export function largeProductName(rank: number): string {
  const quality = PRODUCT_QUALITIES[rank % PRODUCT_QUALITIES.length];
  const base = PRODUCT_BASES[Math.floor(rank / PRODUCT_QUALITIES.length) % PRODUCT_BASES.length];
  const origin =
    PRODUCT_ORIGINS[Math.floor(rank / (PRODUCT_QUALITIES.length * PRODUCT_BASES.length)) % PRODUCT_ORIGINS.length];
  return `${origin} ${quality} ${base}`.trim();
}

/**
 * The same name in SQL, of an integer rank expression, with the three lists passed as text[] parameters.
 * `rank` must be an expression of type bigint or integer.
 */
export function largeProductNameSql(rank: string, origins: string, qualities: string, bases: string): string {
  const q = `cardinality(${qualities})`;
  const b = `cardinality(${bases})`;
  return `btrim((${origins})[1 + ((${rank}) / (${q} * ${b})) % cardinality(${origins})] || ' ' ||
    (${qualities})[1 + (${rank}) % ${q}] || ' ' || (${bases})[1 + ((${rank}) / ${q}) % ${b}])`;
}
