// <court-login>, built with r2wc (@r2wc/core, given the lazy React renderer below): r2wc observes
// the attributes, gives the element their properties (element/properties.ts) and mounts the widget's React root
// (element/ElementWidget.tsx) on the element's container: its own open shadow root, attached at
// first mount, or, with enableShadowDOM: false, the element itself. Outcomes leave as `court-*` DOM
// events. At first mount the first screen is painted before React renders (element/first-paint.ts).
//
// r2wc (core 1.3.1) needs these fixes, all in this subclass (each one is checked by a browser test):
//   1. properties set before the element was defined are upgraded (r2wc ignores them);
//   2. the `config` property is kept by reference (r2wc would JSON round-trip it) and wins over the
//      attribute, whose invalid JSON becomes a message, never an exception;
//   3. a removed or emptied attribute is passed on (r2wc keeps the old value);
//   4. nothing mounts before the element is on the page (r2wc starts out "connected"), and an
//      element added without a config mounts at the end of the task, so that a config property a
//      framework sets right after insertion decides Shadow or light DOM;
//   5. a move (removed and added again in one task) keeps the widget and its state (r2wc unmounts).
// Without a DOM (Node, a server render) r2wc is not called: the class extends a stand-in there and
// index.ts defines nothing.
import r2wc from '@r2wc/core';
import { adoptStyleSheet, lightStyleSheet, shadowStyleSheet } from '../src/styles/sheets.ts';
import type { ElementWidgetProps } from './ElementWidget.tsx';
import type { MountedWidget } from './react-renderer.ts';
import { preloadNeeds } from '../src/loading/preload.ts';
import type { CourtLoginConfig } from '../src/config/input.ts';
import type { LanguageCatalogue, TextOverrides } from '../src/i18n/keys.ts';
import { elementSession, type ElementSession, type ScreenSession } from './element-session.ts';
import { paintBeforeReact, type PaintWaits } from './first-paint.ts';
import type { FirstTouch } from './first-touch.ts';
import { paintedScreen } from '../src/paint/hand-over.ts';
import { ELEMENT_PROPERTIES, type ElementPropertyName, type ElementValues } from './properties.ts';
import { elementConfig, wantsLightDom } from './setup.ts';

// r2wc's own state on the element, under these registered symbols.
const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');
const CONNECTED = Symbol.for('r2wc.connected');

/** What the subclass uses of r2wc's element: its state, its container and its lifecycle callbacks. */
interface R2wcElement extends HTMLElement {
  [PROPS]: ElementValues;
  [RENDER](): void;
  [CONNECTED]: boolean;
  container: HTMLElement | ShadowRoot;
  connectedCallback(): void;
  disconnectedCallback(): void;
  attributeChangedCallback(name: string, oldValue: string | null, value: string | null): void;
}

/** The widget on a container, once React's chunk is there (until then, the painted first screen). */
interface Mounted {
  container: HTMLElement | ShadowRoot;
  props: ElementWidgetProps;
  session: ElementSession;
  /** With a painted screen React renders at the first touch (first-touch.ts). */
  touch?: FirstTouch;
  /** Ends what the painted screen still does for this mount (first-paint.ts). */
  leave?(): void;
  /** Sign-outs the session bridge had seen when React first rendered. */
  signOutsBeforeReact?: number;
  /** r2wc's values as the first screen was painted for them. */
  painted: ElementWidgetProps;
  /** What the session bridge last said to show, for React's renders. */
  screenSession?: ScreenSession;
  widget?: MountedWidget;
  gone?: boolean;
}

/** React's props: the element's values, with what its session bridge shows. */
const widgetProps = ({ props, screenSession, signOutsBeforeReact = 0 }: Mounted): ElementWidgetProps => ({
  ...props,
  // A sign-out seen before React's first render needs no new first screen: that render is the first
  // screen (the painted one, adopted with what was typed in it).
  screenSession: screenSession && { ...screenSession, signOuts: screenSession.signOuts - signOutsBeforeReact },
});

/** What waits for the painted first screen on a container (`paintBeforeReact`): React's chunk and render, the Court. */
const paintedWaits = new WeakMap<HTMLElement | ShadowRoot, PaintWaits>();

/** Whether r2wc's values are those the first screen was painted for (a framework may set the same again). */
const sameValues = (values: ElementWidgetProps, painted: ElementWidgetProps) =>
  Object.keys({ ...values, ...painted }).every((key) =>
    Object.is(values[key as keyof ElementWidgetProps], painted[key as keyof ElementWidgetProps]),
  );

