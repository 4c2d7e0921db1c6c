// The modes besides login, from a chunk of their own (requested with the mode's, see the mode's need
// in scripts/build/preload-manifest.ts): each mode's screen is a chunk of its own again, loaded only
// in that mode, and shows the heading the widget gave while it loads.
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { lazyPart } from '../loading/lazy-part.tsx';
import type { WidgetMode, WidgetOutputs, WidgetSetup } from '../widget/types.ts';

type ReadySetup = Extract<WidgetSetup, { kind: 'ready' }>;

interface ModeProps {
  setup: ReadySetup;
  outputs: WidgetOutputs;
}

const MODES = new Map<WidgetMode, ComponentType<ModeProps>>([
  [
    'reset-password',
    lazyPart(() => import('./reset-password/ResetPasswordMode.tsx').then((module) => module.ResetPasswordMode)),
  ],
  [
    'passkey-registration',
    lazyPart(() =>
      import('./passkey-registration/PasskeyRegistration.tsx').then(
        ({ PasskeyRegistration }) =>
          ({ setup, outputs }: ModeProps) => (
            <PasskeyRegistration court={setup.court} config={setup.config} outputs={outputs} />
          ),
      ),
    ),
  ],
  [
    'oauth-authorize',
    lazyPart(() =>
      import('./oauth-authorize/OAuthAuthorizeMode.tsx').then(
        ({ OAuthAuthorizeMode }) =>
          ({ setup, outputs }: ModeProps) => (
            <OAuthAuthorizeMode
              court={setup.court}
              config={setup.config}
              outputs={outputs}
              publicToken={setup.publicToken}
            />
          ),
      ),
    ),
  ],
]);

/** The screen of the setup's mode; `loading` meanwhile (the mode's heading, when it has one before it runs). */
export function ModeScreen({ setup, outputs, loading }: ModeProps & { loading: ReactNode }) {
  const Mode = MODES.get(setup.mode);
  return Mode ? (
    <Suspense fallback={loading}>
      <Mode setup={setup} outputs={outputs} />
    </Suspense>
  ) : null;
}
