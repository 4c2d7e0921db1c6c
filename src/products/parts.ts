// The configured products' flows and views, taken from the registry's lines (registry.ts). Enabling
// one touches no other: the flow machine combines the slices and effects of the configured products
// only, and the main screen shows their views. OAuth (with Google One Tap before its buttons) is in
// the widget's chunk so the first screen's buttons work at once; the others come from chunks of
// their own when the config lists them.
import type { Product } from '../config/types.ts';
import type { ProductFlow } from '../flows/ports.ts';
import { oauthFlow } from './oauth/flow.ts';
import { oauthButtons } from './oauth/view.tsx';
import { oneTapLead } from './one-tap/lead.tsx';
import { PRODUCT_REGISTRY, type ViewPlace } from './registry.ts';
import type { ProductView, ProductViews } from './view-types.ts';

/**
 * A product loaded from chunks of its own: its flow, then its view, its module's default export
 * (which each view.tsx declares a ProductView: the registry's type leaves the views' out).
 */
interface LazyParts {
  readonly place: ViewPlace;
  readonly flow: () => Promise<ProductFlow>;
  readonly view: () => Promise<{ default: object }>;
}

/** The registry's lines, each one's place and flow checked here against the widget's types. */
const LINES: Record<
  Product,
  (LazyParts | { readonly place?: never; readonly flow?: never; readonly view?: never }) & { readonly client: unknown }
> = PRODUCT_REGISTRY;

const ENTRY_FLOWS: Partial<Record<Product, ProductFlow>> = { oauth: oauthFlow };

/** Google One Tap, when configured, leads the OAuth buttons. */
const ENTRY_VIEWS: ProductViews = { oauth: { lead: oneTapLead, buttons: oauthButtons } };

/** The configured flows available without loading anything. */
export function entryFlows(products: readonly Product[]): ProductFlow[] {
  return products.flatMap((product) => ENTRY_FLOWS[product] ?? []);
}

/** Every configured flow, in configured order. */
export async function loadFlows(products: readonly Product[]): Promise<ProductFlow[]> {
  const flows = await Promise.all(products.map((product) => ENTRY_FLOWS[product] ?? LINES[product].flow?.()));
  return flows.filter((flow) => flow !== undefined);
}

/** Whether some configured product has parts in a local chunk (its registry line has a place). */
export function hasLazyParts(products: readonly Product[]): boolean {
  return products.some((product) => LINES[product].place !== undefined);
}

/** The configured views available without loading anything. */
export function entryViews(products: readonly Product[]): ProductViews {
  return Object.fromEntries(
    products.flatMap((product) => (ENTRY_VIEWS[product] ? [[product, ENTRY_VIEWS[product]]] : [])),
  );
}

/** The configured views among the entry's and the lazy ones of `place`. */
export async function loadViews(products: readonly Product[], place: ViewPlace = 'mainScreen'): Promise<ProductViews> {
  const views = await Promise.all(
    products.map(async (product) => {
      const line = LINES[product];
      const lazy = line.place === place ? ((await line.view()).default as ProductView) : undefined;
      return [product, ENTRY_VIEWS[product] ?? lazy] as const;
    }),
  );
  return Object.fromEntries(views.filter(([, view]) => view !== undefined));
}
