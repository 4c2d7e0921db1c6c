// mode="passkey-registration": the signed-in user adds a passkey (Register New Passkey), then sees
// and edits their passkeys (Passkey Registration Success). Loaded from a chunk of its own only in this mode.
import { useEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import type { WidgetConfig } from '../../config/types.ts';
import { createFlowMachine, type FlowMachine } from '../../flows/machine.ts';
import { passkeysFlow } from '../../products/passkeys/flow.ts';
import { initialState, type Screen } from '../../flows/state.ts';
import passkeys from '../../i18n/compiled/en/passkeys.ts';
import { useText } from '../../i18n/text.ts';
import { hasWebAuthn } from '../../products/passkeys/webauthn-support.ts';
import type { Court, SessionSnapshot } from '../../session/types.ts';
import type { WebAuthnRegistration } from '../../types/index.ts';
import { AlertBanner } from '../../ui/AlertBanner.tsx';
import { Heading } from '../../ui/Heading.tsx';
import type { CourtLoader } from '../../loading/court-loader.ts';
import { useErrorTexts } from '../../ui/error-texts.ts';
import { report } from '../../reporting/report.ts';
import { ScreenFrame } from '../../widget/ScreenFrame.tsx';
import type { WidgetOutputs } from '../../widget/types.ts';
import { useCourt } from '../../widget/use-court.ts';
import { passkeysView } from '../../products/passkeys/view.tsx';

interface PasskeyRegistrationProps {
  court: Court | CourtLoader;
  config: WidgetConfig;
  outputs: WidgetOutputs;
}

const SIGNED_OUT: SessionSnapshot = { status: 'loading', user: null, session: null };
const noSubscription = () => () => {};

export function PasskeyRegistration({ court: given, config, outputs }: PasskeyRegistrationProps) {
  const text = useText(passkeys);
  const { loaded } = useCourt(given);
  const session = useSyncExternalStore(
    loaded?.session.subscribe ?? noSubscription,
    loaded ? loaded.session.getSnapshot : () => SIGNED_OUT,
  );
  const noUser = session.status === 'signed-out' || (session.status === 'signed-in' && !session.user);
  // Signing out while the list is open is the page's doing, not a misuse of the mode: only a widget
  // that never had a user reports the error.
  const hadUser = useRef(false);
  if (session.user) hadUser.current = true;
  // Without WebAuthn no passkey can be created: say so rather than offer a Create that always fails.
  const [webAuthn] = useState(hasWebAuthn);
  const unsupported = !webAuthn && session.status === 'signed-in' && !noUser;
  useEffect(() => {
    if (noUser && !hadUser.current)
      outputs.onError({ code: 'passkey_registration_without_user', message: text.passkeyNoUser() });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- told once when the user goes missing; a new outputs object or language does not tell again
  }, [noUser]);
  useEffect(() => {
    if (unsupported) outputs.onError({ code: 'passkeys_unsupported', message: text.passkeyUnsupported() });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- told once when it shows; a new outputs object or language does not tell again
  }, [unsupported]);

  if (!loaded || session.status === 'loading') {
    return (
      <>
        <Heading>{text.passkeyRegisterHeading()}</Heading>
        <p className="court-text" role="status">
          {text.passkeyLoading()}
        </p>
      </>
    );
  }
  if (noUser) return <AlertBanner variant="error">{text.passkeyNoUser()}</AlertBanner>;
  if (unsupported) {
    return (
      <>
        <Heading>{text.passkeyRegisterHeading()}</Heading>
        <AlertBanner variant="error">{text.passkeyUnsupported()}</AlertBanner>
      </>
    );
  }
  return (
    <RegistrationFlow
      court={loaded}
      config={config}
      outputs={outputs}
      registrations={session.user?.webauthn_registrations ?? []}
    />
  );
}

interface RegistrationFlowProps {
  court: Court;
  config: WidgetConfig;
  outputs: WidgetOutputs;
  /** The user's passkeys when the mode opens: with some, the mode opens on their list. */
  registrations: WebAuthnRegistration[];
}

function firstScreen(registrations: WebAuthnRegistration[]): Screen {
  if (registrations.length === 0) return { name: 'passkeyRegister' };
  return { name: 'passkeyRegistrationSuccess', passkeys: { created: false, registrations, edit: null } };
}

function RegistrationFlow({ court, config, outputs, registrations }: RegistrationFlowProps) {
  const errors = useErrorTexts();
  const latest = useRef({ outputs, errors });
  latest.current = { outputs, errors };
  const [machine] = useState<FlowMachine>(() =>
    createFlowMachine(
      [passkeysFlow],
      {
        court,
        config,
        bootstrap: () => court.bootstrap.get(),
        navigate: (url) => window.location.assign(url),
        now: () => Date.now(),
      },
      (event, before, after) => report(event, before, after, { court: Promise.resolve(court), ...latest.current }),
      { ...initialState, screen: firstScreen(registrations) },
    ),
  );
  const state = useSyncExternalStore(machine.subscribe, machine.getState);
  const frame = useRef<HTMLDivElement>(null);
  const styled = useProductStyles(frame);
  const render = passkeysView.screens?.[state.screen.name];
  return (
    <ScreenFrame screenKey={state.screen.name} frame={frame}>
      {styled && render?.({ state, config, send: machine.send, bootstrap: court.bootstrap.getSync(), errors })}
    </ScreenFrame>
  );
}

/** The product styles (fields, the list) are adopted where the frame lives before the screens show. */
function useProductStyles(frame: RefObject<Element | null>): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let active = true;
    import('../../styles/product-sheet.ts').then(
      ({ adoptProductStyles }) => {
        if (!active) return;
        if (frame.current) adoptProductStyles(frame.current);
        setReady(true);
      },
      () => active && setReady(true),
    );
    return () => {
      active = false;
    };
  }, [frame]);
  return ready;
}
