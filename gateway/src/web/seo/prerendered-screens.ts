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
 * Whether a page request gets its route's prerendered first screen: only the first screen of a visitor without a
 * session (a signed-in person's header and greeting differ) and without a query string (a search or a banner the
 * query asks for changes the first render), on a page that exists.
 */
export function servesPrerenderedScreen(page: { status: number; hasQuery: boolean; hasSession: boolean }): boolean {
  return page.status === 200 && !page.hasQuery && !page.hasSession;
}