/**
 * r2wc's renderer interface, given React lazily: React, ReactDOM and the widget come in a chunk of
 * their own (react-renderer.ts), requested with every chunk it imports as the element mounts (with
 * a painted phone form open, once that form's own chunks are in), so that court-login.js paints the
 * first screen before React has arrived. A painted screen that is all of React's first render is
 * rendered by React at the visitor's first touch, or at a change it cannot show (first-touch.ts).
 * Props that change meanwhile are kept and given to React once it is there (react-renderer.ts:
 * after the render that adopts a painted screen, which renders the props it was painted for).
 */
const lazyReact = {
  mount(container: HTMLElement, _component: unknown, props: ElementWidgetProps): Mounted {
    const { phoneForm, touch, leave } = paintedWaits.get(container) ?? {};
    // Once: a later mount of the element (added again after its removal) paints nothing to wait for.
    paintedWaits.delete(container);
    // The props as the first screen was painted for them: r2wc changes its props object in place.
    const painted = { ...props };
    // The session bridge starts with the element, not with React (element-session.ts).
    const session = elementSession(props.container!, phoneForm?.court, (screenSession) => {
      mounted.screenSession = screenSession;
      // A redirect's outcome is still told once the page removed the element: nothing to render then.
      if (mounted.gone) return;
      touch?.wake();
      mounted.widget?.render(widgetProps(mounted));
    });
    const mounted: Mounted = { container, props, painted, session, touch, leave };
    session.follow(props);
    const load = () => {
      // Removed while React's chunk waited for the painted phone form's: not wanted any more.
      if (mounted.gone) return;
      void preloadNeeds(['renderer']);
      import('./react-renderer.ts').then(
        // A painted screen that is all of React's first render is React's at the first touch.
        ({ mountWidget }) => {
          // The phone field's country names, made while the page waits for that touch (first-paint.ts).
          if (touch && !mounted.gone) phoneForm?.reactIn();
          return (touch?.touched ?? Promise.resolve()).then(() => {
            if (mounted.gone) return;
            mounted.signOutsBeforeReact = mounted.screenSession?.signOuts ?? 0;
            mounted.widget = mountWidget(container, widgetProps(mounted), painted);
          });
        },
        // An element the page removed meanwhile has nothing to show, nor to say.
        (error: unknown) => mounted.gone || console.error('court-login: the widget could not load', error),
      );
    };
    if (phoneForm?.react) void phoneForm.react.then(load);
    else load();
    return mounted;
  },
  update(mounted: Mounted, props: ElementWidgetProps): void {
    mounted.props = props;
    mounted.session.follow(props);
    // What the painted screen cannot show: React renders it now.
    if (!sameValues(props, mounted.painted)) mounted.touch?.wake();
    mounted.widget?.render(widgetProps(mounted));
  },
  unmount(mounted: Mounted): void {
    mounted.gone = true;
    mounted.session.stop();
    mounted.touch?.stop();
    mounted.leave?.();
    // Removed before React came: the painted screen goes with it.
    if (mounted.widget) mounted.widget.unmount();
    else paintedScreen(mounted.container)?.drop();
  },
};

const R2wcCourtLogin =
  globalThis.HTMLElement &&
  (r2wc<ElementWidgetProps, Mounted>(
    () => null,
    { props: ELEMENT_PROPERTIES as unknown as ElementPropertyName[] },
    lazyReact,
  ) as unknown as { prototype: R2wcElement });
/** r2wc's callbacks, called on the subclass's instances; the public type is a plain HTMLElement's. */
const r2wcElement = R2wcCourtLogin?.prototype as R2wcElement;
const ElementBase = (R2wcCourtLogin || class {}) as unknown as typeof HTMLElement;

