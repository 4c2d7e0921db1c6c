// Combines the shared reducer with the slices of the configured products.
import { reduceCore, reduceUnavailable } from './core.ts';
import type { FlowEvent } from './events.ts';
import type { ProductFlow } from './ports.ts';
import type { FlowState } from './state.ts';

export type Reducer = (state: FlowState, event: FlowEvent) => FlowState;

export function createReducer(products: readonly ProductFlow[]): Reducer {
  return (state, event) => {
    const core = reduceCore(state, event);
    if (core) return core;
    for (const product of products) {
      const next = product.reduce(state, event);
      if (next) return next;
    }
    return reduceUnavailable(state, event);
  };
}
