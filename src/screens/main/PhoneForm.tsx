// Mirrored without React by src/paint/first-form.ts; tests/browser/first-paint.test.ts compares them.
import { useEffect, useState, type FormEvent, type MouseEvent, type Ref } from 'react';
import type { ParsedPhone } from '../../flows/values.ts';
import type { FirstCountryCheck } from '../../platform/phone.ts';
import forms from '../../i18n/compiled/en/forms.ts';
import errors from '../../i18n/compiled/en/errors.ts';
import { useText } from '../../i18n/text.ts';
import { AlertBanner } from '../../ui/AlertBanner.tsx';
import { Button } from '../../ui/Button.tsx';
import { FIRST_COUNTRY, phoneSubmitLabel } from '../../ui/form-recipes.ts';
import type { CountryOption } from '../../ui/country-names.ts';
import { PhoneField } from '../../ui/PhoneField.tsx';

/** Parsing and as-you-type formatting of phone numbers for a region code. */
export interface PhoneTools {
  countries: CountryOption[];
  format(text: string, country: string): string;
  parse(text: string, country: string): ParsedPhone;
}

/** What comes before the tools, in a much smaller chunk, and stays whatever becomes of them. */
interface BeforeTheTools {
  /** The first country's check: a number of that country leaves at once. */
  firstCountry?: FirstCountryCheck;
  /** Every country, listed before the tools (the same list as theirs). */
  countries?: CountryOption[];
}

/**
 * The phone tools load once the visitor turns to the form (`onUse`): until then a press of a number
 * the first country's check cannot read is held, and sent once they are in. Should they fail to
 * load, that country's numbers still leave; the next turn to the form asks for them again.
 */
export type PhoneToolsState = BeforeTheTools &
  ({ status: 'loading' } | { status: 'ready'; tools: PhoneTools } | { status: 'failed' });

interface PhoneFormProps {
  channel: 'sms' | 'whatsapp';
  phone: PhoneToolsState;
  pending: boolean;
  error?: string;
  /** The way the visitor last signed in here, with no tab to carry the badge: the button carries it. */
  lastUsed?: boolean;
  /** The visitor turns to the form (a focus or a press in it, a number typed, a country chosen): the tools are wanted. */
  onUse?: () => void;
  onSubmit: (phone: ParsedPhone) => void;
  formRef?: Ref<HTMLFormElement>;
}

const FALLBACK_COUNTRIES: CountryOption[] = [FIRST_COUNTRY];

export function PhoneForm({ channel, phone, pending, error, lastUsed, onUse, onSubmit, formRef }: PhoneFormProps) {
  const errorText = useText(errors);
  const formText = useText(forms);
  const tools = phone.status === 'ready' ? phone.tools : undefined;
  const [country, setCountry] = useState<string>(FIRST_COUNTRY.code);
  // Its check reads the first country's numbers alone: with another chosen, a number waits for the tools.
  const firstCountry = !tools && country === FIRST_COUNTRY.code ? phone.firstCountry : undefined;
  // A press of a number only the tools can read, made after they failed to load.
  const [unread, setUnread] = useState(false);
  // The tools failed, and the number needs them (another country's, or one the check could not
  // read): the form says so, and cannot send it.
  const stuck = phone.status === 'failed' && (!firstCountry || unread);
  const [value, setValue] = useState('');
  // The number the current error is about: once a valid number replaces it, the error goes.
  const [erroredValue, setErroredValue] = useState<string | undefined>();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the number is taken when an error arrives, not as the person types: typing past it is what clears the error
  useEffect(() => setErroredValue(error ? value : undefined), [error]);
  const corrected =
    error !== undefined && tools !== undefined && value !== erroredValue && tools.parse(value, country).isValid;

  // The tools come once the visitor turns to the form, maybe after the first digits: those are
  // formatted then as they would have been as typed. From the latest number: a digit typed since
  // this render must not be lost.
  useEffect(() => {
    if (tools) setValue((typed) => (typed ? tools.format(typed, country) : typed));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the tools arrive: typing on formats in `change`
  }, [tools]);

  function change(next: string) {
    // Typed, pasted or filled in: the visitor's turn, also where no focus event came (an unfocused
    // window). Not again after a failure: that is for a focus, a press or a country chosen.
    if (phone.status === 'loading') onUse?.();
    setUnread(false);
    // Deleting a formatting character must not re-add it at once.
    const deleting = next.length < value.length;
    setValue(tools && !deleting ? tools.format(next, country) : next);
  }
  // A press while the tools load (here, or on the painted form before React: src/paint/hand-over.ts
  // replays it) is kept, and sends what the field holds once a check can read it (the first
  // country's for its numbers, else the whole tools): no press is lost. Until then the button stays
  // busy, so that it goes from held to sending without showing ready in between.
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (!held) return;
    const parsed = tools ? tools.parse(value, country) : firstCountry?.(value);
    if (parsed) onSubmit(parsed);
    else if (phone.status === 'loading') onUse?.();
    if (parsed || stuck) setHeld(false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- sent once, when a check arrives for a held press: typing on is not a press
  }, [held, tools, firstCountry, stuck]);

  // Waiting for a check with nothing to send yet, or holding a press: the button shows it.
  const waiting = (held && !stuck) || (phone.status === 'loading' && !firstCountry);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (tools) return onSubmit(tools.parse(value, country));
    // Before the tools, a number of the first country goes now; any other waits for them.
    const parsed = firstCountry?.(value);
    if (parsed) onSubmit(parsed);
    else if (phone.status === 'loading') setHeld(true);
    else {
      // Failed: this press says so, and asks for the tools again.
      setUnread(true);
      onUse?.();
    }
  }
  function hold(event: MouseEvent) {
    // The busy button took no action: its click, which still reaches the form, is held.
    if (waiting && (event.target as Element).closest('[type=submit]')) setHeld(true);
  }
  return (
    <form
      ref={formRef}
      className="court-stack"
      noValidate
      onSubmit={submit}
      onClick={hold}
      onFocus={onUse}
      onPointerDown={onUse}
    >
      <PhoneField
        countries={phone.countries ?? tools?.countries ?? FALLBACK_COUNTRIES}
        country={country}
        value={value}
        error={corrected ? undefined : error}
        onCountryChange={(code) => {
          setCountry(code);
          setUnread(false);
          onUse?.();
        }}
        onChange={change}
      />
      {stuck && <AlertBanner variant="form-error">{errorText.phoneToolsFailed()}</AlertBanner>}
      <Button type="submit" variant="primary" pending={pending || waiting} disabled={stuck} lastUsed={lastUsed}>
        {phoneSubmitLabel(channel, formText)}
      </Button>
    </form>
  );
}
