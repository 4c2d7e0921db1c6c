// Its root is mirrored without React by src/paint/first-screen.ts; tests/browser/first-paint.test.ts compares them.
import { Suspense, useEffect, useMemo } from 'react';
import { configurationErrors } from '../config/rules.ts';
import type { ConfigIssue } from '../config/types.ts';
import firstScreen from '../i18n/compiled/en/firstScreen.ts';
import type { LanguageRequest } from '../i18n/language-table.ts';
import { LanguageContext, useText } from '../i18n/text.ts';
import { Heading } from '../ui/Heading.tsx';
import { followsColorScheme, themeVariables } from '../styles/theme.ts';
import { PART } from '../ui/parts.ts';
import { LoginFlow } from './LoginFlow.tsx';
import { lazyPart } from '../loading/lazy-part.tsx';
import { preloadChunks } from '../loading/preload.ts';
import { ProductBoundary } from './ProductBoundary.tsx';
import type { WidgetOutputs, WidgetSetup } from './types.ts';
import { useLanguage } from './use-language.ts';

// The modes and screens most visitors never see load from chunks of their own.
const ConfigProblems = lazyPart(() => import('./ConfigProblems.tsx').then((module) => module.ConfigProblems));
const RedirectSuccessScreen = lazyPart(() =>
  import('../screens/RedirectSuccessScreen.tsx').then((module) => module.RedirectSuccessScreen),
);
const ModeScreen = lazyPart(() => import('../modes/modes.tsx').then((module) => module.ModeScreen));

interface WidgetProps {
  setup: WidgetSetup;
  outputs: WidgetOutputs;
  /**
   * The locales asked for (BCP 47, first match wins; English otherwise), the page's own texts by
   * message key and its own languages; absent for plain English. Each new request loads its language.
   */
  language?: LanguageRequest;
  /** A sign-in finished from a redirect (an emailed link, an OAuth provider): login mode shows its success. */
  signedInByRedirect?: boolean;
}

/** The whole widget: a configuration problem, or the screen of the mode. */
export function CourtLoginWidget({ setup, outputs, language, signedInByRedirect }: WidgetProps) {
  const problems = useMemo(
    () => (setup.kind === 'problems' ? setup.problems : configurationErrors(setup.config)),
    [setup],
  );
  useCourtInEveryMode(setup);
  useEffect(() => {
    if (setup.kind === 'ready') preloadChunks(setup.config, setup.mode, typeof setup.court === 'function');
  }, [setup]);
  const style = setup.kind === 'ready' ? themeVariables(setup.config.theme) : undefined;
  const palette = setup.kind !== 'ready' || followsColorScheme(setup.config.theme) ? 'auto' : 'theme';
  const spoken = useLanguage(language);

  return (
    // A painted root (src/paint/hand-over.ts) keeps its mark until the hand-over removes it, and the
    // theme's variables as the painter set them one by one (WebKit's style text then differs from
    // React's): React leaves both as they are, and says nothing of these attributes in development.
    // What is inside is hydrated and compared as usual.
    <div
      className="court-root"
      part={PART.container}
      style={style}
      data-court-palette={palette}
      lang={spoken?.lang}
      dir={spoken?.dir}
      suppressHydrationWarning
    >
      {spoken ? (
        <LanguageContext.Provider value={spoken}>
          <ProductBoundary product="widget" outputs={outputs}>
            <CurrentMode setup={setup} outputs={outputs} problems={problems} signedInByRedirect={signedInByRedirect} />
          </ProductBoundary>
        </LanguageContext.Provider>
      ) : (
        // Busy until the first texts have loaded. Nothing is painted before React for such a first
        // render; texts asked for after the paint come as an update of the adopted English screen
        // (src/paint/hand-over.ts), which stays on view until they have loaded (use-language.ts).
        <div className="court-stack" aria-busy="true" />
      )}
    </div>
  );
}

function CurrentMode({ setup, outputs, problems, signedInByRedirect }: WidgetProps & { problems: ConfigIssue[] }) {
  const text = useText(firstScreen);
  if (problems.length > 0 || setup.kind === 'problems') {
    return (
      <Suspense fallback={<Heading>{text.configErrorHeading()}</Heading>}>
        <ConfigProblems problems={problems} outputs={outputs} />
      </Suspense>
    );
  }
  if (setup.mode === 'login' && signedInByRedirect)
    return (
      <Suspense fallback={null}>
        <RedirectSuccessScreen />
      </Suspense>
    );
  if (setup.mode === 'login')
    return (
      <LoginFlow
        key={flowKey(setup)}
        court={setup.court}
        config={setup.config}
        outputs={outputs}
        publicToken={setup.publicToken}
      />
    );
  // The other modes' own heading shows until their chunks are in; the consent page has none before it knows the request.
  // A new Court, config or given reset token starts the mode over.
  const heading =
    setup.mode === 'passkey-registration'
      ? text.passkeyRegistrationHeading()
      : setup.mode === 'reset-password'
        ? text.resetPasswordHeading()
        : null;
  const loading = heading && <Heading>{heading}</Heading>;
  return (
    <Suspense fallback={loading}>
      <ModeScreen
        key={`${flowKey(setup)} ${setup.resetToken?.given?.trim()}`}
        setup={setup}
        outputs={outputs}
        loading={loading}
      />
    </Suspense>
  );
}

/** The Court keeps the page's session whatever the mode; its loader waits for the first paint. */
function useCourtInEveryMode(setup: WidgetSetup) {
  useEffect(() => {
    if (setup.kind === 'ready' && typeof setup.court === 'function') setup.court().catch(() => {});
  }, [setup]);
}

/** A new court or config starts the flow over. */
function flowKey(setup: Extract<WidgetSetup, { kind: 'ready' }>): string {
  return `${identity(setup.court)} ${JSON.stringify(setup.config)}`;
}

const identities = new WeakMap<object, number>();
let lastIdentity = 0;

function identity(value: object): number {
  if (!identities.has(value)) identities.set(value, ++lastIdentity);
  return identities.get(value)!;
}
