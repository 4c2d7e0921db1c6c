import { useContext } from 'react';
import passkeys from '../../../i18n/compiled/en/passkeys.ts';
import { LanguageContext, useText } from '../../../i18n/text.ts';
import { AlertBanner } from '../../../ui/AlertBanner.tsx';
import { Button } from '../../../ui/Button.tsx';
import { Heading, Text } from '../../../ui/Heading.tsx';

interface RegisterPasskeyScreenProps {
  creating: boolean;
  skipping: boolean;
  /** Why the last attempt created nothing; Create tries again. */
  error?: string;
  /** The platform the passkey is made on (Mac, Android...), when known: part of its default name. */
  platform: string | null;
  /** `fallbackName`: the new passkey's name when its authenticator has none, in the language on screen. */
  onCreate: (fallbackName: string) => void;
  onSkip: () => void;
}

/** Register New Passkey: create one for the signed-in user, or skip. */
export function RegisterPasskeyScreen({
  creating,
  skipping,
  error,
  platform,
  onCreate,
  onSkip,
}: RegisterPasskeyScreenProps) {
  const text = useText(passkeys);
  const { lang } = useContext(LanguageContext);
  const busy = creating || skipping;
  function create() {
    // The name is saved at the provider: it is written in the language the visitor sees now.
    const date = new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(new Date());
    onCreate(platform ? text.passkeyNameOnPlatform({ platform, date }) : text.passkeyNameOnDate({ date }));
  }
  return (
    <>
      <Heading>{text.passkeyRegisterHeading()}</Heading>
      <Text>{text.passkeyRegisterText()}</Text>
      <div className="court-stack">
        <Button variant="primary" pending={creating} disabled={busy} onClick={create}>
          {text.passkeyCreate()}
        </Button>
        <Button pending={skipping} disabled={busy} onClick={onSkip}>
          {text.passkeySkip()}
        </Button>
      </div>
      <p className="court-status" role="status">
        {creating ? text.passkeyCreating() : ''}
      </p>
      {error && <AlertBanner variant="error">{error}</AlertBanner>}
    </>
  );
}
