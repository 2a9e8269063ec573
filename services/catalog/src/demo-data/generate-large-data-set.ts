/**
 * Bulk-generates a large directory for benchmarks, straight into the catalog schema of DATABASE_URL:
 *
 *   npm run build:server && npm run db:migrate
 *   DATABASE_URL=postgres://... node dist/services/catalog/src/demo-data/generate-large-data-set.js \
 *     --shops 100000 --products 1000000
 *
 * Rows are made by INSERT ... SELECT generate_series in batches from the demo word lists (product names from
 * large-product-names, with a long-tail popularity); every shop has a pin near its town. The GIN search indexes
 * are dropped during the load and rebuilt after it (much faster than maintaining them row by row). Shops belong to
 * owners 2,000,100,000 and up (never real people), are approved, and have active subscriptions. No events are
 * published: other services' statistics do not count these rows.
 */
import 'reflect-metadata';
import { Client } from 'pg';
import { z } from 'zod';
import { geocode } from '../local/gazetteer';
import { type CategorySlug, defaultCategories } from '@app/contracts';
import { CATEGORY_WORDS, STREETS, SURNAMES, TOWNS } from './demo-words';
import {
  LARGE_PRODUCT_NAME_COUNT,
  largeProductNameSql,
  PRODUCT_BASES,
  PRODUCT_ORIGINS,
  PRODUCT_QUALITIES,
} from './large-product-names';

export const LARGE_DATA_OWNER_BASE = 2_000_100_000;
/** Written on catalog.products when a load completes: the bench reloads a set made by an older generator. */
export const LARGE_DATA_SET_MARK = 'large data set v2: long-tail product names';
const OWNERS = 5_000;

const argsSchema = z.object({
  shops: z.coerce.number().int().min(1).max(10_000_000).default(100_000),
  products: z.coerce.number().int().min(0).max(100_000_000).default(1_000_000),
  batch: z.coerce.number().int().min(1_000).max(1_000_000).default(50_000),
});
const envSchema = z.object({
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL'),
});

export function parseArgs(argv: string[]): z.infer<typeof argsSchema> {
  const raw: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const match = /^--([a-z]+)(?:=(.*))?$/.exec(argv[i]);
    if (!match) continue;
    raw[match[1]] = match[2] ?? argv[++i];
  }
  return argsSchema.parse(raw);
}

