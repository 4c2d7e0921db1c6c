// The sign-in method last completed on this browser, per public token, so that the first screen can
// put it first with a "Last used" badge. Only which method is kept (`oauth-google`, `otp-sms`,
// `magicLink`, `password`, `passkeys`, `crypto-<wallet name>`), never who signed in.
// Written by remember-method.ts, outside the first load. Which button or form carries the badge is
// decided here and in ui/form-recipes.ts, for React's screen and the painted one (src/paint/) alike.
import { formMethods, methodKey, type FormMethod } from '../config/rules.ts';
import type { OAuthProviderConfig, WidgetConfig } from '../config/types.ts';

export const lastUsedKey = (publicToken: string): string => `court-login:last-used:${publicToken}`;

/** The method, or undefined when none is stored, storage is refused or the value is not one we wrote. */
export function readLastUsed(publicToken: string | undefined): string | undefined {
  try {
    const value = publicToken && localStorage.getItem(lastUsedKey(publicToken));
    return value && value.length <= 100 ? value : undefined;
  } catch {
    return undefined;
  }
}

/** A badge needs another way to sign in on the screen to tell it from: a lone button gets none. */
export const worthABadge = (buttons: number, products: readonly unknown[]): boolean =>
  buttons > 1 || products.length > 1;

/** The items with the last used one first, the others in their order. */
export function lastUsedFirst<Item>(items: readonly Item[], isLastUsed: (item: Item) => boolean): Item[] {
  return [...items.filter(isLastUsed), ...items.filter((item) => !isLastUsed(item))];
}

/** The email-type methods, the one last used here first: it is also the one open at first. */
export function methodsInOrder(config: WidgetConfig, lastUsed?: string): FormMethod[] {
  return lastUsedFirst(formMethods(config), (method) => methodKey(method) === lastUsed);
}

/** The OAuth provider whose button carries the badge: the one last used here, when a badge is worth it. */
export function badgedProvider(config: WidgetConfig, lastUsed: string | undefined): OAuthProviderConfig | undefined {
  const providers = config.oauthOptions?.providers ?? [];
  return worthABadge(providers.length, config.products)
    ? providers.find((provider) => `oauth-${provider.type}` === lastUsed)
    : undefined;
}
