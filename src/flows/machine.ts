// Runs the flow outside React: reduce each event, and when an intent starts a request, run its
// effect and feed the result back in. Observers see every event with the state before and after.
import type { FlowEvent, Result } from './events.ts';
import type { FlowPorts, ProductFlow } from './ports.ts';
import { createReducer } from './reducer.ts';
import { initialState, type FlowState } from './state.ts';

type RunEffect = (event: FlowEvent, state: FlowState, ports: FlowPorts) => Promise<Result>;

export type FlowObserver = (event: FlowEvent, before: FlowState, after: FlowState) => void;

export interface FlowMachine {
  getState(): FlowState;
  subscribe(listener: () => void): () => void;
  send(event: FlowEvent): void;
  /** Resolves when no effect is running. */
  idle(): Promise<void>;
}

export function createFlowMachine(products: readonly ProductFlow[], ports: FlowPorts, observe?: FlowObserver): FlowMachine {
  const reduce = createReducer(products);
  const effects: Record<string, RunEffect | undefined> = Object.assign({}, ...products.map((product) => product.effects));
  const listeners = new Set<() => void>();
  const running = new Set<Promise<void>>();
  let state = initialState;

  function send(event: FlowEvent): void {
    const before = state;
    state = reduce(before, event);
    if (state !== before) listeners.forEach((listener) => listener());
    observe?.(event, before, state);
    const effect = effects[event.type];
    if (effect && state !== before && state.pending === event.type && before.pending !== event.type) run(effect, event, state);
  }

  function run(effect: RunEffect, event: FlowEvent, at: FlowState): void {
    const job = effect(event, at, ports)
      .catch((error: unknown): Result => {
        console.error('court-login: unexpected failure', error);
        return { type: 'FAILED', error: { code: 'invalid_response' } };
      })
      .then((result) => send(result))
      .finally(() => running.delete(job));
    running.add(job);
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    send,
    async idle() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
