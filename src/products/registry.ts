// The products, one line each: what the widget and the client load for a configured product, and
// when. Everything else is derived from these lines: the flow and view tables
// (src/products/parts.ts), the client's groups of endpoints (src/provider/deferred-groups.ts) and
// the build's preload needs (scripts/build/preload-manifest.ts makes each line with a `flow` a need
// named after the product, preloading its flow.ts, view.tsx and client.ts together; the build fails
// if one is missing). A new product is its folder, src/products/<its name in kebab case>/, and its
// line here (docs/architecture.md#adding-a-product lists what else names it: the config, its
// texts).
//
// The lines hold importers only, no module of a product: the client reads them for its groups (in
// the Court's chunk, which runs before React) and the widget for its flows and views, so the build
// keeps them in court-login.js, and neither waits for the other's chunk. They are checked where they
// are read, as the registry's layer cannot name their types: the compiler refuses a client line whose
// module does not make the group of its name, or a name that is no endpoint of it
// (deferred-groups.ts), and a flow of the wrong shape (parts.ts); each view.tsx types its own view.
import type { Product } from '../config/types.ts';

/**
 * Where a product's view goes: on the main screen (a lead, buttons: the form waits for it), or only
 * in the screens that follow a form (requested with the form's parts, the form does not wait).
 */
export type ViewPlace = 'mainScreen' | 'afterForm';

/**
 * A product's client group: its name, the importer of its client.ts (which exports the group's maker
 * under that name) and its endpoints' names.
 */
type Client = readonly [group: string, load: () => Promise<object>, endpoints: readonly string[]];

/**
 * A line: a product loaded from chunks of its own has its view's place and its flow's and view's
 * importers (its flow.ts's slice, its view.tsx's default export); OAuth's flow and view are in the
 * widget's chunk. Every product has its client group.
 */
type Line =
  | { readonly place?: never; readonly flow?: never; readonly view?: never; readonly client: Client }
  | { readonly place: ViewPlace; readonly flow: unknown; readonly view: unknown; readonly client: Client };

/**
 * A view's importer, with its module's type left out of the registry's: the package's declarations
 * reach the client's type through the registry, and a view's type would bring React's into them.
 * Each view.tsx declares its default export a ProductView, which parts.ts takes it for.
 */
const lazyView = (load: () => Promise<{ default: object }>): (() => Promise<{ default: object }>) => load;

export const PRODUCT_REGISTRY = {
  // Its flow and view in the widget's chunk, so the first screen's buttons work at once (parts.ts);
  // Google One Tap, when configured, leads its buttons and calls its endpoints once a person has
  // picked an account.
  oauth: { client: ['oneTap', () => import('./one-tap/client.ts'), ['start', 'submit']] },
  crypto: {
    place: 'mainScreen',
    flow: () => import('./crypto/flow.ts').then((module) => module.cryptoFlow),
    view: lazyView(() => import('./crypto/view.tsx')),
    client: ['cryptoWallets', () => import('./crypto/client.ts'), ['authenticateStart', 'authenticate']],
  },
  passkeys: {
    place: 'mainScreen',
    flow: () => import('./passkeys/flow.ts').then((module) => module.passkeysFlow),
    view: lazyView(() => import('./passkeys/view.tsx')),
    client: [
      'webauthn',
      () => import('./passkeys/client.ts'),
      ['registerStart', 'register', 'authenticateStart', 'authenticate', 'update'],
    ],
  },
  otp: {
    place: 'afterForm',
    flow: () => import('./otp/flow.ts').then((module) => module.otpFlow),
    view: lazyView(() => import('./otp/view.tsx')),
    client: [
      'otps',
      () => import('./otp/client.ts'),
      ['email.loginOrCreate', 'sms.loginOrCreate', 'whatsapp.loginOrCreate', 'authenticate'],
    ],
  },
  emailMagicLinks: {
    place: 'afterForm',
    flow: () => import('./email-magic-links/flow.ts').then((module) => module.magicLinksFlow),
    view: lazyView(() => import('./email-magic-links/view.tsx')),
    client: ['magicLinks', () => import('./email-magic-links/client.ts'), ['email.loginOrCreate', 'authenticate']],
  },
  passwords: {
    place: 'afterForm',
    flow: () => import('./passwords/flow.ts').then((module) => module.passwordsFlow),
    view: lazyView(() => import('./passwords/view.tsx')),
    client: [
      'passwords',
      () => import('./passwords/client.ts'),
      ['strengthCheck', 'create', 'authenticate', 'resetByEmailStart', 'resetByEmail'],
    ],
  },
} as const satisfies Record<Product, Line>;

/** The products loaded from chunks of their own (each a need of the preload manifest), at `place` or at either. */
export function lazyProducts(place?: ViewPlace): Product[] {
  return (Object.entries(PRODUCT_REGISTRY) as [Product, Line][])
    .filter(([, line]) => line.place !== undefined && (place === undefined || line.place === place))
    .map(([product]) => product);
}
