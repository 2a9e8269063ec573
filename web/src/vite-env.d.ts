/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

interface ImportMetaEnv {
  /** ISO 4217 code of the one currency the screens show (default EUR). */
  readonly VITE_CURRENCY?: string;
  /** BCP 47 locale for money and dates (default en-IE). */
  readonly VITE_LOCALE?: string;
  /** IANA time zone for dates (default Europe/Dublin). */
  readonly VITE_TIME_ZONE?: string;
  /** Map tile URL template with {z}, {x}, {y} (default OpenStreetMap's standard tiles). */
  readonly VITE_MAP_TILE_URL?: string;
  /** HTML attribution shown on maps for those tiles (default OpenStreetMap's). */
  readonly VITE_MAP_TILE_ATTRIBUTION?: string;
  /** Directions to a shop's pin: a URL with {lat} and {lng} (OpenStreetMap's route planner when unset). */
  readonly VITE_MAP_DIRECTIONS_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/**
 * The configured currency's money patterns by number of decimals, read at build time from Node's Intl
 * (web/vite.config.ts, src/lib/money-pattern.ts); a number of decimals without one is formatted with Intl.
 */
declare const __MONEY_PATTERNS__: Readonly<
  Record<number, { prefix: string; suffix: string; group: string; decimal: string } | undefined>
>;
