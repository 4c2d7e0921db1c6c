import { detectWallets } from '../../platform/wallets.ts';
import { WalletButtons } from '../../screens/crypto/WalletButtons.tsx';
import type { ProductView } from '../products.tsx';

/** Widget button slots (SPEC §9): social providers plus wallets plus one. */
const BUTTON_SLOTS = 6;

export const cryptoView: ProductView = {
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
