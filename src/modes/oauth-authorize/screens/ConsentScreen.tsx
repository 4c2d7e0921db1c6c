import { useId } from 'react';
import authorize from '../../../i18n/compiled/en/authorize.ts';
import { useText } from '../../../i18n/text.ts';
import { AlertBanner } from '../../../ui/AlertBanner.tsx';
import { Button } from '../../../ui/Button.tsx';
import { Heading, Text } from '../../../ui/Heading.tsx';
import { LinkButton } from '../../../ui/LinkButton.tsx';
import type { RedirectDestination } from '../flow/request.ts';
import { isolate } from './isolate.ts';
import type { ScopeLine } from './scope-words.ts';

export interface ConsentScreenProps {
  /** The client's registered name, or the host its code goes to when it has none. */
  clientName: string;
  destination: RedirectDestination;
  /** The project's name from its settings; null when unknown. */
  projectName: string | null;
  granted: ScopeLine[];
  refused: ScopeLine[];
  /** The signed-in person's email address; null for an account without one. */
  email: string | null;
  pending: 'allow' | 'deny' | 'switch' | null;
  onAllow(): void;
  onDeny(): void;
  onSwitchAccount(): void;
}

/** Asks the signed-in person whether the client may use their account, saying where the code goes and what it allows. */
export function ConsentScreen({
  clientName,
  destination,
  projectName,
  granted,
  refused,
  email,
  pending,
  onAllow,
  onDeny,
  onSwitchAccount,
}: ConsentScreenProps) {
  const text = useText(authorize);
  const abilities = useId();
  const refusedIntro = useId();
  const client = isolate(clientName);
  const host = isolate(destination.host);
  const busy = pending !== null;
  return (
    <>
      <Heading>
        {projectName
          ? text.authorizeHeading({ client, project: isolate(projectName) })
          : text.authorizeHeadingPlain({ client })}
      </Heading>
      <Text>{text.authorizeReturnsTo({ host })}</Text>
      {destination.loopback && <AlertBanner variant="warning">{text.authorizeLoopback({ host })}</AlertBanner>}
      {!destination.loopback && destination.insecure && (
        <AlertBanner variant="warning">{text.authorizeInsecure({ host })}</AlertBanner>
      )}
      {granted.length > 0 && (
        <>
          <p className="court-text" id={abilities}>
            {text.authorizeAbilities({ client })}
          </p>
          <ul className="court-scopes" aria-labelledby={abilities}>
            {granted.map((line) => (
              <li key={line.scope} className="court-scope">
                {line.words}
              </li>
            ))}
          </ul>
        </>
      )}
      {refused.length > 0 && (
        <>
          <p className="court-text" id={refusedIntro}>
            {text.authorizeNotGrantable({ client })}
          </p>
          <ul className="court-scopes court-scopes--refused" aria-labelledby={refusedIntro}>
            {refused.map((line) => (
              <li key={line.scope} className="court-scope">
                {line.words}
              </li>
            ))}
          </ul>
        </>
      )}
      <Button variant="primary" pending={pending === 'allow'} disabled={busy} onClick={onAllow}>
        {text.authorizeAllow()}
      </Button>
      <Button pending={pending === 'deny'} disabled={busy} onClick={onDeny}>
        {text.authorizeDeny()}
      </Button>
      <div className="court-consent-account">
        <p className="court-text">
          {email ? text.authorizeSignedInAs({ email: isolate(email) }) : text.authorizeSignedInNoEmail()}
        </p>
        <LinkButton
          className="court-consent-switch"
          inactive={busy}
          pending={pending === 'switch'}
          onClick={onSwitchAccount}
        >
          {text.authorizeSwitchAccount()}
        </LinkButton>
      </div>
    </>
  );
}
