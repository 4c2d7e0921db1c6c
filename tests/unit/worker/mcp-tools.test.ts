// @vitest-environment node
// The assistant's tools through the MCP SDK's own client with a Bearer token: listing them, who they
// say is calling, and the whole booking (hold, the code read from the worker's inbox, confirm).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startProvider, type RunningProvider } from '../../../local-provider/http/server.ts';
import { startWorker, type RunningWorker } from '../../../worker/server.ts';
import { startTestIssuer, type TestIssuer } from './token-issuer.ts';
import { connectAssistant, latestCode, type AssistantClient } from './mcp-client.ts';
import { signUpNewUser, type SignedInUser } from './provider-sign-in.ts';

const HOST_ORIGIN = 'http://localhost:5173';
const PHONE = '+12025550143';

let provider: RunningProvider;
let issuer: TestIssuer;
let worker: RunningWorker;
const clients: AssistantClient[] = [];
let phoneCounter = 100;

/** A new person: signed up on the local provider (for a real web session), known to the issuer. */
async function newPerson(phone?: string): Promise<SignedInUser> {
  const user = await signUpNewUser(provider.url, provider.provider.settings.public_token);
  issuer.addUser({ userId: user.userId, email: user.email, phone });
  return user;
}

async function assistantFor(
  user: SignedInUser,
  scope = 'openid email courts:read courts:book',
): Promise<AssistantClient> {
  const assistant = await connectAssistant(worker.resourceUrl, await issuer.mint({ sub: user.userId, scope }));
  clients.push(assistant);
  return assistant;
}

/** A different valid phone number per test, so each reads its own code. */
const nextPhone = () => `+120255501${String((phoneCounter += 1) % 100).padStart(2, '0')}`;

/** A free slot tomorrow, as the tool lists it. */
async function freeSlot(assistant: AssistantClient, skip = 0): Promise<{ court: string; date: string; time: string }> {
  const answer = await assistant.call('check_tennis_courts', { date: 'tomorrow' });
  const slots = (answer.data.courts as Array<{ name: string; free: string[] }>).flatMap((court) =>
    court.free.map((time) => ({ court: court.name, time })),
  );
  const slot = slots[skip];
  if (!slot) throw new Error('No free slot tomorrow');
  return { court: slot.court, date: answer.data.date as string, time: slot.time };
}

beforeAll(async () => {
  provider = await startProvider({ port: 0 });
  const { project_id: projectId, secret } = provider.provider.settings;
  issuer = await startTestIssuer({ projectId, secret, resource: () => worker.resourceUrl, upstream: provider.url });
  worker = await startWorker({
    port: 0,
    providerUrl: issuer.url,
    projectId,
    secret,
    allowedOrigin: HOST_ORIGIN,
    issuer: issuer.url,
    courtsTimeZone: 'UTC',
    recheckIntervalMs: 0,
    devTools: true,
  });
});

afterEach(async () => {
  await Promise.all(clients.splice(0).map((assistant) => assistant.close()));
});

afterAll(async () => {
  await worker.close();
  await issuer.close();
  await provider.close();
});

describe('the tools an assistant sees', () => {
  it('lists the three tools with descriptions and input schemas of simple strings', async () => {
    const assistant = await assistantFor(await newPerson());
    const { tools } = await assistant.client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'book_and_request_sms',
      'check_tennis_courts',
      'enter_sms_code_and_complete',
    ]);
    const byName = new Map(tools.map((tool) => [tool.name, tool]));
    for (const tool of tools) {
      expect(tool.description?.length).toBeGreaterThan(40);
      for (const property of Object.values(tool.inputSchema.properties ?? {}))
        expect((property as { type: string }).type).toBe('string');
    }
    expect(Object.keys(byName.get('check_tennis_courts')!.inputSchema.properties ?? {}).sort()).toEqual([
      'court',
      'date',
    ]);
    expect(byName.get('check_tennis_courts')!.inputSchema.required ?? []).toEqual([]);
    expect(byName.get('book_and_request_sms')!.inputSchema.required?.sort()).toEqual(['court', 'date', 'time']);
    expect(byName.get('enter_sms_code_and_complete')!.inputSchema.required).toEqual(['code']);
    expect(assistant.client.getServerVersion()?.name).toBe('tennis-court-booking');
  });
});

