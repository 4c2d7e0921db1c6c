import { useSyncExternalStore } from 'react';
import { WALLET_FAILURE } from './flow.ts';
import { pageWallets } from './wallets.ts';
import { CryptoConfirmationScreen } from './screens/CryptoConfirmationScreen.tsx';
import { CryptoErrorScreen } from './screens/CryptoErrorScreen.tsx';
import { CryptoOtherScreen } from './screens/CryptoOtherScreen.tsx';
import { CryptoSetupWalletScreen } from './screens/CryptoSetupWalletScreen.tsx';
import { CryptoConnectScreen, CryptoSignMessageScreen } from './screens/CryptoWaitScreen.tsx';
import { WalletButtons } from './screens/WalletButtons.tsx';
import type { WalletChoice } from './screens/WalletIcon.tsx';
import { lastUsedFirst, worthABadge } from '../../session/last-used.ts';
import type { ProductView, ViewContext } from '../view-types.ts';
import { walletSlots } from './wallet-slots.ts';

/** The detected wallets as buttons show them; a wallet that arrives later re-renders. */
function useWallets(): WalletChoice[] {
  const watcher = pageWallets();
  const wallets = useSyncExternalStore(watcher.subscribe, watcher.current);
  return wallets.map(({ name, icon }) => ({ name, icon }));
}

function useWallet(name: string): WalletChoice {
  return useWallets().find((wallet) => wallet.name === name) ?? { name };
}

function MainWalletButtons({ state, config, send, lastUsed }: ViewContext) {
  const oauthButtons = config.products.includes('oauth') ? (config.oauthOptions?.providers.length ?? 0) : 0;
  // The wallet last used here comes first, so it keeps a slot of its own.
  const isLastUsed = (wallet: WalletChoice) => `crypto-${wallet.name}` === lastUsed;
  const { shown, kept } = walletSlots(oauthButtons, lastUsedFirst(useWallets(), isLastUsed));
  return (
    <WalletButtons
      wallets={shown}
      kept={kept}
      lastUsed={worthABadge(shown.length, config.products) ? shown.find(isLastUsed)?.name : undefined}
      disabled={state.pending !== null}
      onSelect={(wallet) => send({ type: 'START_WALLET', wallet })}
      onOther={() => send({ type: 'SHOW_OTHER_WALLETS' })}
      onSetUp={() => send({ type: 'SHOW_WALLET_SETUP' })}
    />
  );
}

function Connect({ name, send }: { name: string; send: ViewContext['send'] }) {
  return <CryptoConnectScreen wallet={useWallet(name)} onCancel={() => send({ type: 'CANCEL_WALLET' })} />;
}

function SignMessage({ name, send }: { name: string; send: ViewContext['send'] }) {
  return <CryptoSignMessageScreen wallet={useWallet(name)} onCancel={() => send({ type: 'CANCEL_WALLET' })} />;
}

function Other({ send }: { send: ViewContext['send'] }) {
  return (
    <CryptoOtherScreen
      wallets={useWallets()}
      onSelect={(wallet) => send({ type: 'START_WALLET', wallet })}
      onBack={() => send({ type: 'BACK' })}
    />
  );
}

/** Crypto Error: the failed step in the language on screen, and the provider's reason under it (a wallet's refusal has none). */
function ErrorScreen({ state, send, errors }: ViewContext) {
  if (state.screen.name !== 'cryptoError') return null;
  const { walletOption, stage } = state.screen;
  return (
    <CryptoErrorScreen
      message={errors.describe({ code: 'wallet', errorType: WALLET_FAILURE[stage] })}
      detail={state.error?.code === 'wallet' ? undefined : errors.form(state)}
      onTryAgain={() => send({ type: 'START_WALLET', wallet: walletOption })}
      onBack={() => send({ type: 'BACK' })}
    />
  );
}

export const cryptoView: ProductView = {
  buttons: (context) => <MainWalletButtons key="crypto" {...context} />,
  screens: {
    cryptoConnect: ({ state, send }) =>
      state.screen.name === 'cryptoConnect' && <Connect name={state.screen.walletOption} send={send} />,
    cryptoSignMessage: ({ state, send }) =>
      state.screen.name === 'cryptoSignMessage' && <SignMessage name={state.screen.crypto.walletOption} send={send} />,
    cryptoOther: ({ send }) => <Other send={send} />,
    cryptoSetupWallet: ({ send }) => <CryptoSetupWalletScreen onBack={() => send({ type: 'BACK' })} />,
    cryptoError: (context) => <ErrorScreen {...context} />,
    cryptoConfirmation: () => <CryptoConfirmationScreen />,
  },
};

// The registry loads each view as its module's default (src/products/registry.ts).
export default cryptoView;
