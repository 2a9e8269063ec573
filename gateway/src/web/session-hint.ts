import { SESSION_HINT_COOKIE } from '@app/contracts';
import { sessionCookiesOf } from '../session/session-cookies';

/**
 * The Set-Cookie of the session hint for a web page request: '1' when the browser sent a session cookie, '0' when
 * not. The session cookie is httpOnly, so without the hint the web app could not know a signed-out visitor from a
 * signed-in one before asking, and its sign-in checks (GET /api/auth/user and /api/shop-owner/profile, which the
 * spec answers with 401 when signed out) would put an error in every signed-out visitor's console. The hint says
 * nothing secret (whether a cookie exists) and proves nothing: a '1' only lets the checks run.
 */
export function sessionHintCookie(cookieHeader: string | string[] | undefined, secure: boolean): string {
  const value = sessionCookiesOf(cookieHeader).sessionToken ? '1' : '0';
  return `${SESSION_HINT_COOKIE}=${value}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
