import { ROUTE_TABLE, RouteEntry } from './route-table';
import type { ServiceName } from './service-name';

interface CompiledRoute {
  regex: RegExp;
  methods: ReadonlySet<string> | null;
  service: ServiceName;
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** `/api/shops/:id/reviews/*` -> /^\/api\/shops\/[^/]+\/reviews(?:\/.*)?$/ */
export function compilePattern(pattern: string): RegExp {
  const beneath = pattern.endsWith('/*');
  const base = beneath ? pattern.slice(0, -2) : pattern;
  const body = base
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegex(segment)))
    .join('/');
  return new RegExp(`^${body}${beneath ? '(?:/.*)?' : ''}$`);
}

const compiledTables = new WeakMap<readonly RouteEntry[], CompiledRoute[]>();

function compiled(table: readonly RouteEntry[]): CompiledRoute[] {
  let routes = compiledTables.get(table);
  if (!routes) {
    routes = table.map((entry) => ({
      regex: compilePattern(entry.pattern),
      methods: entry.methods ? new Set(entry.methods.map((method) => method.toUpperCase())) : null,
      service: entry.service,
    }));
    compiledTables.set(table, routes);
  }
  return routes;
}

/** The service that owns a public request, or null when the gateway answers it itself. Pure; the first row wins. */
export function resolveRoute(
  method: string,
  path: string,
  table: readonly RouteEntry[] = ROUTE_TABLE,
): ServiceName | null {
  const pathOnly = path.split('?', 1)[0] ?? '';
  const upperMethod = method.toUpperCase();
  for (const route of compiled(table)) {
    if (route.methods && !route.methods.has(upperMethod)) continue;
    if (route.regex.test(pathOnly)) return route.service;
  }
  return null;
}
