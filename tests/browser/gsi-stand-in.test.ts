// The local provider's stand-in of Google's identity script on its own, as a page would use it:
// renderButton opens the account chooser, a chosen account's credential reaches the callback, and
// cancel closes an open prompt with a dismissed moment.
import { expect } from 'chai';
import { executeServerCommand } from '@web/test-runner-commands';
import { byText, waitFor } from './support/element.ts';
import { chooser, CLIENT_ID, configureGoogleClient, removeChoosers, standInUrl } from './support/one-tap.ts';

interface Id {
  initialize(options: Record<string, unknown>): void;
  prompt(listener: (moment: any) => void): void;
  renderButton(parent: HTMLElement, options: Record<string, unknown>): void;
  cancel(): void;
}

async function load(): Promise<Id> {
  const script = document.createElement('script');
  script.src = await standInUrl();
  await new Promise((resolve, reject) => {
    script.onload = resolve;
    script.onerror = reject;
    document.head.append(script);
  });
  return (window as any).google.accounts.id as Id;
}

function claims(credential: string): Record<string, unknown> {
  return JSON.parse(atob(credential.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')));
}

describe("stand-in of Google's identity script", () => {
  before(() => configureGoogleClient());
  after(() => executeServerCommand('provider-reset'));
  afterEach(removeChoosers);

  it("renderButton: the button opens the chooser, and the chosen account's credential reaches the callback", async () => {
    const id = await load();
    const credentials: string[] = [];
    id.initialize({
      client_id: CLIENT_ID,
      callback: (response: { credential: string }) => credentials.push(response.credential),
    });
    const parent = document.createElement('div');
    document.body.append(parent);
    id.renderButton(parent, { text: 'signin_with' });
    byText<HTMLButtonElement>(parent, 'button', 'Sign in with Google')!.click();
    const prompt = await waitFor(chooser);
    expect(parent.contains(prompt)).to.equal(true);
    byText<HTMLButtonElement>(prompt, 'button', 'Continue as Rally Baselinerally@court-login.local')!.click();
    const credential = await waitFor(() => credentials[0]);
    expect(claims(credential)).to.include({
      aud: CLIENT_ID,
      email: 'rally@court-login.local',
      iss: 'https://accounts.google.com',
    });
    expect(chooser() === null, 'the chooser has gone').to.equal(true);
    parent.remove();
  });

  it('cancel closes the open prompt with a dismissed moment (cancel_called)', async () => {
    const id = await load();
    id.initialize({ client_id: CLIENT_ID, callback: () => {} });
    const moments: string[] = [];
    id.prompt((moment) =>
      moments.push(
        moment.isDismissedMoment()
          ? `dismissed:${moment.getDismissedReason()}`
          : moment.isDisplayed()
            ? 'displayed'
            : 'other',
      ),
    );
    await waitFor(chooser);
    await waitFor(() => moments.includes('displayed'));
    id.cancel();
    expect(chooser() === null, 'the chooser has gone').to.equal(true);
    expect(moments).to.deep.equal(['displayed', 'dismissed:cancel_called']);
  });

  it('says missing_client_id without a client id, and invalid_client for another one', async () => {
    const id = await load();
    const reasons: string[] = [];
    for (const client_id of ['', 'someone-else.apps.googleusercontent.com']) {
      id.initialize({ client_id, callback: () => {} });
      id.prompt((moment) => moment.isNotDisplayed() && reasons.push(moment.getNotDisplayedReason()));
    }
    await waitFor(() => reasons.length === 2);
    expect(reasons).to.deep.equal(['missing_client_id', 'invalid_client']);
  });
});
