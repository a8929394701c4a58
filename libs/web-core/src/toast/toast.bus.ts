// Toasts go through this bus: antd is not shared, so each app has its own notification instance; only the shell
// renders toasts (at most 1 visible, 5000 ms), which keeps them single on the page.
export type ToastType = 'success' | 'error' | 'info' | 'warning';
export type Toast = { type: ToastType; title: string; description?: string };
export type ToastListener = (toast: Toast) => void;

const listeners = new Set<ToastListener>();
// Toasts raised before anyone listens (early errors, a remote running alone) wait here.
const pending: Toast[] = [];
const PENDING_MAX = 5;

export const TOAST_DURATION_MS = 5000;
export const TOAST_MAX_VISIBLE = 1;

export function notify(toast: Toast): void {
  if (listeners.size === 0) {
    pending.push(toast);
    if (pending.length > PENDING_MAX) pending.shift();
    return;
  }
  for (const listener of listeners) listener(toast);
}

/** The renderer (the shell, or a remote running on its own) subscribes; returns the unsubscribe function. */
export function subscribeToasts(listener: ToastListener): () => void {
  listeners.add(listener);
  for (const toast of pending.splice(0)) listener(toast);
  return () => {
    listeners.delete(listener);
  };
}
