// <court-login>: attributes and the config property in, `court-*` DOM events out. Shadow DOM by
// default; light DOM when the config says enableShadowDOM: false (decided at first mount).
// The widget's surface alone: src/index.ts also re-exports the Court, which must stay out of the
// static graph of court-login.js to load from its own chunk after the first paint.
import {
  WIDGET_MODES, adoptStyleSheet, courtKey, courtLoader, createWidgetView, lightStyleSheet, parseConfig, parseConfigJson, shadowStyleSheet,
  type ConfigIssue, type CourtLoader, type ParsedConfig, type WidgetMode, type WidgetOutputs, type WidgetSetup, type WidgetView,
} from '../src/widget/index.ts';
import type { CourtOptions } from '../src/index.ts';

const UNSET = Symbol('unset');
const REFLECTED = { publicToken: 'public-token', providerUrl: 'provider-url', mode: 'mode' } as const;

/** `enableShadowDOM` of a config that did not parse, read without trusting its getters. */
function rawShadowChoice(raw: unknown): unknown {
  try {
    return (raw as { enableShadowDOM?: unknown } | undefined)?.enableShadowDOM;
  } catch {
    return undefined;
  }
}

export class CourtLoginElement extends HTMLElement {
  static readonly observedAttributes = ['public-token', 'provider-url', 'mode', 'config'];

  #config: unknown = UNSET;
  #view: WidgetView | undefined;
  #target: ShadowRoot | HTMLElement | undefined;
  #renderQueued = false;
  #court: { key: string; load: CourtLoader } | undefined;

  /** The widget configuration. Set as a property it is used by reference; otherwise the `config` attribute's JSON. */
  get config(): unknown {
    if (this.#config !== UNSET) return this.#config;
    const parsed = this.#parsedConfig();
    return parsed.config;
  }
  /** Setting undefined or null goes back to the attribute. */
  set config(value: unknown) {
    this.#config = value === undefined || value === null ? UNSET : value;
    this.#queueRender();
  }

  get publicToken(): string | null { return this.getAttribute(REFLECTED.publicToken); }
  set publicToken(value: string | null) { this.#reflect(REFLECTED.publicToken, value); }
  get providerUrl(): string | null { return this.getAttribute(REFLECTED.providerUrl); }
  set providerUrl(value: string | null) { this.#reflect(REFLECTED.providerUrl, value); }
  get mode(): string | null { return this.getAttribute(REFLECTED.mode); }
  set mode(value: string | null) { this.#reflect(REFLECTED.mode, value); }

  connectedCallback(): void {
    this.#upgradeProperties();
    if (!this.#target) this.#target = this.#createTarget();
    this.#adoptStyles();
    this.#view ??= createWidgetView(this.#target);
    this.#render();
  }

  disconnectedCallback(): void {
    // A move (remove then append in the same task) keeps the widget; a removal unmounts it.
    queueMicrotask(() => {
      if (this.isConnected) return;
      this.#view?.unmount();
      this.#view = undefined;
    });
  }

  attributeChangedCallback(): void {
    this.#queueRender();
  }

  #reflect(name: string, value: string | null): void {
    if (value === null || value === undefined) this.removeAttribute(name);
    else this.setAttribute(name, String(value));
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
    this.#view?.render(this.#setup(), this.#outputs);
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
      return { kind: 'ready', court, config: parsed.config, mode: mode as WidgetMode };
    } catch (error) {
      const message = error instanceof Error ? error.message.replace(/^court-login: /, '') : String(error);
      return { kind: 'problems', problems: [{ field: 'provider-url', message }] };
    }
  }

  /** Checks the options at once; the widget loads the Court after its first paint, one loader per token and URL. */
  #courtFor(options: CourtOptions): CourtLoader {
    const key = courtKey(options);
    if (this.#court?.key !== key) this.#court = { key, load: courtLoader(options) };
    return this.#court.load;
  }

  readonly #outputs: WidgetOutputs = {
    onSuccess: (detail) => this.#emit('court-success', detail),
    onError: (detail) => this.#emit('court-error', detail),
    onEvent: (detail) => this.#emit('court-event', detail),
  };

  #emit(name: string, detail: unknown): void {
    this.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
  }
}
