// mode="reset-password": the reset flow loads from its own chunk (with the password product);
// "Back to sign in" from any of its screens turns the widget into the login flow.
import { Suspense, useState } from 'react';
import firstScreen from '../../i18n/compiled/en/firstScreen.ts';
import { useText } from '../../i18n/text.ts';
import { Heading } from '../../ui/Heading.tsx';
import { lazyPart } from '../../loading/lazy-part.tsx';
import { LoginFlow } from '../../widget/LoginFlow.tsx';
import { resetToken } from './reset-token.ts';
import type { ResetToken, WidgetOutputs, WidgetSetup } from '../../widget/types.ts';
import type { Court } from '../../session/types.ts';
import type { WidgetConfig } from '../../config/types.ts';
import type { CourtLoader } from '../../loading/court-loader.ts';

interface ResetFlowProps {
  court: Court | CourtLoader;
  config: WidgetConfig;
  token: ResetToken;
  outputs: WidgetOutputs;
  onLeave: () => void;
}

// The product's flow and views come through their own dynamic imports (as from the registries), so
// the build keeps them in the product's chunks and court-login.js stays self-contained.
const ResetPasswordFlow = lazyPart(async () => {
  const [shell, flow, views] = await Promise.all([
    import('./ResetPasswordFlow.tsx'),
    import('../../products/passwords/flow.ts'),
    import('../../products/passwords/view.tsx'),
  ]);
  const parts = { flow: flow.passwordsFlow, viewWith: views.passwordsViewWith };
  return (props: ResetFlowProps) => <shell.ResetPasswordFlow {...props} parts={parts} />;
});

type ReadySetup = Extract<WidgetSetup, { kind: 'ready' }>;

export function ResetPasswordMode({ setup, outputs }: { setup: ReadySetup; outputs: WidgetOutputs }) {
  const [signingIn, setSigningIn] = useState(false);
  const text = useText(firstScreen);
  if (signingIn) return <LoginFlow court={setup.court} config={setup.config} outputs={outputs} />;
  return (
    <Suspense fallback={<Heading>{text.resetPasswordHeading()}</Heading>}>
      <ResetPasswordFlow
        court={setup.court}
        config={setup.config}
        token={resetToken(setup.resetToken)}
        outputs={outputs}
        onLeave={() => setSigningIn(true)}
      />
    </Suspense>
  );
}