describe('each tool knows who is calling', () => {
  it('check_tennis_courts with no arguments names the person and says whether they have a live web session', async () => {
    const user = await newPerson();
    const assistant = await assistantFor(user);
    const before = await assistant.call('check_tennis_courts');
    expect(before.isError).toBe(false);
    expect(before.text).toContain(`Signed in as ${user.email}.`);
    expect(before.text).toContain("You are not signed in on the tennis app's web page right now.");
    expect(before.data.user).toEqual({ userId: user.userId, email: user.email });
    expect(before.data.webSession).toEqual({ signedIn: false });
    expect(before.data.courts.map((court: { name: string }) => court.name)).toEqual(['Court 1', 'Court 2', 'Court 3']);

    // The page's notification (docs/specification.md#worker), checked with the provider, is what the tool reports.
    const notified = await fetch(`${worker.url}/authenticate`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ userId: user.userId, email: user.email, verified: true, sessionToken: user.sessionToken }),
    });
    expect(notified.status).toBe(200);
    const after = await assistant.call('check_tennis_courts');
    expect(after.data.webSession.signedIn).toBe(true);
    expect(after.text).toContain(
      `You are also signed in on the tennis app's web page (until ${after.data.webSession.expiresAt}).`,
    );
  });

  it('refuses to work for an account the provider no longer knows', async () => {
    const user = await newPerson();
    const assistant = await assistantFor(user);
    issuer.removeUser(user.userId);
    const answer = await assistant.call('check_tennis_courts');
    expect(answer.isError).toBe(true);
    expect(answer.text).toBe('The account behind this sign-in no longer exists at the club. Sign in again.');
  });
});

