import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { WidgetConfig } from '../config/types.ts';
import type { FlowEvent } from '../flows/events.ts';
import { createFlowMachine, type FlowMachine } from '../flows/machine.ts';
import { entryFlows } from '../flows/registry.ts';
import type { FlowState } from '../flows/state.ts';
import { widgetEvents } from '../flows/telemetry.ts';
import { errorMessage } from '../i18n/errors.ts';
import type { Court } from '../session/types.ts';
import { useBootstrap } from './bootstrap.ts';
import type { CourtLoader } from './court-loader.ts';
import { fieldErrorText } from './messages.ts';
import { CurrentScreen } from './CurrentScreen.tsx';
import { ScreenFrame } from './ScreenFrame.tsx';
import type { WidgetOutputs } from './types.ts';
import type { Companion } from './products.tsx';
import { useCourt } from './use-court.ts';
import { useProducts, type LoadedProducts } from './use-products.ts';

interface LoginFlowProps {
  /** The Court, or its loader: the first screen renders at once, actions wait for the Court. */
  court: Court | CourtLoader;
  config: WidgetConfig;
  outputs: WidgetOutputs;
}

/** Runs the sign-in flow of the configured products and reports its outcomes. */
export function LoginFlow({ court: given, config, outputs }: LoginFlowProps) {
  const { court, loaded } = useCourt(given);
  const bootstrap = useBootstrap(court, loaded);
  const latest = useRef({ outputs, bootstrap });
  latest.current = { outputs, bootstrap };
  const [machine] = useState<FlowMachine>(() =>
    createFlowMachine(
      entryFlows(config.products),
      court.then((ready) => ({
        court: ready,
        config,
        bootstrap: () => latest.current.bootstrap.load(),
        navigate: (url) => window.location.assign(url),
        now: () => Date.now(),
      })),
      (event, before, after) => report(event, before, after, { court, outputs: latest.current.outputs }),
    ),
  );
  const state = useSyncExternalStore(machine.subscribe, machine.getState);
  const frame = useRef<HTMLDivElement>(null);
  const products = useProducts(config, machine, frame);

  useEffect(() => {
    logEvent(court, 'render_login_screen', {});
    latest.current.outputs.onEvent({ type: 'render_login_screen', data: {} });
    // The machine needs no teardown: a late result only updates state nobody renders.
  }, [court]);

  const screenKey = state.screen.name;
  return (
    <>
      <ScreenFrame screenKey={screenKey} frame={frame}>
        <CurrentScreen state={state} config={config} send={machine.send} bootstrap={bootstrap.current} products={products} />
      </ScreenFrame>
      {loaded && companions(config, products).map((Companion, index) => (
        <Companion key={index} court={loaded} machine={machine} onBootstrap={bootstrap.receive} />
      ))}
    </>
  );
}

/** Each companion once, even when several products bring it. */
function companions(config: WidgetConfig, { views }: LoadedProducts): Companion[] {
  return [...new Set(config.products.flatMap((product) => views[product]?.companions ?? []))];
}

/** Logged once the Court is there; a Court that cannot load fails the actions, which say so. */
function logEvent(court: Promise<Court>, name: string, details: Record<string, unknown>) {
  court.then((ready) => ready.logEvent(name, details), () => {});
}

interface Reporters {
  court: Promise<Court>;
  outputs: WidgetOutputs;
}

function report(event: FlowEvent, before: FlowState, after: FlowState, { court, outputs }: Reporters) {
  // An event the flow ignored (a late answer, a refused intent) has no outcome to report.
  if (after === before) return;
  for (const widgetEvent of widgetEvents(event, before)) {
    logEvent(court, widgetEvent.type, widgetEvent.data);
    outputs.onEvent(widgetEvent);
  }
  if (event.type === 'SIGNED_IN') outputs.onSuccess(event.signedIn);
  const newError = after.error && after.error !== before.error ? after.error : null;
  if (event.type === 'FAILED') {
    const message = fieldErrorText(after) ?? errorMessage(event.error);
    outputs.onError({ code: event.error.errorType ?? event.error.code, message });
  } else if (newError) {
    outputs.onError({ code: newError.code, message: errorMessage(newError) });
  }
}
