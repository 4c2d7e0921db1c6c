// One Tap in the visitor's language: the embedded container's loading label, and an error kind shown
// in red in Spanish and sent so with court-error.
// Its own file (own page): One Tap start is cached per page, and a failed start is not.
import { expect } from 'chai';
import { executeServerCommand } from '@web/test-runner-commands';
import { cleanup, mount, recordEvents, root, waitFor } from './support/element.ts';
import { addFault, holdRequests } from './support/provider.ts';
import { configureGoogleClient, DOM_MODES, oneTapConfig, removeChoosers } from './support/one-tap.ts';

const SPANISH =
  'Google One Tap: el proveedor de Google predeterminado no se puede usar con One Tap. Configura tu propio cliente de Google.';

describe('<court-login> Google One Tap in Spanish', () => {
  after(() => executeServerCommand('provider-reset'));
  afterEach(() => {
    cleanup();
    removeChoosers();
  });

  // The failed start first: a start that succeeds is cached for the page, and a fault waits for the next start.
  for (const dom of DOM_MODES) {
    it(`${dom} DOM, locale="es": default_provider_not_allowed is told in Spanish`, async () => {
      await configureGoogleClient();
      await addFault({ path: '/v1/public/oauth/google/onetap/start', status: 400, error_type: 'default_provider_not_allowed' });
      const errors = recordEvents('court-error');
      const element = await mount({ config: await oneTapConfig(dom, { position: 'floating' }), attributes: { locale: 'es' } });
      const alert = await waitFor(() => root(element).querySelector<HTMLElement>('[role="alert"]'));
      expect(alert.textContent).to.equal(SPANISH);
      expect(root(element).querySelector('.court-root')?.getAttribute('lang')).to.equal('es');
      const error = await waitFor(() => errors.find((seen) => seen.detail.code === 'default_provider_not_allowed'));
      expect(error.detail.message).to.equal(SPANISH);
    });
  }

  // One element whose Google script loads per page: the light DOM one is in one-tap-loading-label.test.ts.
  it('shadow DOM, locale="es": the embedded container\'s spinner is labelled in Spanish while Google\'s script loads', async () => {
    await configureGoogleClient();
    const script = await holdRequests('/gsi/client');
    const element = await mount({ config: await oneTapConfig('shadow', { position: 'embeddedOnly' }), attributes: { locale: 'es' } });
    await script.arrived();
    const spinner = await waitFor(() => root(element).querySelector('.court-one-tap .court-spinner'));
    expect(spinner.getAttribute('aria-label')).to.equal('Cargando Google One Tap');
    await script.release();
  });
});
