// The groups of endpoints kept in the products' folders (src/products/<product>/client.ts), one line
// each: the importer of the group's module and the names of its endpoints. Each module exports the
// function that makes its group under the group's name and declares the group's types, which the
// client's type takes from here (CourtClient in types.ts), so that an endpoint is written once. The
// importers stay in the Court's chunk: beside the registry's, in the widget's chunk, they would cost
// the first load (docs/architecture.md#the-product-registry).
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

/** Each line checked: its module makes the group of the line's name, and each name is an endpoint of it. */
type Lines<T> = {
  [G in keyof T]: T[G] extends readonly [infer Load, unknown]
    ? readonly [
        load: Load & (() => Promise<Record<G, MakeGroup>>),
        endpoints: readonly EndpointName<GroupOf<G, Load>>[],
      ]
    : never;
};

const lines = <const T extends Lines<T>>(table: T): T => table;

/**
 * The compiler refuses a line whose module does not export its group under the line's name, or a
 * name that is no endpoint of the group; tests/unit/provider/client-groups.test.ts fails on an
 * endpoint that its line does not name, and on a lazy product of the registry without its line.
 */
export const PRODUCT_GROUPS = lines({
  oneTap: [() => import('../products/one-tap/client.ts'), ['start', 'submit']],
  otps: [
    () => import('../products/otp/client.ts'),
    ['email.loginOrCreate', 'sms.loginOrCreate', 'whatsapp.loginOrCreate', 'authenticate'],
  ],
  magicLinks: [() => import('../products/email-magic-links/client.ts'), ['email.loginOrCreate', 'authenticate']],
  passwords: [
    () => import('../products/passwords/client.ts'),
    ['strengthCheck', 'create', 'authenticate', 'resetByEmailStart', 'resetByEmail'],
  ],
  webauthn: [
    () => import('../products/passkeys/client.ts'),
    ['registerStart', 'register', 'authenticateStart', 'authenticate', 'update'],
  ],
  cryptoWallets: [() => import('../products/crypto/client.ts'), ['authenticateStart', 'authenticate']],
});

type Table = typeof PRODUCT_GROUPS;

/** The client's product groups, each typed by its module. */
export type ProductGroups = { [G in keyof Table]: Deferred<GroupOf<G, Table[G][0]>> };

/** The groups, each loading its module on the first call of one of its endpoints. */
export function productGroups(http: Http, publicToken: string, csrfToken: () => string | undefined): ProductGroups {
  return Object.fromEntries(
    Object.entries(PRODUCT_GROUPS).map(([group, [load, endpoints]]) => [
      group,
      deferredEndpoints(
        () => load().then((module) => (module as Record<string, MakeGroup>)[group]!(http, publicToken, csrfToken)),
        endpoints,
      ),
    ]),
  ) as unknown as ProductGroups;
}
