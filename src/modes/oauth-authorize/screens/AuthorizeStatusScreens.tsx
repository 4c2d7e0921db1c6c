// The oauth-authorize mode's screens other than consent: the request being checked, the way back
// to the client, and a request that cannot be used (never redirected).
import authorize from '../../../i18n/compiled/en/authorize.ts';
import { useText } from '../../../i18n/text.ts';
import type { PageProblem, ReturnOutcome } from '../flow/flow.ts';
import { AlertBanner } from '../../../ui/AlertBanner.tsx';
import { Heading, Text } from '../../../ui/Heading.tsx';
import { isolate } from './isolate.ts';

/** While the request and the session are checked; also the heading a lazily loading part falls back on. */
export function CheckingScreen() {
  const text = useText(authorize);
  return (
    <>
      <Heading>{text.authorizeChecking()}</Heading>
      <div className="court-progress" role="progressbar" aria-label={text.authorizeChecking()} />
    </>
  );
}

/**
 * After Allow, Deny or an answer the client gets at once, while the browser leaves for the client.
 * An allowed return names the account (`email`, null when unknown or without one): with consent
 * remembered this is the only screen, and it must not hide whose account the code is for.
 */
export function ReturningScreen({
  clientName,
  outcome,
  email,
}: {
  clientName: string;
  outcome: ReturnOutcome;
  email: string | null;
}) {
  const text = useText(authorize);
  const client = isolate(clientName);
  const returning =
    outcome === 'allowed' && email
      ? text.authorizeReturningAs({ client, email: isolate(email) })
      : text.authorizeReturning({ client });
  return (
    <>
      <Heading>{outcome === 'denied' ? text.authorizeDenied({ client }) : returning}</Heading>
      <div className="court-progress" role="progressbar" aria-label={returning} />
    </>
  );
}

const PROBLEM_TEXT = {
  missingClient: 'authorizeProblemMissingClient',
  missingRedirect: 'authorizeProblemMissingRedirect',
  malformedRedirect: 'authorizeProblemMissingRedirect',
  oversized: 'authorizeProblemOversized',
  unknownClient: 'authorizeProblemUnknownClient',
  unknownRedirect: 'authorizeProblemUnknownRedirect',
  framed: 'authorizeProblemFramed',
  unexpectedRedirect: 'authorizeProblemUnexpected',
} as const satisfies Record<PageProblem, keyof typeof authorize>;

/** The English text of a problem, for the page's developer (`court-error`). */
export const problemText = (problem: PageProblem, text: typeof authorize = authorize): string =>
  text[PROBLEM_TEXT[problem]]();

export function ProblemScreen({ problem }: { problem: PageProblem }) {
  const text = useText(authorize);
  return (
    <>
      <Heading>{text.authorizeProblemHeading()}</Heading>
      <AlertBanner variant="error">{problemText(problem, text)}</AlertBanner>
    </>
  );
}

/** Above the configured sign-in screens: why the visitor signs in here; `again` when the client asked a signed-in person to (`prompt=login`). */
export function SignInFor({ clientName, again }: { clientName: string; again: boolean }) {
  const text = useText(authorize);
  const client = isolate(clientName);
  return <Text>{again ? text.authorizeSignInAgainFor({ client }) : text.authorizeSignInFor({ client })}</Text>;
}
