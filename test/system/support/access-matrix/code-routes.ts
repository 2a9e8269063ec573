import { DynamicModule, ForwardReference, RequestMethod, Type } from '@nestjs/common';
import { METHOD_METADATA, MODULE_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { adminAuditService } from '@app/admin-audit';
import { AccessPolicy, policyOf } from '@app/auth-context';
import { billingService } from '@app/billing';
import { catalogService } from '@app/catalog';
import { chatService } from '@app/chat';
import { loadConfig } from '@app/config';
import { ServiceName } from '@app/gateway';
import { identityService } from '@app/identity';
import { reviewsService } from '@app/reviews';
import { ServiceDefinition } from '@app/service-kit';

const DEFINITIONS: Record<ServiceName, ServiceDefinition<any>> = {
  identity: identityService,
  catalog: catalogService,
  reviews: reviewsService,
  chat: chatService,
  billing: billingService,
  'admin-audit': adminAuditService,
};

/** A route as the code declares it, in OpenAPI's path form (`/api/shops/{id}`), with its declared policy. */
export interface CodeRoute {
  service: ServiceName;
  method: string;
  path: string;
  policy: AccessPolicy | undefined;
}

type ModuleLike = Type | DynamicModule | ForwardReference | Promise<DynamicModule> | undefined;

/** The config a service would parse at start, from a throwaway environment (nothing connects). */
function throwawayConfig(definition: ServiceDefinition<any>): unknown {
  return loadConfig(definition.configSchema, {
    DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
    AMQP_URL: 'amqp://127.0.0.1:1',
    INTERNAL_SECRET: 'x'.repeat(40),
    NODE_ENV: 'test',
  });
}

/** Every controller class reachable from a root module, through static and dynamic imports. */
function controllersOf(root: ModuleLike): Set<Type> {
  const seen = new Set<unknown>();
  const controllers = new Set<Type>();
  const visit = (entry: ModuleLike): void => {
    if (!entry || seen.has(entry)) return;
    seen.add(entry);
    if ('forwardRef' in entry) return visit(entry.forwardRef() as ModuleLike);
    if (entry instanceof Promise) throw new Error('an async dynamic module: extend the route walk');
    const dynamic = 'module' in entry ? (entry as DynamicModule) : undefined;
    const moduleClass = dynamic ? dynamic.module : (entry as Type);
    const declared = (Reflect.getMetadata(MODULE_METADATA.CONTROLLERS, moduleClass) ?? []) as Type[];
    for (const controller of [...declared, ...((dynamic?.controllers ?? []) as Type[])]) controllers.add(controller);
    const imports = (Reflect.getMetadata(MODULE_METADATA.IMPORTS, moduleClass) ?? []) as ModuleLike[];
    for (const imported of [...imports, ...((dynamic?.imports ?? []) as ModuleLike[])]) visit(imported);
  };
  visit(root);
  return controllers;
}

const asList = (value: unknown): string[] => (Array.isArray(value) ? value : [value ?? '']).map(String);

/** `api/shops` + `:id/products` -> `/api/shops/{id}/products`; `uploads/*path` -> `/uploads/{path}`. */
export function openApiPath(...parts: string[]): string {
  const segments = parts
    .flatMap((part) => part.split('/'))
    .filter((segment) => segment !== '')
    .map((segment) => segment.replace(/^[:*](\w+)$/, '{$1}'));
  return `/${segments.join('/')}`;
}

/**
 * Every HTTP route each service's code declares, read from Nest's decorator metadata (the same metadata the
 * router and the access guard read), so a route hidden from OpenAPI (@ApiExcludeController) is still found.
 */
export function codeRoutes(): CodeRoute[] {
  const routes: CodeRoute[] = [];
  for (const [service, definition] of Object.entries(DEFINITIONS) as Array<[ServiceName, ServiceDefinition<any>]>) {
    for (const controller of controllersOf(definition.rootModule(throwawayConfig(definition)) as ModuleLike)) {
      const bases = asList(Reflect.getMetadata(PATH_METADATA, controller));
      const prototype = controller.prototype as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(prototype)) {
        const handler = prototype[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        if (method === undefined) continue;
        for (const base of bases) {
          for (const sub of asList(Reflect.getMetadata(PATH_METADATA, handler))) {
            routes.push({
              service,
              method: RequestMethod[method],
              path: openApiPath(base, sub),
              policy: policyOf(handler),
            });
          }
        }
      }
    }
  }
  return routes;
}
