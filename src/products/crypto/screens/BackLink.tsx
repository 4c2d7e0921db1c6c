import crypto from '../../../i18n/compiled/en/crypto.ts';
import { useText } from '../../../i18n/text.ts';
import { LinkButton } from '../../../ui/LinkButton.tsx';

/** The back arrow at the top of a crypto screen; `label` names where it goes when not Back. */
export function BackLink({ onBack, label }: { onBack: () => void; label?: string }) {
  const text = useText(crypto);
  return (
    <LinkButton className="court-back" onClick={onBack}>
      <span className="court-back-arrow" aria-hidden="true">
        ←
      </span>{' '}
      {label ?? text.cryptoBack()}
    </LinkButton>
  );
}