function log(message: string): void {
  process.stdout.write(`${new Date().toISOString()} ${message}\n`);
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const { DATABASE_URL } = envSchema.parse(process.env);
  const db = new Client({ connectionString: DATABASE_URL, application_name: 'catalog-large-data-set' });
  await db.connect();
  try {
    const tables = await db.query(`SELECT to_regclass('catalog.shops') AS shops`);
    if (!tables.rows[0].shops) throw new Error('catalog.shops does not exist: run `npm run db:migrate` first');
    await db.query(`SET maintenance_work_mem = '512MB'`);
    await db.query('SET synchronous_commit = off');

    const categories = await db.query<{ id: number; slug: keyof typeof CATEGORY_WORDS }>(
      'SELECT id, slug FROM catalog.categories ORDER BY id',
    );
    const categoryIds = categories.rows.map((row) => row.id);
    const kinds = categories.rows.map((row) =>
      CATEGORY_WORDS[row.slug].shopNames[0]
        .replace("{surname}'s ", '')
        .replace('{surname} ', '')
        .replace('{town} ', ''),
    );
    const blurbs = categories.rows.map((row) => CATEGORY_WORDS[row.slug].blurbs[1].replace(/\{\w+\}/g, 'town'));
    const basePrices = defaultCategories.flatMap((category) =>
      CATEGORY_WORDS[category.slug as CategorySlug].products.map((product) => product.price),
    );
    const towns = TOWNS.map((town) => town.name);
    // Every shop gets its town's gazetteer point moved up to about 2 km (by its number), so distance search has
    // 5,000 shops around each of the 20 towns.
    const centres = TOWNS.map((town) => geocode(town.name));
    if (centres.some((centre) => !centre)) throw new Error('The gazetteer does not know every demo town');
    const latitudes = centres.map((centre) => centre!.latitude);
    const longitudes = centres.map((centre) => centre!.longitude);

    const gin = await db.query<{ indexname: string; indexdef: string }>(
      `SELECT indexname, indexdef FROM pg_indexes
       WHERE schemaname = 'catalog' AND tablename IN ('shops', 'products') AND indexdef ILIKE '%USING gin%'`,
    );
    log(`Dropping ${gin.rows.length} search indexes for the load`);
    for (const index of gin.rows) await db.query(`DROP INDEX catalog."${index.indexname}"`);

    try {
      await db.query(
        `INSERT INTO catalog.owner_status (owner_id, first_name, last_name, email, subscription_active, subscription_ends_at)
         SELECT $1::int + g, 'Bench', 'Owner ' || g, 'bench' || g || '@bench.localshop.ie', true, now() + interval '10 years'
         FROM generate_series(1, $2::int) g ON CONFLICT (owner_id) DO NOTHING`,
        [LARGE_DATA_OWNER_BASE, OWNERS],
      );
      const before = await db.query<{ max: number | null }>('SELECT max(id) AS max FROM catalog.shops');
      const previousMax = before.rows[0].max ?? 0;
      for (let from = 1; from <= args.shops; from += args.batch) {
        const to = Math.min(args.shops, from + args.batch - 1);
        await db.query(
          `INSERT INTO catalog.shops (owner_id, name, description, location, address, phone, email, website, category_id,
             status, is_approved, is_active, view_count, created_at, updated_at, latitude, longitude, opening_hours)
           SELECT $3::int + 1 + g % ${OWNERS},
             ($4::text[])[1 + g % cardinality($4::text[])] || ' ' || ($5::text[])[1 + g % cardinality($5::text[])] || ' ' || g,
             ($6::text[])[1 + g % cardinality($6::text[])],
             ($7::text[])[1 + (g / 7) % cardinality($7::text[])],
             (1 + g % 98) || ' ' || ($8::text[])[1 + g % cardinality($8::text[])] || ', ' || ($7::text[])[1 + (g / 7) % cardinality($7::text[])],
             '+353 1 ' || lpad((g % 1000)::text, 3, '0') || ' ' || lpad((g % 10000)::text, 4, '0'),
             'shop' || g || '@bench.localshop.ie', 'https://www.shop' || g || '.ie',
             ($9::int[])[1 + g % cardinality($9::int[])],
             'approved', true, true, g % 1000, now() - (g % 720) * interval '12 hours', now(),
             ($10::float8[])[1 + (g / 7) % cardinality($7::text[])] + ((g % 41) - 20) * 0.0009,
             ($11::float8[])[1 + (g / 7) % cardinality($7::text[])] + (((g / 41) % 41) - 20) * 0.0015,
             '[{"day":"mon","opens":"09:00","closes":"18:00"},{"day":"tue","opens":"09:00","closes":"18:00"},{"day":"wed","opens":"09:00","closes":"18:00"},{"day":"thu","opens":"09:00","closes":"20:00"},{"day":"fri","opens":"09:00","closes":"18:00"},{"day":"sat","opens":"10:00","closes":"17:00"}]'::jsonb
           FROM generate_series($1::int, $2::int) g`,
          [
            from,
            to,
            LARGE_DATA_OWNER_BASE,
            SURNAMES,
            kinds,
            blurbs,
            towns,
            STREETS,
            categoryIds,
            latitudes,
            longitudes,
          ],
        );
        log(`Shops ${to}/${args.shops}`);
      }
      const range = await db.query<{ first: number; last: number; count: number }>(
        'SELECT min(id) AS first, max(id) AS last, count(*)::int AS count FROM catalog.shops WHERE id > $1',
        [previousMax],
      );
      const { first: firstShopId, last: lastShopId, count } = range.rows[0];
      if (lastShopId - firstShopId + 1 !== count) throw new Error('Shop ids are not contiguous (concurrent inserts?)');
      for (let from = 1; from <= args.products; from += args.batch) {
        const to = Math.min(args.products, from + args.batch - 1);
        // Each product draws a name rank with a long tail (rank = N * u^3 for a uniform u): a few names are in
        // thousands of shops, most in a handful; about 30,000 distinct names over a million products.
        await db.query(
          `INSERT INTO catalog.products (shop_id, name, description, price, quantity, created_at, updated_at)
           SELECT $3::int + (g::bigint * 7919) % ($4::int - $3::int + 1),
             ${largeProductNameSql('r.rank', '$5::text[]', '$6::text[]', '$7::text[]')},
             'Quality ' || lower(($7::text[])[1 + (r.rank / cardinality($6::text[])) % cardinality($7::text[])]) || ' from a local shop',
             round((($8::numeric[])[1 + (r.rank / cardinality($6::text[])) % cardinality($7::text[])] * (0.8 + (g % 5) * 0.1))::numeric, 2),
             g % 25, now() - (g % 720) * interval '12 hours', now()
           FROM generate_series($1::int, $2::int) g,
             LATERAL (SELECT floor($9::float8 * power(((g::bigint * 2654435761) % 4294967296)::float8 / 4294967296, 3))::bigint AS rank) r`,
          [
            from,
            to,
            firstShopId,
            lastShopId,
            [...PRODUCT_ORIGINS],
            [...PRODUCT_QUALITIES],
            PRODUCT_BASES,
            basePrices,
            LARGE_PRODUCT_NAME_COUNT,
          ],
        );
        log(`Products ${to}/${args.products}`);
      }
    } finally {
      for (const index of gin.rows) {
        log(`Rebuilding ${index.indexname}`);
        await db.query(index.indexdef);
      }
    }
    // VACUUM also sets the visibility map of the fresh rows, so index-only scans work from the start.
    log('Vacuuming and analyzing');
    await db.query('VACUUM (ANALYZE) catalog.shops, catalog.products, catalog.owner_status');
    await db.query(`COMMENT ON TABLE catalog.products IS '${LARGE_DATA_SET_MARK}'`);
    log(`Done: ${args.shops} shops and ${args.products} products`);
  } finally {
    await db.end();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`generate-large-data-set failed: ${(error as Error).message}\n`);
    process.exit(1);
  });
}
