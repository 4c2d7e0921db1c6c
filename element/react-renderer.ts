// The React side of <court-login>, in a chunk of its own: React, ReactDOM and the widget. The element
// (court-login.ts, in court-login.js) asks for it as it mounts and paints the first screen
// meanwhile (first-paint.ts); this renders the widget on the element's container, as r2wc's own
// React renderer does.
import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ElementWidget, type ElementWidgetProps } from './ElementWidget.tsx';

export function mountWidget(container: Element | ShadowRoot, props: ElementWidgetProps): Root {
  const root = createRoot(container);
  root.render(createElement(ElementWidget, props));
  return root;
}

export function updateWidget(root: Root, props: ElementWidgetProps): void {
  root.render(createElement(ElementWidget, props));
}
