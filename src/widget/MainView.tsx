import { useEffect, useState } from 'react';
import { formMethods, methodKey, type FormMethod } from '../config/rules.ts';
import { text } from '../i18n/en.ts';
import { supportsPasskeyAutofill } from '../platform/passkeys.ts';
import { EmailForm } from '../screens/main/EmailForm.tsx';
import { MainScreen } from '../screens/main/MainScreen.tsx';
import { PhoneForm } from '../screens/main/PhoneForm.tsx';
import { Tabs } from '../ui/Tabs.tsx';
import { fieldErrorText, formErrorText } from './messages.ts';
import { PRODUCT_VIEWS, type ViewContext } from './products.tsx';

const TAB_LABELS = { sms: text.tabs.sms, whatsapp: text.tabs.whatsapp, email: text.tabs.email } as const;

export function MainView(context: ViewContext) {
  const { state, config, send } = context;
  const methods = formMethods(config);
  const autofill = usePasskeyAutofill(config.products.includes('passkeys'));
  const buttons = config.products.flatMap((product) => PRODUCT_VIEWS[product]?.buttons?.(context) ?? []);
  const selectedKey = state.screen.name === 'main' && state.screen.methodKey ? state.screen.methodKey : methods[0] && methodKey(methods[0]);
  const selected = methods.find((method) => methodKey(method) === selectedKey) ?? methods[0];
  const showPasskey = config.products.includes('passkeys') && (methods.length === 0 || !autofill);

  const form = selected && <MethodForm key={methodKey(selected)} method={selected} {...context} />;
  return (
    <MainScreen
      logoUrl={config.theme.logo?.logoImageUrl}
      showHeader={!config.theme.hideHeaderText}
      passkeyButton={showPasskey ? { pending: state.pending === 'START_PASSKEY', onClick: () => send({ type: 'START_PASSKEY' }) } : undefined}
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

function MethodForm({ method, state, send }: ViewContext & { method: FormMethod }) {
  const error = fieldErrorText(state);
  if (method.kind === 'otp' && method.channel !== 'email') {
    return <PhoneForm channel={method.channel} pending={state.pending === 'SUBMIT_PHONE'} error={error} onSubmit={(phone) => send({ type: 'SUBMIT_PHONE', channel: method.channel === 'sms' ? 'sms' : 'whatsapp', phone })} />;
  }
  const emailMethod = method.kind === 'otp' ? 'otp' : method.kind;
  return <EmailForm pending={state.pending === 'SUBMIT_EMAIL'} error={error} onSubmit={(email) => send({ type: 'SUBMIT_EMAIL', method: emailMethod, email })} />;
}

function usePasskeyAutofill(wanted: boolean): boolean {
  const [supported, setSupported] = useState(false);
  useEffect(() => {
    if (!wanted) return;
    let active = true;
    void supportsPasskeyAutofill().then((value) => active && setSupported(value));
    return () => {
      active = false;
    };
  }, [wanted]);
  return supported;
}
