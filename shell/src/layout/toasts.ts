import { createStore } from 'zustand/vanilla';
import type { BusEventOf } from '@homeward/contracts';

import { TOAST_HIDE_MS } from '@homeward/domain';

/** Spec 4.9 / 9: toasts titled by kind, hidden after TOAST_HIDE_MS (4000 ms, from the domain). */
export { TOAST_HIDE_MS };
export const TOAST_TITLES = { success: 'Success', error: 'Error', info: 'Info', warning: 'Warning' } as const;

export interface Toast {
  id: number;
  kind: keyof typeof TOAST_TITLES;
  title: string;
  message: string;
}

let nextId = 1;

export const toastStore = createStore<{ toasts: Toast[] }>(() => ({ toasts: [] }));

export function dismissToast(id: number): void {
  toastStore.setState((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) }));
}

export function showToast(event: Omit<BusEventOf<'toast'>, 'type'>, hideAfter = TOAST_HIDE_MS): Toast {
  const toast: Toast = { id: nextId++, kind: event.kind, title: event.title ?? TOAST_TITLES[event.kind], message: event.message };
  toastStore.setState((s) => ({ toasts: [...s.toasts, toast] }));
  setTimeout(() => dismissToast(toast.id), hideAfter);
  return toast;
}
