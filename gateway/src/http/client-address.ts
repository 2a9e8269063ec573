import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { isIPv6 } from 'node:net';
import type { TLSSocket } from 'node:tls';

/** The first comma-separated value of a (possibly repeated) header, trimmed; undefined when empty. */
export function firstHeaderValue(value: string | string[] | undefined): string | undefined {
  const single = Array.isArray(value) ? value[0] : value;
  return single?.split(',')[0]?.trim() || undefined;
}

/** `::ffff:203.0.113.9` -> `203.0.113.9`; other addresses unchanged. */
export function plainAddress(address: string): string {
  return address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
}

/**
 * The address of the client: the socket's peer, or, only when a trusted front proxy sits before the gateway
 * (TRUST_PROXY=true), the first X-Forwarded-For value. Without TRUST_PROXY a client-sent X-Forwarded-For is ignored.
 */
export function clientIpOf(request: IncomingMessage, trustProxy: boolean): string | undefined {
  if (trustProxy) {
    const forwarded = firstHeaderValue(request.headers['x-forwarded-for']);
    if (forwarded) return plainAddress(forwarded);
  }
  const peer = request.socket.remoteAddress;
  return peer ? plainAddress(peer) : undefined;
}

/** The eight 16-bit groups of an IPv6 address ('::' expanded, zone dropped), or null when malformed. */
function ipv6Groups(address: string): string[] | null {
  const halves = (address.toLowerCase().split('%')[0] ?? '').split('::');
  if (halves.length > 2) return null;
  // An embedded IPv4 tail (64:ff9b::1.2.3.4) takes two groups; its value never matters for the /64 prefix.
  const groupsOf = (part: string) =>
    part ? part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])) : [];
  const left = groupsOf(halves[0] ?? '');
  if (halves.length === 1) return left.length === 8 ? left : null;
  const right = groupsOf(halves[1] ?? '');
  const missing = 8 - left.length - right.length;
  if (missing < 0) return null;
  return [...left, ...Array<string>(missing).fill('0'), ...right];
}

/**
 * The key a per-client limit counts under: an IPv4 address as is, an IPv6 address by its /64 network (one
 * subscriber usually holds a whole /64, so counting single addresses would let them rotate past any limit).
 */
export function rateLimitClientKey(ip: string | undefined): string {
  if (!ip) return 'unknown';
  if (!isIPv6(ip)) return ip;
  const groups = ipv6Groups(ip);
  if (!groups) return ip;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

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
