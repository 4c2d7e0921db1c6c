// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore, TOAST_LIMIT } from '../../../src/ui/toast/store.ts';

describe('toast store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it.each([
    ['success', 2000],
    ['error', 4000],
    ['blank', 4000],
    ['custom', 4000],
  ] as const)('dismisses a %s toast after %i ms and removes it 1 s later', (kind, duration) => {
    const store = createToastStore();
    store.show(kind, 'Hello');
    vi.advanceTimersByTime(duration - 1);
    expect(store.getSnapshot()[0]!.leaving).toBe(false);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()[0]!.leaving).toBe(true);
    vi.advanceTimersByTime(999);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('keeps a loading toast until it is dismissed', () => {
    const store = createToastStore();
    const id = store.show('loading', 'Working');
    vi.advanceTimersByTime(60_000);
    expect(store.getSnapshot()).toHaveLength(1);
    store.dismiss(id);
    vi.advanceTimersByTime(1000);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('keeps at most 20 toasts, dropping the oldest', () => {
    const store = createToastStore();
    for (let index = 1; index <= 25; index++) store.show('loading', `toast ${index}`);
    const messages = store.getSnapshot().map((toast) => toast.message);
    expect(messages).toHaveLength(TOAST_LIMIT);
    expect(messages[0]).toBe('toast 6');
    expect(messages.at(-1)).toBe('toast 25');
  });

  it('tells subscribers about each change', () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.show('success', 'Saved');
    vi.advanceTimersByTime(3000);
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    store.show('success', 'Again');
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
