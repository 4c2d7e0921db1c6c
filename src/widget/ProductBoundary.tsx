// One product's part of the widget (its buttons, its form, its screen, its companion) that throws
// while rendering is replaced by a short line saying this way to sign in is unavailable, and told
// to the page once as `court-error` (`product_unavailable`, naming the product); the other ways
// to sign in stay. Around the whole widget, the same keeps it from ever going blank. The line is a
// chunk of its own, loaded only when something failed.
import { Component, Suspense, type ReactNode } from 'react';
import { lazyPart } from '../loading/lazy-part.tsx';
import type { UnavailableProps } from './UnavailableLine.tsx';

const UnavailableLine = lazyPart(() => import('./UnavailableLine.tsx').then((module) => module.UnavailableLine));

export class ProductBoundary extends Component<UnavailableProps & { children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? (
      <Suspense fallback={null}>
        <UnavailableLine {...this.props} />
      </Suspense>
    ) : (
      this.props.children
    );
  }
}
