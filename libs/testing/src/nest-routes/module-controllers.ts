import { DynamicModule, ForwardReference, Type } from '@nestjs/common';
import { MODULE_METADATA } from '@nestjs/common/constants';

export type ModuleLike = Type | DynamicModule | ForwardReference | Promise<DynamicModule> | undefined;

/** Every controller class reachable from a root module, through static and dynamic imports. */
export function controllersOf(root: ModuleLike): Set<Type> {
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