describe('booking a court', () => {
  it('holds a slot, texts a code to the phone given, and books it with that code', async () => {
    const user = await newPerson();
    const phone = nextPhone();
    const assistant = await assistantFor(user);
    const slot = await freeSlot(assistant);

    const held = await assistant.call('book_and_request_sms', { ...slot, phone });
    expect(held.isError, held.text).toBe(false);
    expect(held.text).toContain(`Signed in as ${user.email}.`);
    expect(held.text).toContain(`${slot.court} on ${slot.date} at ${slot.time} is held for you`);
    expect(held.data.hold).toMatchObject({ date: slot.date, time: slot.time, phone });
    expect(held.data.hold.codeHash).toBeUndefined();

    // While held, the slot is no longer free, and it shows as waiting for the code.
    const during = await assistant.call('check_tennis_courts', { date: slot.date, court: slot.court });
    expect(during.data.courts[0].free).not.toContain(slot.time);
    expect(during.data.holds).toHaveLength(1);

    const code = await latestCode(worker.url, phone);
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await assistant.call('enter_sms_code_and_complete', {
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.isError).toBe(true);
    expect(wrong.text).toContain('That code is wrong; 4 tries left.');

    const booked = await assistant.call('enter_sms_code_and_complete', { code });
    expect(booked.isError, booked.text).toBe(false);
    expect(booked.text).toContain(`Signed in as ${user.email}.`);
    expect(booked.text).toContain(`Booked: ${slot.court} on ${slot.date} at ${slot.time}`);

    const afterwards = await assistant.call('check_tennis_courts', { date: slot.date });
    expect(afterwards.data.bookings).toEqual([booked.data.booking]);
    expect(afterwards.data.holds).toEqual([]);
    expect(afterwards.text).toContain(`Your bookings:\n- ${slot.court} on ${slot.date} at ${slot.time}`);
    // The code was good once.
    expect((await assistant.call('enter_sms_code_and_complete', { code })).text).toContain(
      'No booking is waiting for a code',
    );
  });

  it("works on the person's own data: another person sees none of it and cannot take the slot", async () => {
    const owner = await newPerson();
    const other = await newPerson();
    const ownerAssistant = await assistantFor(owner);
    const otherAssistant = await assistantFor(other);
    const phone = nextPhone();
    const slot = await freeSlot(ownerAssistant, 1);
    expect((await ownerAssistant.call('book_and_request_sms', { ...slot, phone })).isError).toBe(false);

    const taken = await otherAssistant.call('book_and_request_sms', { ...slot, phone: nextPhone() });
    expect(taken.isError).toBe(true);
    expect(taken.text).toContain(`Signed in as ${other.email}.`);
    expect(taken.text).toContain('is being booked by someone else right now');
    // The owner's code does nothing for someone else.
    const stolen = await otherAssistant.call('enter_sms_code_and_complete', {
      code: await latestCode(worker.url, phone),
    });
    expect(stolen.text).toContain('No booking is waiting for a code');
    const view = await otherAssistant.call('check_tennis_courts', { date: slot.date });
    expect(view.data.holds).toEqual([]);
    expect(view.data.bookings).toEqual([]);
  });

  it("texts the number on the person's account when no phone is given, and asks for one when there is none", async () => {
    const withPhone = await newPerson('+33612345678');
    const assistant = await assistantFor(withPhone);
    const slot = await freeSlot(assistant, 2);
    const held = await assistant.call('book_and_request_sms', slot);
    expect(held.isError, held.text).toBe(false);
    expect(held.data.hold.phone).toBe('+33612345678');
    expect(await latestCode(worker.url, '+33612345678')).toMatch(/^\d{6}$/);

    const withoutPhone = await assistantFor(await newPerson());
    const asked = await withoutPhone.call('book_and_request_sms', await freeSlot(withoutPhone, 3));
    expect(asked.isError).toBe(true);
    expect(asked.text).toContain('Which mobile number should the club text the code to?');
  });

  it('releases the slot after five wrong codes', async () => {
    const assistant = await assistantFor(await newPerson());
    const slot = await freeSlot(assistant, 4);
    const phone = nextPhone();
    expect((await assistant.call('book_and_request_sms', { ...slot, phone })).isError).toBe(false);
    const code = await latestCode(worker.url, phone);
    const wrongCode = code === '999999' ? '999998' : '999999';
    for (let attempt = 1; attempt < 5; attempt += 1) {
      expect((await assistant.call('enter_sms_code_and_complete', { code: wrongCode })).text).toContain(
        `${5 - attempt} tr`,
      );
    }
    const last = await assistant.call('enter_sms_code_and_complete', { code: wrongCode });
    expect(last.text).toContain('it was the last try');
    expect((await assistant.call('enter_sms_code_and_complete', { code })).text).toContain(
      'No booking is waiting for a code',
    );
    const view = await assistant.call('check_tennis_courts', { date: slot.date, court: slot.court });
    expect(view.data.courts[0].free).toContain(slot.time);
  });

  it('lets a person hold at most three slots at once, and asks which hold a code is for', async () => {
    const assistant = await assistantFor(await newPerson());
    const phone = nextPhone();
    for (let index = 0; index < 3; index += 1) {
      const held = await assistant.call('book_and_request_sms', { ...(await freeSlot(assistant, 5 + index)), phone });
      expect(held.isError, held.text).toBe(false);
    }
    const fourth = await assistant.call('book_and_request_sms', { ...(await freeSlot(assistant, 8)), phone });
    expect(fourth.isError).toBe(true);
    expect(fourth.text).toContain('You already have 3 bookings waiting for their SMS code');
    const which = await assistant.call('enter_sms_code_and_complete', { code: '123456' });
    expect(which.text).toContain('say which with holdId');
  });
});

describe('bad arguments get a clear message', () => {
  const cases: Array<[string, Record<string, unknown>, string]> = [
    [
      'a date in another format',
      { court: 'Court 1', date: '31/12/2030', time: '18:00' },
      'is not a date: give it as YYYY-MM-DD',
    ],
    ['a date in the past', { court: 'Court 1', date: '2020-01-01', time: '18:00' }, 'is in the past'],
    ['a date too far ahead', { court: 'Court 1', date: '2999-01-01', time: '18:00' }, 'is too far ahead'],
    [
      'a time off the hour',
      { court: 'Court 1', date: 'tomorrow', time: '18:30' },
      'slots start on the hour from 07:00 to 21:00',
    ],
    [
      'a court the club does not have',
      { court: 'Court 9', date: 'tomorrow', time: '18:00' },
      'There is no court "Court 9". The courts are Court 1, Court 2, Court 3.',
    ],
    [
      'a phone number that is not one',
      { court: 'Court 1', date: 'tomorrow', time: '18:00', phone: '12345' },
      'is not a phone number the club can text',
    ],
  ];
  for (const [name, args, message] of cases) {
    it(`for ${name}`, async () => {
      const assistant = await assistantFor(await newPerson());
      const answer = await assistant.call('book_and_request_sms', { phone: PHONE, ...args });
      expect(answer.isError).toBe(true);
      expect(answer.text).toContain(message);
    });
  }

  it('refuses arguments over their size before any work', async () => {
    const assistant = await assistantFor(await newPerson());
    const answer = await assistant.call('check_tennis_courts', { court: 'x'.repeat(500) });
    expect(answer.isError).toBe(true);
    expect(answer.text).toMatch(/Input validation error/);
  });
});

describe("the worker's inbox page", () => {
  it('shows the codes it texted, escaped', async () => {
    const assistant = await assistantFor(await newPerson());
    const phone = nextPhone();
    expect((await assistant.call('book_and_request_sms', { ...(await freeSlot(assistant, 9)), phone })).isError).toBe(
      false,
    );
    const code = await latestCode(worker.url, phone);
    const page = await fetch(`${worker.url}/_dev/inbox`);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain(`<strong class="code">${code}</strong>`);
    expect(html).toContain(`SMS to ${phone}`);
  });

  it('is not served without the devTools option: the codes that confirm bookings stay private', async () => {
    const { project_id: projectId, secret } = provider.provider.settings;
    const plain = await startWorker({
      port: 0,
      providerUrl: issuer.url,
      projectId,
      secret,
      allowedOrigin: HOST_ORIGIN,
      issuer: issuer.url,
      recheckIntervalMs: 0,
    });
    try {
      for (const accept of ['text/html', 'application/json']) {
        const response = await fetch(`${plain.url}/_dev/inbox`, { headers: { Accept: accept } });
        expect(response.status).toBe(404);
        expect(await response.text()).not.toMatch(/\d{6}/);
      }
    } finally {
      await plain.close();
    }
  });
});
