// CourtLoginConfig: the configuration as integrators write it (the `config` property or attribute
// JSON). Every option the widget has a default for is optional; parseConfig checks it at run time
// and fills in the defaults (WidgetConfig). Derived from WidgetConfig so that the two cannot drift.
import type { OAuthProviderType } from '../types/index.ts';
import type { LanguageCatalogue, TextOverrides } from '../i18n/keys.ts';
import type { OAuthProviderConfig, Product, WidgetConfig } from './types.ts';

/** Every field optional, all the way down (arrays keep their element type, made optional inside). */
type Optional<T> = T extends readonly (infer Item)[]
  ? Optional<Item>[]
  : T extends object
    ? { [Key in keyof T]?: Optional<T[Key]> }
    : T;

/** One OAuth button: `type` is required, the rest has defaults. */
export type OAuthProviderInput = { type: OAuthProviderType } & Optional<Omit<OAuthProviderConfig, 'type'>>;

export interface CourtLoginConfig extends Optional<
  Omit<WidgetConfig, 'products' | 'oauthOptions' | 'strings' | 'languages'>
> {
  /** The sign-in products to show, in order (at least one). */
  products: Product[];
  /** Required when `products` lists `oauth`. */
  oauthOptions?: Optional<Omit<NonNullable<WidgetConfig['oauthOptions']>, 'providers'>> & {
    providers: OAuthProviderInput[];
  };
  /** The page's own texts in place of the widget's, by message key (any locale); a misspelt key is a type error. */
  strings?: TextOverrides;
  /** Languages of the page's own, each a whole catalogue for one locale, chosen like the shipped ones. */
  languages?: readonly LanguageCatalogue[];
}
