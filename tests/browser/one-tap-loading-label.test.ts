// One Tap's embedded container says in the visitor's language that Google's script is loading. Its
// own file (own page), one element only: once a page has Google's script, nothing loads again.
import { expect } from 'chai';
import { executeServerCommand } from '@web/test-runner-commands';
import { cleanup, mount, root, waitFor } from './support/element.ts';
import { holdRequests } from './support/provider.ts';
import { configureGoogleClient, oneTapConfig, removeChoosers } from './support/one-tap.ts';

describe('<court-login> Google One Tap loading, in Spanish (light DOM)', () => {
  after(() => executeServerCommand('provider-reset'));
  afterEach(() => {
    cleanup();
    removeChoosers();
  });

  it('labels the embedded container\'s spinner in Spanish while Google\'s script loads (light DOM)', async () => {
    await configureGoogleClient();
    const script = await holdRequests('/gsi/client');
    const element = await mount({ config: await oneTapConfig('light', { position: 'embeddedOnly' }), attributes: { locale: 'es' } });
    await script.arrived();
    const spinner = await waitFor(() => root(element).querySelector('.court-one-tap .court-spinner'));
    expect(spinner.getAttribute('aria-label')).to.equal('Cargando Google One Tap');
    await script.release();
  });
});