// The JSDoc below is the element's public description: scripts/build/element-manifest.ts reads it (with the
// fields' @attr tags) into custom-elements.json, and tests/unit/element/manifest.test.ts holds it to the React
// props and the docs. The parts are those of src/ui/parts.ts and product-parts.ts, and the few the screens add;
// the custom properties those src/styles/ reads, with src/styles/tokens.css's defaults.
/**
 * A drop-in sign-in widget against a Stytch-compatible provider: OAuth and Google One Tap, one-time passcodes,
 * email magic links, email and password, passkeys and crypto wallets. It takes no content of the page's (no slots).
 * @summary The sign-in widget: one element, in Shadow DOM (default) or light DOM.
 *
 * @fires {CustomEvent<SuccessDetail>} court-success - A sign-in finished, by any method, once per sign-in: `{ method, user, session }`, never tokens.
 * @fires {CustomEvent<ErrorDetail>} court-error - An error the visitor was shown, or a configuration problem: `{ code, message, field?, product? }`.
 * @fires {CustomEvent<WidgetEventDetail>} court-event - Every widget event of the flow: `{ type, data }`.
 * @fires {CustomEvent<SessionSnapshot>} court-session - The session at start-up and on every change (sign-in, sign-out, refresh, other tabs): `{ status, user, session }`.
 *
 * @csspart container - The widget's box, holding every screen.
 * @csspart logo - The logo image of the theme's `logo`.
 * @csspart heading - The screen's heading.
 * @csspart text - A paragraph of the screen's text.
 * @csspart button - Every button (with `button-primary`, `oauth-button`, `wallet-button`, `passkey-button`, `mail-link`, `wallet-download`).
 * @csspart button-primary - The screen's main button (submit).
 * @csspart oauth-button - An OAuth provider's button.
 * @csspart oauth-button-<type> - One provider's button: `oauth-button-google`, `oauth-button-apple`, ….
 * @csspart wallet-button - A crypto wallet's button.
 * @csspart wallet-download - A link to a wallet's download page, shown when none is installed.
 * @csspart passkey-button - The button that signs in with a passkey.
 * @csspart divider - The "or" line between the buttons and the forms.
 * @csspart tabs - The row of tabs choosing a form (email, text message, WhatsApp).
 * @csspart tab - One of those tabs.
 * @csspart label - A field's label.
 * @csspart input - Every text field (with `email-input`, `phone-input`, `password-input`, `passkey-name-input`, `otp-digit`, `country-select`).
 * @csspart email-input - The email address field.
 * @csspart phone-input - The phone number field.
 * @csspart password-input - The password field.
 * @csspart passkey-name-input - The field that renames a passkey.
 * @csspart passkey-rename - The link that renames a registered passkey.
 * @csspart passkey-delete - The link that deletes a registered passkey.
 * @csspart password-toggle - The link that shows or hides the password.
 * @csspart strength-meter - The new password's strength meter.
 * @csspart country-select - The phone number's country list.
 * @csspart field-error - A field's error message.
 * @csspart alert - Every message box (with one of `alert-error`, `alert-warning`, `alert-success`, `alert-form-error`).
 * @csspart alert-error - An error message box.
 * @csspart alert-warning - A warning message box.
 * @csspart alert-success - A success message box.
 * @csspart alert-form-error - A form's error message box.
 * @csspart otp-digit - One box of the one-time passcode.
 * @csspart progress - A progress bar while a request runs.
 * @csspart link - Every link-styled button or link (with `password-toggle`, `passkey-rename`, `passkey-delete`).
 * @csspart toast - A toast message.
 * @csspart toast-<kind> - A toast of one kind: `toast-success`, `toast-error`, `toast-loading`, `toast-blank`, `toast-custom`.
 * @csspart mail-link - A button that opens a mail service's inbox.
 * @csspart last-used - The "Last used" badge on the method used last.
 *
 * @cssprop [--court-container-width=400px] - The widget's width.
 * @cssprop [--court-container-border-radius=8px] - The widget box's corner radius.
 * @cssprop [--court-container-background=#ffffff] - The widget box's background.
 * @cssprop [--court-container-border-color=#adbcc5] - Borders and lines: the widget box, fields, tabs, dividers, progress bars.
 * @cssprop [--court-color-primary=#19303d] - The main colour: headings, text, primary buttons.
 * @cssprop [--court-color-secondary=#5c727d] - Secondary text, such as the divider's "or".
 * @cssprop [--court-color-success=#0c5a56] - Success messages.
 * @cssprop [--court-color-error=#8b1214] - Error messages and invalid fields.
 * @cssprop [--court-color-warning=#6b4a00] - Warning messages.
 * @cssprop --court-color-text - The text colour; unset, text takes the primary colour.
 * @cssprop [--court-color-on-primary=#ffffff] - Text on primary buttons.
 * @cssprop [--court-alert-error-background=#fdf2f2] - An error message box's background.
 * @cssprop [--court-alert-warning-background=#fff8e6] - A warning message box's background.
 * @cssprop [--court-alert-success-background=#eefaf5] - A success message box's background.
 * @cssprop --court-font-family - The widget's font; the system UI font stack by default.
 * @cssprop --court-button-primary-background - Primary buttons' background (the primary colour by default).
 * @cssprop --court-button-primary-text - Primary buttons' text colour (the on-primary colour by default).
 * @cssprop --court-button-primary-border - Primary buttons' border colour (the primary colour by default).
 * @cssprop --court-button-primary-radius - Primary buttons' corner radius (4px by default).
 * @cssprop --court-button-secondary-background - Secondary buttons' background (the widget box's by default).
 * @cssprop --court-button-secondary-text - Secondary buttons' text colour (the primary colour by default).
 * @cssprop --court-button-secondary-border - Secondary buttons' border colour (the primary colour by default).
 * @cssprop --court-button-secondary-radius - Secondary buttons' corner radius (4px by default).
 */
