import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a route module's named export: the page becomes its own chunk, fetched when the route first
 * renders (the router's Suspense shows the spinner meanwhile).
 */
export function lazyRoute<Name extends string, Props>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
