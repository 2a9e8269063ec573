import { AccessPolicy } from '@app/auth-context';
import { compilePattern, resolveRoute, ROUTE_TABLE, ServiceName } from '@app/gateway';
import { codeRoutes } from './code-routes';

/** One operation of one service: a method and an OpenAPI-style path. */
export interface Operation {
  service: ServiceName;
  method: string;
  path: string;
  policy: AccessPolicy | undefined;
  inOpenApi: boolean;
  /** The service the gateway's route table sends this operation to (null: the gateway never forwards it). */
  routedTo: ServiceName | null;
}

export const operationKey = (operation: { method: string; path: string }) => `${operation.method} ${operation.path}`;

const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** A concrete path for routing checks: `{service}` is the owning service (dead-letter paths name it), others 1. */
export function samplePath(path: string, service: ServiceName): string {
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => (name === 'service' ? service : '1'));
}

async function openApiOperations(service: ServiceName, url: string): Promise<Array<{ method: string; path: string }>> {
  const response = await fetch(`${url}/docs-json`);
  if (!response.ok) throw new Error(`${service} /docs-json answered ${response.status}`);
  const document = (await response.json()) as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((method) => HTTP_METHODS.includes(method))
      .map((method) => ({ method: method.toUpperCase(), path })),
  );
}

export interface Discovery {
  operations: Operation[];
  /** Broken promises of the routing: each names the operation or row, for the test's failure message. */
  problems: string[];
}

/**
 * Every operation of every service, from its OpenAPI document and from its code, checked against the gateway's
 * route table: a public (/api) operation must be forwarded to its own service, an operation missing from OpenAPI
 * must be internal, and every route-table row must forward at least one operation.
 */
export async function discoverOperations(serviceUrls: Partial<Record<ServiceName, string>>): Promise<Discovery> {
  const problems: string[] = [];
  const declared = codeRoutes();
  const operations: Operation[] = [];
  for (const [service, url] of Object.entries(serviceUrls) as Array<[ServiceName, string]>) {
    const documented = await openApiOperations(service, url);
    const inCode = declared.filter((route) => route.service === service);
    const documentedKeys = new Set(documented.map(operationKey));
    for (const operation of documented) {
      if (!inCode.some((route) => operationKey(route) === operationKey(operation))) {
        problems.push(`${service}: ${operationKey(operation)} is in OpenAPI but not in the code's routes`);
      }
    }
    for (const route of inCode) {
      const inOpenApi = documentedKeys.has(operationKey(route));
      if (!inOpenApi && route.policy?.kind !== 'internal') {
        problems.push(`${service}: ${operationKey(route)} is hidden from OpenAPI but is not @InternalOnly()`);
      }
      if (!route.policy) problems.push(`${service}: ${operationKey(route)} declares no access policy`);
      const routedTo = resolveRoute(route.method, samplePath(route.path, service));
      if (route.path.startsWith('/api/') && routedTo !== service) {
        problems.push(
          `${service}: ${operationKey(route)} is not reachable through the gateway (routed to ${routedTo})`,
        );
      }
      if (routedTo !== null && routedTo !== service) {
        problems.push(`${service}: ${operationKey(route)} is routed to ${routedTo}`);
      }
      if (routedTo !== null && route.policy?.kind === 'internal') {
        problems.push(`${service}: internal ${operationKey(route)} is forwarded by the gateway`);
      }
      operations.push({ ...route, inOpenApi, routedTo });
    }
  }
  for (const row of ROUTE_TABLE) {
    const pattern = compilePattern(row.pattern);
    const forwards = operations.some(
      (operation) => operation.routedTo === row.service && pattern.test(samplePath(operation.path, operation.service)),
    );
    if (!forwards) problems.push(`route table row ${row.pattern} (${row.service}) forwards no operation`);
  }
  return { operations, problems };
}
