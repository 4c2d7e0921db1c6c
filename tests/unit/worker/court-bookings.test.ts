// @vitest-environment node
// The court booking stand-in on a clock the test moves: holds lapse, slots that started are not offered,
// and "today" is the club's.
import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../../worker/store/memory-store.ts';
import { createSmsInbox } from '../../../worker/courts/sms-inbox.ts';
import { courtName, createCourtBookings, type BookingLimits } from '../../../worker/courts/bookings.ts';
import { bookedByMembers } from '../../../worker/courts/calendar.ts';

function club(startIso: string, timeZone = 'UTC', limits: Partial<BookingLimits> = {}) {
  let now = Date.parse(startIso);
  const store = createMemoryStore(() => now);
  const inbox = createSmsInbox(store, () => now);
  const bookings = createCourtBookings({ store, inbox, timeZone, now: () => now, limits });
  return { bookings, inbox, advance: (minutes: number) => (now += minutes * 60_000) };
}

/** A slot of `date` that members have not taken, from `fromHour`. */
function openSlot(date: string, fromHour: number): { court: string; time: string } {
  for (let hour = fromHour; hour <= 21; hour += 1) {
    for (const court of ['court-1', 'court-2', 'court-3']) {
      const time = `${String(hour).padStart(2, '0')}:00`;
      if (!bookedByMembers(date, court, time)) return { court, time };
    }
  }
  throw new Error(`no open slot on ${date}`);
}

describe('the court booking stand-in', () => {
  it('lets a hold lapse after 10 minutes: the code no longer books and the slot is free again', async () => {
    const { bookings, inbox, advance } = club('2030-06-10T08:30:00Z');
    const slot = openSlot('2030-06-11', 9);
    const held = await bookings.hold('user-a', { ...slot, date: '2030-06-11', phone: '+12025550143' });
    expect(held.ok).toBe(true);
    const [message] = await inbox.list('+12025550143');
    advance(9);
    expect(await bookings.holdsOf('user-a')).toHaveLength(1);
    advance(2);
    expect(await bookings.holdsOf('user-a')).toEqual([]);
    const late = await bookings.confirm('user-a', { code: message!.code });
    expect(late).toEqual({ ok: false, message: 'No booking is waiting for a code; book a slot first.' });
    const day = await bookings.freeSlots('2030-06-11', slot.court);
    expect(day.ok && day.value.courts[0]!.free).toContain(slot.time);
    // Someone else can take it now.
    expect((await bookings.hold('user-b', { ...slot, date: '2030-06-11', phone: '+12025550144' })).ok).toBe(true);
  });

  it("offers today only the slots that have not started, by the club's clock", async () => {
    // 14:20 in UTC is 16:20 in Paris (summer time): the Paris club offers 17:00 at the earliest.
    const paris = club('2030-06-10T14:20:00Z', 'Europe/Paris');
    const today = await paris.bookings.freeSlots();
    expect(today.ok && today.value.date).toBe('2030-06-10');
    const earliest = today.ok
      ? Math.min(...today.value.courts.flatMap((court) => court.free.map((time) => Number(time.slice(0, 2)))))
      : 0;
    expect(earliest).toBeGreaterThanOrEqual(17);
    const started = await paris.bookings.hold('user-a', {
      court: 'Court 1',
      date: 'today',
      time: '16:00',
      phone: '+12025550143',
    });
    expect(started).toEqual({
      ok: false,
      message: 'Court 1 on 2030-06-10 at 16:00 has already started; pick a later slot.',
    });
    // Just before midnight in Tokyo it is already the next day there.
    const tokyo = club('2030-06-10T15:30:00Z', 'Asia/Tokyo');
    const tokyoToday = await tokyo.bookings.freeSlots('today');
    expect(tokyoToday.ok && tokyoToday.value.date).toBe('2030-06-11');
  });

  it('refuses a slot other members booked, naming it', async () => {
    const { bookings } = club('2030-06-10T06:00:00Z');
    const taken = ['court-1', 'court-2', 'court-3'].flatMap((court) =>
      Array.from({ length: 15 }, (_, index) => `${String(7 + index).padStart(2, '0')}:00`)
        .filter((time) => bookedByMembers('2030-06-12', court, time))
        .map((time) => ({ court, time })),
    )[0]!;
    const answer = await bookings.hold('user-a', { ...taken, date: '2030-06-12', phone: '+12025550143' });
    expect(answer.ok).toBe(false);
    expect(!answer.ok && answer.message).toMatch(/is already booked by another member\.$/);
  });

  it('gives a person at most three holds, even when the requests arrive together', async () => {
    const { bookings } = club('2030-06-10T06:00:00Z');
    const open = ['court-1', 'court-2', 'court-3']
      .flatMap((court) =>
        Array.from({ length: 15 }, (_, index) => `${String(7 + index).padStart(2, '0')}:00`)
          .filter((time) => !bookedByMembers('2030-06-12', court, time))
          .map((time) => ({ court, time })),
      )
      .slice(0, 6);
    const answers = await Promise.all(
      open.map((slot) => bookings.hold('user-a', { ...slot, date: '2030-06-12', phone: '+12025550143' })),
    );
    expect(answers.filter((answer) => answer.ok)).toHaveLength(3);
    expect(answers.filter((answer) => !answer.ok).map((answer) => !answer.ok && answer.message)).toEqual(
      Array(3).fill('You already have 3 bookings waiting for their SMS code; confirm or let one expire first.'),
    );
    expect(await bookings.holdsOf('user-a')).toHaveLength(3);
    // The refused requests left their slots free.
    const day = await bookings.freeSlots('2030-06-12');
    const free = day.ok
      ? day.value.courts.flatMap((entry) => entry.free.map((time) => `${entry.court.id}@${time}`))
      : [];
    const heldSlots = (await bookings.holdsOf('user-a')).map((hold) => `${hold.courtId}@${hold.time}`);
    for (const slot of open)
      expect(free.includes(`${slot.court}@${slot.time}`)).toBe(!heldSlots.includes(`${slot.court}@${slot.time}`));
  });
});

