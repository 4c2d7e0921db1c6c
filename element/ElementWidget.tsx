// The React component r2wc mounts on <court-login>'s container: it turns the element's attributes
// and properties into the widget's setup, sends the widget's outputs as `court-*` events, and
// shows what the element's session bridge (element-session.ts) says: a redirect's success, a start
// over after a sign-out.
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { CourtLoginWidget } from '../src/widget/Widget.tsx';
import { ShadowHost } from '../src/ui/shadow-host.ts';
import { PaintedScreenContext, type Adoption } from '../src/ui/painted-ids.ts';
import type { ResetToken, WidgetOutputs } from '../src/widget/types.ts';
import { courtLoader } from '../src/loading/court-loader.ts';
import { emitterOf } from './emit.ts';
import type { ScreenSession } from './element-session.ts';
import type { ElementValues } from './properties.ts';
import { languageRequest } from './language-request.ts';
import { readSetup } from './setup.ts';

export interface ElementWidgetProps extends ElementValues {
  /** The <court-login> element (r2wc's container prop, which the element leaves as itself). */
  container?: HTMLElement;
  /** The painted first screen the first render adopts (react-renderer.ts); absent from the renders after it. */
  adopted?: AdoptedScreen;
  /** What the element's session bridge shows (element-session.ts); absent until it says anything. */
  screenSession?: ScreenSession;
}

/** A painted first screen React hydrates (src/paint/hand-over.ts). */
export interface AdoptedScreen extends Adoption {
  /** Called once React's adopting render has committed. */
  onCommit(): void;
}

export function ElementWidget(props: ElementWidgetProps) {
  const host = props.container!;
  const { adopted, screenSession } = props;
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
    () => (setup.kind === 'ready' ? courtLoader(setup.courtOptions, () => host.isConnected) : undefined),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one loader per public token and provider URL (courtKey), not one per setup object
    [courtKey],
  );
  // The token the reset-password mode reads from the page address, kept for the element's life.
  const addressToken = useRef<ResetToken>(undefined);
  const outputs = useMemo<WidgetOutputs>(() => {
    const emit = emitterOf(host);
    return {
      onSuccess: (detail) => emit('court-success', detail),
      onError: (detail) => emit('court-error', detail),
      onEvent: (detail) => emit('court-event', detail),
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the element is the same for its whole life: the widget keeps one outputs object
  }, []);

  // In Shadow DOM, fields that password managers must see live in the host's light DOM (LightDomSlot).
  // After a sign-out the widget starts over on its first screen (a new key mounts it afresh).
  return (
    <ShadowHost.Provider value={host.shadowRoot && host}>
      <PaintedScreenContext.Provider value={adopted}>
        <CourtLoginWidget
          key={screenSession?.signOuts ?? 0}
          setup={
            setup.kind === 'ready'
              ? {
                  kind: 'ready',
                  court: court!,
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
          signedInByRedirect={screenSession?.signedInByRedirect ?? false}
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
