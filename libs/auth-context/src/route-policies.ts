import { METHOD_METADATA } from '@nestjs/common/constants';
import { ACCESS_POLICY_KEY, AccessPolicy } from './access-policy.decorators';

/** The route handlers of a controller class: its methods that carry an HTTP method decorator. */
export function routesOf(controller: Function): Array<{ name: string; handler: Function }> {
  const prototype = controller.prototype as Record<string, unknown>;
  return Object.getOwnPropertyNames(prototype)
    .filter((name) => name !== 'constructor' && typeof prototype[name] === 'function')
    .map((name) => ({ name, handler: prototype[name] as Function }))
    .filter(({ handler }) => Reflect.getMetadata(METHOD_METADATA, handler) !== undefined);
}

/** The access policy a route handler declares, if any (tests use it to prove none is forgotten). */
export function policyOf(handler: Function): AccessPolicy | undefined {
  return Reflect.getMetadata(ACCESS_POLICY_KEY, handler) as AccessPolicy | undefined;
}
