// The products, one line each: what the widget and the client load for a configured product, and
// when. Everything else is derived from these lines: the flow and view tables
// (src/products/parts.ts), the client's groups of endpoints (src/provider/deferred-groups.ts) and
// the build's preload needs (scripts/build/preload-manifest.ts makes each line with a `flow` a need
// named after the product, preloading its flow.ts, view.tsx and client.ts together; the build fails
// if one is missing). A new product is its folder, src/products/<its name in kebab case>/, and its
// line here (docs/architecture.md#adding-a-product lists what else names it: the config, its texts).
//
// The lines hold importers only, no module of a product, so the client can hold them: they are in
// the Court's chunk, whose client makes its groups from them; the widget reads them from there only
// when a configured product has chunks of its own (parts.ts). They are checked where they are read: the compiler refuses a client line whose module does not
// make the group of its name, or a name that is no endpoint of it (deferred-groups.ts), and a flow
// or view of the wrong shape (parts.ts); the types of those live above the registry's layer.
import type { Product } from '../config/types.ts';

/**
 * Where a product's view goes: on the main screen (a lead, buttons: the form waits for it), or only
 * in the screens that follow a form (requested with the form's parts, the form does not wait).
 */
export type ViewPlace = 'mainScreen' | 'afterForm';

/**
 * What the registry's layer can check of a line: its client's group, the importer of its client.ts
 * (which exports the group's maker under the group's name) and its endpoints' names. A lazy line also
 * has `place` (where its view goes), `flow` (its flow slice, from its flow.ts) and `view` (its
 * view.tsx, whose default export is its view); OAuth's flow and view are in the widget's chunk.
 */
interface Line {
  readonly place?: ViewPlace;
  readonly flow?: unknown;
  readonly view?: unknown;
  readonly client: readonly [group: string, load: () => Promise<object>, endpoints: readonly string[]];
}

export const PRODUCT_REGISTRY = {
  // In the entry, so the first screen's buttons work at once (parts.ts); Google One Tap, when
  // configured, leads its buttons and calls its endpoints only once a person has picked an account.
  oauth: { client: ['oneTap', () => import('./one-tap/client.ts'), ['start', 'submit']] },
  crypto: {
    place: 'mainScreen',
    flow: () => import('./crypto/flow.ts').then((module) => module.cryptoFlow),
    view: () => import('./crypto/view.tsx'),
    client: ['cryptoWallets', () => import('./crypto/client.ts'), ['authenticateStart', 'authenticate']],
  },
  passkeys: {
    place: 'mainScreen',
    flow: () => import('./passkeys/flow.ts').then((module) => module.passkeysFlow),
    view: () => import('./passkeys/view.tsx'),
    client: [
      'webauthn',
      () => import('./passkeys/client.ts'),
      ['registerStart', 'register', 'authenticateStart', 'authenticate', 'update'],
    ],
  },
  otp: {
    place: 'afterForm',
    flow: () => import('./otp/flow.ts').then((module) => module.otpFlow),
    view: () => import('./otp/view.tsx'),
    client: [
      'otps',
      () => import('./otp/client.ts'),
      ['email.loginOrCreate', 'sms.loginOrCreate', 'whatsapp.loginOrCreate', 'authenticate'],
    ],
  },
  emailMagicLinks: {
    place: 'afterForm',
    flow: () => import('./email-magic-links/flow.ts').then((module) => module.magicLinksFlow),
    view: () => import('./email-magic-links/view.tsx'),
    client: ['magicLinks', () => import('./email-magic-links/client.ts'), ['email.loginOrCreate', 'authenticate']],
  },
  passwords: {
    place: 'afterForm',
    flow: () => import('./passwords/flow.ts').then((module) => module.passwordsFlow),
    view: () => import('./passwords/view.tsx'),
    client: [
      'passwords',
      () => import('./passwords/client.ts'),
      ['strengthCheck', 'create', 'authenticate', 'resetByEmailStart', 'resetByEmail'],
    ],
  },
} as const satisfies Record<Product, Line>;

/** The products loaded from chunks of their own (each one a need of the preload manifest), of one place or both. */
export function lazyProducts(place?: ViewPlace): Product[] {
  return (Object.entries(PRODUCT_REGISTRY) as [Product, Line][])
    .filter(([, line]) => line.place !== undefined && (place === undefined || line.place === place))
    .map(([product]) => product);
}
