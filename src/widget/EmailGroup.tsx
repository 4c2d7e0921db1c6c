// Mirrored without React by src/paint/first-form.ts; tests/browser/first-paint.test.ts compares them.
// The email-type group of the main screen: one form per method, under tabs when there are several.
// Loaded from a chunk of its own only when the config has such a method.
import { useContext, useEffect, useRef, useState } from 'react';
import { methodKey, type FormMethod } from '../config/rules.ts';
import type { Product } from '../config/types.ts';
import { isPending } from '../flows/state.ts';
import forms from '../i18n/compiled/en/forms.ts';
import { useText } from '../i18n/text.ts';
import {
  loadCountries,
  loadedFirstCountryCheck,
  loadFirstCountryCheck,
  wantPhoneParser,
  whenPhoneParserWanted,
} from '../platform/phone.ts';
import { EmailForm } from '../screens/main/EmailForm.tsx';
import { PhoneForm, type PhoneToolsState } from '../screens/main/PhoneForm.tsx';
import { Divider } from '../ui/Divider.tsx';
import { PaintedScreenContext } from '../ui/painted-ids.ts';
import { formBadged, methodTabLabel } from '../ui/form-recipes.ts';
import { methodsInOrder } from '../session/last-used.ts';
import { LightDomSlot } from '../ui/LightDomSlot.tsx';
import { Tabs } from '../ui/Tabs.tsx';
import { usePasskeyAutofill } from '../products/passkeys/passkey-autofill.ts';
import { usePaintedSends } from '../products/otp/use-painted-sends.ts';
import { phoneSubmit, showBusy } from '../paint/busy.ts';
import { ProductBoundary } from './ProductBoundary.tsx';
import type { ViewContext } from '../products/view-types.ts';

const METHOD_PRODUCTS = { otp: 'otp', magicLink: 'emailMagicLinks', password: 'passwords' } as const satisfies Record<
  FormMethod['kind'],
  Product
>;

export function EmailGroup({ divided, ...context }: ViewContext & { divided: boolean }) {
  const { state, config, send, lastUsed } = context;
  const text = useText(forms);
  // The method last used here comes first, so it is also the one open at first.
  const methods = methodsInOrder(config, lastUsed);
  const phone = usePhoneTools(methods.some((method) => method.kind === 'otp' && method.channel !== 'email'));
  const selectedKey =
    state.screen.name === 'main' && state.screen.methodKey
      ? state.screen.methodKey
      : methods[0] && methodKey(methods[0]);
  const selected = methods.find((method) => methodKey(method) === selectedKey) ?? methods[0];
  if (!selected) return null;

  // Each method's form in a boundary of its own: the other tabs stay when one form fails.
  const form = (
    <ProductBoundary key={methodKey(selected)} product={METHOD_PRODUCTS[selected.kind]} outputs={context.outputs}>
      <MethodForm method={selected} phone={phone} {...context} badged={formBadged(methods, config, lastUsed)} />
    </ProductBoundary>
  );
  // The "or" under the main screen's buttons (products.css hides it when those all render nothing).
  return (
    <>
      {divided && <Divider />}
      {methods.length === 1 ? (
        form
      ) : (
        <Tabs
          items={methods.map((method) => ({
            key: methodKey(method),
            label: methodTabLabel(method, text),
            lastUsed: methodKey(method) === lastUsed,
          }))}
          selected={methodKey(selected)}
          onSelect={(key) => send({ type: 'SELECT_METHOD', methodKey: key })}
        >
          {form}
        </Tabs>
      )}
    </>
  );
}

