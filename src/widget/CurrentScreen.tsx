import type { WidgetConfig } from '../config/types.ts';
import type { FlowEvent } from '../flows/events.ts';
import type { FlowState, ScreenName } from '../flows/state.ts';
import type { Court } from '../session/types.ts';
import type { BootstrapData } from '../types/index.ts';
import { MainView } from './MainView.tsx';
import { useErrorTexts } from './messages.ts';
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
  const render = productScreen(context.state.screen.name, context.config, products);
  return render ? <>{render(context)}</> : <MainView context={context} products={products} />;
}

/** The loaded product view's screen of that name; none (Main shows) until its view has arrived. */
export function productScreen(name: ScreenName, config: WidgetConfig, { views }: LoadedProducts) {
  for (const product of config.products) {
    const render = views[product]?.screens?.[name];
    if (render) return render;
  }
  return undefined;
}
