import { useEffect, useState } from 'react';
import { formMethods } from '../../config/rules.ts';
import { isPending } from '../../flows/state.ts';
import { productText } from '../../i18n/en-products.ts';
import { supportsPasskeyAutofill } from '../../platform/passkeys.ts';
import { Button } from '../../ui/Button.tsx';
import { PART } from '../../ui/parts.ts';
import type { ProductView, ViewContext } from '../products.tsx';

export const passkeysView: ProductView = {
  lead: (context) => <PasskeyButton key="passkeys" {...context} />,
};

/** First on the main screen when the browser cannot offer passkeys through autofill (SPEC §2). */
function PasskeyButton({ state, config, send }: ViewContext) {
  const autofill = usePasskeyAutofill();
  // Until the browser has said whether it offers passkey autofill, the button waits rather than flickers.
  if (formMethods(config).length > 0 && autofill !== 'no') return null;
  return (
    <Button part={PART.passkeyButton} pending={isPending(state, 'START_PASSKEY')} onClick={() => send({ type: 'START_PASSKEY' })}>
      {productText.loginWithPasskey}
    </Button>
  );
}

type Support = 'unknown' | 'yes' | 'no';

function usePasskeyAutofill(): Support {
  const [support, setSupport] = useState<Support>('unknown');
  useEffect(() => {
    let active = true;
    void supportsPasskeyAutofill().then((value) => active && setSupport(value ? 'yes' : 'no'));
    return () => {
      active = false;
    };
  }, []);
  return support;
}