describe('the SMS code', () => {
  const PHONE = '+12025550143';
  const DATE = '2030-06-11';

  /** One hold of user-a's on an open slot, with the code the club texted for it. */
  async function heldWithCode(bookings: ReturnType<typeof club>['bookings'], inbox: ReturnType<typeof club>['inbox']) {
    const held = await bookings.hold('user-a', { ...openSlot(DATE, 9), date: DATE, phone: PHONE });
    if (!held.ok) throw new Error(held.message);
    const [message] = await inbox.list(PHONE);
    return { hold: held.value, code: message!.code };
  }

  it('compares at most five codes of a hold, however many arrive at once, and no answer tells the right one apart', async () => {
    const { bookings, inbox } = club('2030-06-10T08:30:00Z');
    const { hold, code } = await heldWithCode(bookings, inbox);
    const wrong = Array.from({ length: 99 }, (_, index) =>
      String((Number(code) + 1 + index) % 1_000_000).padStart(6, '0'),
    );
    const guesses = [...wrong.slice(0, 60), code, ...wrong.slice(60)];
    const answers = await Promise.all(guesses.map((guess) => bookings.confirm('user-a', { code: guess })));
    const said = answers.map((answer) => (answer.ok ? 'booked' : answer.message));
    const compared = said.filter((text) => text === 'booked' || text.startsWith('That code is wrong'));
    expect(compared.length).toBeLessThanOrEqual(5);
    const where = `${courtName(hold.courtId)} on ${DATE} at ${hold.time}`;
    // Every other call, the right code's among them unless it was compared, got the same answer.
    expect(new Set(said.filter((text) => !compared.includes(text)))).toEqual(
      new Set([`${where} is no longer waiting for a code.`]),
    );
    if (!said.includes('booked')) {
      expect(said).toContain(
        `That code is wrong, and it was the last try: ${where} is released. Book it again for a new code.`,
      );
      expect(await bookings.holdsOf('user-a')).toEqual([]);
    }
  });

  it('releases a hold after five wrong codes sent at once', async () => {
    const { bookings, inbox } = club('2030-06-10T08:30:00Z');
    const { code } = await heldWithCode(bookings, inbox);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const answers = await Promise.all(Array.from({ length: 5 }, () => bookings.confirm('user-a', { code: wrong })));
    expect(answers.filter((answer) => !answer.ok && answer.message.startsWith('That code is wrong'))).toHaveLength(5);
    expect(await bookings.holdsOf('user-a')).toEqual([]);
    const late = await bookings.confirm('user-a', { code });
    expect(late.ok).toBe(false);
  });

  it('counts holds towards the upcoming bookings allowed, and checks again at the code', async () => {
    const texts = { max: 100, minutes: 60 };
    const { bookings, inbox, advance } = club('2030-06-10T06:00:00Z', 'UTC', {
      maxBookings: 3,
      textsPerNumber: texts,
      textsPerPerson: texts,
    });
    const open = ['court-1', 'court-2', 'court-3']
      .flatMap((court) =>
        ['09:00', '10:00', '11:00', '12:00', '13:00']
          .filter((time) => !bookedByMembers(DATE, court, time))
          .map((time) => ({ court, time })),
      )
      .slice(0, 5);
    const phones = open.map((_, index) => `+1202555014${index}`);
    const hold = (index: number) => bookings.hold('user-a', { ...open[index]!, date: DATE, phone: phones[index]! });
    const confirm = async (index: number, holdId?: string) =>
      bookings.confirm('user-a', { code: (await inbox.list(phones[index]!))[0]!.code, holdId });
    for (const index of [0, 1]) {
      expect((await hold(index)).ok).toBe(true);
      expect((await confirm(index)).ok).toBe(true);
    }
    // Two bookings and a hold waiting: the limit is reached.
    expect((await hold(2)).ok).toBe(true);
    const refused = await hold(3);
    expect(!refused.ok && refused.message).toBe(
      'You already have 3 upcoming bookings and holds, the most the club allows.',
    );
    advance(11);
    // Two at once both pass the count, made before either is kept; the code checks it again.
    const together = await Promise.all([hold(3), hold(4)]);
    const [third, fourth] = together.map((answer) => (answer.ok ? answer.value.id : undefined));
    expect(third && fourth).toBeTruthy();
    // Their codes at once too: one books, the other finds every place taken.
    const codes = await Promise.all([confirm(3, third), confirm(4, fourth)]);
    expect(codes.filter((answer) => answer.ok)).toHaveLength(1);
    const over = codes.find((answer) => !answer.ok);
    expect(over && !over.ok && over.message).toMatch(
      /^You already have 3 upcoming bookings, the most the club allows: .* is released\.$/,
    );
    expect(await bookings.bookingsOf('user-a')).toHaveLength(3);
    expect(await bookings.holdsOf('user-a')).toEqual([]);
  });
});

