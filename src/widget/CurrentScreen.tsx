import type { ReactNode } from 'react';
import type { WidgetConfig } from '../config/types.ts';
import type { FlowEvent } from '../flows/events.ts';
import type { FlowState, ScreenName } from '../flows/state.ts';
import type { Court } from '../session/types.ts';
import type { BootstrapData } from '../types/index.ts';
import { MainView } from './MainView.tsx';
import { ProductBoundary } from './ProductBoundary.tsx';
import { useErrorTexts } from './messages.ts';
import type { LoadedProducts } from './use-products.ts';
import type { WidgetOutputs } from './types.ts';
import type { ViewContext } from './view-types.ts';

interface CurrentScreenProps {
  state: FlowState;
  config: WidgetConfig;
  bootstrap: BootstrapData;
  send: (event: FlowEvent) => void;
  products: LoadedProducts;
  court?: Court;
  outputs?: WidgetOutputs;
  lastUsed?: string;
}

/** Maps the flow state to its screen: Main, or the screen of the product that owns it. */
export function CurrentScreen({ products, ...props }: CurrentScreenProps) {
  const context = { ...props, errors: useErrorTexts() };
  const owner = productScreen(context.state.screen.name, context.config, products);
  if (!owner) return <MainView context={context} products={products} />;
  // Keyed by screen: the next screen of the product starts with a fresh boundary.
  return (
    <ProductBoundary key={context.state.screen.name} product={owner.product} outputs={context.outputs} onBack={() => context.send({ type: 'BACK' })}>
      <ProductScreen render={owner.render} context={context} />
    </ProductBoundary>
  );
}

/** The screen rendered as a component of its own, so that a screen that throws at once is caught. */
function ProductScreen({ render, context }: { render: (context: ViewContext) => ReactNode; context: ViewContext }) {
  return <>{render(context)}</>;
}

/** The loaded product view's screen of that name, and its product; none (Main shows) until its view has arrived. */
export function productScreen(name: ScreenName, config: WidgetConfig, { views }: LoadedProducts) {
  for (const product of config.products) {
    const render = views[product]?.screens?.[name];
    if (render) return { product, render };
  }
  return undefined;
}
