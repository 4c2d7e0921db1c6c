// Products that have a flow in this build. Enabling one touches no other: the machine combines
// the slices and effects of the configured products only.
import type { Product } from '../config/types.ts';
import type { ProductFlow } from './ports.ts';
import { magicLinksFlow } from './products/magic-links.ts';
import { oauthFlow } from './products/oauth.ts';
import { otpFlow } from './products/otp.ts';

export const PRODUCT_FLOWS: Partial<Record<Product, ProductFlow>> = {
  oauth: oauthFlow,
  otp: otpFlow,
  emailMagicLinks: magicLinksFlow,
};

export function flowsFor(products: readonly Product[]): ProductFlow[] {
  return products.flatMap((product) => PRODUCT_FLOWS[product] ?? []);
}
