import type { IncomingMessage } from 'node:http';

/** A request a lean read answers: Node's request, with the verified identity the gateway signed already read. */
export type LeanReadRequest = IncomingMessage & { params: Record<string, string> };

/**
 * One public GET a service answers on Node's request before Express and Nest see it (issue 20: the shop page costs
 * about three times a bare handler's CPU through Express's router, Nest's pipeline and pino-http). `read` does what
 * the route's Nest handler does and returns the body, or throws as that handler would; the listener sends it as
 * JSON the way Express does (weak ETag, 304 when unchanged) with `Cache-Control` of a revalidated read. The Nest
 * route stays: it answers HEAD, the same path with a trailing slash, and documents the route in OpenAPI.
 */
export interface LeanReadRoute {
  /** The route's pattern as Nest declares it ('/api/shops/:id'): metrics and logs name it so. */
  readonly pattern: string;
  /** The parameters of `path` when this route answers it, else null. */
  match(path: string): Record<string, string> | null;
  read(request: LeanReadRequest): Promise<unknown>;
}

/**
 * A lean read for `pattern`, whose `:name` segments each take one non-empty path segment (decoded, as Express's
 * router hands them to a handler). A segment that does not decode does not match, so Express answers it.
 */
export function leanReadRoute(pattern: string, read: (request: LeanReadRequest) => Promise<unknown>): LeanReadRoute {
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
  return {
    pattern,
    read,
    match(path) {
      const found = expression.exec(path);
      if (!found) return null;
      const params: Record<string, string> = {};
      try {
        names.forEach((name, index) => (params[name] = decodeURIComponent(found[index + 1]!)));
      } catch {
        return null;
      }
      return params;
    },
  };
}
