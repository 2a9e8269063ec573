import { SESSION_HINT_COOKIE } from '@app/contracts';

/** Set once this page signs someone in or out: from then on the checks always ask the server. */
let sessionChanged = false;

function readHint(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const prefix = `${SESSION_HINT_COOKIE}=`;
  const found = document.cookie.split('; ').find((cookie) => cookie.startsWith(prefix));
  return found?.slice(prefix.length);
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

/** A sign-in, registration or sign-out happened in this page: the hint of the page load is out of date. */
export function noteSessionChanged(): void {
  sessionChanged = true;
}
