import { useEffect, useState, type FormEvent } from 'react';
import type { ParsedPhone } from '../../flows/state.ts';
import { text } from '../../i18n/en.ts';
import { loadPhoneParser, type PhoneParser } from '../../platform/phone.ts';
import { Button } from '../../ui/Button.tsx';
import { PhoneField } from '../../ui/PhoneField.tsx';

interface PhoneFormProps {
  channel: 'sms' | 'whatsapp';
  pending: boolean;
  error?: string;
  onSubmit: (phone: ParsedPhone | null) => void;
}

const DEFAULT_COUNTRY = 'US';

export function PhoneForm({ channel, pending, error, onSubmit }: PhoneFormProps) {
  const parser = usePhoneParser();
  const [country, setCountry] = useState(DEFAULT_COUNTRY);
  const [value, setValue] = useState('');
  const countries = parser?.countries ?? [{ code: DEFAULT_COUNTRY, dialCode: '+1', name: 'United States' }];

  function change(next: string) {
    // Deleting a formatting character must not re-add it at once.
    const deleting = next.length < value.length;
    setValue(parser && !deleting ? parser.format(next, country) : next);
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit(parser ? parser.parse(value, country) : null);
  }
  return (
    <form className="court-stack" noValidate onSubmit={submit}>
      <PhoneField countries={countries} country={country} value={value} error={error} onCountryChange={setCountry} onChange={change} />
      <Button type="submit" variant="primary" pending={pending}>
        {channel === 'sms' ? text.continueWithText : text.continueWithWhatsApp}
      </Button>
    </form>
  );
}

function usePhoneParser(): PhoneParser | undefined {
  const [parser, setParser] = useState<PhoneParser>();
  useEffect(() => {
    let active = true;
    loadPhoneParser().then(
      (loaded) => active && setParser(loaded),
      (error: unknown) => console.error('court-login: the phone number parser could not load', error),
    );
    return () => {
      active = false;
    };
  }, []);
  return parser;
}
