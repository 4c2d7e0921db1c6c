// One Tap in the visitor's language, one element per page (a page keeps Google's script and a started
// One Tap, so a second element on it depends on what the first left): the loading label in Spanish, Shadow DOM.
import { expect } from 'chai';
import { executeServerCommand } from '@web/test-runner-commands';
import { cleanup, mount, root, waitFor } from './support/element.ts';
import { holdRequests } from './support/provider.ts';
import { configureGoogleClient, oneTapConfig, removeChoosers } from './support/one-tap.ts';

describe('<court-login> Google One Tap loading, in Spanish (shadow DOM)', () => {
  after(() => executeServerCommand('provider-reset'));
  afterEach(() => {
    cleanup();
    removeChoosers();
  });

  it('labels the embedded container\'s spinner in Spanish while Google\'s script loads', async () => {
    await configureGoogleClient();
    const script = await holdRequests('/gsi/client');
    const element = await mount({ config: await oneTapConfig('shadow', { position: 'embeddedOnly' }), attributes: { locale: 'es' } });
    await script.arrived();
    const spinner = await waitFor(() => root(element).querySelector('.court-one-tap .court-spinner'));
    expect(spinner.getAttribute('aria-label')).to.equal('Cargando Google One Tap');
    await script.release();
  });
});
