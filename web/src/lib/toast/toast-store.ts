import { useSyncExternalStore } from 'react';

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface Toast extends ToastInput {
  /** Distinguishes a replacement from the toast it replaced, so the view re-announces it. */
  id: number;
}

/** How long a toast stays on screen. */
export const TOAST_DURATION_MS = 5000;

type Listener = () => void;

let current: Toast | null = null;
let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<Listener>();

function publish(toast: Toast | null) {
  current = toast;
  for (const listener of listeners) listener();
}

function clearTimer() {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
}

/** Shows a toast. At most one is on screen: a new toast replaces the current one. */
export function toast(input: ToastInput): number {
  clearTimer();
  const id = nextId++;
  publish({ ...input, id });
  timer = setTimeout(() => dismissToast(id), TOAST_DURATION_MS);
  return id;
}

/** Hides the current toast; with an id, only if that toast is still the one showing. */
export function dismissToast(id?: number): void {
  if (current === null || (id !== undefined && current.id !== id)) return;
  clearTimer();
  publish(null);
}

export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function getCurrentToast(): Toast | null {
  return current;
}

export function useCurrentToast(): Toast | null {
  return useSyncExternalStore(subscribeToToasts, getCurrentToast, getCurrentToast);
}