describe('how many codes the club texts', () => {
  const day = '2030-06-11';
  /** The first `count` slots of the day that members have not taken. */
  const slotsOf = (count: number) => {
    const found: Array<{ court: string; time: string }> = [];
    for (let hour = 7; hour <= 21 && found.length < count; hour += 1) {
      for (const court of ['court-1', 'court-2', 'court-3']) {
        const time = `${String(hour).padStart(2, '0')}:00`;
        if (found.length < count && !bookedByMembers(day, court, time)) found.push({ court, time });
      }
    }
    return found;
  };

  it('sends at most 3 codes to one number in 15 minutes, whoever asks, and says when to try again', async () => {
    const { bookings, inbox, advance } = club('2030-06-10T06:00:00Z');
    const [first, second, third, fourth] = slotsOf(4);
    const phone = '+12025550143';
    for (const [user, slot] of [
      ['user-a', first],
      ['user-b', second],
      ['user-c', third],
    ] as const) {
      expect((await bookings.hold(user, { ...slot!, date: day, phone })).ok).toBe(true);
    }
    advance(5);
    const refused = await bookings.hold('user-d', { ...fourth!, date: day, phone });
    expect(refused).toEqual({
      ok: false,
      message: `The club has already texted ${phone} as many codes as it sends to one number in a while; to spare that phone, no more go out for now. Try again in 10 minutes, or confirm with a code already sent.`,
    });
    expect(await inbox.list(phone)).toHaveLength(3);
    // Refused means no hold: the slot stays free and the person holds nothing.
    expect(await bookings.holdsOf('user-d')).toEqual([]);
    const free = await bookings.freeSlots(day, fourth!.court);
    expect(free.ok && free.value.courts[0]!.free).toContain(fourth!.time);
    // Another number is not affected; this one is texted again once its window has passed.
    expect((await bookings.hold('user-d', { ...fourth!, date: day, phone: '+12025550144' })).ok).toBe(true);
    advance(11);
    expect((await bookings.hold('user-e', { ...slotsOf(5)[4]!, date: day, phone })).ok).toBe(true);
  });

  it('sends at most 10 codes an hour for one person, to whatever numbers (wrong codes and new holds included)', async () => {
    const { bookings, inbox, advance } = club('2030-06-10T06:00:00Z');
    const [slot] = slotsOf(1);
    for (let round = 0; round < 10; round += 1) {
      const phone = `+120255501${String(10 + round)}`;
      expect((await bookings.hold('user-a', { ...slot!, date: day, phone })).ok, `round ${round}`).toBe(true);
      // Five wrong codes release the hold, so the next round can hold it again.
      const [message] = await inbox.list(phone);
      const wrong = message!.code === '000000' ? '111111' : '000000';
      for (let attempt = 0; attempt < 5; attempt += 1) await bookings.confirm('user-a', { code: wrong });
      advance(1);
    }
    const refused = await bookings.hold('user-a', { ...slot!, date: day, phone: '+12025550199' });
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.message).toBe(
      'You have asked for as many text codes as the club sends to one person in a while. Try again in 50 minutes, or confirm with a code already sent.',
    );
    expect(await inbox.list('+12025550199')).toEqual([]);
    expect((await bookings.hold('user-b', { ...slot!, date: day, phone: '+12025550199' })).ok).toBe(true);
  });
});
