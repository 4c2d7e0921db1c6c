import { passkeyText } from '../../i18n/en-passkeys.ts';
import { AlertBanner } from '../../ui/AlertBanner.tsx';
import { Button } from '../../ui/Button.tsx';
import { Heading, Text } from '../../ui/Heading.tsx';

interface RegisterPasskeyScreenProps {
  creating: boolean;
  skipping: boolean;
  /** Why the last attempt created nothing; Create tries again. */
  error?: string;
  onCreate: () => void;
  onSkip: () => void;
}

/** Register New Passkey: create one for the signed-in user, or skip. */
export function RegisterPasskeyScreen({ creating, skipping, error, onCreate, onSkip }: RegisterPasskeyScreenProps) {
  const busy = creating || skipping;
  return (
    <>
      <Heading>{passkeyText.registerHeading}</Heading>
      <Text>{passkeyText.registerText}</Text>
      <div className="court-stack">
        <Button variant="primary" pending={creating} disabled={busy} onClick={onCreate}>{passkeyText.create}</Button>
        <Button pending={skipping} disabled={busy} onClick={onSkip}>{passkeyText.skip}</Button>
      </div>
      <p className="court-status" role="status">{creating ? passkeyText.creating : ''}</p>
      {error && <AlertBanner variant="error">{error}</AlertBanner>}
    </>
  );
}
