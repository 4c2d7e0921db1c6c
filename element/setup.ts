// What the element's attributes and properties ask for: the widget's configuration, mode and the
// options of its Court, or every problem with them (each naming its attribute or config field).
// Never throws: bad input becomes a message on screen and a court-error event.
import { parseConfig, parseConfigJson } from '../src/config/parse.ts';
import type { ConfigIssue, ParsedConfig, WidgetConfig } from '../src/config/types.ts';
import { courtKey } from '../src/session/court-key.ts';
import { WIDGET_MODES, type WidgetMode } from '../src/widget/types.ts';
import type { CourtOptions } from '../src/session/types.ts';
import type { ElementValues } from './properties.ts';

export type ElementSetup = { kind: 'problems'; problems: ConfigIssue[] } | ReadySetup;

export interface ReadySetup {
  kind: 'ready';
  config: WidgetConfig;
  mode: WidgetMode;
  courtOptions: CourtOptions;
  courtKey: string;
}

/** The config property when the page set one, else the `config` attribute's JSON. */
export function elementConfig(values: ElementValues): ParsedConfig {
  return values.configProperty !== undefined
    ? parseConfig(values.configProperty)
    : parseConfigJson(values.config ?? null);
}

/** Whether the element renders in light DOM: `enableShadowDOM: false` in the config (even one with other problems). */
export function wantsLightDom(values: ElementValues): boolean {
  // A config that did not parse is read as given, without trusting its getters.
  try {
    return (
      (elementConfig(values).config ?? (values.configProperty as { enableShadowDOM?: unknown } | undefined))
        ?.enableShadowDOM === false
    );
  } catch {
    return false;
  }
}

export function readSetup(values: ElementValues): ElementSetup {
  const problems: ConfigIssue[] = [];
  const publicToken = values.publicToken?.trim();
  if (!publicToken) problems.push({ field: 'public-token', code: 'configPublicToken' });
  const mode = values.mode ?? 'login';
  if (!(WIDGET_MODES as readonly string[]).includes(mode)) {
    problems.push({ field: 'mode', code: 'configMode', values: { options: WIDGET_MODES.join(', ') } });
  }
  const parsed = elementConfig(values);
  if (parsed.issues) problems.push(...parsed.issues);
  if (problems.length > 0 || !parsed.config || !publicToken) return { kind: 'problems', problems };
  const courtOptions: CourtOptions = { publicToken, providerUrl: values.providerUrl ?? undefined };
  try {
    const key = courtKey(courtOptions);
    return { kind: 'ready', config: parsed.config, mode: mode as WidgetMode, courtOptions, courtKey: key };
  } catch (error) {
    const reason = error instanceof Error ? error.message.replace(/^court-login: /, '') : String(error);
    return { kind: 'problems', problems: [{ field: 'provider-url', code: 'configProviderUrl', values: { reason } }] };
  }
}
