import { z } from 'zod';
import { isTimeZone } from '@app/config';
import { serviceConfigShape } from '@app/service-kit';
import { defaultSearchCacheBytes } from './search/search-cache-size';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'], { errorMap: () => ({ message: 'must be true or false' }) })
  .transform((value) => value === 'true' || value === '1');

export const catalogConfigSchema = z.object({
  ...serviceConfigShape(3102),
  DATA_DIR: z.string().default('./data').describe('Uploaded images are stored under DATA_DIR/uploads'),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(100 * 1024 * 1024)
    .default(5 * 1024 * 1024)
    .describe('Largest image upload accepted, in bytes (default 5 MB)'),
  UPLOAD_MAX_PIXELS: z.coerce
    .number()
    .int()
    .min(1_000_000)
    .max(268_402_689)
    .default(40_000_000)
    .describe('Largest image accepted, in pixels (width x height); stops decompression bombs'),
  UPLOAD_DAILY_IMAGES: z.coerce
    .number()
    .int()
    .min(1)
    .default(200)
    .describe('Images one person may upload in any 24 hours; more answer 429'),
  UPLOAD_TOTAL_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024 * 1024)
    .describe('Bytes of stored images one person may hold (after re-encoding, default 1 GB); more answer 413'),
  UPLOAD_ORPHAN_AGE_HOURS: z.coerce
    .number()
    .positive()
    .default(24)
    .describe('An uploaded image no shop or product refers to is removed once it is this old'),
  UPLOAD_CLEANUP_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(60 * 60 * 1000)
    .describe('How often images referred to by nothing are looked for and removed (default hourly)'),
  REQUIRE_SUBSCRIPTION_FOR_APPROVAL: booleanFlag
    .default('true')
    .describe("A shop can be approved only while its owner's subscription is active"),
  TIME_ZONE: z
    .string()
    .default('Europe/Dublin')
    .refine(isTimeZone, 'must be an IANA time zone such as Europe/Dublin')
    .describe('Time zone of the year, month, week and day recorded with each shop visit'),
  SEARCH_CACHE_ENTRIES: z.coerce
    .number()
    .int()
    .min(0)
    .max(1_000_000)
    .default(50_000)
    .describe('Search result pages kept in memory, exact by the database search version; 0 turns the cache off'),
  SEARCH_CACHE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(defaultSearchCacheBytes())
    .describe(
      "Upper bound of the search cache in bytes (estimated from the JSON size of each page); default a 32nd of the machine's memory, 64 MB to 1 GB",
    ),
  SEARCH_CACHE_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(3600)
    .default(300)
    .describe('Longest a cached shop list is reused: bounds how stale its view counts (not versioned) may get'),
  SEARCH_CONCURRENCY: z.coerce
    .number()
    .int()
    .min(1)
    .max(64)
    .default(2)
    .describe(
      "Searches one catalog process runs on the database at once (about the database server's cores); more wait " +
        'their turn, so a burst of searches neither takes every connection nor slows the server down',
    ),
  VIEW_FLUSH_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(50)
    .max(60_000)
    .default(250)
    .describe(
      'Shop page views are counted in memory and written in one transaction this often (default 250 ms): shorter ' +
        'batches reach the consumers of their events sooner, since each batch arrives at them at once',
    ),
  IMPRESSION_FLUSH_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(50)
    .max(600_000)
    .default(5000)
    .describe(
      'Which shops each search showed is added up in memory per shop and term and written this often (default ' +
        "5 s): the owner's search statistics lag by at most this, and a hard kill loses at most this much of them",
    ),
  VIEW_BUFFER_MAX: z.coerce
    .number()
    .int()
    .min(1000)
    .default(200_000)
    .describe('Views held while the database cannot take them; past this the oldest are dropped (and logged)'),
});
export type CatalogConfig = z.infer<typeof catalogConfigSchema>;
