import { useEffect, useRef } from 'react';
import { resetAccount } from './reset-account.ts';
import type { FlowEvent } from '../../flows/events.ts';
import { isPending } from '../../flows/state.ts';
import { PasswordConfirmationScreen } from './screens/PasswordConfirmationScreen.tsx';
import { PasswordEmailSentScreen } from './screens/PasswordEmailSentScreen.tsx';
import { PasswordForgotScreen } from './screens/PasswordForgotScreen.tsx';
import { PasswordResetFormScreen } from './screens/PasswordResetFormScreen.tsx';
import { PasswordScreen } from './screens/PasswordScreen.tsx';
import { PasswordLoggingInScreen, PasswordTokenProblemScreen } from './screens/PasswordTokenScreens.tsx';
import type { ProductView, ViewContext } from '../view-types.ts';
import { ResendNotices } from '../resend-notices.tsx';

/** docs/specification.md#limits: the strength check waits until typing pauses this long. */
export const STRENGTH_DEBOUNCE_MS = 500;

/** Where the reset mode's "Back to sign in" leads; the login flow never shows those screens. */
export interface PasswordViewOptions {
  onLeave?: () => void;
}

export function passwordsViewWith({ onLeave }: PasswordViewOptions = {}): ProductView {
  const leave = (send: ViewContext['send']) => onLeave ?? (() => send({ type: 'PASSWORD_BACK' }));
  return {
    screens: {
      password: (context) => context.state.screen.name === 'password' && <PasswordView {...context} />,
      passwordForgot: ({ state, send, errors }) =>
        state.screen.name === 'passwordForgot' && (
          <PasswordForgotScreen
            email={state.screen.email}
            sending={isPending(state, 'SEND_RESET_EMAIL')}
            error={errors.field(state) ?? errors.form(state)}
            onSubmit={(email) => send({ type: 'SEND_RESET_EMAIL', email })}
            onBack={state.screen.fromLink ? leave(send) : () => send({ type: 'PASSWORD_BACK' })}
          />
        ),
      passwordEmailSent: ({ state, send, errors }) =>
        state.screen.name === 'passwordEmailSent' && (
          <PasswordEmailSentScreen
            email={state.screen.email}
            reason={state.screen.reason}
            resending={isPending(state, 'RESEND_RESET_EMAIL')}
            error={errors.form(state)}
            onResend={() => send({ type: 'RESEND_RESET_EMAIL' })}
            onBack={leave(send)}
          />
        ),
      passwordResetForm: (context) =>
        context.state.screen.name === 'passwordResetForm' && <ResetFormView {...context} />,
      passwordLoggingIn: ({ state, send, errors }) => (
        <PasswordLoggingInScreen error={errors.form(state)} onBack={leave(send)} />
      ),
      passwordTokenProblem: ({ state, send, errors }) =>
        state.screen.name === 'passwordTokenProblem' && (
          <PasswordTokenProblemScreen
            problem={state.screen.problem}
            detail={refusal(state.screen, errors)}
            onSendNew={() => send({ type: 'FORGOT_PASSWORD' })}
            onBack={leave(send)}
          />
        ),
      passwordConfirmation: ({ state }) =>
        state.screen.name === 'passwordConfirmation' && <PasswordConfirmationScreen reason={state.screen.reason} />,
    },
    companions: [ResendNotices],
  };
}

export const passwordsView: ProductView = passwordsViewWith();

function PasswordView({ state, bootstrap, send, errors }: ViewContext) {
  const check = useStrengthCheck(send);
  if (state.screen.name !== 'password') return null;
  return (
    <PasswordScreen
      email={state.screen.email}
      userType={state.screen.userType}
      strength={state.screen.strength}
      luds={bootstrap.passwordConfig}
      submitting={isPending(state, 'SUBMIT_PASSWORD')}
      error={errors.field(state) ?? errors.form(state)}
      onChange={state.screen.userType === 'new' ? check : () => {}}
      onSubmit={(password) => send({ type: 'SUBMIT_PASSWORD', password })}
      onForgot={() => send({ type: 'FORGOT_PASSWORD' })}
      onBack={() => send({ type: 'PASSWORD_BACK' })}
    />
  );
}

function ResetFormView({ state, bootstrap, send, court, errors }: ViewContext) {
  const check = useStrengthCheck(send);
  const email = court ? resetAccount(court) : undefined;
  if (state.screen.name !== 'passwordResetForm') return null;
  return (
    <PasswordResetFormScreen
      email={email}
      strength={state.screen.strength}
      luds={bootstrap.passwordConfig}
      submitting={isPending(state, 'SUBMIT_PASSWORD')}
      error={errors.field(state) ?? errors.form(state)}
      onChange={check}
      onSubmit={(password) => send({ type: 'SUBMIT_PASSWORD', password })}
    />
  );
}

/** The provider's word on a refused token: by its type in the language on screen, else its own text. */
function refusal(
  { detail, errorType }: { detail?: string; errorType?: string },
  errors: ViewContext['errors'],
): string | undefined {
  return detail ? errors.describe({ code: 'http', errorType, providerMessage: detail }) : undefined;
}

/** Asks for a strength check once typing pauses; an empty field asks nothing. */
function useStrengthCheck(send: (event: FlowEvent) => void): (password: string) => void {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (password) => {
    clearTimeout(timer.current);
    if (!password) return;
    timer.current = setTimeout(() => send({ type: 'CHECK_PASSWORD', password }), STRENGTH_DEBOUNCE_MS);
  };
}

// The registry loads each view as its module's default (src/products/registry.ts).
export default passwordsView;
