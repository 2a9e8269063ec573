/**
 * The JavaScript a route costs on a first visit, from Vite's build manifest: the entry chunk (index.html) and its
 * static imports, plus the route's lazy chunk and its static imports, each file counted once, in gzip bytes.
 * Pure functions (no file access) so the calculation has a unit test (route-budgets.test.mjs).
 */

export const KB = 1024;

/** The limits of issue 9 (T10): the routes a visitor lands on first, and every other route. */
export const FIRST_ROUTE_BUDGET = 170 * KB;
export const ROUTE_BUDGET = 350 * KB;

/** Route modules that are landing pages: home, browse (shops and products) and the shop page. */
export const FIRST_ROUTE_MODULES = [
  'src/app/routes/home.tsx',
  'src/app/routes/browse-shops.tsx',
  'src/app/routes/browse-products.tsx',
  'src/app/routes/shop-detail.tsx',
];

/** Every manifest key reachable from `key` through static imports, `key` included. */
export function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The manifest has no chunk ${key}`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/** The manifest key of the HTML entry. */
export function entryKey(manifest) {
  const key = Object.keys(manifest).find((name) => manifest[name].isEntry);
  if (!key) throw new Error('The manifest has no entry chunk');
  return key;
}

/** Route chunks: the lazily loaded modules under src/app/routes/. */
export function routeKeys(manifest) {
  return Object.keys(manifest)
    .filter((key) => manifest[key].isDynamicEntry && key.startsWith('src/app/routes/'))
    .sort();
}

/**
 * Measures every route: `gzipSize(file)` gives the gzip bytes of a built file. Only .js files count (CSS is not in
 * the JavaScript budget). Returns rows sorted by name with their budget and whether they pass.
 */
export function measureRoutes(manifest, gzipSize) {
  const entry = entryKey(manifest);
  const shell = staticClosure(manifest, entry);
  const bytesOf = (keys) =>
    [...keys]
      .map((key) => manifest[key].file)
      .filter((file) => file.endsWith('.js'))
      .reduce((sum, file) => sum + gzipSize(file), 0);
  const shellBytes = bytesOf(shell);
  return routeKeys(manifest).map((key) => {
    const files = staticClosure(manifest, key, new Set(shell));
    const gzipBytes = bytesOf(files);
    const first = FIRST_ROUTE_MODULES.includes(key);
    const budget = first ? FIRST_ROUTE_BUDGET : ROUTE_BUDGET;
    return {
      route: key.replace('src/app/routes/', '').replace(/\.tsx?$/, ''),
      module: key,
      firstRoute: first,
      shellGzipBytes: shellBytes,
      routeGzipBytes: gzipBytes - shellBytes,
      gzipBytes,
      budgetBytes: budget,
      withinBudget: gzipBytes <= budget,
    };
  });
}
