// The configured products' flows and views, taken from the registry's lines (registry.ts). Enabling
// one touches no other: the flow machine combines the slices and effects of the configured products
// only, and the main screen shows their views. OAuth (with Google One Tap before its buttons) is in
// the widget's chunk so the first screen's buttons work at once; the others come from chunks of
// their own when the config lists them.
//
// The registry is read here only then, from the Court's chunk: the client reads it for its groups of
// endpoints, and a widget with such a product requests that chunk with the product's own
// (src/loading/preload.ts), so the registry costs the first load no byte and no request.
import type { Product } from '../config/types.ts';
import type { ProductFlow } from '../flows/ports.ts';
import { oauthFlow } from './oauth/flow.ts';
import { oauthButtons } from './oauth/view.tsx';
import { oneTapLead } from './one-tap/lead.tsx';
import type { ViewPlace } from './registry.ts';
import type { ProductView, ProductViews } from './view-types.ts';

/** A product loaded from chunks of its own: its flow, then its view (its module's default export). */
interface LazyParts {
  readonly place: ViewPlace;
  readonly flow: () => Promise<ProductFlow>;
  readonly view: () => Promise<{ default: ProductView }>;
}

/** The registry's lines, each one's flow and view checked here against the widget's types. */
type Lines = Record<Product, Partial<LazyParts> & { client: unknown }>;

/** The registry's lines, once some configured product has chunks of its own (otherwise none). */
async function lazyLines(products: readonly Product[]): Promise<Partial<Lines>> {
  if (!hasLazyParts(products)) return {};
  const lines: Lines = (await import('./registry.ts')).PRODUCT_REGISTRY;
  return lines;
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
  const lines = await lazyLines(products);
  const flows = await Promise.all(products.map((product) => ENTRY_FLOWS[product] ?? lines[product]?.flow?.()));
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

/** The configured views among the entry's and the lazy ones of `place`. */
export async function loadViews(products: readonly Product[], place: ViewPlace = 'mainScreen'): Promise<ProductViews> {
  const lines = await lazyLines(products);
  const views = await Promise.all(
    products.map(async (product) => {
      const line = lines[product];
      const lazy = line?.place === place ? (await line.view?.())?.default : undefined;
      return [product, ENTRY_VIEWS[product] ?? lazy] as const;
    }),
  );
  return Object.fromEntries(views.filter(([, view]) => view !== undefined));
}
