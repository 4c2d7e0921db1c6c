// The products, one entry each: what the widget loads for a configured product and when. Enabling
// one touches no other: the flow machine combines the slices and effects of the configured products
// only, and the main screen shows their views. OAuth (with Google One Tap before its buttons) is in
// the entry so the first screen's buttons work at once; the others come from chunks of their own
// when the config lists them, by the importers of src/products/lazy-products.ts.
//
// Each product lives in src/products/<its name in kebab case>/: flow.ts (its reducer slice and
// effects), view.tsx (what it adds to the screens, its module's default export), client.ts (its
// provider endpoints, loaded by src/provider/client.ts on their first call) and screens/. The build
// reads the lazy products (scripts/build/preload-manifest.ts): each is a need named after the
// product that preloads those three files together, and the build fails if one is missing. A new
// product needs its line in lazy-products.ts and more (its name in the config, its endpoints' group
// in the client, its texts): docs/architecture.md#adding-a-product lists every step.
import type { Product } from '../config/types.ts';
import type { ProductFlow } from '../flows/ports.ts';
import { AFTER_FORM, MAIN_SCREEN, type LazyProduct, type LazyProducts } from './lazy-products.ts';
import { oauthFlow } from './oauth/flow.ts';
import { oauthButtons } from './oauth/view.tsx';
import { oneTapLead } from './one-tap/lead.tsx';
import type { ProductViews } from './view-types.ts';

export { AFTER_FORM } from './lazy-products.ts';

/** The products loaded from chunks of their own (each one a need of the preload manifest). */
export function lazyProducts(group?: 'mainScreen' | 'afterForm'): Product[] {
  const groups: LazyProducts[] = group ? [group === 'afterForm' ? AFTER_FORM : MAIN_SCREEN] : [MAIN_SCREEN, AFTER_FORM];
  return groups.flatMap((lazy) => Object.keys(lazy) as Product[]);
}

const ENTRY_FLOWS: Partial<Record<Product, ProductFlow>> = { oauth: oauthFlow };

/** Google One Tap, when configured, leads the OAuth buttons. */
const ENTRY_VIEWS: ProductViews = { oauth: { lead: oneTapLead, buttons: oauthButtons } };

/** The configured flows available without loading anything. */
export function entryFlows(products: readonly Product[]): ProductFlow[] {
  return products.flatMap((product) => ENTRY_FLOWS[product] ?? []);
}

function lazyProduct(product: Product): LazyProduct | undefined {
  return (AFTER_FORM as LazyProducts)[product] ?? (MAIN_SCREEN as LazyProducts)[product];
}

/** Every configured flow, in configured order. */
export async function loadFlows(products: readonly Product[]): Promise<ProductFlow[]> {
  const flows = await Promise.all(products.map((product) => ENTRY_FLOWS[product] ?? lazyProduct(product)?.flow()));
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
export async function loadViews(products: readonly Product[], lazy: LazyProducts = MAIN_SCREEN): Promise<ProductViews> {
  const views = await Promise.all(
    products.map(async (product) => [product, ENTRY_VIEWS[product] ?? (await lazy[product]?.view())?.default] as const),
  );
  return Object.fromEntries(views.filter(([, view]) => view !== undefined));
}
