// What each product adds to the views: buttons in the main screen's top group and the screens it
// owns. The email-type forms are shared (tabs over otp, magic links and passwords): see MainView.
import type { ReactNode } from 'react';
import type { Product, WidgetConfig } from '../config/types.ts';
import type { FlowEvent } from '../flows/events.ts';
import { isPending, type FlowState, type ScreenName } from '../flows/state.ts';
import { detectWallets } from '../platform/wallets.ts';
import { WalletButtons } from '../screens/crypto/WalletButtons.tsx';
import { EmailConfirmationScreen } from '../screens/magic-links/EmailConfirmationScreen.tsx';
import { OAuthButtons } from '../screens/oauth/OAuthButtons.tsx';
import { OtpAuthenticateScreen } from '../screens/otp/OtpAuthenticateScreen.tsx';
import { OtpConfirmationScreen } from '../screens/otp/OtpConfirmationScreen.tsx';
import type { BootstrapData } from '../types/index.ts';
import { formErrorText, fieldErrorText } from './messages.ts';

export interface ViewContext {
  state: FlowState;
  config: WidgetConfig;
  bootstrap: BootstrapData;
  send: (event: FlowEvent) => void;
}

/** Widget button slots (SPEC §9): social providers plus wallets plus one. */
const BUTTON_SLOTS = 6;

interface ProductView {
  buttons?(context: ViewContext): ReactNode;
  screens?: Partial<Record<ScreenName, (context: ViewContext) => ReactNode>>;
}

const oauthView: ProductView = {
  buttons: ({ state, config, send }) => (
    <OAuthButtons
      key="oauth"
      providers={config.oauthOptions?.providers ?? []}
      disabled={state.pending !== null}
      onStart={(provider) => send({ type: 'START_OAUTH', provider })}
    />
  ),
};

const cryptoView: ProductView = {
  buttons: ({ state, config, send }) => {
    const detected = detectWallets();
    const free = Math.max(BUTTON_SLOTS - (config.oauthOptions?.providers.length ?? 0) - 1, 0);
    const overflow = detected.length > free;
    return (
      <WalletButtons
        key="crypto"
        wallets={overflow ? detected.slice(0, Math.max(free - 1, 0)) : detected}
        overflow={overflow}
        disabled={state.pending !== null}
        onSelect={(wallet) => send({ type: 'START_WALLET', wallet })}
        onOther={() => send({ type: 'START_WALLET', wallet: 'other' })}
        onSetUp={() => send({ type: 'START_WALLET', wallet: 'setup' })}
      />
    );
  },
};

const otpView: ProductView = {
  screens: {
    otpAuthenticate: ({ state, send }) =>
      state.screen.name === 'otpAuthenticate' && (
        <OtpAuthenticateScreen
          destination={state.screen.otp.displayDestination}
          expiresAt={state.screen.otp.expiresAt}
          verifying={isPending(state, 'SUBMIT_CODE')}
          resending={isPending(state, 'RESEND_CODE')}
          error={fieldErrorText(state) ?? formErrorText(state)}
          onSubmit={(code) => send({ type: 'SUBMIT_CODE', code })}
          onResend={() => send({ type: 'RESEND_CODE' })}
          onBack={() => send({ type: 'BACK' })}
        />
      ),
    otpConfirmation: () => <OtpConfirmationScreen />,
  },
};

const magicLinksView: ProductView = {
  screens: {
    emailConfirmation: ({ state, bootstrap, send }) =>
      state.screen.name === 'emailConfirmation' && (
        <EmailConfirmationScreen
          email={state.screen.email}
          emailDomain={bootstrap.emailDomains.length === 1 ? bootstrap.emailDomains[0] : undefined}
          resending={isPending(state, 'RESEND_EMAIL')}
          error={formErrorText(state)}
          onResend={() => send({ type: 'RESEND_EMAIL' })}
          onTryAgain={() => send({ type: 'TRY_AGAIN' })}
        />
      ),
  },
};

export const PRODUCT_VIEWS: Partial<Record<Product, ProductView>> = {
  oauth: oauthView,
  crypto: cryptoView,
  otp: otpView,
  emailMagicLinks: magicLinksView,
};
