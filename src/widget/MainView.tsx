import { useEffect, useState } from 'react';
import { formMethods, methodKey, type FormMethod } from '../config/rules.ts';
import { isPending } from '../flows/state.ts';
import { text } from '../i18n/en.ts';
import { supportsPasskeyAutofill } from '../platform/passkeys.ts';
import { loadPhoneParser } from '../platform/phone.ts';
import { EmailForm } from '../screens/main/EmailForm.tsx';
import { MainScreen } from '../screens/main/MainScreen.tsx';
import { PhoneForm, type PhoneToolsState } from '../screens/main/PhoneForm.tsx';
import { Tabs } from '../ui/Tabs.tsx';
import { fieldErrorText, formErrorText } from './messages.ts';
import { PRODUCT_VIEWS, type ViewContext } from './products.tsx';

const TAB_LABELS = { sms: text.tabs.sms, whatsapp: text.tabs.whatsapp, email: text.tabs.email } as const;

export function MainView(context: ViewContext) {
  const { state, config, send } = context;
  const methods = formMethods(config);
  const passkeys = config.products.includes('passkeys');
  const autofill = usePasskeyAutofill(passkeys);
  const phone = usePhoneTools(methods.some((method) => method.kind === 'otp' && method.channel !== 'email'));
  const buttons = config.products.flatMap((product) => PRODUCT_VIEWS[product]?.buttons?.(context) ?? []);
  const selectedKey = state.screen.name === 'main' && state.screen.methodKey ? state.screen.methodKey : methods[0] && methodKey(methods[0]);
  const selected = methods.find((method) => methodKey(method) === selectedKey) ?? methods[0];
  // Until the browser has said whether it offers passkey autofill, the button waits rather than flickers.
  const showPasskey = passkeys && (methods.length === 0 || autofill === 'no');

  const form = selected && <MethodForm key={methodKey(selected)} method={selected} phone={phone} {...context} />;
  return (
    <MainScreen
      logoUrl={config.theme.logo?.logoImageUrl}
      showHeader={!config.theme.hideHeaderText}
      passkeyButton={showPasskey ? { pending: isPending(state, 'START_PASSKEY'), onClick: () => send({ type: 'START_PASSKEY' }) } : undefined}
      buttons={buttons}
      form={
        methods.length > 1 && selected ? (
          <Tabs
            items={methods.map((method) => ({ key: methodKey(method), label: TAB_LABELS[method.kind === 'otp' ? method.channel : 'email'] }))}
            selected={methodKey(selected)}
            onSelect={(key) => send({ type: 'SELECT_METHOD', methodKey: key })}
          >
            {form}
          </Tabs>
        ) : form
      }
      error={formErrorText(state)}
    />
  );
}

function MethodForm({ method, phone, state, send }: ViewContext & { method: FormMethod; phone: PhoneToolsState }) {
  const error = fieldErrorText(state);
  if (method.kind === 'otp' && method.channel !== 'email') {
    const channel = method.channel === 'sms' ? 'sms' : 'whatsapp';
    return <PhoneForm channel={channel} phone={phone} pending={isPending(state, 'SUBMIT_PHONE')} error={error} onSubmit={(parsed) => send({ type: 'SUBMIT_PHONE', channel, phone: parsed })} />;
  }
  const emailMethod = method.kind === 'otp' ? 'otp' : method.kind;
  return <EmailForm pending={isPending(state, 'SUBMIT_EMAIL')} error={error} onSubmit={(email) => send({ type: 'SUBMIT_EMAIL', method: emailMethod, email })} />;
}

type Support = 'unknown' | 'yes' | 'no';

function usePasskeyAutofill(wanted: boolean): Support {
  const [support, setSupport] = useState<Support>('unknown');
  useEffect(() => {
    if (!wanted) return;
    let active = true;
    void supportsPasskeyAutofill().then((value) => active && setSupport(value ? 'yes' : 'no'));
    return () => {
      active = false;
    };
  }, [wanted]);
  return support;
}

/** Loads the phone parser when a phone method is configured; its metadata is large. */
function usePhoneTools(wanted: boolean): PhoneToolsState {
  const [phone, setPhone] = useState<PhoneToolsState>({ status: 'loading' });
  useEffect(() => {
    if (!wanted) return;
    let active = true;
    loadPhoneParser().then(
      (tools) => active && setPhone({ status: 'ready', tools }),
      (error: unknown) => {
        console.error('court-login: the phone number parser could not load', error);
        if (active) setPhone({ status: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [wanted]);
  return phone;
}
