// <CourtLogin> from court-login/react in a React 19 host: nothing before mount (a server render has
// nothing to hydrate), config as a property from the first screen (it decides light DOM), a new
// config on re-render, locale, strings and languages, typed callbacks with the events' details, and no listener after unmount.
import { expect } from 'chai';
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { CourtLogin, type CourtLoginProps } from '../../element/react.ts';
import type { CourtLoginConfig } from '../../element/index.ts';
import { byText, cleanup, providerUrl, PUBLIC_TOKEN, waitFor } from './support/element.ts';
import { swedishCatalogue } from './support/swedish.ts';

const google: CourtLoginConfig = {
  products: ['oauth'],
  oauthOptions: { providers: [{ type: 'google' }] },
  enableShadowDOM: false,
};
const github: CourtLoginConfig = {
  products: ['oauth'],
  oauthOptions: { providers: [{ type: 'github' }] },
  enableShadowDOM: false,
};

describe('<CourtLogin> in a React host', () => {
  let host: HTMLElement;
  let root: Root;
  let props: CourtLoginProps;
  const seen: string[] = [];

  const render = (changes: Partial<CourtLoginProps>) => {
    props = { ...props, ...changes };
    flushSync(() => root.render(createElement(CourtLogin, props)));
  };

  beforeEach(async () => {
    seen.length = 0;
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    props = {
      publicToken: PUBLIC_TOKEN,
      providerUrl: await providerUrl(),
      config: google,
      className: 'sign-in',
      onEvent: (detail) => seen.push(`event:${detail.type}`),
      onError: (detail) => seen.push(`error:${detail.code}`),
      onSession: (state) => seen.push(`session:${state.status}`),
    };
  });
  afterEach(() => {
    root.unmount();
    host.remove();
    cleanup();
  });

  it('renders nothing on the server', () => {
    expect(renderToString(createElement(CourtLogin, { publicToken: PUBLIC_TOKEN, config: google }))).to.equal('');
  });

  it('hands config to the element as a property before its first screen and on every change', async () => {
    render({});
    const element = await waitFor(() => host.querySelector('court-login'));
    await waitFor(() => byText(element, 'button', 'Continue with Google'));
    expect(element.shadowRoot === null, 'light DOM, as the first config asked').to.equal(true);
    expect(element.config).to.equal(google);
    expect(element.getAttribute('public-token')).to.equal(PUBLIC_TOKEN);
    expect(element.className).to.equal('sign-in');
    expect(
      seen.filter((entry) => entry.startsWith('error:')),
      'no "config required" on the way',
    ).to.deep.equal([]);

    render({ config: github });
    await waitFor(() => byText(element, 'button', 'Continue with GitHub'));
    expect(element.config).to.equal(github);
  });

  it('passes locale as the attribute and strings as the property, and follows their changes with the same element', async () => {
    render({ locale: 'es', strings: { header: 'Reserva tu pista' } });
    const element = await waitFor(() => host.querySelector('court-login'));
    await waitFor(() => byText(element, 'button', 'Continuar con Google'));
    await waitFor(() => byText(element, 'h2', 'Reserva tu pista'));
    expect(element.getAttribute('locale')).to.equal('es');

    render({ locale: 'fr', strings: { header: 'Entrez sur le court' } });
    await waitFor(() => byText(element, 'button', 'Continuer avec Google'));
    await waitFor(() => byText(element, 'h2', 'Entrez sur le court'));
    expect(host.querySelector('court-login')).to.equal(element);

    // Checked by tsc: a misspelt key is a type error.
    // @ts-expect-error 'heade' is no message key
    const misspelt: CourtLoginProps['strings'] = { heade: 'Entrez' };
    expect(misspelt).to.be.an('object');

    render({ locale: undefined, strings: undefined });
    await waitFor(() => byText(element, 'button', 'Continue with Google'));
    expect(element.hasAttribute('locale')).to.equal(false);
    expect(element.strings).to.equal(undefined);
  });

  it('passes languages as the property: a Swedish catalogue of the page speaks for sv, and goes when the prop does', async () => {
    const languages = [swedishCatalogue('sv', { continueWithProvider: 'Fortsätt med {name}' })];
    render({ locale: 'sv', languages });
    const element = await waitFor(() => host.querySelector('court-login'));
    await waitFor(() => byText(element, 'button', 'Fortsätt med Google'));
    expect(element.languages).to.equal(languages);

    // Checked by tsc: a catalogue's messages are keyed by message key.
    // @ts-expect-error 'heade' is no message key
    const misspelt: CourtLoginProps['languages'] = [{ locale: 'sv', messages: { heade: 'Hej' } }];
    expect(misspelt).to.be.an('array');

    render({ languages: undefined });
    await waitFor(() => byText(element, 'button', 'Continue with Google'));
    expect(element.languages).to.equal(undefined);
  });

  it("calls the callbacks with the events' details, and none after unmount", async () => {
    render({});
    const element = await waitFor(() => host.querySelector('court-login'));
    await waitFor(() => seen.includes('event:render_login_screen') && seen.includes('session:signed-out'));
    render({ onEvent: (detail) => seen.push(`newer:${detail.type}`) });
    element.dispatchEvent(new CustomEvent('court-event', { detail: { type: 'probe', data: {} } }));
    expect(seen).to.include('newer:probe');

    flushSync(() => root.render(null));
    const count = seen.length;
    element.dispatchEvent(new CustomEvent('court-event', { detail: { type: 'late', data: {} } }));
    element.dispatchEvent(new CustomEvent('court-error', { detail: { code: 'late', message: '' } }));
    expect(seen).to.have.length(count);
  });
});
