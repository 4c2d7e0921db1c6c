// Products that have a flow in this build. Enabling one touches no other: the machine combines
// the slices and effects of the configured products only. OAuth is in the entry so the first
// screen's buttons work at once; the others come from a local chunk when the config lists them.
import type { Product } from '../config/types.ts';
import type { ProductFlow } from '../flows/ports.ts';
import { oauthFlow } from './oauth/flow.ts';

const ENTRY_FLOWS: Partial<Record<Product, ProductFlow>> = { oauth: oauthFlow };

const LAZY_FLOWS: Partial<Record<Product, () => Promise<ProductFlow>>> = {
  otp: () => import('./otp/flow.ts').then((module) => module.otpFlow),
  emailMagicLinks: () => import('./email-magic-links/flow.ts').then((module) => module.magicLinksFlow),
  crypto: () => import('./crypto/flow.ts').then((module) => module.cryptoFlow),
  passkeys: () => import('./passkeys/flow.ts').then((module) => module.passkeysFlow),
  passwords: () => import('./passwords/flow.ts').then((module) => module.passwordsFlow),
};

/** The configured flows available without loading anything. */
export function entryFlows(products: readonly Product[]): ProductFlow[] {
  return products.flatMap((product) => ENTRY_FLOWS[product] ?? []);
}

/** Every configured flow, in configured order. */
export async function loadFlows(products: readonly Product[]): Promise<ProductFlow[]> {
  const flows = await Promise.all(products.map((product) => ENTRY_FLOWS[product] ?? LAZY_FLOWS[product]?.()));
  return flows.filter((flow) => flow !== undefined);
}
