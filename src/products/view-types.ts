// What a product's view gets and gives (see registry.ts, which places them, and each product's
// view.tsx, which defines its own): a type-only module, so the views need not import the registry that loads them.
import type { ComponentType, ReactNode } from 'react';
import type { Product, WidgetConfig } from '../config/types.ts';
import type { FlowEvent } from '../flows/events.ts';
import type { FlowMachine } from '../flows/machine.ts';
import type { FlowState, ScreenName } from '../flows/state.ts';
import type { Court } from '../session/types.ts';
import type { BootstrapData } from '../types/index.ts';
import type { ErrorTexts } from '../ui/error-texts.ts';
import type { WidgetOutputs } from '../widget/types.ts';

export interface ViewContext {
  state: FlowState;
  config: WidgetConfig;
  bootstrap: BootstrapData;
  send: (event: FlowEvent) => void;
  /** The Court once it is there. */
  court?: Court;
  outputs?: WidgetOutputs;
  /** The state's error messages in the language on screen. */
  errors: ErrorTexts;
  /** The sign-in method last completed on this browser (session/last-used.ts), put first with a badge. */
  lastUsed?: string;
}

/** Lives beside the screens for as long as the flow runs: fresh project settings, notices. */
export type Companion = ComponentType<{
  court: Court;
  machine: FlowMachine;
  onBootstrap: (data: BootstrapData) => void;
  config: WidgetConfig;
}>;

export interface ProductView {
  /** Placed before the buttons. */
  lead?(context: ViewContext): ReactNode;
  buttons?(context: ViewContext): ReactNode;
  screens?: Partial<Record<ScreenName, (context: ViewContext) => ReactNode>>;
  companions?: Companion[];
}

export type ProductViews = Partial<Record<Product, ProductView>>;
