// The bare <court-login> tag in a server-rendered React page: React renders no object property on the
// server and sets none while hydrating, so the element starts without a config. It says at once in
// the console what to use instead (<CourtLogin>), which starts with the config set.
import { expect } from 'chai';
import { createElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { CourtLogin } from '../../element/react.ts';
import type { CourtLoginConfig } from '../../element/index.ts';
import { byText, cleanup, providerUrl, PUBLIC_TOKEN, waitFor } from './support/element.ts';

const config: CourtLoginConfig = { products: ['otp'], otpOptions: { methods: ['email'] } };

describe('<court-login> in a server-rendered React page', () => {
  const warnings: string[] = [];
  const original = console.warn;
  let host: HTMLElement;
  let root: Root | undefined;

  beforeEach(() => {
    warnings.length = 0;
    console.warn = (...args: unknown[]) => {
      warnings.push(args.map(String).join(' '));
    };
    host = document.createElement('div');
    document.body.append(host);
  });
  afterEach(() => {
    console.warn = original;
    root?.unmount();
    root = undefined;
    host.remove();
    cleanup();
  });

  /** The server's HTML put in the page, then hydrated by React, as a server-rendering framework does. */
  async function serverRendered(tree: ReturnType<typeof createElement>) {
    host.innerHTML = renderToString(tree);
    root = hydrateRoot(host, tree);
  }

  it('the bare tag says at once, in the console, to use <CourtLogin>', async () => {
    const provider = await providerUrl();
    await serverRendered(
      createElement('court-login', { 'public-token': PUBLIC_TOKEN, 'provider-url': provider, config } as Record<
        string,
        unknown
      >),
    );
    const element = host.querySelector('court-login')!;
    await waitFor(() => warnings.find((warning) => warning.includes('<CourtLogin> from court-login/react')));
    expect(warnings.filter((warning) => warning.startsWith('court-login: no config.')).length).to.equal(1);
    await waitFor(() => byText(element.shadowRoot!, 'h2', 'Sign-in unavailable'));
  });

  it('<CourtLogin> in the same page starts with its config, and nothing is said', async () => {
    await serverRendered(
      createElement(CourtLogin, { publicToken: PUBLIC_TOKEN, providerUrl: await providerUrl(), config }),
    );
    const element = await waitFor(() => host.querySelector('court-login'));
    await waitFor(() => element.shadowRoot && byText(element.shadowRoot, 'button', 'Continue with email'));
    expect(warnings).to.deep.equal([]);
  });

  it('an element given its config property right after insertion says nothing', async () => {
    const element = document.createElement('court-login') as HTMLElement & { config?: CourtLoginConfig };
    element.setAttribute('public-token', PUBLIC_TOKEN);
    element.setAttribute('provider-url', await providerUrl());
    host.append(element);
    element.config = config;
    await waitFor(() => element.shadowRoot && byText(element.shadowRoot, 'button', 'Continue with email'));
    expect(warnings).to.deep.equal([]);
  });
});
