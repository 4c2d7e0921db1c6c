// The groups of endpoints kept in the products' folders (src/products/<product>/client.ts), read
// from the product registry's lines (src/products/registry.ts): the group's name, the importer of its
// module and the names of its endpoints. Each module exports the function that makes its group under
// the group's name and declares the group's types, which the client's type takes from here
// (CourtClient in types.ts), so that an endpoint is written once.
import { PRODUCT_REGISTRY } from '../products/registry.ts';
import { deferredEndpoints, type Deferred, type EndpointName } from './deferred.ts';
import type { Http } from './http.ts';

/** What makes a group: the function its module exports under the group's name. */
type MakeGroup = (http: Http, publicToken: string, csrfToken: () => string | undefined) => object;

/** The group that the module `load` imports exports under the name `G`. */
type GroupOf<G, Load> = Load extends () => Promise<infer Module>
  ? G extends keyof Module
    ? Module[G] extends (...args: never[]) => infer Group
      ? Group
      : never
    : never
  : never;

/** The registry's client lines. */
type GroupLine = (typeof PRODUCT_REGISTRY)[keyof typeof PRODUCT_REGISTRY]['client'];

/**
 * Each line checked: its module makes the group of the line's name, and each name is an endpoint of
 * it. The compiler refuses a registry whose line breaks either; tests/unit/provider/client-groups.test.ts
 * fails on an endpoint that its line does not name.
 */
type Checked<L> = L extends readonly [infer G extends string, infer Load, unknown]
  ? readonly [G, Load & (() => Promise<Record<G, MakeGroup>>), readonly EndpointName<GroupOf<G, Load>>[]]
  : never;
const checked: {
  readonly [P in keyof typeof PRODUCT_REGISTRY]: { readonly client: Checked<(typeof PRODUCT_REGISTRY)[P]['client']> };
} = PRODUCT_REGISTRY;

/** The client's product groups, each typed by its module. */
export type ProductGroups = { [L in GroupLine as L[0]]: Deferred<GroupOf<L[0], L[1]>> };

/** The groups, each loading its module on the first call of one of its endpoints. */
export function productGroups(http: Http, publicToken: string, csrfToken: () => string | undefined): ProductGroups {
  return Object.fromEntries(
    Object.values(checked).map(({ client: [group, load, endpoints] }) => [
      group,
      deferredEndpoints(
        () => load().then((module) => (module as Record<string, MakeGroup>)[group]!(http, publicToken, csrfToken)),
        endpoints,
      ),
    ]),
  ) as unknown as ProductGroups;
}
