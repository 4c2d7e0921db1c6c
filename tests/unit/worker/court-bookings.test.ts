// @vitest-environment node
// The court booking stand-in on a clock the test moves: holds lapse, slots that started are not offered,
// and "today" is the club's.
import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../../worker/store/memory-store.ts';
import { createSmsInbox } from '../../../worker/courts/sms-inbox.ts';
import { createCourtBookings } from '../../../worker/courts/bookings.ts';
import { bookedByMembers } from '../../../worker/courts/calendar.ts';

function club(startIso: string, timeZone = 'UTC') {
  let now = Date.parse(startIso);
  const store = createMemoryStore(() => now);
  const inbox = createSmsInbox(store, () => now);
  const bookings = createCourtBookings({ store, inbox, timeZone, now: () => now });
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