export class CourtLoginElement extends ElementBase {
  /**
   * The project's public token (required).
   * @attr public-token
   */
  declare publicToken: string | null | undefined;
  /**
   * The provider's origin; the hosted provider for the token when absent.
   * @attr provider-url
   */
  declare providerUrl: string | null | undefined;
  /**
   * `login` (default), `reset-password`, `passkey-registration` or `oauth-authorize` (the consent page).
   * @attr mode
   */
  declare mode: string | null | undefined;
  /**
   * "false" leaves a redirect's token in the address for the page to finish.
   * @attr handle-redirects
   */
  declare handleRedirects: string | null | undefined;
  /**
   * The reset-password mode's token; without it, the page address's `token`.
   * @attr password-reset-token
   */
  declare passwordResetToken: string | null | undefined;
  /**
   * The language (BCP 47, e.g. `es` or `pt-BR`), over the config's `locale` and the page's `<html lang>`.
   * @attr locale
   */
  declare locale: string | null | undefined;

  #placed = false;

  constructor() {
    super();
    this.#r2wc[CONNECTED] = false;
  }

  /**
   * The widget configuration: JSON as the attribute; as the property an object, used by reference and winning over
   * the attribute (setting null or undefined goes back to the attribute).
   * @attr config
   */
  get config(): unknown {
    const props = this.#r2wc[PROPS];
    return props.configProperty ?? elementConfig(props).config;
  }
  set config(value: CourtLoginConfig | null | undefined) {
    this.#r2wc[PROPS].configProperty = value ?? undefined;
    this.#r2wc[RENDER]();
  }

  /** The page's own texts in place of the widget's, by message key, over the config's `strings`. */
  get strings(): TextOverrides | undefined {
    return this.#r2wc[PROPS].stringsProperty as TextOverrides | undefined;
  }
  set strings(value: TextOverrides | null | undefined) {
    this.#r2wc[PROPS].stringsProperty = value ?? undefined;
    this.#r2wc[RENDER]();
  }

  /** Languages of the page's own, each a whole catalogue for one locale, before the config's `languages`. */
  get languages(): readonly LanguageCatalogue[] | undefined {
    return this.#r2wc[PROPS].languagesProperty as readonly LanguageCatalogue[] | undefined;
  }
  set languages(value: readonly LanguageCatalogue[] | null | undefined) {
    this.#r2wc[PROPS].languagesProperty = value ?? undefined;
    this.#r2wc[RENDER]();
  }

  connectedCallback(): void {
    // Properties set before the element was defined are own properties that hide the accessors.
    for (const name of [...ELEMENT_PROPERTIES, 'strings', 'languages'] as const) {
      if (!Object.hasOwn(this, name)) continue;
      const value = this[name];
      delete this[name];
      this[name] = value as never;
    }
    if (this.#r2wc[PROPS].configProperty !== undefined || this.hasAttribute('config')) this.#mount();
    else queueMicrotask(() => this.isConnected && this.#mount());
  }

  disconnectedCallback(): void {
    // A move (remove then append in the same task) keeps the widget; a removal unmounts it.
    queueMicrotask(() => this.isConnected || r2wcElement.disconnectedCallback.call(this));
  }

  attributeChangedCallback(name: string, oldValue: string | null, value: string | null): void {
    // r2wc skips a removed or empty attribute; the widget must see it go.
    if (value) r2wcElement.attributeChangedCallback.call(this, name, oldValue, value);
    else {
      this.#r2wc[PROPS][name.replace(/-(.)/g, (_, letter: string) => letter.toUpperCase()) as 'mode'] =
        value ?? undefined;
      this.#r2wc[RENDER]();
    }
  }

  /** Signs the visitor out: forgets the session in this browser at once, then revokes it at the provider (also when the provider is down, the browser forgets it). */
  async signOut(): Promise<void> {
    await (await import('./sign-out.ts')).signOut(this.#r2wc[PROPS]);
  }

  #mount(): void {
    const element = this.#r2wc;
    const first = !this.#placed;
    // Decided once, at first mount, and kept for the element's whole life (a shadow root cannot be taken back).
    if (first)
      element.container = wantsLightDom(element[PROPS])
        ? this
        : (this.shadowRoot ?? this.attachShadow({ mode: 'open' }));
    this.#placed = true;
    // The widget's styles: on the shadow root, or, in light DOM, scoped under `court-login` on the
    // root that holds the element (the document or a page's shadow root).
    const root = this.getRootNode();
    if (element.container !== this) adoptStyleSheet(element.container as ShadowRoot, shadowStyleSheet());
    else adoptStyleSheet(root instanceof ShadowRoot ? root : this.ownerDocument, lightStyleSheet());
    if (first) {
      const waits = paintBeforeReact(this, element.container, element[PROPS]);
      if (waits) paintedWaits.set(element.container, waits);
    }
    r2wcElement.connectedCallback.call(this);
  }

  get #r2wc(): R2wcElement {
    return this as unknown as R2wcElement;
  }
}
