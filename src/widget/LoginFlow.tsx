import { useContext, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { WidgetConfig } from '../config/types.ts';
import { createFlowMachine, type FlowMachine } from '../flows/machine.ts';
import { BOOTSTRAP_DEFAULTS } from '../provider/bootstrap-defaults.ts';
import { readLastUsed } from '../session/last-used.ts';
import type { Court } from '../session/types.ts';
import type { BootstrapData } from '../types/index.ts';
import { useBootstrap } from './bootstrap.ts';
import type { CourtLoader } from '../loading/court-loader.ts';
import { CurrentScreen, productScreen } from './CurrentScreen.tsx';
import { useErrorTexts } from '../ui/error-texts.ts';
import { PaintedScreenContext } from '../ui/painted-ids.ts';
import { ProductBoundary } from './ProductBoundary.tsx';
import { ScreenFrame } from './ScreenFrame.tsx';
import type { WidgetOutputs } from './types.ts';
import type { Companion } from '../products/view-types.ts';
import { useCourt } from './use-court.ts';
import { lateModule } from '../lib/late-module.ts';
import { entryFlows } from '../products/parts.ts';
import { useProducts, type LoadedProducts } from './use-products.ts';

const reporting = lateModule(() => import('../reporting/report.ts'));

interface LoginFlowProps {
  /** The Court, or its loader: the first screen renders at once, actions wait for the Court. */
  court: Court | CourtLoader;
  config: WidgetConfig;
  outputs: WidgetOutputs;
  /** Whose last used method the first screen puts first (session/last-used.ts). */
  publicToken?: string;
}

/** Runs the sign-in flow of the configured products and reports its outcomes. */
export function LoginFlow({ court: given, config, outputs, publicToken }: LoginFlowProps) {
  // Adopting a painted screen: the method it was painted with, though another widget may have noted one since.
  const painted = useContext(PaintedScreenContext)?.painted;
  const [lastUsed] = useState(() => (painted ? painted.lastUsed : readLastUsed(publicToken)));
  const { court, loaded } = useCourt(given);
  const bootstrap = useBootstrap(court, loaded);
  const errors = useErrorTexts();
  const latest = useRef({ outputs, bootstrap, errors });
  latest.current = { outputs, bootstrap, errors };
  const [machine] = useState<FlowMachine>(() =>
    createFlowMachine(
      entryFlows(config.products),
      court.then(async (ready) => ({
        court: await withCaptchaWhenEnabled(ready, () => latest.current.bootstrap.load(), config.scriptUrls),
        config,
        bootstrap: () => latest.current.bootstrap.load(),
        navigate: (url) => window.location.assign(url),
        now: () => Date.now(),
      })),
      // Reported in order once the reporting chunk is there (right after the first paint): every
      // outcome worth telling needs the Court, which comes no sooner.
      (event, before, after) =>
        void reporting.load().then(({ report }) => report(event, before, after, { court, ...latest.current })),
    ),
  );
  // The same snapshot while hydrating: React adopts a screen painted before it (src/paint/hand-over.ts).
  const state = useSyncExternalStore(machine.subscribe, machine.getState, machine.getState);
  const frame = useRef<HTMLDivElement>(null);
  const products = useProducts(config, machine, frame);

  // A screen painted before React was told of as it was painted (element/first-paint.ts).
  const [toldOfScreen] = useState(() => painted !== undefined);
  useEffect(() => {
    if (toldOfScreen) return;
    court.then(
      (ready) => ready.logEvent('render_login_screen', {}),
      () => {},
    );
    latest.current.outputs.onEvent({ type: 'render_login_screen', data: {} });
    // The machine needs no teardown: a late result only updates state nobody renders.
  }, [court, toldOfScreen]);

  // The screen on view: a product's screen whose view has not arrived yet still shows Main
  // (CurrentScreen), and focus moves when the screen itself appears.
  const screenKey = productScreen(state.screen.name, config, products) ? state.screen.name : 'main';
  return (
    <>
      <ScreenFrame screenKey={screenKey} frame={frame} busy={products.filling}>
        <CurrentScreen
          state={state}
          config={config}
          send={machine.send}
          bootstrap={bootstrap.current}
          products={products}
          court={loaded}
          outputs={outputs}
          lastUsed={lastUsed}
        />
      </ScreenFrame>
      {loaded &&
        companions(products).map((Companion, index) => (
          <ProductBoundary key={index} product="companion" outputs={outputs} silent>
            <Companion court={loaded} machine={machine} onBootstrap={bootstrap.receive} config={config} />
          </ProductBoundary>
        ))}
    </>
  );
}

/**
 * Each companion once, even when several products bring it, in the order the views arrived: the
 * views that follow a form come last (use-products.ts), so a companion keeps its place and key.
 */
function companions({ views }: LoadedProducts): Companion[] {
  return [...new Set(Object.values(views).flatMap((view) => view.companions ?? []))];
}

/**
 * The Court whose calls carry a captcha token or a device-fingerprint id when the project's settings
 * enable captcha or fingerprinting: the wrapper (its own chunk) loads only then, or while the settings are unknown (the provider did not
 * answer, nothing cached), since it asks again at each call; otherwise nothing of it loads.
 */
async function withCaptchaWhenEnabled(
  court: Court,
  bootstrap: () => Promise<BootstrapData>,
  scripts?: WidgetConfig['scriptUrls'],
): Promise<Court> {
  const settings = await bootstrap();
  if (settings !== BOOTSTRAP_DEFAULTS && !settings.captchaSettings.enabled && !settings.dfpProtectedAuthEnabled)
    return court;
  const { withCaptcha } = await import('../bot-protection/protected-court.ts');
  return withCaptcha(court, bootstrap, scripts);
}
