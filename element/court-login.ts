// <court-login>: attributes and the config property in, `court-*` DOM events out. Shadow DOM by
// default; light DOM when the config says enableShadowDOM: false (decided at first mount).
// The widget's surface alone: src/index.ts also re-exports the Court, which must stay out of the
// static graph of court-login.js to load from its own chunk after the first paint.
import {
  WIDGET_MODES, adoptStyleSheet, courtKey, courtLoader, loadCourtSession, createWidgetView, lightStyleSheet, parseConfig, parseConfigJson, shadowStyleSheet,
  type ConfigIssue, type CourtLoader, type ParsedConfig, type ResetToken, type WidgetMode, type WidgetOutputs, type WidgetSetup, type WidgetView,
} from '../src/widget/index.ts';
import type { CourtOptions } from '../src/index.ts';
import { bridgeSession } from './session-bridge.ts';
import type { CourtLoginConfig } from '../src/config/input.ts';

const UNSET = Symbol('unset');
const REFLECTED = { publicToken: 'public-token', providerUrl: 'provider-url', mode: 'mode', passwordResetToken: 'password-reset-token' } as const;

/** `enableShadowDOM` of a config that did not parse, read without trusting its getters. */
function rawShadowChoice(raw: unknown): unknown {
  try {
    return (raw as { enableShadowDOM?: unknown } | undefined)?.enableShadowDOM;
  } catch {
    return undefined;
  }
}

// Without a DOM (a server render, Node) the module still loads: the class extends a stand-in there
// and index.ts defines the element only where customElements exists.
const ElementBase = (globalThis.HTMLElement ?? class {}) as typeof HTMLElement;

export class CourtLoginElement extends ElementBase {
  static readonly observedAttributes = ['public-token', 'provider-url', 'mode', 'config', 'password-reset-token'];

  #config: unknown = UNSET;
  #view: WidgetView | undefined;
  #target: ShadowRoot | HTMLElement | undefined;
  #renderQueued = false;
  #court: { key: string; load: CourtLoader; loaded: Promise<unknown>; options: CourtOptions } | undefined;
  #stopSessionBridge: (() => void) | undefined;
  #urlResetToken: ResetToken | undefined;

  /** The widget configuration. Set as a property it is used by reference; otherwise the `config` attribute's JSON. */
  get config(): unknown {
    if (this.#config !== UNSET) return this.#config;
    const parsed = this.#parsedConfig();
    return parsed.config;
  }
  /** Setting undefined or null goes back to the attribute. */
  set config(value: CourtLoginConfig | null | undefined) {
    this.#config = value === undefined || value === null ? UNSET : value;
    this.#queueRender();
  }

  /** The `public-token` attribute. */
  declare publicToken: string | null;
  /** The `provider-url` attribute. */
  declare providerUrl: string | null;
  /** The `mode` attribute: `login` (default), `reset-password` or `passkey-registration`. */
  declare mode: string | null;
  /** The reset-password mode's token; without it the page address's `token` is used. */
  declare passwordResetToken: string | null;

  connectedCallback(): void {
    this.#upgradeProperties();
    // With a config at hand the element mounts at once; without one it waits for the end of the
    // task, so that a config a framework sets right after inserting it (from a ref or layout
    // effect) decides Shadow or light DOM and the first screen.
    if (this.#config !== UNSET || this.hasAttribute('config')) this.#render();
    else this.#queueRender();
  }

  disconnectedCallback(): void {
    // A move (remove then append in the same task) keeps the widget; a removal unmounts it.
    queueMicrotask(() => {
      if (this.isConnected) return;
      this.#view?.unmount();
      this.#view = undefined;
      this.#stopSessionBridge?.();
      this.#stopSessionBridge = undefined;
    });
  }

  attributeChangedCallback(): void {
    this.#queueRender();
  }

  /** Properties set before the element was defined are own properties that hide the accessors. */
  #upgradeProperties(): void {
    for (const name of ['config', ...Object.keys(REFLECTED)] as const) {
      if (!Object.prototype.hasOwnProperty.call(this, name)) continue;
      const value = (this as Record<string, unknown>)[name];
      delete (this as Record<string, unknown>)[name];
      (this as Record<string, unknown>)[name] = value;
    }
  }

  #createTarget(): ShadowRoot | HTMLElement {
    const parsed = this.#parsedConfig();
    const raw = this.#config !== UNSET ? this.#config : undefined;
    const lightWanted = parsed.config ? parsed.config.enableShadowDOM === false : rawShadowChoice(raw) === false;
    return lightWanted ? this : this.attachShadow({ mode: 'open' });
  }

  #adoptStyles(): void {
    if (this.#target instanceof ShadowRoot) {
      adoptStyleSheet(this.#target, shadowStyleSheet());
      return;
    }
    const root = this.getRootNode();
    adoptStyleSheet(root instanceof ShadowRoot ? root : this.ownerDocument, lightStyleSheet());
  }

