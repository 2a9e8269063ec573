import { SESSION_HINT_COOKIE } from '@app/contracts';

/** Set once this page signs someone in or out: from then on the checks always ask the server. */
let sessionChanged = false;

/**
 * The hint, read once while the page stays in view: the checks' options ask on every render of every component
 * that uses the session, and each read of document.cookie is a synchronous call to the browser process (measured
 * at 50 ms of the home page's start-up in Chromium). A sign-in here is told through noteSessionChanged; one in
 * another tab can only have happened while this page was out of view, so the hint is read again when it comes back.
 */
let pageLoadHint: { value: string | undefined } | undefined;

if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    pageLoadHint = undefined;
  });
  window.addEventListener('focus', () => {
    pageLoadHint = undefined;
  });
}

function readHint(): string | undefined {
  if (!pageLoadHint) {
    if (typeof document === 'undefined') return undefined;
    const prefix = `${SESSION_HINT_COOKIE}=`;
    const found = document.cookie.split('; ').find((cookie) => cookie.startsWith(prefix));
    pageLoadHint = { value: found?.slice(prefix.length) };
  }
  return pageLoadHint.value;
}

/**
 * Whether the sign-in checks should ask the server. The session cookie is httpOnly; the gateway tells the page
 * whether the browser sent one when it loaded (the session hint cookie, gateway/src/web/session-hint.ts). Without
 * a session the checks' answers are known ("not signed in"), and two of them would be 401s, logged as errors in
 * the console; so they are skipped while the hint says '0' and this page has not signed anyone in. Without a hint
 * (the Vite dev server) they always ask.
 */
export function sessionChecksWanted(): boolean {
  return sessionChanged || readHint() !== '0';
}

/** For the build's prerender of the landing pages (no document): render as a visitor without a session sees it. */
export function assumeSignedOut(): void {
  pageLoadHint = { value: '0' };
}

/** A sign-in, registration or sign-out happened in this page: the hint of the page load is out of date. */
export function noteSessionChanged(): void {
  sessionChanged = true;
}
