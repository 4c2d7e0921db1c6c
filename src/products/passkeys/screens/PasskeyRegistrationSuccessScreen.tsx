import passkeys from '../../../i18n/compiled/en/passkeys.ts';
import { useText } from '../../../i18n/text.ts';
import { AlertBanner } from '../../../ui/AlertBanner.tsx';
import { Button } from '../../../ui/Button.tsx';
import { Heading, Text } from '../../../ui/Heading.tsx';
import { PasskeyList, type PasskeyListProps } from './PasskeyList.tsx';

interface PasskeyRegistrationSuccessScreenProps extends PasskeyListProps {
  created: boolean;
  error?: string;
  onAddAnother: () => void;
}

/** Passkey Registration Success: what was created, and the user's passkeys to rename or delete. */
export function PasskeyRegistrationSuccessScreen({
  created,
  error,
  onAddAnother,
  ...list
}: PasskeyRegistrationSuccessScreenProps) {
  const text = useText(passkeys);
  return (
    <>
      {created && (
        <svg className="court-check" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="11" fill="none" stroke="currentColor" strokeWidth="2" />
          <path
            d="M7 12.5l3.2 3.2L17 9"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      )}
      <Heading>{text.passkeyListHeading()}</Heading>
      {created && <Text>{text.passkeyCreated()}</Text>}
      <PasskeyList {...list} />
      {error && <AlertBanner variant="error">{error}</AlertBanner>}
      <Button disabled={list.edit !== null || list.pending !== null} onClick={onAddAnother}>
        {text.passkeyAddAnother()}
      </Button>
    </>
  );
}
