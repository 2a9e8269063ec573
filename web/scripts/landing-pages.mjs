/**
 * Landing-page variants of index.html. A page's own chunk is found only after the entry script has downloaded and
 * run (React.lazy), a second round of downloads before the page can show. For the pages people land on (home,
 * shop lists, a shop) the build writes a copy of index.html that also names that page's chunks as module preloads,
 * so the browser fetches them alongside the entry; the gateway serves the copy for the page's paths
 * (gateway/src/web/landing-pages.ts). Pure functions over Rollup-style bundle data, so they have a unit test.
 */

/** Where the variants and their route table go, inside the build folder. */
export const PAGES_DIR = 'pages';
export const ROUTE_TABLE_FILE = `${PAGES_DIR}/routes.json`;

/**
 * The file names of every chunk reachable from `fileName` through static imports (`fileName` included).
 * @param {Record<string, { type: string, imports?: string[] }>} bundle
 * @param {string} fileName
 * @param {Set<string>} [seen]
 * @returns {Set<string>}
 */
export function staticFiles(bundle, fileName, seen = new Set()) {
  if (seen.has(fileName)) return seen;
  const chunk = bundle[fileName];
  if (!chunk || chunk.type !== 'chunk') throw new Error(`The bundle has no chunk ${fileName}`);
  seen.add(fileName);
  for (const imported of chunk.imports ?? []) staticFiles(bundle, imported, seen);
  return seen;
}

/**
 * index.html with a module preload for each file, just before </head> (after the entry's own preloads).
 * @param {string} html
 * @param {string[]} files file names relative to the build folder
 * @param {string} [base] the public base path
 */
export function withModulePreloads(html, files, base = '/') {
  const end = html.indexOf('</head>');
  if (end < 0) throw new Error('index.html has no </head>');
  // At the start of the </head> line, so the links keep the page's indentation.
  const at = html.lastIndexOf('\n', end) + 1;
  const links = files.map((file) => `    <link rel="modulepreload" crossorigin href="${base}${file}">\n`).join('');
  return `${html.slice(0, at)}${links}${html.slice(at)}`;
}

/**
 * The variant pages and the route table the gateway reads.
 * @param {{
 *   bundle: Record<string, { type: string, fileName: string, imports?: string[], isEntry?: boolean, facadeModuleId?: string | null }>,
 *   html: string,
 *   routes: Array<{ name: string, module: string, paths: string[] }>,
 *   base?: string,
 * }} input `module` ends the route module's id (e.g. 'src/app/routes/home.tsx'); `paths` are router patterns
 * @returns {{ files: Record<string, string>, table: { routes: Array<{ path: string, page: string }> } }}
 */
export function landingPages({ bundle, html, routes, base = '/' }) {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('The bundle has no entry chunk');
  const shell = staticFiles(bundle, entry.fileName);
  const files = {};
  const table = { routes: [] };
  for (const route of routes) {
    const chunk = chunks.find((item) => item.facadeModuleId?.replace(/\\/g, '/').endsWith(route.module));
    if (!chunk) throw new Error(`No chunk for the landing route ${route.module}`);
    const own = [...staticFiles(bundle, chunk.fileName, new Set(shell))].filter((file) => !shell.has(file));
    const page = `${PAGES_DIR}/${route.name}.html`;
    files[page] = withModulePreloads(html, own, base);
    for (const path of route.paths) table.routes.push({ path, page });
  }
  files[ROUTE_TABLE_FILE] = `${JSON.stringify(table, null, 2)}\n`;
  return { files, table };
}
