// React.lazy for the widget's optional parts (One Tap, the passkey-registration and reset-password
// modes): a chunk that cannot be downloaded shows its fallback instead of unmounting the element.
import { lazy, type ComponentType } from 'react';
import firstScreen from '../i18n/compiled/en/firstScreen.ts';
import { useText } from '../i18n/text.ts';
import { AlertBanner } from '../ui/AlertBanner.tsx';

export function lazyPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  Fallback: ComponentType<Props> = PartUnavailable,
) {
  return lazy(() =>
    load().then(
      (component) => ({ default: component }),
      () => ({ default: Fallback }),
    ),
  );
}

function PartUnavailable() {
  return <AlertBanner variant="error">{useText(firstScreen).genericError()}</AlertBanner>;
}
