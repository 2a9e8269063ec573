import { useSyncExternalStore } from 'react';

let idle = false;
const listeners = new Set<() => void>();

function markIdle(): void {
  idle = true;
  for (const listener of listeners) listener();
  listeners.clear();
}

/** Longest wait for an idle moment after the load event (a busy page still gets its deferred parts). */
const IDLE_TIMEOUT_MS = 2000;

function waitForIdle(): void {
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(markIdle, { timeout: IDLE_TIMEOUT_MS });
    } else {
      window.setTimeout(markIdle, 1);
    }
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

if (typeof window !== 'undefined') waitForIdle();

function subscribe(listener: () => void): () => void {
  if (idle) return () => undefined;
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * True once the page has loaded and the browser has a quiet moment. Parts that are not needed to show the page
 * (the category dropdown's Radix Select, for one) wait for it, so they neither compete with the page's own scripts
 * and data for the network nor block the main thread while it renders.
 */
export function usePageIdle(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => idle,
    () => false,
  );
}
