// A Court on the real local provider, in-process: its fetch handler is the client's fetch.
import { createProvider } from '../../../local-provider/http/app.ts';
import type { SettingsOverrides } from '../../../local-provider/settings/settings.ts';
import { parseConfig } from '../../../src/config/parse.ts';
import type { WidgetConfig } from '../../../src/config/types.ts';
import { isResult } from '../../../src/flows/events.ts';
import { createFlowMachine, type FlowMachine, type FlowObserver } from '../../../src/flows/machine.ts';
import type { FlowPorts } from '../../../src/flows/ports.ts';
import type { Product } from '../../../src/config/types.ts';
import type { ProductFlow } from '../../../src/flows/ports.ts';
import { magicLinksFlow } from '../../../src/products/email-magic-links/flow.ts';
import { oauthFlow } from '../../../src/products/oauth/flow.ts';
import { otpFlow } from '../../../src/products/otp/flow.ts';
import { passwordsFlow } from '../../../src/products/passwords/flow.ts';
import type { FlowState } from '../../../src/flows/state.ts';
import { getCourt } from '../../../src/session/court.ts';

const FLOWS: Partial<Record<Product, ProductFlow>> = {
  oauth: oauthFlow,
  otp: otpFlow,
  emailMagicLinks: magicLinksFlow,
  passwords: passwordsFlow,
};

/** The configured flows, without the widget's lazy loading. */
export function flowsFor(products: readonly Product[]): ProductFlow[] {
  return products.flatMap((product) => FLOWS[product] ?? []);
}

/**
 * A flow machine as the widget makes it, and `idle()`, which resolves once every request started so
 * far has had its outcome sent back in (late answers to older requests included), as tests need.
 */
export function testMachine(
  products: readonly ProductFlow[],
  ports: FlowPorts | Promise<FlowPorts>,
  observe?: FlowObserver,
  initial?: FlowState,
): FlowMachine & { idle(): Promise<void> } {
  const running = new Set<number>();
  let settled: Array<() => void> = [];
  const track: FlowObserver = (event, before, after) => {
    if (isResult(event)) running.delete(event.requestId);
    const started = after.pending && after.pending.id !== before.pending?.id ? after.pending : null;
    if (started && products.some((product) => product.effects[started.intent])) running.add(started.id);
    if (running.size === 0) {
      for (const resolve of settled) resolve();
      settled = [];
    }
    observe?.(event, before, after);
  };
  const machine = createFlowMachine(products, ports, track, initial);
  return {
    ...machine,
    idle: () => (running.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => settled.push(resolve))),
  };
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

export function flowOn(
  input: unknown,
  settings: SettingsOverrides = {},
  observe?: FlowObserver,
  overrides: Partial<FlowPorts> = {},
) {
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
  const machine = testMachine(flowsFor(config.products), ports, observe);
  return {
    provider,
    court,
    machine,
    navigations,
    advance: (ms: number) => {
      now += ms;
    },
    async send(...events: Parameters<typeof machine.send>[0][]) {
      for (const event of events) {
        machine.send(event);
        await machine.idle();
      }
      return machine.getState();
    },
  };
}
