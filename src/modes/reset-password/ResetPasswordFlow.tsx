// The reset-password mode's flow: the password product's slice started with the page's token.
import { useRef, useState, useSyncExternalStore } from 'react';
import type { WidgetConfig } from '../../config/types.ts';
import type { FlowEvent } from '../../flows/events.ts';
import { createFlowMachine, type FlowMachine } from '../../flows/machine.ts';
import type { ProductFlow } from '../../flows/ports.ts';
import type { FlowState } from '../../flows/state.ts';
import firstScreen from '../../i18n/compiled/en/firstScreen.ts';
import { useText } from '../../i18n/text.ts';
import type { Court } from '../../session/types.ts';
import { Heading } from '../../ui/Heading.tsx';
import { useProductRules } from '../../ui/use-product-rules.ts';
import { useBootstrap } from '../../widget/bootstrap.ts';
import { withCaptcha } from '../../bot-protection/protected-court.ts';
import { useErrorTexts, type ErrorTexts } from '../../ui/error-texts.ts';
import type { CourtLoader } from '../../loading/court-loader.ts';
import { ScreenFrame } from '../../widget/ScreenFrame.tsx';
import type { ResetToken, WidgetOutputs } from '../../widget/types.ts';
import { useCourt } from '../../widget/use-court.ts';
import type { passwordsViewWith } from '../../products/passwords/view.tsx';
import { ResendNotices } from '../../products/resend-notices.tsx';

interface ResetPasswordFlowProps {
  court: Court | CourtLoader;
  config: WidgetConfig;
  token: ResetToken;
  outputs: WidgetOutputs;
  /** "Back to sign in". */
  onLeave: () => void;
}

/** The password product's flow and views, loaded through the same dynamic imports as the registries. */
export interface PasswordParts {
  flow: ProductFlow;
  viewWith: typeof passwordsViewWith;
}

export function ResetPasswordFlow({
  court: given,
  config,
  token,
  outputs,
  onLeave,
  parts,
}: ResetPasswordFlowProps & { parts: PasswordParts }) {
  const { court, loaded } = useCourt(given);
  const bootstrap = useBootstrap(court, loaded);
  const errors = useErrorTexts();
  const text = useText(firstScreen);
  const latest = useRef({ outputs, bootstrap, onLeave, errors });
  latest.current = { outputs, bootstrap, onLeave, errors };
  const [view] = useState(() => parts.viewWith({ onLeave: () => latest.current.onLeave() }));
  const [machine] = useState<FlowMachine>(() => {
    const created = createFlowMachine(
      [parts.flow],
      court.then((ready) => ({
        court: withCaptcha(ready, () => latest.current.bootstrap.load(), config.scriptUrls),
        config,
        bootstrap: () => latest.current.bootstrap.load(),
        navigate: (url) => window.location.assign(url),
        now: () => Date.now(),
      })),
      (event, before, after) => report(event, before, after, latest.current),
    );
    created.send({ type: 'START_PASSWORD_RESET', token: token.token, tokenType: token.tokenType });
    return created;
  });
  const state = useSyncExternalStore(machine.subscribe, machine.getState);
  const frame = useRef<HTMLDivElement>(null);

  // The product rules (fields, buttons) come with this chunk: adopted before the first screen paints.
  useProductRules(frame);

  const render = view.screens?.[state.screen.name];
  const context = { state, config, bootstrap: bootstrap.current, send: machine.send, court: loaded, errors };
  return (
    <>
      <ScreenFrame screenKey={state.screen.name} frame={frame}>
        {render ? render(context) : <Heading>{text.resetPasswordHeading()}</Heading>}
      </ScreenFrame>
      {loaded && <ResendNotices court={loaded} machine={machine} onBootstrap={bootstrap.receive} config={config} />}
    </>
  );
}

/** The mode's outcomes: success once signed in, errors (a refused link included) as `court-error`. */
function report(
  event: FlowEvent,
  before: FlowState,
  after: FlowState,
  { outputs, errors }: { outputs: WidgetOutputs; errors: ErrorTexts },
) {
  if (after === before) return;
  if (event.type === 'SIGNED_IN') outputs.onSuccess(event.signedIn);
  if (event.type === 'FAILED')
    outputs.onError({
      code: event.error.errorType ?? event.error.code,
      message: errors.field(after) ?? errors.describe(event.error),
    });
  if (event.type === 'RESET_TOKEN_REFUSED')
    outputs.onError({
      code: event.errorType,
      message: event.detail || errors.describe({ code: 'http', errorType: event.errorType }),
    });
}
