import { AppRouteName, PUBLIC_PAGE_SIZE, REVIEWS_PAGE_SIZE } from '@app/contracts';

/**
 * The route modules of the landing pages (web/src/app/router.tsx loads each page as its own chunk, and
 * web/scripts/route-budgets.mjs holds these to the first-route budget), by the app route that shows them.
 */
export const LANDING_ROUTE_MODULES: Readonly<Partial<Record<AppRouteName, string>>> = {
  home: 'src/app/routes/home.tsx',
  browse: 'src/app/routes/browse-shops.tsx',
  browseShops: 'src/app/routes/browse-shops.tsx',
  browseProducts: 'src/app/routes/browse-products.tsx',
  shop: 'src/app/routes/shop-detail.tsx',
};

/**
 * The API read a listing page's first render waits for when its address has no query string: the shop list's
 * first page, asked exactly as the app asks it (web/src/features/shops/api/get-shops.ts: approved, then limit and
 * offset), or the browser would not hand the app the preloaded answer (web/e2e/first-screen.spec.ts checks it is
 * asked once).
 */
const SHOP_LIST_FIRST_PAGE = `/api/shops?approved=true&limit=${PUBLIC_PAGE_SIZE}&offset=0`;
export const LISTING_FIRST_READS: Readonly<Partial<Record<AppRouteName, string>>> = {
  browse: SHOP_LIST_FIRST_PAGE,
  browseShops: SHOP_LIST_FIRST_PAGE,
};

/**
 * A shop's first page of reviews, asked exactly as the shop page asks for it (web/src/features/reviews/api/
 * get-shop-reviews.ts: sort, then limit and offset), so that the page's HTML can preload the very answer the app
 * then takes (web/e2e/first-screen.spec.ts checks it is asked once). `shopId` as the page's path spells it.
 */
export const shopReviewsFirstRead = (shopId: number | string): string =>
  `/api/shops/${encodeURIComponent(String(shopId))}/reviews?sort=newest&limit=${REVIEWS_PAGE_SIZE}&offset=0`;

/** The shop page's first reads: the shop itself (the read that counts the view) and its first page of reviews. */
export const shopPageFirstReads = (shopId: string): readonly string[] => [
  `/api/shops/${shopId}`,
  shopReviewsFirstRead(shopId),
];

/** One chunk of Vite's build manifest (dist/.vite/manifest.json), as far as the gateway reads it. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
export type BuildManifest = Readonly<Record<string, ManifestChunk>>;

function staticClosure(manifest: BuildManifest, key: string, seen: Set<string>): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/**
 * The scripts a route's page needs beyond the entry's own (which index.html already names): the route module's
 * chunk and everything it imports statically, as root-relative URLs. Empty for a module the manifest lacks.
 */
export function routeChunkUrls(manifest: BuildManifest, routeModule: string): string[] {
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  const shell = new Set<string>();
  for (const entry of entries) staticClosure(manifest, entry, shell);
  if (!manifest[routeModule]) return [];
  const route = staticClosure(manifest, routeModule, new Set(shell));
  return [...route]
    .filter((key) => !shell.has(key))
    .map((key) => manifest[key].file)
    .filter((file) => file.endsWith('.js'))
    .map((file) => `/${file}`);
}

/** What the page's HTML asks the browser to fetch before the app's scripts run. */
export interface PagePreloads {
  /** The route's script chunks: fetched alongside the entry instead of after it has run. */
  scripts: readonly string[];
  /**
   * The page's largest picture (a shop page's cover, the shop list's first cover), with the srcset and sizes the app
   * renders it with.
   */
  image?: { url: string; sizes: string };
  /**
   * The API reads the page's first render waits for (the shop page's GET /api/shops/{id} and its first page of
   * reviews, the shop list's first page), asked for with the head so their answers arrive while the scripts load.
   * The app's fetch must ask exactly as the preload does (GET, credentials included, no extra header) for the browser
   * to hand it the preloaded answer instead of asking again.
   */
  data?: readonly string[];
}

export const NO_PRELOADS: PagePreloads = { scripts: [] };
