// The React component r2wc mounts on <court-login>: it turns the element's attributes and
// properties into the widget's setup, renders the widget where the element placed it (its shadow
// root, through a portal, or the element itself), sends the widget's outputs as `court-*` events,
// bridges the session to the page, and starts the widget over after a sign-out.
import { useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { CourtLoginWidget, ShadowHost, courtLoader, type CourtLoader, type ResetToken, type WidgetOutputs, type WidgetSetup } from '../src/widget/index.ts';
import type { CourtOptions } from '../src/session/types.ts';
import { emitCourtEvent } from './emit.ts';
import { elementValues, type ElementValues } from './properties.ts';
import { bridgeSession } from './session-bridge.ts';
import { resetTokenFrom } from './reset-token.ts';
import { readSetup, type ElementSetup } from './setup.ts';
import { widgetTarget } from './target.ts';

export interface ElementWidgetProps extends ElementValues {
  /** The <court-login> element (r2wc's container: it runs without a shadow root of its own). */
  container?: HTMLElement;
}

interface CourtEntry {
  key: string;
  options: CourtOptions;
  /** What the widget calls after its first paint. */
  load: CourtLoader;
  /** Settles once the widget has loaded its Court. */
  loaded: Promise<unknown>;
}

export function ElementWidget(props: ElementWidgetProps) {
  const host = props.container!;
  const values = elementValues(props);
  const setup = useMemo(() => readSetup(values), Object.values(values));
  const court = useCourt(setup);
  const tokenFromAddress = useRef<ResetToken | undefined>(undefined);
  const widgetSetup = useMemo<WidgetSetup>(
    () => (setup.kind === 'ready' && court
      ? {
        kind: 'ready', court: court.load, config: setup.config, mode: setup.mode,
        resetToken: setup.mode === 'reset-password' ? resetTokenFrom(values.passwordResetToken, tokenFromAddress) : undefined,
      }
      : { kind: 'problems', problems: setup.kind === 'problems' ? setup.problems : [] }),
    [setup, court, values.passwordResetToken],
  );
  const outputs = useMemo<WidgetOutputs>(() => ({
    onSuccess: (detail) => emitCourtEvent(host, 'court-success', detail),
    onError: (detail) => emitCourtEvent(host, 'court-error', detail),
    onEvent: (detail) => emitCourtEvent(host, 'court-event', detail),
  }), [host]);
  const signOuts = useSessionBridge(host, setup, court);

  const target = widgetTarget(host);
  // In Shadow DOM, fields that password managers must see live in the host's light DOM (LightDomSlot).
  // After a sign-out the widget starts over on its first screen (a new key mounts it afresh).
  const widget = (
    <ShadowHost.Provider value={target === host ? null : host}>
      <CourtLoginWidget key={signOuts} setup={widgetSetup} outputs={outputs} />
    </ShadowHost.Provider>
  );
  return target === host ? widget : createPortal(widget, target);
}

/** One Court loader per public token and provider URL, kept while they stay the same. */
function useCourt(setup: ElementSetup): CourtEntry | undefined {
  const entry = useRef<CourtEntry | undefined>(undefined);
  if (setup.kind === 'ready' && entry.current?.key !== setup.courtKey) {
    entry.current = { key: setup.courtKey, options: setup.courtOptions, ...watchedLoader(courtLoader(setup.courtOptions)) };
  }
  return entry.current;
}

/**
 * Starts the session bridge (court-session, and in login mode a redirect's sign-in) once the
 * element has a Court; a new Court restarts it, removing the element stops it, a move keeps it.
 * Returns how many sign-outs it has seen.
 */
function useSessionBridge(host: HTMLElement, setup: ElementSetup, court: CourtEntry | undefined): number {
  const [signOuts, setSignOuts] = useState(0);
  useEffect(() => {
    if (!court || setup.kind !== 'ready') return undefined;
    return bridgeSession({
      loaded: court.loaded,
      courtOptions: court.options,
      // Asked once the Court is there, so that attributes set right after insertion count.
      finishRedirect: () => (host.getAttribute('mode') ?? 'login') === 'login' && host.getAttribute('handle-redirects') !== 'false',
      sessionDurationMinutes: setup.config.sessionOptions.sessionDurationMinutes,
      emit: (name, detail) => emitCourtEvent(host, name, detail),
      signedOut: () => setSignOuts((count) => count + 1),
    });
    // Started once per Court, with the setup it started with.
  }, [court]);
  return signOuts;
}

/** The loader the widget calls after its first paint, and a promise of the Court it then loads. */
function watchedLoader(load: CourtLoader): { load: CourtLoader; loaded: Promise<unknown> } {
  let requested!: () => void;
  const loaded = new Promise<void>((resolve) => { requested = resolve; }).then(load);
  return {
    load: () => {
      requested();
      return load();
    },
    loaded,
  };
}
