import { useSyncExternalStore, type ReactNode } from 'react';

import type { ToastActionElement, ToastProps } from './toast';

/** Spec section 9: at most one toast at a time; a dismissed toast is removed after 1,000,000 ms. */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;

export type ToasterToast = ToastProps & {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  action?: ToastActionElement;
};

type ToastState = { toasts: ToasterToast[] };

let count = 0;
function genId(): string {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  return count.toString();
}

const listeners = new Set<() => void>();
let memoryState: ToastState = { toasts: [] };
const removeTimeouts = new Map<string, ReturnType<typeof setTimeout>>();

function setState(update: (state: ToastState) => ToastState): void {
  memoryState = update(memoryState);
  for (const listener of listeners) listener();
}

function scheduleRemoval(toastId: string): void {
  if (removeTimeouts.has(toastId)) return;
  const timeout = setTimeout(() => {
    removeTimeouts.delete(toastId);
    setState((state) => ({ toasts: state.toasts.filter((t) => t.id !== toastId) }));
  }, TOAST_REMOVE_DELAY);
  removeTimeouts.set(toastId, timeout);
}

/** Closes one toast, or all of them without an id; it leaves the screen and is removed later. */
export function dismissToast(toastId?: string): void {
  for (const t of memoryState.toasts) {
    if (toastId === undefined || t.id === toastId) scheduleRemoval(t.id);
  }
  setState((state) => ({
    toasts: state.toasts.map((t) => (toastId === undefined || t.id === toastId ? { ...t, open: false } : t)),
  }));
}

export type ToastInput = Omit<ToasterToast, 'id'>;

/** Shows a toast; callable outside React (for example from a mutation callback). */
export function toast(props: ToastInput) {
  const id = genId();
  const update = (next: ToastInput) =>
    setState((state) => ({ toasts: state.toasts.map((t) => (t.id === id ? { ...t, ...next, id } : t)) }));
  const dismiss = () => dismissToast(id);

  setState((state) => ({
    toasts: [
      {
        ...props,
        id,
        open: true,
        onOpenChange: (open: boolean) => {
          if (!open) dismiss();
        },
      },
      ...state.toasts,
    ].slice(0, TOAST_LIMIT),
  }));

  return { id, dismiss, update };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getSnapshot(): ToastState {
  return memoryState;
}

export function useToast() {
  const state = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { toasts: state.toasts, toast, dismiss: dismissToast };
}
