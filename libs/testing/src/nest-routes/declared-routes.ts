import { RequestMethod, Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { AccessPolicy, policyOf } from '@app/auth-context';
import { controllersOf, ModuleLike } from './module-controllers';

/** A route as the code declares it, in OpenAPI's path form (`/api/shops/{id}`), with its declared policy. */
export interface DeclaredRoute {
  method: string;
  path: string;
  /** `ShopsController.create`, to name the route in a failure. */
  handler: string;
  policy: AccessPolicy | undefined;
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

/** The HTTP routes of one controller class, read from the decorator metadata the router and access guard read. */
export function routesOfController(controller: Type): DeclaredRoute[] {
  const routes: DeclaredRoute[] = [];
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
          method: RequestMethod[method],
          path: openApiPath(base, sub),
          handler: `${controller.name}.${name}`,
          policy: policyOf(handler),
        });
      }
    }
  }
  return routes;
}

/**
 * Every HTTP route an app's root module declares, through all its imports; a route hidden from OpenAPI
 * (@ApiExcludeController) is still found.
 */
export function declaredRoutes(rootModule: ModuleLike): DeclaredRoute[] {
  return [...controllersOf(rootModule)].flatMap(routesOfController);
}
