// Renders the widget into a DOM container (a shadow root or the element itself), outside any
// React app of the page.
import { createRoot, type Root } from 'react-dom/client';
import { ShadowHost } from '../ui/shadow-host.ts';
import { CourtLoginWidget } from './Widget.tsx';
import type { WidgetOutputs, WidgetSetup } from './types.ts';

export interface WidgetView {
  render(setup: WidgetSetup, outputs: WidgetOutputs): void;
  unmount(): void;
}

export function createWidgetView(container: Element | ShadowRoot): WidgetView {
  let root: Root | undefined = createRoot(container);
  const host = container instanceof ShadowRoot ? container.host : null;
  return {
    render(setup, outputs) {
      root?.render(
        <ShadowHost.Provider value={host}>
          <CourtLoginWidget setup={setup} outputs={outputs} />
        </ShadowHost.Provider>,
      );
    },
    unmount() {
      root?.unmount();
      root = undefined;
    },
  };
}
