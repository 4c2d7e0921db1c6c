import type { WidgetConfig } from '../config/types.ts';
import type { FlowEvent } from '../flows/events.ts';
import type { FlowState, ScreenName } from '../flows/state.ts';
import type { Court } from '../session/types.ts';
import type { BootstrapData } from '../types/index.ts';
import { MainView } from './MainView.tsx';
import { ProductBoundary } from './ProductBoundary.tsx';
import { useErrorTexts } from '../ui/error-texts.ts';
import type { LoadedProducts } from './use-products.ts';
import type { WidgetOutputs } from './types.ts';

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
  // Keyed by screen: the next screen of the product starts with a fresh boundary. A view's screen
  // function only makes elements; its components, rendered inside the boundary, do the work.
  return (
    <ProductBoundary
      key={context.state.screen.name}
      product={owner.product}
      outputs={context.outputs}
      onBack={() => context.send({ type: 'BACK' })}
    >
      {owner.render(context)}
    </ProductBoundary>
  );
}

/** The loaded product view's screen of that name, and its product; none (Main shows) until its view has arrived. */
export function productScreen(name: ScreenName, config: WidgetConfig, { views }: LoadedProducts) {
  for (const product of config.products) {
    const render = views[product]?.screens?.[name];
    if (render) return { product, render };
  }
  return undefined;
}
