// Google One Tap, placed before the OAuth buttons (src/products/parts.ts). Its chunk loads only
// when the config asks for it (config/one-tap.ts); without its chunk One Tap stays away, and the
// Google button is there either way.
import { Suspense } from 'react';
import { oneTapProvider } from '../../config/one-tap.ts';
import { lazyPart } from '../../loading/lazy-part.tsx';
import { AfterAdoption } from '../../ui/painted-ids.ts';
import type { ViewContext } from '../view-types.ts';

const OneTap = lazyPart(
  () => import('./view.tsx').then((module) => module.default),
  () => null,
);

export function oneTapLead({ config, court, outputs, errors }: ViewContext) {
  const google = oneTapProvider(config);
  return (
    google && (
      <AfterAdoption key="one-tap">
        <Suspense fallback={null}>
          <OneTap court={court} config={config} provider={google} outputs={outputs} describeError={errors.describe} />
        </Suspense>
      </AfterAdoption>
    )
  );
}
