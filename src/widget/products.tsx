// What each product adds to the views: an entry placed first, buttons in the main screen's top
// group and the screens it owns. The OAuth buttons are in the entry so the first screen never
// waits; the other products come from a local chunk when the config lists them. The email-type
// forms are shared (tabs over otp, magic links and passwords): see EmailGroup.
import { Suspense } from 'react';
import { oneTapProvider } from '../config/one-tap.ts';
import type { Product } from '../config/types.ts';
import { OAuthButtons } from '../screens/oauth/OAuthButtons.tsx';
import { lazyPart } from './lazy-part.tsx';
import type { ProductView, ProductViews, ViewContext } from './view-types.ts';
import { useOAuthMarks } from './use-oauth-marks.ts';

/** Google One Tap: its chunk loads only when the config asks for it (config/one-tap.ts). */
// Without its chunk One Tap stays away; the Google button is there either way.
const OneTap = lazyPart(() => import('./views/one-tap.tsx').then((module) => module.default), () => null);

const oauthView: ProductView = {
  lead: ({ config, court, outputs, errors }) => {
    const google = oneTapProvider(config);
    return google && (
      <Suspense key="one-tap" fallback={null}>
        <OneTap court={court} config={config} provider={google} outputs={outputs} describeError={errors.describe} />
      </Suspense>
    );
  },
  buttons: (context) => <OAuthButtonsView key="oauth" {...context} />,
};

function OAuthButtonsView({ state, config, send }: ViewContext) {
  const providers = config.oauthOptions?.providers ?? [];
  const marks = useOAuthMarks(providers.map((provider) => provider.type));
  return (
    <OAuthButtons
      providers={providers}
      marks={marks}
      disabled={state.pending !== null}
      onStart={(provider) => send({ type: 'START_OAUTH', provider })}
    />
  );
}

const ENTRY_VIEWS: ProductViews = { oauth: oauthView };

const LAZY_VIEWS: Partial<Record<Product, () => Promise<ProductView>>> = {
  otp: () => import('./views/otp.tsx').then((module) => module.otpView),
  emailMagicLinks: () => import('./views/magic-links.tsx').then((module) => module.magicLinksView),
  crypto: () => import('./views/crypto.tsx').then((module) => module.cryptoView),
  passkeys: () => import('./views/passkeys.tsx').then((module) => module.passkeysView),
  passwords: () => import('./views/passwords.tsx').then((module) => module.passwordsView),
};

/** Whether some configured product has parts in a local chunk. */
export function hasLazyParts(products: readonly Product[]): boolean {
  return products.some((product) => !ENTRY_VIEWS[product]);
}

/** The configured views available without loading anything. */
export function entryViews(products: readonly Product[]): ProductViews {
  return Object.fromEntries(products.flatMap((product) => (ENTRY_VIEWS[product] ? [[product, ENTRY_VIEWS[product]]] : [])));
}

/**
 * Products whose lazy view holds only the screens that follow their form, and companions: the main
 * screen shows no part of it, so the form need not wait for it (tests/unit/widget/products.test.ts).
 */
const AFTER_FORM_VIEWS: ReadonlySet<Product> = new Set(['otp', 'emailMagicLinks', 'passwords']);

/** The configured views the main screen shows parts of, or those holding only the screens after a form. */
export async function loadViews(products: readonly Product[], part: 'main' | 'afterForm'): Promise<ProductViews> {
  const wanted = products.filter((product) => AFTER_FORM_VIEWS.has(product) === (part === 'afterForm'));
  const views = await Promise.all(wanted.map(async (product) => [product, ENTRY_VIEWS[product] ?? (await LAZY_VIEWS[product]?.())] as const));
  return Object.fromEntries(views.filter(([, view]) => view !== undefined));
}
