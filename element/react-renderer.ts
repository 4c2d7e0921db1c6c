// The React side of <court-login>, in a chunk of its own: React, ReactDOM and the widget. The element
// (court-login.ts, in court-login.js) asks for it as it mounts and paints the first screen
// meanwhile (first-paint.ts); this renders the widget on the element's container, as r2wc's own
// React renderer does.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { ElementWidget, type ElementWidgetProps } from './ElementWidget.tsx';

/** The widget rendered on a container: rendered again with new props, or unmounted. */
export interface MountedWidget {
  render(props: ElementWidgetProps): void;
  unmount(): void;
}

export function mountWidget(container: Element | ShadowRoot, props: ElementWidgetProps): MountedWidget {
  const root = createRoot(container);
  const render = (next: ElementWidgetProps) => root.render(createElement(ElementWidget, next));
  render(props);
  return { render, unmount: () => root.unmount() };
}
