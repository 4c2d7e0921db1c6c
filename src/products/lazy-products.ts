// The products loaded from chunks of their own, one line each: the importers of its flow, its view
// and its endpoints. Data only, without a static import of any product's code: the registry
// (src/products/registry.ts) takes the flows and views from it, and the provider client
// (src/provider/client.ts), which loads without the widget's React code, the endpoints. The build
// reads the folders of the products from this file's text (scripts/build/preload-manifest.ts).
import type { Product } from '../config/types.ts';
import type { ProductFlow } from '../flows/ports.ts';
import type { ProductView } from './view-types.ts';

/** A product loaded from chunks of its own: each part is imported on its first use. */
export interface LazyProduct {
  /** Its reducer slice and effects (flow.ts). */
  flow: () => Promise<ProductFlow>;
  /** What it adds to the screens (view.tsx, its module's default export). */
  view: () => Promise<{ default: ProductView }>;
  /** Its endpoints (client.ts), imported by the provider client on the first call of one of them. */
  client: () => Promise<object>;
}

export type LazyProducts = Partial<Record<Product, LazyProduct>>;

/**
 * The lazy products whose view holds only the screens that follow a form, and companions: requested
 * with the form's parts, the form does not wait for them (tests/unit/products/registry.test.ts).
 */
export const AFTER_FORM = {
  otp: {
    flow: () => import('./otp/flow.ts').then((module) => module.otpFlow),
    view: () => import('./otp/view.tsx'),
    client: () => import('./otp/client.ts'),
  },
  emailMagicLinks: {
    flow: () => import('./email-magic-links/flow.ts').then((module) => module.magicLinksFlow),
    view: () => import('./email-magic-links/view.tsx'),
    client: () => import('./email-magic-links/client.ts'),
  },
  passwords: {
    flow: () => import('./passwords/flow.ts').then((module) => module.passwordsFlow),
    view: () => import('./passwords/view.tsx'),
    client: () => import('./passwords/client.ts'),
  },
} satisfies LazyProducts;

/** The lazy products whose view adds parts to the main screen (a lead, buttons): the form waits for them. */
export const MAIN_SCREEN = {
  crypto: {
    flow: () => import('./crypto/flow.ts').then((module) => module.cryptoFlow),
    view: () => import('./crypto/view.tsx'),
    client: () => import('./crypto/client.ts'),
  },
  passkeys: {
    flow: () => import('./passkeys/flow.ts').then((module) => module.passkeysFlow),
    view: () => import('./passkeys/view.tsx'),
    client: () => import('./passkeys/client.ts'),
  },
} satisfies LazyProducts;

/**
 * Endpoints that load like a lazy product's but belong to none: Google One Tap's (the Google
 * button's option, no product of the config) and the OAuth authorize mode's.
 */
export const OTHER_CLIENTS = {
  oneTap: () => import('./one-tap/client.ts'),
  oauthAuthorize: () => import('../modes/oauth-authorize/client.ts'),
};
