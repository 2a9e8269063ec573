import type { IncomingHttpHeaders } from 'node:http';
import { compilePattern } from '../routing/resolve-route';
import { firstHeaderValue, originOf } from '../http/client-address';
import { isApiPath } from '../http/normalize-path';

/** Methods that change state: a browser page of another origin must never make them with the visitor's cookies. */
export const STATE_CHANGING_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Paths called server to server, never by a page, so no Origin rule applies (route-table patterns; `/*` also
 * matches the path itself). Stripe signs its webhook calls; billing verifies that signature.
 */
export const CROSS_ORIGIN_EXEMPT_PATHS: readonly string[] = ['/api/billing/webhook/*'];

const exemptions = CROSS_ORIGIN_EXEMPT_PATHS.map(compilePattern);

export const CROSS_ORIGIN_REFUSED = 'Cross-origin request refused';

export interface OriginFacts {
  method: string;
  /** normalizePath() of the request path. */
  path: string;
  headers: IncomingHttpHeaders;
  /** requestOriginOf(): the origin the request addressed, null when it has no usable Host. */
  ownOrigin: string | null;
}

/**
 * True when a request may go on: anything but a state-changing /api request, an exempt path, a request whose
 * Origin (or, without Origin, Referer) is the request's own origin or one of `allowedOrigins`, or a request with
 * neither header (not sent by a browser page: scripts, curl, server-to-server). `Origin: null` (sandboxed frames,
 * privacy redirects) and unreadable values are refused.
 */
export function isOriginAllowed(facts: OriginFacts, allowedOrigins: readonly string[]): boolean {
  if (!STATE_CHANGING_METHODS.has(facts.method.toUpperCase())) return true;
  if (!isApiPath(facts.path)) return true;
  if (exemptions.some((pattern) => pattern.test(facts.path))) return true;
  const origin = firstHeaderValue(facts.headers.origin);
  const referer = Array.isArray(facts.headers.referer) ? facts.headers.referer[0] : facts.headers.referer;
  const claimed = origin ?? (referer?.trim() || undefined);
  if (claimed === undefined) return true;
  const claimedOrigin = originOf(claimed);
  if (claimedOrigin === null) return false;
  return claimedOrigin === facts.ownOrigin || allowedOrigins.includes(claimedOrigin);
}
