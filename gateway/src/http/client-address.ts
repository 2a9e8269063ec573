import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { clientNetworkKey } from '@app/auth-context';

/** The first comma-separated value of a (possibly repeated) header, trimmed; undefined when empty. */
export function firstHeaderValue(value: string | string[] | undefined): string | undefined {
  const single = Array.isArray(value) ? value[0] : value;
  return single?.split(',')[0]?.trim() || undefined;
}

/** `::ffff:203.0.113.9` -> `203.0.113.9`; other addresses unchanged. */
export function plainAddress(address: string): string {
  return address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
}

/** The last comma-separated value over every copy of a header: the one the nearest proxy appended. */
export function lastHeaderValue(value: string | string[] | undefined): string | undefined {
  const joined = Array.isArray(value) ? value.join(',') : value;
  return joined?.split(',').at(-1)?.trim() || undefined;
}

/**
 * The address of the client: the socket's peer, or, only when one trusted front proxy sits before the gateway
 * (TRUST_PROXY=true), the LAST X-Forwarded-For value, the one that proxy appended. Earlier values were written by
 * the client itself (a proxy appends to what it received), so taking the first would let anyone pick their IP.
 * Without TRUST_PROXY a client-sent X-Forwarded-For is ignored.
 */
export function clientIpOf(request: IncomingMessage, trustProxy: boolean): string | undefined {
  if (trustProxy) {
    const forwarded = lastHeaderValue(request.headers['x-forwarded-for']);
    if (forwarded) return plainAddress(forwarded);
  }
  const peer = request.socket.remoteAddress;
  return peer ? plainAddress(peer) : undefined;
}

/** The User-Agent a client sent (the first copy of a repeated header), or null. */
export function firstUserAgent(value: string | string[] | undefined): string | null {
  const single = Array.isArray(value) ? value[0] : value;
  return single || null;
}

/** The key a per-client rate limit counts under; shared with identity's sign-in throttling. */
export const rateLimitClientKey = (ip: string | undefined): string => clientNetworkKey(ip);

/** The scheme the client used: TLS on the socket, or X-Forwarded-Proto from a trusted front proxy. */
export function requestProtocolOf(request: IncomingMessage, trustProxy: boolean): 'http' | 'https' {
  if (trustProxy) {
    const forwarded = firstHeaderValue(request.headers['x-forwarded-proto'])?.toLowerCase();
    if (forwarded === 'https' || forwarded === 'http') return forwarded;
  }
  return (request.socket as TLSSocket).encrypted ? 'https' : 'http';
}

/** The host the client addressed: Host, or X-Forwarded-Host from a trusted front proxy. */
export function requestHostOf(headers: IncomingHttpHeaders, trustProxy: boolean): string | undefined {
  const forwarded = trustProxy ? firstHeaderValue(headers['x-forwarded-host']) : undefined;
  return forwarded ?? firstHeaderValue(headers.host);
}

/** `scheme://host[:port]` the page that sent this request was served from, or null when it cannot be told. */
export function requestOriginOf(request: IncomingMessage, trustProxy: boolean): string | null {
  const host = requestHostOf(request.headers, trustProxy);
  if (!host) return null;
  return originOf(`${requestProtocolOf(request, trustProxy)}://${host}`);
}

/** The normalized origin of an http(s) URL (default ports dropped, host lower-cased), or null. */
export function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    return parsed.origin;
  } catch {
    return null;
  }
}
