// Runs the flow outside React: reduce each event, and when an intent starts a request, run its
// effect and feed the result back in. Observers see every event with the state before and after.
import type { FlowEvent, Outcome } from './events.ts';
import type { FlowPorts, ProductFlow } from './ports.ts';
import { reduceEvent } from './reducer.ts';
import { initialState, type FlowState } from './state.ts';

type RunEffect = (event: FlowEvent, state: FlowState, ports: FlowPorts) => Promise<Outcome>;

export type FlowObserver = (event: FlowEvent, before: FlowState, after: FlowState) => void;

export interface FlowMachine {
  getState(): FlowState;
  subscribe(listener: () => void): () => void;
  send(event: FlowEvent): void;
  /** Also tells this observer about every event from now on; returns the way to stop. */
  observe(observer: FlowObserver): () => void;
  /** Replaces the products, e.g. once the lazily loaded ones have arrived. */
  setProducts(products: readonly ProductFlow[]): void;
}

/**
 * `ports` may still be loading: an effect then waits for them, its request pending meanwhile.
 * `initial` is Main unless a mode starts elsewhere (passkey registration).
 */
export function createFlowMachine(
  products: readonly ProductFlow[],
  ports: FlowPorts | Promise<FlowPorts>,
  observe?: FlowObserver,
  initial: FlowState = initialState,
): FlowMachine {
  const listeners = new Set<() => void>();
  const observers = new Set<FlowObserver>(observe ? [observe] : []);
  let state = initial;
  let current = products;

  function send(event: FlowEvent): void {
    const before = state;
    const { state: next, owner } = reduceEvent(current, before, event);
    state = next;
    if (state !== before) listeners.forEach((listener) => listener());
    observers.forEach((observer) => observer(event, before, state));
    const started = state.pending && state.pending.id !== before.pending?.id ? state.pending : null;
    // Only the product that took the intent runs its effect: two products may share an intent type.
    const effect = started && (owner?.effects[started.intent] as RunEffect | undefined);
    if (started && effect) run(effect, event, state, started.id);
  }

  function run(effect: RunEffect, event: FlowEvent, at: FlowState, requestId: number): void {
    void Promise.resolve(ports)
      .then((ready) => effect(event, at, ready))
      .catch((error: unknown): Outcome => {
        console.error('court-login: unexpected failure', error);
        return { type: 'FAILED', error: { code: 'invalid_response' } };
      })
      .then((outcome) => send({ ...outcome, requestId }));
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    send,
    observe(observer) {
      observers.add(observer);
      return () => observers.delete(observer);
    },
    setProducts(next) {
      current = next;
    },
  };
}
