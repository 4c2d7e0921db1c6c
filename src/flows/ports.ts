// What effects may use: everything with a side effect is injected, so flows run in tests
// against the local provider without React or a network.
import type { WidgetConfig } from '../config/types.ts';
import type { Court } from '../session/types.ts';
import type { BootstrapData } from '../types/index.ts';
import type { FlowEvent, IntentOf, IntentType, Outcome } from './events.ts';
import type { FlowState } from './state.ts';

export interface FlowPorts {
  court: Court;
  config: WidgetConfig;
  /** The bootstrap data, or the defaults when it cannot be loaded in time. */
  bootstrap(): Promise<BootstrapData>;
  /** Leaves the page for a provider URL (OAuth start). */
  navigate(url: string): void;
  now(): number;
}

export type Effect<T extends IntentType> = (
  intent: IntentOf<T>,
  state: FlowState,
  ports: FlowPorts,
) => Promise<Outcome>;
export type Effects = { [T in IntentType]?: Effect<T> };

/** What one product adds to the flow: a reducer slice and the effects of its intents. */
export interface ProductFlow {
  /** Returns the next state, or undefined when the event is not this product's. */
  reduce(state: FlowState, event: FlowEvent): FlowState | undefined;
  effects: Effects;
}
