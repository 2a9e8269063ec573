import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A route's page as React.lazy, plus `preload()`: fetch its chunk before the page first renders. */
export type LazyRoute<Props> = LazyExoticComponent<ComponentType<Props>> & { preload: () => Promise<void> };

/**
 * A thenable that calls back at once. React.lazy given one renders the module in the same pass; given a promise,
 * even a settled one, it suspends, commits the router's spinner over the page's first screen, and React then holds
 * the page back until 300 ms after that spinner showed (its throttle on revealing suspended content).
 */
function alreadyLoaded<T>(value: T): Promise<T> {
  return { then: (onFulfilled: (loaded: T) => unknown) => onFulfilled(value) } as unknown as Promise<T>;
}

/**
 * React.lazy for a route module's named export: the page becomes its own chunk, fetched when the route first
 * renders (the router's Suspense shows the spinner meanwhile) or earlier by `preload()`, after which the route
 * renders without suspending (web/src/main.tsx preloads the page the visitor opened).
 */
export function lazyRoute<Name extends string, Props>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyRoute<Props> {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  let loaded: { default: ComponentType<Props> } | undefined;
  const fetchChunk = () => {
    loading ??= load().then(
      (module) => (loaded = { default: module[name] }),
      (error: unknown) => {
        loading = undefined; // a failed download is tried again on the next render
        throw error;
      },
    );
    return loading;
  };
  const page = lazy(() => (loaded ? alreadyLoaded(loaded) : fetchChunk()));
  return Object.assign(page, { preload: () => fetchChunk().then(() => undefined) });
}
