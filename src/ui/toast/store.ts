// A small toast store outside React (docs/specification.md#toasts): durations per kind, at most 20, and a dismissed
// toast stays 1 s (leaving) before it is removed.
export type ToastKind = 'success' | 'error' | 'loading' | 'blank' | 'custom';

/** A toast's message: its text, or what to say (turned into words in the language on screen when shown). */
export interface Toast<Message = string> {
  id: number;
  kind: ToastKind;
  message: Message;
  leaving: boolean;
}

export const TOAST_DURATION_MS: Record<ToastKind, number> = {
  error: 4000,
  blank: 4000,
  success: 2000,
  loading: Infinity,
  custom: 4000,
};
export const TOAST_LIMIT = 20;
export const TOAST_REMOVE_DELAY_MS = 1000;

export interface ToastStore<Message = string> {
  getSnapshot(): readonly Toast<Message>[];
  subscribe(listener: () => void): () => void;
  show(kind: ToastKind, message: Message): number;
  dismiss(id: number): void;
  dispose(): void;
}

export function createToastStore<Message = string>(): ToastStore<Message> {
  let toasts: readonly Toast<Message>[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const timers = new Map<number, ReturnType<typeof setTimeout>>();

  function set(next: readonly Toast<Message>[]) {
    toasts = next;
    listeners.forEach((listener) => listener());
  }
  function later(id: number, ms: number, action: () => void) {
    clearTimeout(timers.get(id));
    timers.set(
      id,
      setTimeout(() => {
        timers.delete(id);
        action();
      }, ms),
    );
  }
  function remove(id: number) {
    set(toasts.filter((toast) => toast.id !== id));
  }
  function dismiss(id: number) {
    if (!toasts.some((toast) => toast.id === id && !toast.leaving)) return;
    set(toasts.map((toast) => (toast.id === id ? { ...toast, leaving: true } : toast)));
    later(id, TOAST_REMOVE_DELAY_MS, () => remove(id));
  }

  return {
    getSnapshot: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    show(kind, message) {
      const id = nextId++;
      const kept = toasts.length >= TOAST_LIMIT ? toasts.slice(toasts.length - TOAST_LIMIT + 1) : toasts;
      for (const dropped of toasts.filter((toast) => !kept.includes(toast))) {
        clearTimeout(timers.get(dropped.id));
        timers.delete(dropped.id);
      }
      set([...kept, { id, kind, message, leaving: false }]);
      const duration = TOAST_DURATION_MS[kind];
      if (Number.isFinite(duration)) later(id, duration, () => dismiss(id));
      return id;
    },
    dismiss,
    dispose() {
      timers.forEach((timer) => clearTimeout(timer));
      timers.clear();
      listeners.clear();
    },
  };
}