/** `badged`: the only form, and the way last used here, beside other ways to sign in: its button says so. */
function MethodForm({
  method,
  phone,
  badged,
  state,
  config,
  send,
  errors,
}: ViewContext & { method: FormMethod; phone: PhoneToolsState; badged: boolean }) {
  const error = errors.field(state);
  // With passkeys, the browser may offer them in the email field's suggestions (conditional mediation).
  const passkeyAutofill = usePasskeyAutofill(config.products.includes('passkeys')) === 'yes';
  const phoneForm = useRef<HTMLFormElement>(null);
  usePaintedSends(phoneForm, send);
  if (method.kind === 'otp' && method.channel !== 'email') {
    const channel = method.channel === 'sms' ? 'sms' : 'whatsapp';
    return (
      <PhoneForm
        formRef={phoneForm}
        channel={channel}
        phone={phone}
        pending={isPending(state, 'SUBMIT_PHONE') || isPending(state, 'TAKE_OVER_SEND')}
        error={error}
        lastUsed={badged}
        onUse={wantPhoneParser}
        onSubmit={(parsed) => send({ type: 'SUBMIT_PHONE', channel, phone: parsed })}
      />
    );
  }
  const emailMethod = method.kind === 'otp' ? 'otp' : method.kind;
  if (emailMethod === 'password') {
    // Password managers must see the address field (docs/decisions.md#1-light-dom).
    return (
      <LightDomSlot>
        <EmailForm
          autoComplete={passkeyAutofill ? 'username webauthn' : 'username'}
          pending={isPending(state, 'SUBMIT_EMAIL')}
          error={error}
          lastUsed={badged}
          onSubmit={(email) => send({ type: 'SUBMIT_EMAIL', method: emailMethod, email })}
        />
      </LightDomSlot>
    );
  }
  return (
    <EmailForm
      pending={isPending(state, 'SUBMIT_EMAIL')}
      error={error}
      lastUsed={badged}
      autoComplete={passkeyAutofill ? 'username webauthn' : 'email'}
      onSubmit={(email) => send({ type: 'SUBMIT_EMAIL', method: emailMethod, email })}
    />
  );
}

/**
 * Readies a painted screen's forms for the render adopting them (element/react-renderer.ts, after the
 * hand-over has taken the press's look away): the phone form's Continue as this group's first render
 * shows it, busy until the first country's check is in (usePhoneTools). Returns whether it is busy:
 * the check may come in before React renders, and the adopting render must show what was readied
 * (`phoneBusy` of the adoption). A send the painted form made (src/products/otp/painted-send.ts)
 * shows again in that render's commit, once React's flow has taken it over (use-painted-sends.ts).
 */
export function readyPaintedForms(root: HTMLElement): boolean {
  const button = phoneSubmit(root);
  const busy = !loadedFirstCountryCheck();
  if (button) showBusy(button, busy);
  return busy;
}

/**
 * The phone form's tools when a phone method is configured: at once the list of countries and the
 * first country's check (one small chunk, which the painted form may have loaded already), and the
 * whole parser, whose metadata is large, once the visitor turns to the form (PhoneForm's `onUse`;
 * not before React: on a slow link it would share the link with the chunks React's form needs).
 */
function usePhoneTools(wanted: boolean): PhoneToolsState {
  const adoption = useContext(PaintedScreenContext);
  const [phone, setPhone] = useState<PhoneToolsState>(() => ({
    status: 'loading',
    // Adopting a painted form readied busy, the check that came in since shows with the next render.
    firstCountry: adoption?.phoneBusy ? undefined : loadedFirstCountryCheck(),
  }));
  useEffect(() => {
    if (!wanted) return;
    let active = true;
    const update = (next: (current: PhoneToolsState) => PhoneToolsState) => active && setPhone(next);
    // The countries are listed from here on, after the first render: a painted form it adopts lists
    // the first country alone.
    Promise.all([loadFirstCountryCheck(), loadCountries()]).then(
      ([firstCountry, countries]) => update((current) => ({ ...current, firstCountry, countries })),
      // Without them the whole parser decides alone, and is wanted at once.
      () => active && wantPhoneParser(),
    );
    // Each load of the parser, the first or one after a failure, wherever the visitor turned to the form.
    const stop = whenPhoneParserWanted((parser) => {
      update((current) => (current.status === 'failed' ? { ...current, status: 'loading' } : current));
      parser.then(
        (tools) => update((current) => ({ ...current, status: 'ready', tools })),
        (error: unknown) => {
          console.error('court-login: the phone number parser could not load', error);
          update((current) => ({ ...current, status: 'failed' }));
        },
      );
    });
    return () => {
      active = false;
      stop();
    };
  }, [wanted]);
  return phone;
}
