import type { WidgetConfig } from '../config/types.ts';
import type { FlowEvent } from '../flows/events.ts';
import type { FlowState } from '../flows/state.ts';
import type { BootstrapData } from '../types/index.ts';
import { MainView } from './MainView.tsx';
import { PRODUCT_VIEWS } from './products.tsx';

interface CurrentScreenProps {
  state: FlowState;
  config: WidgetConfig;
  bootstrap: BootstrapData;
  send: (event: FlowEvent) => void;
}

/** Maps the flow state to its screen: Main, or the screen of the product that owns it. */
export function CurrentScreen(props: CurrentScreenProps) {
  const name = props.state.screen.name;
  if (name === 'main') return <MainView {...props} />;
  for (const product of props.config.products) {
    const render = PRODUCT_VIEWS[product]?.screens?.[name];
    if (render) return <>{render(props)}</>;
  }
  return <MainView {...props} />;
}
