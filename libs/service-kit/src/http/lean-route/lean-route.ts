import type { IncomingMessage } from 'node:http';
import { REVALIDATED_READ_CACHE } from '../revalidated-read.decorator';

/**
 * Node's request as a lean route's handler gets it: the verified identity the gateway signed already read, the
 * path's parameters, the query string parsed as Express 5 parses it (its default 'simple' parser, Node's
 * `querystring.parse`), and for a write the parsed JSON body.
 */
export type LeanRouteRequest = IncomingMessage & {
  params: Record<string, string>;
  query: Record<string, string | string[] | undefined>;
  body?: unknown;
};

/**
 * A lean route's body with headers of its own, set as the Nest handler sets them on a passthrough response before
 * the body is sent (a list's X-Total-Count).
 */
export class LeanAnswer {
  constructor(
    readonly body: unknown,
    readonly headers: Readonly<Record<string, string>>,
  ) {}
}

/**
 * One public call a service answers on Node's request before Express and Nest see it (issue 20: the shop page cost
 * about three times a bare handler's CPU through Express's router, Nest's pipeline and pino-http; the chat send
 * spent a third of its CPU there). `handle` does what the route's Nest handler does and returns the body, or throws
 * as that handler would; the listener (lean-route-listener.ts) sends it as Express would. The Nest route stays: it
 * answers what the lean route leaves (HEAD, the path with a trailing slash, a body that is not JSON) and documents
 * the route in OpenAPI.
 */
export interface LeanRoute {
  /** 'read': a GET answered as a RevalidatedRead (ETag, 304); 'write': a POST with a JSON body. */
  readonly kind: 'read' | 'write';
  /** The route's pattern as Nest declares it ('/api/shops/:id'): metrics and logs name it so. */
  readonly pattern: string;
  /** The status of a successful answer (Nest's: 200 for a GET, 201 for a POST unless @HttpCode says otherwise). */
  readonly status: number;
  /** The Cache-Control the Nest route declares (on its errors too, as Nest sets it before the handler), or null. */
  readonly cacheControl: string | null;
  /** The parameters of `path` when this route answers it, else null. */
  match(path: string): Record<string, string> | null;
  /** The body, or a LeanAnswer when the route sets headers of its own. */
  handle(request: LeanRouteRequest): Promise<unknown>;
}

/**
 * A lean read for `pattern`: a public GET, answered as JSON with a weak ETag, 304 when unchanged, and
 * `Cache-Control` of a revalidated read.
 */
export function leanReadRoute(pattern: string, read: (request: LeanRouteRequest) => Promise<unknown>): LeanRoute {
  return {
    kind: 'read',
    pattern,
    status: 200,
    cacheControl: REVALIDATED_READ_CACHE,
    match: matcherOf(pattern),
    handle: read,
  };
}

/**
 * A lean write for `pattern`: a public POST whose JSON body (parsed as Nest parses it, `request.body`) `write`
 * validates and acts on. A POST without a JSON body is left to Express.
 */
export function leanWriteRoute(
  pattern: string,
  write: (request: LeanRouteRequest) => Promise<unknown>,
  options: { status?: number } = {},
): LeanRoute {
  return {
    kind: 'write',
    pattern,
    status: options.status ?? 201,
    cacheControl: null,
    match: matcherOf(pattern),
    handle: write,
  };
}

/**
 * Matches paths of `pattern`, whose `:name` segments each take one non-empty path segment (decoded, as Express's
 * router hands them to a handler). A segment that does not decode does not match, so Express answers it.
 */
function matcherOf(pattern: string): LeanRoute['match'] {
  const names: string[] = [];
  const source = pattern
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  const expression = new RegExp(`^${source}$`);
  return (path) => {
    const found = expression.exec(path);
    if (!found) return null;
    const params: Record<string, string> = {};
    try {
      names.forEach((name, index) => (params[name] = decodeURIComponent(found[index + 1]!)));
    } catch {
      return null;
    }
    return params;
  };
}
