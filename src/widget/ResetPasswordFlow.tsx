// The reset-password mode's flow: the password product's slice started with the page's token.
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { WidgetConfig } from '../config/types.ts';
import { createFlowMachine, type FlowMachine } from '../flows/machine.ts';
import { passwordsFlow } from '../flows/products/passwords.ts';
import { text } from '../i18n/en.ts';
import type { Court } from '../session/types.ts';
import { adoptProductStyles } from '../styles/sheets.ts';
import { Heading } from '../ui/Heading.tsx';
import { useBootstrap } from './bootstrap.ts';
import type { CourtLoader } from './court-loader.ts';
import { report } from './LoginFlow.tsx';
import { ScreenFrame } from './ScreenFrame.tsx';
import type { ResetToken, WidgetOutputs } from './types.ts';
import { useCourt } from './use-court.ts';
import { passwordsViewWith } from './views/passwords.tsx';
import { ResendNotices } from './views/resend-notices.tsx';

interface ResetPasswordFlowProps {
  court: Court | CourtLoader;
  config: WidgetConfig;
  token: ResetToken;
  outputs: WidgetOutputs;
  /** "Back to sign in". */
  onLeave: () => void;
}

export function ResetPasswordFlow({ court: given, config, token, outputs, onLeave }: ResetPasswordFlowProps) {
  const { court, loaded } = useCourt(given);
  const bootstrap = useBootstrap(court, loaded);
  const latest = useRef({ outputs, bootstrap, onLeave });
  latest.current = { outputs, bootstrap, onLeave };
  const [view] = useState(() => passwordsViewWith({ onLeave: () => latest.current.onLeave() }));
  const [machine] = useState<FlowMachine>(() => {
    const created = createFlowMachine(
      [passwordsFlow],
      court.then((ready) => ({
        court: ready,
        config,
        bootstrap: () => latest.current.bootstrap.load(),
        navigate: (url) => window.location.assign(url),
        now: () => Date.now(),
      })),
      (event, before, after) => report(event, before, after, { court, outputs: latest.current.outputs }),
    );
    created.send({ type: 'START_PASSWORD_RESET', token: token.token, tokenType: token.tokenType });
    return created;
  });
  const state = useSyncExternalStore(machine.subscribe, machine.getState);
  const frame = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let active = true;
    import('../styles/products.css?inline').then(({ default: css }) => active && frame.current && adoptProductStyles(frame.current, css), () => {});
    return () => {
      active = false;
    };
  }, []);

  const render = view.screens?.[state.screen.name];
  const context = { state, config, bootstrap: bootstrap.current, send: machine.send };
  return (
    <>
      <ScreenFrame screenKey={state.screen.name} frame={frame}>
        {render ? render(context) : <Heading>{text.resetPasswordHeading}</Heading>}
      </ScreenFrame>
      {loaded && <ResendNotices court={loaded} machine={machine} onBootstrap={bootstrap.receive} />}
    </>
  );
}
