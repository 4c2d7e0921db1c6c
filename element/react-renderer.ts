// The React side of <court-login>, in a chunk of its own: React, ReactDOM and the widget. The element
// (court-login.ts, in court-login.js) asks for it as it mounts and paints the first screen
// meanwhile (first-paint.ts); this renders the widget on the element's container, as r2wc's own
// React renderer does. A painted screen is adopted, not replaced: React hydrates its nodes
// (src/paint/hand-over.ts) with the props it was painted for; the props as they are by then follow
// as an update.
import { createElement } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { paintedIds } from '../src/paint/dom.ts';
import { paintedScreen } from '../src/paint/hand-over.ts';
import { paintedWith } from '../src/paint/first-screen.ts';
import { loadFirstParts } from '../src/widget/first-parts.ts';
import { ElementWidget, type AdoptedScreen, type ElementWidgetProps } from './ElementWidget.tsx';
import { languageRequest } from './language-request.ts';
import { readSetup } from './setup.ts';

/** The widget rendered on a container: rendered again with new props, or unmounted. */
export interface MountedWidget {
  render(props: ElementWidgetProps): void;
  unmount(): void;
}

/** `painted`: the props the first screen was painted for. */
export function mountWidget(
  container: Element | ShadowRoot,
  props: ElementWidgetProps,
  painted: ElementWidgetProps = props,
): MountedWidget {
  const screen = paintedScreen(container as HTMLElement | ShadowRoot);
  let latest = props;
  let root: Root | undefined;
  let gone = false;
  // Until the adopting render has committed: an update before would make React render the whole root afresh.
  let adopting = false;
  const render = (next: ElementWidgetProps) => {
    latest = next;
    if (root && !adopting) root.render(createElement(ElementWidget, next));
  };
  // When React does not adopt the painted screen (there is none, or it cannot): it goes, and React renders its own.
  const renderAfresh = () => {
    screen?.drop();
    root = createRoot(container);
    render(latest);
  };
  const setup = readSetup(painted);
  // A page whose language changed since the paint (first-touch.ts wakes React for it): React's first
  // render is in that language, no longer the painted screen.
  const pageLanguage = (container.ownerDocument ?? document).documentElement.lang;
  if (!screen || setup.kind !== 'ready' || languageRequest(painted, setup.config, pageLanguage)) renderAfresh();
  else {
    // With its forms, the painted screen is React's first render once their parts are in.
    (screen.withForms ? loadFirstParts(setup.config) : Promise.resolve(undefined)).then(
      (parts) => {
        if (gone) return;
        // The painter's forms did not come before React's parts (their chunk failed, say): a screen
        // without them is not React's first render, which React renders afresh.
        if (screen.withForms && !screen.root.querySelector('form')) {
          renderAfresh();
          return;
        }
        parts?.adoptStyles?.(screen.root);
        const finish = screen.prepare();
        const phoneBusy = parts?.readyForms?.(screen.root);
        adopting = true;
        const adopted: AdoptedScreen = {
          ids: paintedIds(screen.root),
          taken: {},
          parts,
          painted: paintedWith.get(screen.root),
          phoneBusy,
          onCommit: () => {
            if (!adopting) return;
            adopting = false;
            adopted.ids = {};
            finish();
            render(latest);
          },
        };
        // hydrateRoot takes a shadow root as createRoot does (its type names elements and documents only).
        root = hydrateRoot(container as Element, createElement(ElementWidget, { ...painted, adopted }), {
          onRecoverableError: (error) => {
            // Unmounted before the adopting render committed (the page removed the element): React
            // says so as an early update of the root, which is no difference found.
            if (gone) return;
            // Hydration found a difference: React rendered the screen afresh, and the painted one goes.
            reportError(error);
            if (container.children.length > 1) screen.root.remove();
          },
        });
      },
      // The parts did not load: React renders the screen afresh (its own parts fail there too).
      () => {
        if (!gone) renderAfresh();
      },
    );
  }
  return {
    render,
    unmount: () => {
      gone = true;
      root?.unmount();
      // Not yet adopted, the painted screen goes with the widget (React clears a light-DOM container, never a shadow root).
      if (!root || adopting) screen?.drop();
    },
  };
}
