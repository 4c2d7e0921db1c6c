// The products, one entry each: what the widget loads for a configured product and when. Enabling
// one touches no other: the flow machine combines the slices and effects of the configured products
// only, and the main screen shows their views. OAuth (with Google One Tap before its buttons) is in
// the entry so the first screen's buttons work at once; the others come from chunks of their own
// when the config lists them.
//
// Each product lives in src/products/<its name in kebab case>/: flow.ts (its reducer slice and
// effects), view.tsx (what it adds to the screens, its module's default export), client.ts (its
// provider endpoints, loaded by src/provider/client.ts on their first call) and screens/. The build
// reads the lazy entries below (scripts/build/preload-manifest.ts): each is a need named after the
// product that preloads those three files together, and the build fails if one is missing. A new
// product needs its line here and more (its endpoints' types, its name in the config, its texts):
// docs/architecture.md#adding-a-product lists every step.
import type { Product } from '../config/types.ts';
import type { ProductFlow } from '../flows/ports.ts';
import { oauthFlow } from './oauth/flow.ts';
import { oauthButtons } from './oauth/view.tsx';
import { oneTapLead } from './one-tap/lead.tsx';
import type { ProductView, ProductViews } from './view-types.ts';

/** A product loaded from chunks of its own: its flow, then its view (its module's default export). */
type LazyProduct = readonly [flow: () => Promise<ProductFlow>, view: () => Promise<{ default: ProductView }>];
type LazyProducts = Partial<Record<Product, LazyProduct>>;

/**
 * The lazy products whose view holds only the screens that follow a form, and companions: requested
 * with the form's parts, the form does not wait for them (tests/unit/products/registry.test.ts).
 */
export const AFTER_FORM: LazyProducts = {
  otp: [() => import('./otp/flow.ts').then((module) => module.otpFlow), () => import('./otp/view.tsx')],
  emailMagicLinks: [
    () => import('./email-magic-links/flow.ts').then((module) => module.magicLinksFlow),
    () => import('./email-magic-links/view.tsx'),
  ],
  passwords: [
    () => import('./passwords/flow.ts').then((module) => module.passwordsFlow),
    () => import('./passwords/view.tsx'),
  ],
};

/** The lazy products whose view adds parts to the main screen (a lead, buttons): the form waits for them. */
const MAIN_SCREEN: LazyProducts = {
  crypto: [() => import('./crypto/flow.ts').then((module) => module.cryptoFlow), () => import('./crypto/view.tsx')],
  passkeys: [
    () => import('./passkeys/flow.ts').then((module) => module.passkeysFlow),
    () => import('./passkeys/view.tsx'),
  ],
};

/** The products loaded from chunks of their own (each one a need of the preload manifest). */
export function lazyProducts(group?: 'mainScreen' | 'afterForm'): Product[] {
  const groups = group ? [group === 'afterForm' ? AFTER_FORM : MAIN_SCREEN] : [MAIN_SCREEN, AFTER_FORM];
  return groups.flatMap((lazy) => Object.keys(lazy) as Product[]);
}

const ENTRY_FLOWS: Partial<Record<Product, ProductFlow>> = { oauth: oauthFlow };

/** Google One Tap, when configured, leads the OAuth buttons. */
const ENTRY_VIEWS: ProductViews = { oauth: { lead: oneTapLead, buttons: oauthButtons } };

/** The configured flows available without loading anything. */
export function entryFlows(products: readonly Product[]): ProductFlow[] {
  return products.flatMap((product) => ENTRY_FLOWS[product] ?? []);
}

/** Every configured flow, in configured order. */
export async function loadFlows(products: readonly Product[]): Promise<ProductFlow[]> {
  const flows = await Promise.all(
    products.map((product) => ENTRY_FLOWS[product] ?? (AFTER_FORM[product] ?? MAIN_SCREEN[product])?.[0]()),
  );
  return flows.filter((flow) => flow !== undefined);
}

/** Whether some configured product has parts in a local chunk. */
export function hasLazyParts(products: readonly Product[]): boolean {
  return products.some((product) => !ENTRY_VIEWS[product]);
}

/** The configured views available without loading anything. */
export function entryViews(products: readonly Product[]): ProductViews {
  return Object.fromEntries(
    products.flatMap((product) => (ENTRY_VIEWS[product] ? [[product, ENTRY_VIEWS[product]]] : [])),
  );
}

/** The configured views among the entry's and the lazy ones of `lazy`. */
export async function loadViews(products: readonly Product[], lazy = MAIN_SCREEN): Promise<ProductViews> {
  const views = await Promise.all(
    products.map(async (product) => [product, ENTRY_VIEWS[product] ?? (await lazy[product]?.[1]())?.default] as const),
  );
  return Object.fromEntries(views.filter(([, view]) => view !== undefined));
}
