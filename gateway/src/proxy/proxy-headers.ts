import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import { IDENTITY_HEADER } from '@app/auth-context';
import { plainAddress } from '../http/client-address';

/** Headers that describe one connection, never forwarded (RFC 9110 7.6.1), plus the old proxy-connection. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** Set by the gateway alone: whatever a client sends under these names is dropped. */
const GATEWAY_OWNED_REQUEST_HEADERS = new Set([
  'host',
  'expect',
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
  'x-forwarded-port',
  'x-real-ip',
  'x-request-id',
]);

/** Upstream headers the client should not see: the gateway owns the request id and hides the framework. */
const GATEWAY_OWNED_RESPONSE_HEADERS = new Set(['x-request-id', 'x-powered-by']);

function connectionTokens(headers: IncomingHttpHeaders): Set<string> {
  const value = headers.connection;
  if (!value) return new Set();
  return new Set(value.split(',').map((token) => token.trim().toLowerCase()));
}

function isHopByHop(name: string, tokens: Set<string>): boolean {
  return HOP_BY_HOP.has(name) || tokens.has(name);
}

export interface ForwardingFacts {
  clientAddress: string | undefined;
  protocol: 'http' | 'https';
  /** The public host the client addressed (Host, or a trusted proxy's X-Forwarded-Host); defaults to Host. */
  host?: string;
  requestId: string;
  /** signIdentity(...) output: the identity header and its signature. */
  identityHeaders: Readonly<Record<string, string>>;
}

/** The client's headers minus hop-by-hop, forged identity and forwarding headers, plus fresh gateway-set ones. */
export function upstreamRequestHeaders(incoming: IncomingHttpHeaders, facts: ForwardingFacts): OutgoingHttpHeaders {
  const tokens = connectionTokens(incoming);
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(incoming)) {
    if (value === undefined) continue;
    if (isHopByHop(name, tokens) || GATEWAY_OWNED_REQUEST_HEADERS.has(name)) continue;
    if (name.startsWith(IDENTITY_HEADER)) continue;
    headers[name] = value;
  }
  if (facts.clientAddress) headers['x-forwarded-for'] = plainAddress(facts.clientAddress);
  headers['x-forwarded-proto'] = facts.protocol;
  const host = facts.host ?? incoming.host;
  if (host) headers['x-forwarded-host'] = host;
  headers['x-request-id'] = facts.requestId;
  Object.assign(headers, facts.identityHeaders);
  return headers;
}

/** The upstream's response headers minus hop-by-hop ones and those the gateway owns. */
export function clientResponseHeaders(upstream: IncomingHttpHeaders): OutgoingHttpHeaders {
  const tokens = connectionTokens(upstream);
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(upstream)) {
    if (value === undefined) continue;
    if (isHopByHop(name, tokens) || GATEWAY_OWNED_RESPONSE_HEADERS.has(name)) continue;
    headers[name] = value;
  }
  return headers;
}
