// One Tap in the visitor's language, one element per page (a page keeps Google's script and a started
// One Tap, so a second element on it depends on what the first left): an error kind in Spanish, Shadow DOM.
import { expect } from 'chai';
import { executeServerCommand } from '@web/test-runner-commands';
import { cleanup, mount, recordEvents, root, waitFor } from './support/element.ts';
import { addFault } from './support/provider.ts';
import { configureGoogleClient, oneTapConfig, removeChoosers } from './support/one-tap.ts';

const SPANISH =
  'Google One Tap: el proveedor de Google predeterminado no se puede usar con One Tap. Configura tu propio cliente de Google.';

describe('<court-login> Google One Tap in Spanish (shadow DOM)', () => {
  after(() => executeServerCommand('provider-reset'));
  afterEach(() => {
    cleanup();
    removeChoosers();
  });

  it('tells default_provider_not_allowed in Spanish, on screen and with court-error', async () => {
    await configureGoogleClient();
    await addFault({ path: '/v1/public/oauth/google/onetap/start', status: 400, error_type: 'default_provider_not_allowed' });
    const errors = recordEvents('court-error');
    const element = await mount({ config: await oneTapConfig('shadow', { position: 'floating' }), attributes: { locale: 'es' } });
    const alert = await waitFor(() => root(element).querySelector<HTMLElement>('[role="alert"]'));
    expect(alert.textContent).to.equal(SPANISH);
    expect(root(element).querySelector('.court-root')?.getAttribute('lang')).to.equal('es');
    const error = await waitFor(() => errors.find((seen) => seen.detail.code === 'default_provider_not_allowed'));
    expect(error.detail.message).to.equal(SPANISH);
  });
});
