import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';

/**
 * The web build's landing-page variants (web/scripts/landing-pages.mjs): copies of index.html that also preload a
 * page's own chunks, with `pages/routes.json` saying which router path each one serves. The web build owns the
 * paths; the gateway only matches them.
 */
export const ROUTE_TABLE_FILE = 'pages/routes.json';

const routeTableSchema = z.object({
  routes: z.array(z.object({ path: z.string().startsWith('/'), page: z.string().regex(/^pages\/[\w-]+\.html$/) })),
});
export type RouteTable = z.infer<typeof routeTableSchema>;

/** Whether a router pattern ('/shops/:id') matches a request path: each ':name' stands for one non-empty segment. */
export function matchesRoutePath(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return false;
  return want.every((segment, index) => (segment.startsWith(':') ? got[index] !== '' : segment === got[index]));
}

/** The variant page for a request path, or undefined for index.html. */
export function landingPageFor(table: RouteTable, path: string): string | undefined {
  return table.routes.find((route) => matchesRoutePath(route.path, path))?.page;
}

/**
 * Reads the route table of a build folder, again whenever the file changes (a rebuild under a running gateway).
 * A missing or unreadable table means no variants: every app route gets index.html, as before.
 */
export class LandingPages {
  private cached: { mtimeMs: number; table: RouteTable } | undefined;

  constructor(private readonly root: string) {}

  async pageFor(path: string): Promise<string | undefined> {
    return landingPageFor(await this.table(), path);
  }

  private async table(): Promise<RouteTable> {
    const file = join(this.root, ROUTE_TABLE_FILE);
    try {
      const { mtimeMs } = await stat(file);
      if (this.cached?.mtimeMs !== mtimeMs) {
        this.cached = { mtimeMs, table: routeTableSchema.parse(JSON.parse(await readFile(file, 'utf8'))) };
      }
      return this.cached.table;
    } catch {
      this.cached = undefined;
      return { routes: [] };
    }
  }
}
