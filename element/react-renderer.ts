// The React side of <court-login>, in a chunk of its own: React, ReactDOM and the widget. The element
// (court-login.ts, in court-login.js) asks for it as it mounts and paints the first screen
// meanwhile (first-paint.ts); this renders the widget on the element's container, as r2wc's own
// React renderer does. A painted screen is adopted, not replaced: React hydrates its nodes
// (src/paint/hand-over.ts), with the props it was painted for; later props follow as updates.
import { createElement } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { paintedIds } from '../src/paint/dom.ts';
import { paintedScreen, type PaintedScreen } from '../src/paint/hand-over.ts';
import { paintedIdSource } from '../src/ui/painted-ids.ts';
import { loadFirstParts } from '../src/widget/first-parts.ts';
import { ElementWidget, type AdoptedScreen, type ElementWidgetProps } from './ElementWidget.tsx';
import { readSetup } from './setup.ts';

/** The widget rendered on a container: rendered again with new props, or unmounted. */
export interface MountedWidget {
  render(props: ElementWidgetProps): void;
  unmount(): void;
}

/** `painted`: the props the first screen was painted for, which React's adopting render takes. */
export function mountWidget(
  container: Element | ShadowRoot,
  props: ElementWidgetProps,
  painted: ElementWidgetProps = props,
): MountedWidget {
  const screen = paintedScreen(container as HTMLElement | ShadowRoot);
  let latest = props;
  let root: Root | undefined;
  let gone = false;
  let adopted: AdoptedScreen | undefined;
  const widget = (next: ElementWidgetProps) => createElement(ElementWidget, { ...next, adopted });
  const render = (next: ElementWidgetProps) => {
    latest = next;
    // Before the adopting render has committed, an update would make React render the whole root afresh.
    if (root && (!adopted || adopted.committed)) root.render(widget(next));
  };
  if (!screen) {
    root = createRoot(container);
    render(props);
  } else {
    readied(screen, painted).then((ready) => {
      if (gone) return;
      if (!ready) {
        screen.drop();
        root = createRoot(container);
        render(latest);
        return;
      }
      // Then the props as they are now (texts or a language the page set meanwhile), as an update.
      adopted = adopt(screen, () => render(latest));
      // hydrateRoot takes a shadow root as createRoot does (its type names elements and documents only).
      root = hydrateRoot(container as Element, widget(painted), {
        onRecoverableError: (error) => {
          // A difference from React's first render: React rendered the screen afresh, so the painted one goes.
          console.error('court-login: the painted first screen could not be adopted', error);
          if (screen.root.isConnected && [...container.children].some((child) => child !== screen.root))
            screen.root.remove();
        },
      });
    });
  }
  return {
    render,
    unmount: () => {
      gone = true;
      if (root) root.unmount();
      else screen?.drop();
    },
  };
}

/** Whether React's first render can be the painted screen: with its forms, once their parts are in. */
function readied(painted: PaintedScreen, props: ElementWidgetProps): Promise<boolean> {
  const setup = readSetup(props);
  if (!painted.withForms) return Promise.resolve(true);
  if (setup.kind !== 'ready') return Promise.resolve(false);
  return loadFirstParts(setup.config).then(
    () => true,
    (error: unknown) => {
      console.error('court-login: a part of the widget could not load', error);
      return false;
    },
  );
}

/** What React's adopting render needs: the painted ids, whether the forms are in, and what follows its commit. */
function adopt(painted: PaintedScreen, then: () => void): AdoptedScreen {
  const ids = paintedIdSource(paintedIds(painted.root));
  const finish = painted.prepare();
  const adopted: AdoptedScreen = {
    ids,
    withForms: painted.withForms,
    committed: false,
    onCommit: () => {
      if (adopted.committed) return;
      adopted.committed = true;
      ids.close();
      finish();
      then();
    },
  };
  return adopted;
}
