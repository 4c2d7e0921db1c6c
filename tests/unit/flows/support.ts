// A Court on the real local provider, in-process: its fetch handler is the client's fetch.
import { createProvider } from '../../../demo/provider/app.ts';
import type { SettingsOverrides } from '../../../demo/provider/settings.ts';
import { parseConfig } from '../../../src/config/parse.ts';
import type { WidgetConfig } from '../../../src/config/types.ts';
import { createFlowMachine, type FlowObserver } from '../../../src/flows/machine.ts';
import type { FlowPorts } from '../../../src/flows/ports.ts';
import type { Product } from '../../../src/config/types.ts';
import type { ProductFlow } from '../../../src/flows/ports.ts';
import { magicLinksFlow } from '../../../src/flows/products/magic-links.ts';
import { oauthFlow } from '../../../src/flows/products/oauth.ts';
import { otpFlow } from '../../../src/flows/products/otp.ts';
import { passwordsFlow } from '../../../src/flows/products/passwords.ts';
import { getCourt } from '../../../src/session/court.ts';

const FLOWS: Partial<Record<Product, ProductFlow>> = { oauth: oauthFlow, otp: otpFlow, emailMagicLinks: magicLinksFlow, passwords: passwordsFlow };

/** The configured flows, without the widget's lazy loading. */
export function flowsFor(products: readonly Product[]): ProductFlow[] {
  return products.flatMap((product) => FLOWS[product] ?? []);
}

export const PUBLIC_TOKEN = 'public-token-test-court-login-local';
let instance = 0;

export function localCourt(settings: SettingsOverrides = {}) {
  const provider = createProvider(settings);
  const providerUrl = `http://provider-${++instance}.test`;
  const court = getCourt({
    publicToken: PUBLIC_TOKEN,
    providerUrl,
    fetch: ((input: RequestInfo | URL, init?: RequestInit) => provider.fetch(new Request(input, init))) as typeof fetch,
  });
  return { provider, court, providerUrl };
}

export function widgetConfig(input: unknown): WidgetConfig {
  const parsed = parseConfig(input);
  if (!parsed.config) throw new Error(JSON.stringify(parsed.issues));
  return parsed.config;
}

export function flowOn(input: unknown, settings: SettingsOverrides = {}, observe?: FlowObserver, overrides: Partial<FlowPorts> = {}) {
  const { provider, court } = localCourt(settings);
  const config = widgetConfig(input);
  const navigations: string[] = [];
  let now = 1_700_000_000_000;
  const ports: FlowPorts = {
    court,
    config,
    bootstrap: () => court.bootstrap.get(),
    navigate: (url) => navigations.push(url),
    now: () => now,
    ...overrides,
  };
  const machine = createFlowMachine(flowsFor(config.products), ports, observe);
  return {
    provider, court, machine, navigations,
    advance: (ms: number) => { now += ms; },
    async send(...events: Parameters<typeof machine.send>[0][]) {
      for (const event of events) {
        machine.send(event);
        await machine.idle();
      }
      return machine.getState();
    },
  };
}
