'use client';
// court-login/react: the <CourtLogin> component for React 18 and 19 hosts (a client component, so
// a Next.js server component may render it), and the JSX typing of the bare <court-login> tag.
// The element is created after the host mounted the component: the server's HTML holds no element,
// hydration has nothing to compare, and `config` is a property from the element's first screen on.
import {
  createElement,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type DetailedHTMLProps,
  type HTMLAttributes,
  type ReactElement,
} from 'react';
import { CourtLoginElement } from './index.ts';
import type { CourtLoginEvents } from './events.ts';
import type { CourtLoginConfig } from '../src/config/input.ts';
import type { LanguageCatalogue, TextOverrides } from '../src/i18n/keys.ts';
import type { SessionSnapshot } from '../src/session/types.ts';
import type { ErrorDetail, SuccessDetail, WidgetEventDetail } from '../src/types/index.ts';

// The element's public names only: court-login.js also exports its lazy chunks' internal links.
export { CourtLoginElement, loadSession } from './index.ts';
export type * from './index.ts';

export interface CourtLoginProps {
  /** The widget configuration, handed to the element as a property (by reference) on every change. */
  config: CourtLoginConfig;
  publicToken: string;
  /** The provider's origin; the hosted provider when absent. */
  providerUrl?: string;
  mode?: 'login' | 'reset-password' | 'passkey-registration' | 'oauth-authorize';
  /** The reset-password mode's token; without it the page address's `token` is used. */
  passwordResetToken?: string;
  /** false when the page finishes OAuth and email-link redirects itself (`authenticateByUrl`). */
  handleRedirects?: boolean;
  /** The language (BCP 47, e.g. `es` or `pt-BR`), over the config's `locale` and the page's `<html lang>`. */
  locale?: string;
  /** The page's own texts by message key (ICU), over the config's `strings`; a misspelt key is a type error. */
  strings?: TextOverrides;
  /** Languages of the page's own (a whole catalogue each), over the config's `languages`; chosen like the shipped ones. */
  languages?: readonly LanguageCatalogue[];
  /** A sign-in finished (once per sign-in). */
  onSuccess?: (detail: SuccessDetail) => void;
  /** An error the visitor was shown, or a configuration problem (`code: 'config'`). */
  onError?: (detail: ErrorDetail) => void;
  /** Every widget event of the flow. */
  onEvent?: (detail: WidgetEventDetail) => void;
  /** The session once the element started, and on every change (sign-in, sign-out, other tabs). */
  onSession?: (detail: SessionSnapshot) => void;
  id?: string;
  className?: string;
  style?: CSSProperties;
}

type Callbacks = Pick<CourtLoginProps, 'onSuccess' | 'onError' | 'onEvent' | 'onSession'>;

const CALLBACKS = {
  'court-success': 'onSuccess',
  'court-error': 'onError',
  'court-event': 'onEvent',
  'court-session': 'onSession',
} as const satisfies Record<keyof CourtLoginEvents, keyof Callbacks>;

// Layout effects hand over config and listeners before the element's first screen; a server render has none.
const useClientLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/** <court-login> as a React component with typed props and callbacks. */
export function CourtLogin(props: CourtLoginProps): ReactElement | null {
  const {
    config,
    strings,
    languages,
    publicToken,
    providerUrl,
    mode,
    passwordResetToken,
    handleRedirects,
    locale,
    id,
    className,
    style,
  } = props;
  const element = useRef<CourtLoginElement | null>(null);
  const callbacks = useRef<Callbacks>(props);
  callbacks.current = props;
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  useClientLayoutEffect(() => {
    if (element.current) element.current.config = config;
  }, [config, mounted]);

  useClientLayoutEffect(() => {
    if (element.current) element.current.strings = strings;
  }, [strings, mounted]);

  useClientLayoutEffect(() => {
    if (element.current) element.current.languages = languages;
  }, [languages, mounted]);

  useClientLayoutEffect(() => {
    const target = element.current;
    if (!target) return;
    const listeners = Object.entries(CALLBACKS).map(([name, callback]) => {
      const listener = (event: Event) =>
        (callbacks.current[callback] as ((detail: unknown) => void) | undefined)?.((event as CustomEvent).detail);
      target.addEventListener(name, listener);
      return () => target.removeEventListener(name, listener);
    });
    return () => listeners.forEach((remove) => remove());
  }, [mounted]);

  if (!mounted) return null;
  return createElement('court-login', {
    ref: element,
    'public-token': publicToken,
    'provider-url': providerUrl,
    mode,
    'password-reset-token': passwordResetToken,
    'handle-redirects': handleRedirects === undefined ? undefined : String(handleRedirects),
    locale,
    id,
    className,
    style,
  } as Record<string, unknown>);
}

type EventHandlers = {
  [Name in keyof CourtLoginEvents as `on${Name}`]?: (event: CourtLoginEvents[Name]) => void;
};

/** The bare tag in React 19 JSX: `config` is set as a property, `oncourt-success` listens to `court-success`. */
export interface CourtLoginElementProps
  extends DetailedHTMLProps<HTMLAttributes<CourtLoginElement>, CourtLoginElement>, EventHandlers {
  'public-token': string;
  /** The provider's origin; the hosted provider when absent. */
  'provider-url'?: string;
  mode?: 'login' | 'reset-password' | 'passkey-registration' | 'oauth-authorize';
  /** The reset-password mode's token; without it the page address's `token` is used. */
  'password-reset-token'?: string;
  config?: CourtLoginConfig;
  /** "false" when the page finishes OAuth and email-link redirects itself. */
  'handle-redirects'?: 'true' | 'false';
  /** The language (BCP 47), over the config's `locale` and the page's `<html lang>`. */
  locale?: string;
  /** The page's own texts by message key, set as a property. */
  strings?: TextOverrides;
  /** Languages of the page's own, set as a property. */
  languages?: readonly LanguageCatalogue[];
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'court-login': CourtLoginElementProps;
    }
  }
}
