import { BROWSER_SESSION_HOURS, REMEMBERED_SESSION_DAYS } from '@app/contracts';

const HOUR_MS = 60 * 60 * 1000;

/** When a session row ends: 30 days with remember-me, else BROWSER_SESSION_HOURS (the cookie itself has no Max-Age). */
export function sessionExpiry(rememberMe: boolean, now: Date): Date {
  const hours = rememberMe ? REMEMBERED_SESSION_DAYS * 24 : BROWSER_SESSION_HOURS;
  return new Date(now.getTime() + hours * HOUR_MS);
}
