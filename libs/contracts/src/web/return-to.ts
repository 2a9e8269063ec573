/**
 * Where a sign-in returns to (issue 24). Only a path of this site: it starts with one '/', has no backslash, no
 * control character and no scheme or host of its own, so `/api/login?returnTo=...` can never send a person to
 * another site after signing in (an open redirect). Anything else is ignored.
 */
const MAX_RETURN_TO_LENGTH = 2000;
const PROBE_ORIGIN = 'http://return-to.invalid';

export function safeReturnTo(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_RETURN_TO_LENGTH) return null;
  // '//host' and '/\host' are protocol-relative addresses in browsers; control characters hide them.
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  if ([...value].some((character) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f)) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in screen a signed-out person is sent to by `/api/login`, carrying where they were going. */
export function loginDestination(returnTo: string | null): string {
  const query = returnTo ? `returnTo=${encodeURIComponent(returnTo)}` : '';
  const withQuery = (path: string, extra = '') => {
    const parts = [extra, query].filter(Boolean).join('&');
    return parts ? `${path}?${parts}` : path;
  };
  const path = returnTo ? returnTo.split(/[?#]/)[0] : '';
  // Asked for the shop-owner screen itself ('List Your Shop', 'Register as Shop Owner'): it, with its own query
  // (`?tab=sign-up`), and no returnTo, so a new owner ends on their dashboard (issue 15).
  if (path === '/shop-owner-auth') return returnTo!;
  // Owner actions and the listing fee need a shop-owner sign-in.
  if (path === '/subscribe' || path === '/dashboard' || path.startsWith('/shop-owner')) {
    return withQuery('/shop-owner-auth');
  }
  // The admin screens: the combined sign-in, on its login view.
  if (path === '/admin' || path.startsWith('/admin/')) return withQuery('/auth-test', 'view=login');
  // Anywhere else: the home page opens 'Choose Login Type'.
  return withQuery('/', 'login=choose');
}
