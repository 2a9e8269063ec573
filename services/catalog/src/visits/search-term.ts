/** Longest term kept (the column is varchar(100)). */
const MAX_TERM_LENGTH = 100;

/** One spelling per term: trimmed, lower case, single spaces, at most 100 characters; empty is no term. */
export function normaliseSearchTerm(raw: string | null | undefined): string | null {
  const term = (raw ?? '').normalize('NFC').trim().toLowerCase().replace(/\s+/g, ' ').slice(0, MAX_TERM_LENGTH).trim();
  return term ? term : null;
}

/** The shop page's own path, /shops/{id} (or the older /shop/{id}). */
const SHOP_PAGE = /^\/shops?\/\d+\/?$/;

/**
 * The search a shop page was opened from: the lists link a result to `/shops/{id}?q=<term>`, and the page's request
 * for the shop carries that address as its referrer (same origin, so the browser sends it whole). Any other
 * referrer names no search.
 */
export function searchTermOfReferrer(referrer: string | null): string | null {
  if (!referrer) return null;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  return SHOP_PAGE.test(url.pathname) ? normaliseSearchTerm(url.searchParams.get('q')) : null;
}
