import { useEffect, useState, useSyncExternalStore } from 'react';
import { formMethods } from '../../config/rules.ts';
import { platformOf } from './passkey-name.ts';
import { autofillBudget, runPasskeyAutofill } from './flow.ts';
import { isPending, type FlowState } from '../../flows/state.ts';
import passkeys from '../../i18n/compiled/en/passkeys.ts';
import { useText } from '../../i18n/text.ts';
import { browserPasskeys } from './passkeys-webauthn.ts';
import { PasskeyConfirmationScreen } from './screens/PasskeyConfirmationScreen.tsx';
import { PasskeyRegistrationSuccessScreen } from './screens/PasskeyRegistrationSuccessScreen.tsx';
import { RegisterPasskeyScreen } from './screens/RegisterPasskeyScreen.tsx';
import { Button } from '../../ui/Button.tsx';
import { PRODUCT_PART } from '../../ui/product-parts.ts';
import { hasWebAuthn } from './webauthn-support.ts';
import { usePasskeyAutofill } from './passkey-autofill.ts';
import type { Companion, ProductView, ViewContext } from '../view-types.ts';

/**
 * First on the main screen when the browser cannot offer passkeys through autofill (docs/specification.md#main-screen); not
 * at all in a browser without WebAuthn.
 */
function PasskeyButton({ state, config, send, lastUsed }: ViewContext) {
  const text = useText(passkeys);
  const autofill = usePasskeyAutofill(formMethods(config).length > 0);
  // Until the browser has said whether it offers passkey autofill, the button waits rather than flickers.
  if (autofill !== 'no' || !hasWebAuthn()) return null;
  return (
    <Button
      part={PRODUCT_PART.passkeyButton}
      pending={isPending(state, 'START_PASSKEY')}
      disabled={state.pending !== null}
      lastUsed={lastUsed === 'passkeys'}
      onClick={() => send({ type: 'START_PASSKEY' })}
    >
      {text.loginWithPasskey()}
    </Button>
  );
}

/**
 * While Main waits for input, asks the browser to offer the user's passkeys in the email field's
 * suggestions; the pick signs in. Stopped (and its request aborted) when Main is left, a request
 * starts or the element goes.
 */
const PasskeyAutofill: Companion = ({ court, machine, config }) => {
  const state = useSyncExternalStore(machine.subscribe, machine.getState);
  const support = usePasskeyAutofill(formMethods(config).length > 0);
  const [budget] = useState(autofillBudget);
  const waiting = support === 'yes' && state.screen.name === 'main' && state.pending === null;
  useEffect(() => {
    if (!waiting) return;
    const autofill = runPasskeyAutofill({
      court,
      budget,
      onCredential: (credential) => machine.send({ type: 'SUBMIT_PASSKEY', credential }),
    });
    return () => autofill.stop();
  }, [waiting, court, machine, budget]);
  return null;
};

function pendingEdit(state: FlowState): 'rename' | 'delete' | null {
  if (isPending(state, 'RENAME_PASSKEY')) return 'rename';
  if (isPending(state, 'DELETE_PASSKEY')) return 'delete';
  return null;
}

export const passkeysView: ProductView = {
  lead: (context) => <PasskeyButton key="passkeys" {...context} />,
  screens: {
    passkeyConfirmation: () => <PasskeyConfirmationScreen />,
    passkeyRegister: ({ state, send, errors }) => (
      <RegisterPasskeyScreen
        creating={isPending(state, 'CREATE_PASSKEY')}
        skipping={isPending(state, 'SKIP_PASSKEY')}
        error={errors.form(state)}
        platform={platformOf(browserPasskeys.userAgent())}
        onCreate={(fallbackName) => send({ type: 'CREATE_PASSKEY', fallbackName })}
        onSkip={() => send({ type: 'SKIP_PASSKEY' })}
      />
    ),
    passkeyRegistrationSuccess: ({ state, send, errors }) =>
      state.screen.name === 'passkeyRegistrationSuccess' && (
        <PasskeyRegistrationSuccessScreen
          created={state.screen.passkeys.created}
          registrations={state.screen.passkeys.registrations}
          edit={state.screen.passkeys.edit}
          pending={pendingEdit(state)}
          error={errors.form(state)}
          onEdit={(id, action) => send({ type: 'EDIT_PASSKEY', id, action })}
          onCancel={() => send({ type: 'CANCEL_PASSKEY_EDIT' })}
          onRename={(id, name) => send({ type: 'RENAME_PASSKEY', id, name })}
          onDelete={(id) => send({ type: 'DELETE_PASSKEY', id })}
          onAddAnother={() => send({ type: 'ADD_PASSKEY' })}
        />
      ),
  },
  companions: [PasskeyAutofill],
};

// The registry loads each view as its module's default (src/products/registry.ts).
export default passkeysView;
