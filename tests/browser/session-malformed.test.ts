import { expect } from 'chai';
import { pkceKey } from '../../src/session/keys.ts';
import type { Court, PkceNamespace } from '../../src/session/types.ts';
import {
  PUBLIC_TOKEN,
  STATE_KEY,
  captureWarnings,
  closeCourt,
  openCourt,
  pageCookies,
  resetBrowser,
  signIn,
  storedState,
  waitFor,
} from './support/session.ts';

/** Runs `start` with console warnings captured, returning what it gave and what was warned. */
async function warned<T>(start: () => Promise<T> | T): Promise<{ value: T; messages: string[] }> {
  const warnings = captureWarnings();
  try {
    return { value: await start(), messages: warnings.messages };
  } finally {
    warnings.restore();
  }
}

const MALFORMED_STATES = [
  '{"user": 3}',
  'not json',
  '[]',
  '{"user":{"user_id":"user-test-1"},"session":{"session_id":"s"}}',
];

describe('session store in the browser: malformed stored data', () => {
  beforeEach(resetBrowser);
  afterEach(resetBrowser);

  for (const text of MALFORMED_STATES) {
    it(`ignores the stored state ${text} with a warning and starts signed out`, async () => {
      localStorage.setItem(STATE_KEY, text);

      const { value: court, messages } = await warned(() => openCourt());

      expect(court.session.getSnapshot()).to.deep.equal({ status: 'signed-out', user: null, session: null });
      expect(messages.some((message) => message.includes('ignoring the stored session state'))).to.equal(
        true,
        messages.join('\n'),
      );
      expect(storedState()).to.equal(null);
    });
  }

  it('with a live session cookie, ignores malformed state and gets the session back from the provider', async () => {
    const first = await openCourt();
    const auth = await signIn(first);
    closeCourt(first);
    localStorage.setItem(STATE_KEY, '{"user": 3}');

    const { value: court, messages } = await warned(() => openCourt());

    expect(messages.some((message) => message.includes('ignoring the stored session state'))).to.equal(
      true,
      messages.join('\n'),
    );
    expect(court.session.getSnapshot().status).to.equal('loading');
    await waitFor(() => court.session.getSnapshot().status === 'signed-in');
    expect(court.session.getSnapshot().user?.user_id).to.equal(auth.user.user_id);
    expect(storedState()).to.have.nested.property('user.user_id', auth.user.user_id);
    expect(pageCookies().stytch_session).to.equal(auth.session_token);
  });

  describe('proof-key pairs', () => {
    const namespaces: PkceNamespace[] = ['oauth', 'magic_links', 'passwords'];
    const malformedPairs = [
      'not json',
      '{"code_challenge":1,"code_verifier":2}',
      '{"code_verifier":"abc"}',
      'null',
      '{"code_challenge":"","code_verifier":""}',
    ];

    for (const text of malformedPairs) {
      it(`treats the stored pair ${text} as absent, with a warning, and replaces it on getOrCreate`, async () => {
        const court: Court = await openCourt();
        for (const namespace of namespaces) localStorage.setItem(pkceKey(PUBLIC_TOKEN, namespace), text);

        const { value: found, messages } = await warned(() => namespaces.map((namespace) => court.pkce.get(namespace)));
        expect(found).to.deep.equal([undefined, undefined, undefined]);
        expect(messages).to.have.length(3);
        for (const namespace of namespaces)
          expect(messages.join('\n')).to.contain(`malformed stored proof key for "${namespace}"`);

        const { value: pair } = await warned(() => court.pkce.getOrCreate('oauth'));
        expect(pair.code_verifier).to.match(/^[0-9a-f]{128}$/);
        expect(JSON.parse(localStorage.getItem(pkceKey(PUBLIC_TOKEN, 'oauth'))!)).to.deep.equal(pair);
        expect(court.pkce.get('oauth')).to.deep.equal(pair);
      });
    }
  });
});
