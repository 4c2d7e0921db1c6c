// Crypto wallets (docs/specification.md#behaviour, docs/provider-api.md#crypto-wallets): Crypto Connect asks the wallet for its account and
// the provider for a challenge; Crypto Sign Message has the wallet sign it; the signature signs in.
// A refusal or failure at either step ends on Crypto Error.
import { connectWallet, ethereumChainId, signChallenge } from './wallet-requests.ts';
import { pageWallets, type DetectedWallet } from './wallets.ts';
import { fromClientError, type WidgetError } from '../../flows/errors.ts';
import type { Outcome } from '../../flows/events.ts';
import type { FlowPorts, ProductFlow } from '../../flows/ports.ts';
import { showScreen, startRequest } from '../../flows/state.ts';

/** A wallet's refusal at each step, by type; Crypto Error tells it as error.<type> in the language on screen. */
export const WALLET_FAILURE = { connect: 'wallet_connect_failed', sign: 'wallet_sign_failed' } as const;
type WalletFailure = (typeof WALLET_FAILURE)[keyof typeof WALLET_FAILURE];

/** Where a wallet may be chosen: Main, the other-wallet list, or Crypto Error to try again. */
const CHOOSING = new Set(['main', 'cryptoOther', 'cryptoError']);

export interface WalletSource {
  find(name: string): DetectedWallet | undefined;
}

/** The flow of crypto wallets; `wallets` finds the wallet a button names (the page's, by default). */
export function createCryptoFlow(wallets: () => WalletSource = pageWallets): ProductFlow {
  return {
    reduce(state, event) {
      switch (event.type) {
        case 'START_WALLET':
          if (state.pending || !CHOOSING.has(state.screen.name)) return state;
          return { ...startRequest(state, event.type), screen: { name: 'cryptoConnect', walletOption: event.wallet } };
        case 'SHOW_OTHER_WALLETS':
        case 'SHOW_WALLET_SETUP':
          if (state.pending || state.screen.name !== 'main') return state;
          return showScreen(state, { name: event.type === 'SHOW_OTHER_WALLETS' ? 'cryptoOther' : 'cryptoSetupWallet' });
        case 'WALLET_CHALLENGED':
          // The signature is asked for at once: the wallet shows its own prompt.
          return startRequest(
            showScreen(state, { name: 'cryptoSignMessage', crypto: event.crypto }),
            'SIGN_WALLET_MESSAGE',
          );
        case 'SIGN_WALLET_MESSAGE':
          if (state.pending || state.screen.name !== 'cryptoSignMessage') return state;
          return startRequest(state, event.type);
        case 'CANCEL_WALLET':
          // A wallet may never answer; leaving drops the request, and its late answer is ignored.
          if (state.screen.name !== 'cryptoConnect' && state.screen.name !== 'cryptoSignMessage') return state;
          return showScreen(state, { name: 'main' });
        case 'WALLET_FAILED':
          return {
            ...showScreen(state, { name: 'cryptoError', walletOption: event.walletOption, stage: event.stage }),
            error: event.error,
          };
        case 'SIGNED_IN':
          if (event.signedIn.method !== 'crypto') return undefined;
          return showScreen(state, { name: 'cryptoConfirmation' });
        default:
          return undefined;
      }
    },
    effects: {
      async START_WALLET({ wallet: name }, _state, ports) {
        const failed = (error: WidgetError): Outcome => ({
          type: 'WALLET_FAILED',
          walletOption: name,
          stage: 'connect',
          error,
        });
        const wallet = wallets().find(name);
        if (!wallet) return failed(walletError(WALLET_FAILURE.connect));
        let address: string;
        try {
          address = await connectWallet(wallet);
        } catch (error) {
          return failed(walletError(WALLET_FAILURE.connect, error));
        }
        const started = await ports.court.client.cryptoWallets.authenticateStart({
          crypto_wallet_address: address,
          crypto_wallet_type: wallet.chain,
          ...(await siweParams(wallet, ports)),
        });
        if (!started.ok) return failed(fromClientError(started.error));
        return {
          type: 'WALLET_CHALLENGED',
          crypto: {
            walletOption: name,
            walletType: wallet.chain,
            walletAddress: address,
            walletChallenge: started.value.challenge,
          },
        };
      },
      async SIGN_WALLET_MESSAGE(_intent, state, { court, config }) {
        if (state.screen.name !== 'cryptoSignMessage') return { type: 'FAILED', error: { code: 'config' } };
        const { walletOption, walletType, walletAddress, walletChallenge } = state.screen.crypto;
        const failed = (error: WidgetError): Outcome => ({ type: 'WALLET_FAILED', walletOption, stage: 'sign', error });
        const wallet = wallets().find(walletOption);
        if (!wallet || wallet.chain !== walletType) return failed(walletError(WALLET_FAILURE.sign));
        let signature: string;
        try {
          signature = await signChallenge(wallet, walletAddress, walletChallenge);
        } catch (error) {
          return failed(walletError(WALLET_FAILURE.sign, error));
        }
        const result = await court.client.cryptoWallets.authenticate({
          crypto_wallet_address: walletAddress,
          crypto_wallet_type: walletType,
          signature,
          session_duration_minutes: config.sessionOptions.sessionDurationMinutes,
        });
        if (!result.ok) return failed(fromClientError(result.error));
        return {
          type: 'SIGNED_IN',
          signedIn: { method: 'crypto', user: result.value.user, session: result.value.session },
          via: `crypto-${walletOption}`,
        };
      },
    },
  };
}

export const cryptoFlow = createCryptoFlow();

/** A wallet's refusal by its type, with the wallet's own reason kept for the console. */
function walletError(errorType: WalletFailure, cause?: unknown): WidgetError {
  if (cause !== undefined) console.warn(`court-login: ${errorType}:`, cause);
  return { code: 'wallet', errorType };
}

/** Sign-In With Ethereum fields, when the project asks for them (docs/provider-api.md#crypto-wallets). */
async function siweParams(wallet: DetectedWallet, { bootstrap }: FlowPorts): Promise<{ siwe_params?: SiweParams }> {
  if (wallet.chain !== 'ethereum' || !(await bootstrap()).siweRequiredForCryptoWallets) return {};
  return { siwe_params: { uri: globalThis.location.origin, chain_id: String(await ethereumChainId(wallet)) } };
}

interface SiweParams {
  uri: string;
  chain_id: string;
}