  #parsedConfig(): ParsedConfig {
    return this.#config !== UNSET ? parseConfig(this.#config) : parseConfigJson(this.getAttribute('config'));
  }

  #queueRender(): void {
    if (this.#renderQueued) return;
    this.#renderQueued = true;
    queueMicrotask(() => {
      this.#renderQueued = false;
      this.#render();
    });
  }

  #render(): void {
    if (!this.isConnected) return;
    if (!this.#target) this.#target = this.#createTarget();
    this.#adoptStyles();
    this.#view ??= createWidgetView(this.#target);
    const setup = this.#setup();
    this.#view.render(setup, this.#outputs);
    if (setup.kind === 'ready' && !this.#stopSessionBridge) this.#startSessionBridge(setup);
  }

  /** Signs the visitor out: revokes the session at the provider, then clears it, also when the provider is down. */
  async signOut(): Promise<void> {
    const options = this.#court?.options;
    if (!options) throw new Error('court-login: signOut() needs a valid public-token and configuration.');
    const session = await loadCourtSession(options);
    await session.signOut();
  }

  #startSessionBridge(setup: Extract<WidgetSetup, { kind: 'ready' }>): void {
    const court = this.#court;
    if (!court) return;
    this.#stopSessionBridge = bridgeSession({
      loaded: court.loaded,
      courtOptions: court.options,
      // Opt out with handle-redirects="false" where the page finishes redirects itself.
      finishRedirect: () => (this.getAttribute('mode') ?? 'login') === 'login' && this.getAttribute('handle-redirects') !== 'false',
      sessionDurationMinutes: setup.config.sessionOptions.sessionDurationMinutes,
      emit: (name, detail) => this.#emit(name, detail),
      signedOut: () => this.#startOver(),
    });
  }

  #setup(): WidgetSetup {
    const problems: ConfigIssue[] = [];
    const publicToken = this.getAttribute('public-token')?.trim();
    if (!publicToken) problems.push({ field: 'public-token', message: 'The public-token attribute is required.' });
    const mode = this.getAttribute('mode') ?? 'login';
    if (!(WIDGET_MODES as readonly string[]).includes(mode)) {
      problems.push({ field: 'mode', message: `The mode attribute must be one of: ${WIDGET_MODES.join(', ')}.` });
    }
    const parsed = this.#parsedConfig();
    if (parsed.issues) problems.push(...parsed.issues);
    if (problems.length > 0 || !parsed.config || !publicToken) return { kind: 'problems', problems };
    try {
      const court = this.#courtFor({ publicToken, providerUrl: this.getAttribute('provider-url') ?? undefined });
      const resetToken = mode === 'reset-password' ? this.#resetToken() : undefined;
      return { kind: 'ready', court, config: parsed.config, mode: mode as WidgetMode, resetToken };
    } catch (error) {
      const message = error instanceof Error ? error.message.replace(/^court-login: /, '') : String(error);
      return { kind: 'problems', problems: [{ field: 'provider-url', message }] };
    }
  }

  /**
   * The attribute's token is a reset_password token. Otherwise the emailed link's `token` and
   * `stytch_token_type` are read from the address once and removed from it, so that the token
   * is neither bookmarked nor sent on as a referrer.
   */
  #resetToken(): ResetToken {
    const given = this.getAttribute(REFLECTED.passwordResetToken)?.trim();
    if (given) return { token: given, tokenType: 'reset_password' };
    if (!this.#urlResetToken) {
      const url = new URL(window.location.href);
      const params = url.searchParams;
      this.#urlResetToken = { token: params.get('token'), tokenType: params.get('stytch_token_type') };
      if (params.has('token') || params.has('stytch_token_type')) {
        params.delete('token');
        params.delete('stytch_token_type');
        window.history.replaceState(window.history.state, '', url.href);
      }
    }
    return this.#urlResetToken;
  }

  /** Checks the options at once; the widget loads the Court after its first paint, one loader per token and URL. */
  #courtFor(options: CourtOptions): CourtLoader {
    const key = courtKey(options);
    if (this.#court?.key !== key) {
      this.#stopSessionBridge?.();
      this.#stopSessionBridge = undefined;
      this.#court = { key, ...watchedLoader(courtLoader(options)), options };
    }
    return this.#court.load;
  }

  readonly #outputs: WidgetOutputs = {
    onSuccess: (detail) => this.#emit('court-success', detail),
    onError: (detail) => this.#emit('court-error', detail),
    onEvent: (detail) => this.#emit('court-event', detail),
  };

  /** After a sign-out every mounted login element shows its first screen again, ready for the next sign-in. */
  #startOver(): void {
    // The sign-in flow only: passkey registration shows its own notice once the user is gone.
    if (this.mode && this.mode !== 'login') return;
    // Not inside the session store's notification, which may come during another root's render.
    queueMicrotask(() => {
      this.#view?.unmount();
      this.#view = undefined;
      this.#render();
    });
  }

  /**
   * A removed element still tells the page: an outcome that arrives after the page removed the
   * element (often in reaction to the session it just stored) goes to the element's own listeners
   * and then to its document, which a removed element's event would not reach.
   */
  #emit(name: string, detail: unknown): void {
    const init = { detail, bubbles: true, composed: true };
    const connected = this.isConnected;
    this.dispatchEvent(new CustomEvent(name, init));
    if (!connected) this.ownerDocument.dispatchEvent(new CustomEvent(name, init));
  }
}

// The string properties reflect their attributes (null or undefined removes the attribute).
for (const [property, attribute] of Object.entries(REFLECTED)) {
  Object.defineProperty(CourtLoginElement.prototype, property, {
    get(this: HTMLElement) {
      return this.getAttribute(attribute);
    },
    set(this: HTMLElement, value: unknown) {
      if (value == null) this.removeAttribute(attribute);
      else this.setAttribute(attribute, String(value));
    },
  });
}

/** The loader the widget calls after its first paint, and a promise of the Court it then loads. */
function watchedLoader(load: CourtLoader): { load: CourtLoader; loaded: Promise<unknown> } {
  let requested!: () => void;
  const loaded = new Promise<void>((resolve) => { requested = resolve; }).then(load);
  return {
    load: () => {
      requested();
      return load();
    },
    loaded,
  };
}
