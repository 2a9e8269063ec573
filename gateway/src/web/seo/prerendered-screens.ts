import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AppRouteName, appRoutePatterns } from '@app/contracts';

/** Where the web build writes the landing pages' first screens (web/scripts/prerender-landing.mjs). */
export const PRERENDERED_FOLDER = '.prerendered';

/** The first screens the web build rendered ahead, by route (none when the build wrote none). */
export async function readPrerenderedScreens(webDistDir: string): Promise<Map<AppRouteName, string>> {
  const folder = join(webDistDir, PRERENDERED_FOLDER);
  let names: string[];
  try {
    names = await readdir(folder);
  } catch {
    return new Map();
  }
  const screens = new Map<AppRouteName, string>();
  for (const name of names) {
    const route = name.replace(/\.html$/, '');
    if (name.endsWith('.html') && Object.hasOwn(appRoutePatterns, route)) {
      screens.set(route as AppRouteName, await readFile(join(folder, name), 'utf8'));
    }
  }
  return screens;
}

/**
 * Query parameters a route's first render does not read: the shop page's `q` (the search the shop was found by,
 * issue 16) only reaches catalog in the Referer of the page's own read, so a result opened in a new tab still gets
 * the shop's first screen.
 */
const IGNORED_BY_FIRST_RENDER: Readonly<Partial<Record<AppRouteName, readonly string[]>>> = { shop: ['q'] };

/** Whether a page's query string (`search`, without the `?`) can change the route's first render. */
export function queryChangesFirstRender(route: AppRouteName, search: string): boolean {
  const ignored = IGNORED_BY_FIRST_RENDER[route] ?? [];
  return [...new URLSearchParams(search).keys()].some((name) => !ignored.includes(name));
}

/**
 * Whether a page request gets its route's prerendered first screen: only the first screen of a visitor without a
 * session (a signed-in person's header and greeting differ) and without a query the first render reads (a search or
 * a banner the query asks for changes it; see queryChangesFirstRender), on a page that exists.
 */
export function servesPrerenderedScreen(page: { status: number; hasQuery: boolean; hasSession: boolean }): boolean {
  return page.status === 200 && !page.hasQuery && !page.hasSession;
}
