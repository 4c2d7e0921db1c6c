// mode="reset-password": the reset flow loads from its own chunk (with the password product);
// "Back to sign in" from any of its screens turns the widget into the login flow.
import { lazy, Suspense, useState } from 'react';
import { text } from '../i18n/en.ts';
import { Heading } from '../ui/Heading.tsx';
import { LoginFlow } from './LoginFlow.tsx';
import type { WidgetOutputs, WidgetSetup } from './types.ts';

const ResetPasswordFlow = lazy(() => import('./ResetPasswordFlow.tsx').then((module) => ({ default: module.ResetPasswordFlow })));

type ReadySetup = Extract<WidgetSetup, { kind: 'ready' }>;

export function ResetPasswordMode({ setup, outputs }: { setup: ReadySetup; outputs: WidgetOutputs }) {
  const [signingIn, setSigningIn] = useState(false);
  if (signingIn) return <LoginFlow court={setup.court} config={setup.config} outputs={outputs} />;
  return (
    <Suspense fallback={<Heading>{text.resetPasswordHeading}</Heading>}>
      <ResetPasswordFlow
        court={setup.court}
        config={setup.config}
        token={setup.resetToken ?? { token: null, tokenType: null }}
        outputs={outputs}
        onLeave={() => setSigningIn(true)}
      />
    </Suspense>
  );
}
