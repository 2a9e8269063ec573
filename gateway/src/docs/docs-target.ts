import { isServiceName, SERVICE_NAMES, ServiceName } from '../routing/service-name';

export const DOCS_PREFIX = '/api/docs';

export type DocsTarget =
  | { kind: 'proxy'; service: ServiceName; upstreamPath: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'unknown' };

/**
 * Maps the gateway's docs paths to a service's own (Swagger UI at /docs, JSON at /docs-json):
 * /api/docs/<service>/... -> /docs/..., /api/docs/<service>-json -> /docs-json, and /api/docs/<service> redirects
 * to its trailing-slash form so Swagger UI's relative asset links resolve under /api/docs/<service>/.
 */
export function docsTarget(url: string): DocsTarget {
  const [path = '', query] = url.split(/\?(.*)/s, 2);
  const search = query === undefined ? '' : `?${query}`;
  if (!path.startsWith(`${DOCS_PREFIX}/`)) return { kind: 'unknown' };
  const rest = path.slice(DOCS_PREFIX.length + 1);
  const slash = rest.indexOf('/');
  const head = slash === -1 ? rest : rest.slice(0, slash);
  if (slash === -1 && head.endsWith('-json')) {
    const service = head.slice(0, -'-json'.length);
    return isServiceName(service)
      ? { kind: 'proxy', service, upstreamPath: `/docs-json${search}` }
      : { kind: 'unknown' };
  }
  if (!isServiceName(head)) return { kind: 'unknown' };
  if (slash === -1) return { kind: 'redirect', location: `${DOCS_PREFIX}/${head}/${search}` };
  return { kind: 'proxy', service: head, upstreamPath: `/docs${rest.slice(slash)}${search}` };
}

export function docsLinks(): { name: ServiceName; ui: string; openApi: string }[] {
  return SERVICE_NAMES.map((name) => ({ name, ui: `${DOCS_PREFIX}/${name}/`, openApi: `${DOCS_PREFIX}/${name}-json` }));
}
