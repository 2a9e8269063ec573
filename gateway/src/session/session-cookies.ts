import { parse } from 'cookie';
import { GUEST_COOKIE, SESSION_COOKIE } from '@app/contracts';

/** Identity refuses longer tokens (resolveSessionRequestSchema), so the gateway does not even ask. */
export const MAX_SESSION_TOKEN_LENGTH = 200;

export interface SessionCookies {
  sessionToken?: string;
  guestToken?: string;
}

function usable(value: string | undefined): string | undefined {
  return value && value.length <= MAX_SESSION_TOKEN_LENGTH ? value : undefined;
}

/**
 * The session and guest tokens of a Cookie header (the values as the cookie package decodes them; the first of a
 * repeated name). Empty or over-long values count as absent.
 */
export function sessionCookiesOf(header: string | string[] | undefined): SessionCookies {
  const text = Array.isArray(header) ? header.join('; ') : header;
  if (!text) return {};
  const cookies = parse(text);
  const tokens: SessionCookies = {};
  const sessionToken = usable(cookies[SESSION_COOKIE]);
  const guestToken = usable(cookies[GUEST_COOKIE]);
  if (sessionToken) tokens.sessionToken = sessionToken;
  if (guestToken) tokens.guestToken = guestToken;
  return tokens;
}
