// What each product adds to the views: an entry placed first, buttons in the main screen's top
// group and the screens it owns. The OAuth buttons are in the entry so the first screen never
// waits; the other products come from a local chunk when the config lists them. The email-type
// forms are shared (tabs over otp, magic links and passwords): see EmailGroup.
import { Suspense } from 'react';
import { oneTapProvider } from '../../config/one-tap.ts';
import type { Product } from '../../config/types.ts';
import { OAuthButtons } from './screens/OAuthButtons.tsx';
import { lastUsedFirst, worthABadge } from '../../session/last-used.ts';
import { lazyPart } from '../../loading/lazy-part.tsx';
import type { ProductView, ProductViews, ViewContext } from '../view-types.ts';
import { useOAuthMarks } from './use-oauth-marks.ts';

/** Google One Tap: its chunk loads only when the config asks for it (config/one-tap.ts). */
// Without its chunk One Tap stays away; the Google button is there either way.
const OneTap = lazyPart(() => import('../one-tap/view.tsx').then((module) => module.default), () => null);

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

function OAuthButtonsView({ state, config, send, lastUsed }: ViewContext) {
  const providers = config.oauthOptions?.providers ?? [];
  const marks = useOAuthMarks(providers.map((provider) => provider.type));
  const last = worthABadge(providers.length, config.products) ? providers.find((provider) => `oauth-${provider.type}` === lastUsed) : undefined;
  return (
    <OAuthButtons
      providers={last ? lastUsedFirst(providers, (provider) => provider === last) : providers}
      marks={marks}
      disabled={state.pending !== null}
      lastUsed={last?.type}
      onStart={(provider) => send({ type: 'START_OAUTH', provider })}
    />
  );
}

const ENTRY_VIEWS: ProductViews = { oauth: oauthView };

/** Each lazy view is its module's default export. */
type LazyViews = Partial<Record<Product, () => Promise<{ default: ProductView }>>>;

/** The lazy views that add parts to the main screen: the form waits for them. */
const MAIN_SCREEN_VIEWS: LazyViews = {
  crypto: () => import('../crypto/view.tsx'),
  passkeys: () => import('../passkeys/view.tsx'),
};

/**
 * The lazy views holding only the screens that follow a form, and companions: requested with the
 * form's parts, the form does not wait for them (tests/unit/widget/products.test.ts).
 */
export const AFTER_FORM_VIEWS: LazyViews = {
  otp: () => import('../otp/view.tsx'),
  emailMagicLinks: () => import('../email-magic-links/view.tsx'),
  passwords: () => import('../passwords/view.tsx'),
};

/** Whether some configured product has parts in a local chunk. */
export function hasLazyParts(products: readonly Product[]): boolean {
  return products.some((product) => !ENTRY_VIEWS[product]);
}

/** The configured views available without loading anything. */
export function entryViews(products: readonly Product[]): ProductViews {
  return Object.fromEntries(products.flatMap((product) => (ENTRY_VIEWS[product] ? [[product, ENTRY_VIEWS[product]]] : [])));
}

/** The configured views among the entry's and `lazy`. */
export async function loadViews(products: readonly Product[], lazy = MAIN_SCREEN_VIEWS): Promise<ProductViews> {
  const views = await Promise.all(products.map(async (product) => [product, ENTRY_VIEWS[product] ?? (await lazy[product]?.())?.default] as const));
  return Object.fromEntries(views.filter(([, view]) => view !== undefined));
}
