// Combines the shared reducer with the slices of the configured products.
import { reduceCore, reduceUnavailable } from './core.ts';
import type { FlowEvent } from './events.ts';
import type { ProductFlow } from './ports.ts';
import type { FlowState } from './state.ts';

export type Reducer = (state: FlowState, event: FlowEvent) => FlowState;

export interface Reduction {
  state: FlowState;
  /** The product whose slice took the event; only its effect may run for it. */
  owner?: ProductFlow;
}

export function reduceEvent(products: readonly ProductFlow[], state: FlowState, event: FlowEvent): Reduction {
  const core = reduceCore(state, event);
  if (core) return { state: core };
  for (const product of products) {
    const next = product.reduce(state, event);
    if (next) return { state: next, owner: product };
  }
  return { state: reduceUnavailable(state, event) };
}

export function createReducer(products: readonly ProductFlow[]): Reducer {
  return (state, event) => reduceEvent(products, state, event).state;
}
