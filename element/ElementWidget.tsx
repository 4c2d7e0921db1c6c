// The React component r2wc mounts on <court-login>'s container: it turns the element's attributes
// and properties into the widget's setup, sends the widget's outputs as `court-*` events, bridges
// the session to the page, and starts the widget over after a sign-out.
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { CourtLoginWidget } from '../src/widget/Widget.tsx';
import { ShadowHost } from '../src/ui/shadow-host.ts';
import { PaintedScreenContext, type Adoption } from '../src/ui/painted-ids.ts';
import type { ResetToken, WidgetOutputs } from '../src/widget/types.ts';
import { courtLoader, type CourtLoader } from '../src/loading/court-loader.ts';
import type { CourtLoginEvents } from './events.ts';
import type { ElementValues } from './properties.ts';
import { languageRequest } from './language-request.ts';
import { readSetup } from './setup.ts';

export interface ElementWidgetProps extends ElementValues {
  /** The <court-login> element (r2wc's container prop, which the element leaves as itself). */
  container?: HTMLElement;
  /** The painted first screen the first render adopts (react-renderer.ts); absent from the renders after it. */
  adopted?: AdoptedScreen;
}

/** A painted first screen React hydrates (src/paint/hand-over.ts). */
export interface AdoptedScreen extends Adoption {
  /** Called once React's adopting render has committed. */
  onCommit(): void;
}

export function ElementWidget(props: ElementWidgetProps) {
  const host = props.container!;
  const { adopted } = props;
  // Right after the commit that adopted the painted nodes, before any other render can touch them.
  useLayoutEffect(() => adopted?.onCommit(), [adopted]);
  const {
    publicToken,
    providerUrl,
    mode,
    passwordResetToken,
    config,
    configProperty,
    locale,
    stringsProperty,
    languagesProperty,
  } = props;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- readSetup reads these five props alone, and props is a new object on each render
  const setup = useMemo(() => readSetup(props), [publicToken, providerUrl, mode, config, configProperty]);
  const configured = setup.kind === 'ready' ? setup.config : undefined;
  const pageLanguage = useDocumentLanguage(host.ownerDocument);
  // Made anew only when what it reads changes: the widget loads a language for each new request.
  const language = useMemo(
    () => languageRequest(props, configured, pageLanguage),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- languageRequest reads these three props and these three fields of the config alone, and props is a new object on each render
    [
      locale,
      configured?.locale,
      configured?.strings,
      configured?.languages,
      pageLanguage,
      stringsProperty,
      languagesProperty,
    ],
  );
  const courtKey = setup.kind === 'ready' ? setup.courtKey : undefined;
  // One Court loader per public token and provider URL (there whenever the setup is ready): the
  // widget calls it after its first paint, and an element the page removed by then loads none.
  const court = useMemo(
    () => (setup.kind === 'ready' ? watchedLoader(courtLoader(setup.courtOptions, () => host.isConnected)) : undefined),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one loader per public token and provider URL (courtKey), not one per setup object
    [courtKey],
  );
  // The token the reset-password mode reads from the page address, kept for the element's life.
  const addressToken = useRef<ResetToken>(undefined);
  const [signOuts, setSignOuts] = useState(0);
  const [signedInByRedirect, setSignedInByRedirect] = useState(false);
  const emit = (name: keyof CourtLoginEvents, detail: unknown) => {
    // An outcome that arrives after the page removed the element (often in reaction to the session
    // it just stored) goes to the element's own listeners and then to its document, which a
    // removed element's event would not reach. Once per listener either way.
    const init = { detail, bubbles: true, composed: true };
    const connected = host.isConnected;
    host.dispatchEvent(new CustomEvent(name, init));
    if (!connected) host.ownerDocument.dispatchEvent(new CustomEvent(name, init));
  };
  const outputs = useMemo<WidgetOutputs>(
    () => ({
      onSuccess: (detail) => emit('court-success', detail),
      onError: (detail) => emit('court-error', detail),
      onEvent: (detail) => emit('court-event', detail),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- emit reads only the element, the same for its whole life: the widget keeps one outputs object
    [],
  );

  // The session bridge (court-session, and in login mode a redirect's sign-in) starts once the
  // element has a Court; a new Court restarts it, removing the element stops it, a move keeps it.
  // Its code comes with the Court's (the same need of the preload manifest), after the first paint.
  useEffect(() => {
    if (!court || setup.kind !== 'ready') return undefined;
    let stop: (() => void) | undefined;
    let stopped = false;
    court.loaded
      .then(() => import('./session-bridge.ts'))
      .then(
        ({ bridgeSession }) => {
          if (!stopped)
            stop = bridgeSession({
              host,
              loaded: court.loaded,
              setup,
              emit,
              showRedirectSuccess: setSignedInByRedirect,
              startOver: setSignOuts,
            });
        },
        () => {},
      );
    return () => {
      stopped = true;
      stop?.();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the bridge restarts with a new Court alone (see above) and keeps the setup it started with
  }, [court]);

  // In Shadow DOM, fields that password managers must see live in the host's light DOM (LightDomSlot).
  // After a sign-out the widget starts over on its first screen (a new key mounts it afresh).
  return (
    <ShadowHost.Provider value={host.shadowRoot && host}>
      <PaintedScreenContext.Provider value={adopted}>
        <CourtLoginWidget
          key={signOuts}
          setup={
            setup.kind === 'ready'
              ? {
                  kind: 'ready',
                  court: court!.load,
                  config: setup.config,
                  mode: setup.mode,
                  publicToken: setup.courtOptions.publicToken,
                  resetToken:
                    setup.mode === 'reset-password'
                      ? { given: passwordResetToken, fromAddress: addressToken }
                      : undefined,
                }
              : setup
          }
          outputs={outputs}
          language={language}
          signedInByRedirect={signedInByRedirect}
        />
      </PaintedScreenContext.Provider>
    </ShadowHost.Provider>
  );
}

/** The page's `<html lang>`, kept up to date. */
function useDocumentLanguage(document: Document): string {
  const [lang, setLang] = useState(document.documentElement.lang);
  useEffect(() => {
    const observer = new MutationObserver(() => setLang(document.documentElement.lang));
    observer.observe(document.documentElement, { attributeFilter: ['lang'] });
    return () => observer.disconnect();
  }, [document]);
  return lang;
}

/** The loader the widget calls after its first paint, and a promise of the Court it then loads. */
function watchedLoader(load: CourtLoader): { load: CourtLoader; loaded: Promise<unknown> } {
  let requested!: () => void;
  const loaded = new Promise<void>((resolve) => {
    requested = resolve;
  }).then(load);
  return {
    load: () => {
      requested();
      return load();
    },
    loaded,
  };
}
