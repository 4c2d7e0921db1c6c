// mode="oauth-authorize": the consent page of the project's OAuth 2.1 authorization server. Signed
// out, the configured sign-in; signed in, what the client asks for and where its code goes, with
// Allow and Deny. Loaded from its own chunk only in this mode.
import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { WidgetConfig } from '../../config/types.ts';
import type { AuthorizeState } from './flow/flow.ts';
import { redirectDestination, returnAddress, type AuthorizationRequest } from './flow/request.ts';
import authorize from '../../i18n/compiled/en/authorize.ts';
import { useText } from '../../i18n/text.ts';
import { ConsentScreen } from './screens/ConsentScreen.tsx';
import { CheckingScreen, ProblemScreen, ReturningScreen, SignInFor } from './screens/AuthorizeStatusScreens.tsx';
import { scopeLines } from './screens/scope-words.ts';
import type { Court, SessionSnapshot } from '../../session/types.ts';
import { AlertBanner } from '../../ui/AlertBanner.tsx';
import { Button } from '../../ui/Button.tsx';
import { useProductRules } from '../../ui/use-product-rules.ts';
import { signInConfig } from './sign-in-config.ts';
import { useAuthorize } from './use-authorize.ts';
import { useBootstrap } from '../../widget/bootstrap.ts';
import type { CourtLoader } from '../../loading/court-loader.ts';
import { LoginFlow } from '../../widget/LoginFlow.tsx';
import { useErrorTexts } from '../../ui/error-texts.ts';
import { preloadChunks } from '../../loading/preload.ts';
import { ScreenFrame } from '../../widget/ScreenFrame.tsx';
import type { WidgetOutputs } from '../../widget/types.ts';
import { useCourt } from '../../widget/use-court.ts';

interface OAuthAuthorizeModeProps {
  court: Court | CourtLoader;
  config: WidgetConfig;
  outputs: WidgetOutputs;
  publicToken?: string;
}

export function OAuthAuthorizeMode({ court: given, config, outputs, publicToken }: OAuthAuthorizeModeProps) {
  const { court, loaded } = useCourt(given);
  const bootstrap = useBootstrap(court, loaded);
  const errors = useErrorTexts();
  const text = useText(authorize);
  const { machine, parsed, session, redirectError, signedIn } = useAuthorize(court, loaded, config, outputs, errors);
  const state = useSyncExternalStore(machine.subscribe, machine.getState);
  const frame = useRef<HTMLDivElement>(null);
  // The consent list and the progress bar are product rules: this chunk brings them, adopted before paint.
  useProductRules(frame);
  // The sign-in's own chunks (forms, products) are requested as soon as a sign-in is needed.
  const signingIn = state.screen.name === 'signIn';
  useEffect(() => {
    if (signingIn) preloadChunks(config, 'login', true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- asked for each time a sign-in starts; a new config object meanwhile does not ask again
  }, [signingIn]);
  // Sign-ins that leave the page come back here, to this request.
  const [loginConfig] = useState(() => signInConfig(config, returnAddress(window.location.href)));
  // The sign-in's success is the page's (court-success) and the flow's cue to go on to consent.
  const signInOutputs = useMemo<WidgetOutputs>(
    () => ({
      ...outputs,
      onSuccess(detail) {
        outputs.onSuccess(detail);
        signedIn();
      },
    }),
    [outputs, signedIn],
  );

  return (
    <ScreenFrame screenKey={state.screen.name} frame={frame} busy={state.pending?.kind === 'start' || undefined}>
      {state.error && (
        <>
          <AlertBanner variant="error">{errors.describe(state.error)}</AlertBanner>
          <Button variant="primary" onClick={() => machine.send({ type: 'RETRY' })}>
            {text.authorizeRetry()}
          </Button>
        </>
      )}
      {redirectError && signingIn && <AlertBanner variant="error">{errors.describe(redirectError)}</AlertBanner>}
      {parsed.ok ? (
        <CurrentScreen
          state={state}
          request={parsed.request}
          session={session}
          projectName={bootstrap.current.projectName}
          signIn={<LoginFlow court={given} config={loginConfig} outputs={signInOutputs} publicToken={publicToken} />}
          send={machine.send}
        />
      ) : (
        <ProblemScreen problem={parsed.problem} />
      )}
    </ScreenFrame>
  );
}

interface CurrentScreenProps {
  state: AuthorizeState;
  request: AuthorizationRequest;
  session: SessionSnapshot;
  projectName: string | null;
  signIn: ReactNode;
  send: ReturnType<typeof useAuthorize>['machine']['send'];
}

function CurrentScreen({ state, request, session, projectName, signIn, send }: CurrentScreenProps) {
  const text = useText(authorize);
  const destination = redirectDestination(request.redirectUri);
  const clientName = state.client?.name || destination.host;
  const { screen } = state;
  switch (screen.name) {
    case 'checking':
      return <CheckingScreen />;
    case 'problem':
      return <ProblemScreen problem={screen.problem} />;
    case 'returning':
      return (
        <ReturningScreen
          clientName={clientName}
          outcome={screen.outcome}
          email={session.user?.emails[0]?.email ?? null}
        />
      );
    case 'signIn':
      return (
        <>
          <SignInFor clientName={clientName} again={screen.again === true} />
          {signIn}
        </>
      );
    case 'consent': {
      const { granted, refused } = scopeLines(screen.start.scopes, text);
      const user = screen.start.user ?? session.user;
      const pending = state.pending?.kind;
      return (
        <ConsentScreen
          clientName={clientName}
          destination={destination}
          projectName={projectName}
          granted={granted}
          refused={refused}
          email={user?.emails[0]?.email ?? null}
          pending={pending === 'allow' || pending === 'deny' || pending === 'switch' ? pending : null}
          onAllow={() => send({ type: 'ALLOW' })}
          onDeny={() => send({ type: 'DENY' })}
          onSwitchAccount={() => send({ type: 'SWITCH_ACCOUNT' })}
        />
      );
    }
  }
}
