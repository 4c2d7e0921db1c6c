import { expect } from 'chai';
import { sha256 } from '@noble/hashes/sha2.js';
import { pkceKey } from '../../src/session/keys.ts';
import { codeChallengeFor, createPkcePair } from '../../src/session/pkce.ts';
import { PUBLIC_TOKEN, freshEmail, openCourt, providerUrl, resetBrowser } from './support/session.ts';

/** base64url(SHA-256(ASCII text)) without WebCrypto: a pure-JS hash and the browser's btoa. */
function independentChallenge(verifier: string): string {
  const digest = sha256(new TextEncoder().encode(verifier));
  return btoa(String.fromCharCode(...digest))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

async function latestLinkToken(email: string): Promise<string> {
  const response = await fetch(`${await providerUrl()}/_dev/messages?to=${encodeURIComponent(email)}`);
  const { messages } = (await response.json()) as { messages: Array<{ link?: string }> };
  const token = messages[0]?.link && new URL(messages[0].link).searchParams.get('token');
  if (!token) throw new Error(`No link was sent to ${email}.`);
  return token;
}

describe('PKCE in Chromium (WebCrypto)', () => {
  beforeEach(resetBrowser);
  afterEach(resetBrowser);

  it('makes verifiers of 128 lowercase hex characters, each different, with the challenge an independent hash gives', async () => {
    const pairs = await Promise.all(Array.from({ length: 20 }, () => createPkcePair()));
    for (const pair of pairs) {
      expect(pair.code_verifier).to.match(/^[0-9a-f]{128}$/);
      expect(pair.code_challenge).to.match(/^[A-Za-z0-9_-]{43}$/);
      expect(pair.code_challenge).to.equal(independentChallenge(pair.code_verifier));
    }
    expect(new Set(pairs.map((pair) => pair.code_verifier)).size).to.equal(20);
  });

  it('computes the published test vectors', async () => {
    expect(await codeChallengeFor('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).to.equal(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
    const sdkStyle = '123456789abcdef000affffffff100000001007fffffffabcdef01cafebabebadf00d1013579bdf2468ace080000000';
    expect(await codeChallengeFor(sdkStyle)).to.equal('X34kybJ5H4dhSn3t5hFvUG_1JXwXCzSWebMp4aYNKm8');
  });

  it("stores each namespace's pair under its own key: getOrCreate reuses, create replaces, delete removes", async () => {
    const court = await openCourt();
    const oauth = await court.pkce.getOrCreate('oauth');
    const key = `stytch_sdk_state_${PUBLIC_TOKEN}::PKCE_VERIFIER:oauth`;
    expect(pkceKey(PUBLIC_TOKEN, 'oauth')).to.equal(key);
    expect(JSON.parse(localStorage.getItem(key)!)).to.deep.equal(oauth);
    expect(await court.pkce.getOrCreate('oauth')).to.deep.equal(oauth);

    const replaced = await court.pkce.create('oauth');
    expect(replaced.code_verifier).to.not.equal(oauth.code_verifier);
    expect(court.pkce.get('oauth')).to.deep.equal(replaced);
    expect(court.pkce.get('magic_links')).to.equal(undefined);

    court.pkce.delete('oauth');
    expect(localStorage.getItem(key)).to.equal(null);
    expect(court.pkce.get('oauth')).to.equal(undefined);
  });

  it('signs in by email link with the stored verifier, which the provider checks, then deletes the pair', async () => {
    const court = await openCourt();
    const email = freshEmail();
    const pair = await court.pkce.getOrCreate('magic_links');
    const sent = await court.client.magicLinks.email.loginOrCreate({ email, code_challenge: pair.code_challenge });
    expect(sent.ok).to.equal(true);

    const result = await court.authenticateRedirectToken(await latestLinkToken(email), 'magic_links', 60);

    expect(result.ok, result.ok ? '' : result.error.message).to.equal(true);
    expect(court.session.getSnapshot().status).to.equal('signed-in');
    expect(localStorage.getItem(pkceKey(PUBLIC_TOKEN, 'magic_links'))).to.equal(null);
  });

  it('is refused by the provider when the stored verifier is not the one of the challenge, and keeps the pair', async () => {
    const court = await openCourt();
    const email = freshEmail();
    const issued = await court.pkce.create('magic_links');
    await court.client.magicLinks.email.loginOrCreate({ email, code_challenge: issued.code_challenge });
    const other = await court.pkce.create('magic_links');

    const result = await court.authenticateRedirectToken(await latestLinkToken(email), 'magic_links', 60);

    expect(result.ok).to.equal(false);
    expect(!result.ok && result.error.errorType).to.equal('pkce_mismatch');
    expect(court.session.getSnapshot().status).to.equal('signed-out');
    expect(court.pkce.get('magic_links')).to.deep.equal(other);
  });
});
