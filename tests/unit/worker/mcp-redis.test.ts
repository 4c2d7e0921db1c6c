// @vitest-environment node
// Two workers behind one address share one Redis (Debian's redis-server, started here on a free port,
// nothing written to disk): a booking made through one is seen through the other, and so are the
// sessions the page reported, the holds and the text messages.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startProvider, type RunningProvider } from '../../../local-provider/http/server.ts';
import { startWorker, type RunningWorker } from '../../../worker/server.ts';
import { startTestIssuer, type TestIssuer } from './token-issuer.ts';
import { connectAssistant, latestCode, type AssistantClient } from './mcp-client.ts';
import { signUpNewUser, type SignedInUser } from './provider-sign-in.ts';
import { startRedis, type RunningRedis } from './redis-server.ts';

const HOST_ORIGIN = 'http://localhost:5173';

let redis: RunningRedis;
let provider: RunningProvider;
let issuer: TestIssuer;
let first: RunningWorker;
let second: RunningWorker;
const clients: AssistantClient[] = [];

async function sharedWorker(): Promise<RunningWorker> {
  const { project_id: projectId, secret } = provider.provider.settings;
  return startWorker({
    port: 0,
    providerUrl: issuer.url,
    projectId,
    secret,
    allowedOrigin: HOST_ORIGIN,
    issuer: issuer.url,
    courtsTimeZone: 'UTC',
    recheckIntervalMs: 0,
    redisUrl: redis.url,
    devTools: true,
  });
}

async function newPerson(): Promise<SignedInUser> {
  const user = await signUpNewUser(provider.url, provider.provider.settings.public_token);
  issuer.addUser({ userId: user.userId, email: user.email });
  return user;
}

/** An assistant on `target`; the token names both workers' resources, as one public address would be one resource. */
async function assistantOn(target: RunningWorker, user: SignedInUser): Promise<AssistantClient> {
  const token = await issuer.mint({ sub: user.userId, aud: [first.resourceUrl, second.resourceUrl] });
  const assistant = await connectAssistant(target.resourceUrl, token);
  clients.push(assistant);
  return assistant;
}

beforeAll(async () => {
  redis = await startRedis();
  provider = await startProvider({ port: 0 });
  const { project_id: projectId, secret } = provider.provider.settings;
  issuer = await startTestIssuer({ projectId, secret, upstream: provider.url });
  first = await sharedWorker();
  second = await sharedWorker();
});

afterEach(async () => {
  await Promise.all(clients.splice(0).map((assistant) => assistant.close()));
});

afterAll(async () => {
  await first?.close();
  await second?.close();
  await issuer?.close();
  await provider?.close();
  await redis?.stop();
});

describe('two workers on one Redis', () => {
  it('a booking held and confirmed through one worker is seen through the other', async () => {
    const user = await newPerson();
    const onFirst = await assistantOn(first, user);
    const onSecond = await assistantOn(second, user);
    const listing = await onFirst.call('check_tennis_courts', { date: 'tomorrow' });
    const court = (listing.data.courts as Array<{ name: string; free: string[] }>).find(
      (entry) => entry.free.length > 0,
    )!;
    const slot = { court: court.name, date: listing.data.date as string, time: court.free[0]! };
    const phone = '+12025550177';

    const held = await onFirst.call('book_and_request_sms', { ...slot, phone });
    expect(held.isError, held.text).toBe(false);
    // The hold and its text message are on the other worker too: the code is read there, and confirmed there.
    expect((await onSecond.call('check_tennis_courts', { date: slot.date })).data.holds).toHaveLength(1);
    const code = await latestCode(second.url, phone);
    const booked = await onSecond.call('enter_sms_code_and_complete', { code });
    expect(booked.isError, booked.text).toBe(false);
    expect(booked.text).toContain(`Signed in as ${user.email}.`);

    const seenOnFirst = await onFirst.call('check_tennis_courts', { date: slot.date, court: slot.court });
    expect(seenOnFirst.data.bookings).toEqual([booked.data.booking]);
    expect(seenOnFirst.data.courts[0].free).not.toContain(slot.time);

    // Someone else cannot take it through either worker.
    const rival = await assistantOn(first, await newPerson());
    const refused = await rival.call('book_and_request_sms', { ...slot, phone: '+12025550178' });
    expect(refused.isError).toBe(true);
    expect(refused.text).toContain('is already booked');
  });

  it('only one of two people booking the same slot through different workers at the same moment gets it', async () => {
    const one = await assistantOn(first, await newPerson());
    const two = await assistantOn(second, await newPerson());
    const listing = await one.call('check_tennis_courts', { date: 'tomorrow' });
    const court = (listing.data.courts as Array<{ name: string; free: string[] }>).find(
      (entry) => entry.free.length > 0,
    )!;
    const slot = { court: court.name, date: listing.data.date as string, time: court.free[0]! };
    const answers = await Promise.all([
      one.call('book_and_request_sms', { ...slot, phone: '+12025550181' }),
      two.call('book_and_request_sms', { ...slot, phone: '+12025550182' }),
    ]);
    expect(answers.filter((answer) => !answer.isError)).toHaveLength(1);
  });

  it('the sessions the page reported are known to both workers, and a Log Out through one ends them on both', async () => {
    const user = await newPerson();
    const notified = await fetch(`${first.url}/authenticate`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ userId: user.userId, email: user.email, verified: true, sessionToken: user.sessionToken }),
    });
    expect(notified.status).toBe(200);
    expect(await second.isAuthenticated(user.userId)).toBe(true);
    const onSecond = await assistantOn(second, user);
    expect((await onSecond.call('check_tennis_courts')).data.webSession.signedIn).toBe(true);

    const loggedOut = await fetch(`${second.url}/logout`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ sessionToken: user.sessionToken }),
    });
    expect(loggedOut.status).toBe(200);
    expect(await first.isAuthenticated(user.userId)).toBe(false);
  });

  it('a worker whose Redis cannot be reached does not start, and says why', async () => {
    const { project_id: projectId, secret } = provider.provider.settings;
    await expect(
      startWorker({
        port: 0,
        providerUrl: issuer.url,
        projectId,
        secret,
        allowedOrigin: HOST_ORIGIN,
        redisUrl: 'redis://127.0.0.1:9',
      }),
    ).rejects.toThrow(/could not connect to Redis at redis:\/\/127\.0\.0\.1:9/);
  });

  it('answers 503 while its Redis is away, and keeps running', async () => {
    const own = await startRedis();
    const { project_id: projectId, secret } = provider.provider.settings;
    const lonely = await startWorker({
      port: 0,
      providerUrl: issuer.url,
      projectId,
      secret,
      allowedOrigin: HOST_ORIGIN,
      issuer: issuer.url,
      recheckIntervalMs: 0,
      redisUrl: own.url,
    });
    try {
      await own.stop();
      const logout = await fetch(`${lonely.url}/logout`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ sessionToken: 'any-token' }),
      });
      expect(logout.status).toBe(503);
      expect(logout.headers.get('retry-after')).toBe('5');
      expect(await logout.text()).toBe("The worker's storage could not be reached. Wait a few seconds and try again.");
      const user = await newPerson();
      const assistant = await connectAssistant(
        lonely.resourceUrl,
        await issuer.mint({ sub: user.userId, aud: [lonely.resourceUrl] }),
      );
      clients.push(assistant);
      const answer = await assistant.call('check_tennis_courts');
      expect(answer.isError).toBe(true);
      expect(answer.text).toBe("The club's booking records could not be reached just now. Try again in a few seconds.");
    } finally {
      await lonely.close();
    }
  });
});
