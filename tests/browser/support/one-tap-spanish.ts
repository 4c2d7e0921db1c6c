// One Tap in the visitor's language, one element per page: a page keeps Google's script and a started
// One Tap, so a second element on it depends on what the first left. Each test file calls one of these
// for one DOM mode.
import { expect } from 'chai';
import { executeServerCommand } from '@web/test-runner-commands';
import { cleanup, mount, recordEvents, root, waitFor } from './element.ts';
import { addFault, holdRequests } from './provider.ts';
import { configureGoogleClient, oneTapConfig, removeChoosers, type DomMode } from './one-tap.ts';

const SPANISH =
  'Google One Tap: el proveedor de Google predeterminado no se puede usar con One Tap. Configura tu propio cliente de Google.';

function onePage(title: string, test: () => Promise<void>) {
  describe('<court-login> Google One Tap in Spanish', () => {
    after(() => executeServerCommand('provider-reset'));
    afterEach(() => {
      cleanup();
      removeChoosers();
    });
    it(title, test);
  });
}

/** default_provider_not_allowed told in Spanish, on screen and with court-error. */
export function errorKindInSpanish(dom: DomMode) {
  onePage(`${dom} DOM: default_provider_not_allowed is told in Spanish`, async () => {
    await configureGoogleClient();
    await addFault({
      path: '/v1/public/oauth/google/onetap/start',
      status: 400,
      error_type: 'default_provider_not_allowed',
    });
    const errors = recordEvents('court-error');
    const element = await mount({
      config: await oneTapConfig(dom, { position: 'floating' }),
      attributes: { locale: 'es' },
    });
    const alert = await waitFor(() => root(element).querySelector<HTMLElement>('[role="alert"]'));
    expect(alert.textContent).to.equal(SPANISH);
    expect(root(element).querySelector('.court-root')?.getAttribute('lang')).to.equal('es');
    const error = await waitFor(() => errors.find((seen) => seen.detail.code === 'default_provider_not_allowed'));
    expect(error.detail.message).to.equal(SPANISH);
  });
}

/** The embedded container's spinner labelled in Spanish while Google's script loads. */
export function loadingLabelInSpanish(dom: DomMode) {
  onePage(
    `${dom} DOM: the embedded container's spinner is labelled in Spanish while Google's script loads`,
    async () => {
      await configureGoogleClient();
      const script = await holdRequests('/gsi/client');
      const element = await mount({
        config: await oneTapConfig(dom, { position: 'embeddedOnly' }),
        attributes: { locale: 'es' },
      });
      await script.arrived();
      const spinner = await waitFor(() => root(element).querySelector('.court-one-tap .court-spinner'));
      expect(spinner.getAttribute('aria-label')).to.equal('Cargando Google One Tap');
      await script.release();
    },
  );
}
