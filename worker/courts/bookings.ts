// The court booking stand-in behind the assistant's tools: a person holds a free slot, the club texts a
// 6-digit code to the phone they gave, and the booking is made when the code comes back. Everything is
// kept in the worker's store; a slot is taken with a compare-and-set, so two people (or two workers)
// can never both get it. A real club's booking system plugs in here, behind the same three calls.
import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Store } from '../store/store.ts';
import { readStoredJson } from '../json.ts';
import {
  addDays,
  bookedByMembers,
  clubClock,
  COURTS,
  findCourt,
  hasStarted,
  parseDate,
  parseTime,
  slotTimes,
  type Court,
} from './calendar.ts';
import { parsePhone } from './phone.ts';
import type { SmsInbox } from './sms-inbox.ts';
import { createTextLimiter, type TextAllowance, type TextLimit } from './text-limits.ts';

export interface Hold {
  id: string;
  courtId: string;
  date: string;
  time: string;
  phone: string;
  expiresAt: string;
  attemptsLeft: number;
  codeHash: string;
}

export interface Booking {
  id: string;
  courtId: string;
  date: string;
  time: string;
  phone: string;
  confirmedAt: string;
}

/** What a slot's entry in the store says: held for a while by someone, or booked. */
type Claim =
  { kind: 'hold'; id: string; userId: string; expiresAt: number } | { kind: 'booking'; id: string; userId: string };

export interface BookingLimits {
  /** How long a hold waits for its code. */
  holdMinutes: number;
  /** Holds a person may have waiting at once. */
  maxHolds: number;
  /** Upcoming bookings a person may have. */
  maxBookings: number;
  /** Wrong codes before a hold is released. */
  codeAttempts: number;
  /** Codes texted to one number, whoever asks. */
  textsPerNumber: TextLimit;
  /** Codes texted for one person, to whatever numbers. */
  textsPerPerson: TextLimit;
}

export const DEFAULT_LIMITS: BookingLimits = {
  holdMinutes: 10,
  maxHolds: 3,
  maxBookings: 10,
  codeAttempts: 5,
  textsPerNumber: { max: 3, minutes: 15 },
  textsPerPerson: { max: 10, minutes: 60 },
};

export type Outcome<T> = { ok: true; value: T } | { ok: false; message: string };

export interface DaySlots {
  date: string;
  courts: Array<{ court: Court; free: string[] }>;
}

export interface CourtBookings {
  /** The free slots of a day (`today`, `tomorrow` or YYYY-MM-DD; today when omitted), optionally of one court. */
  freeSlots(date?: string, court?: string): Promise<Outcome<DaySlots>>;
  hold(userId: string, request: { court: string; date: string; time: string; phone: string }): Promise<Outcome<Hold>>;
  confirm(userId: string, request: { code: string; holdId?: string }): Promise<Outcome<Booking>>;
  holdsOf(userId: string): Promise<Hold[]>;
  bookingsOf(userId: string): Promise<Booking[]>;
}

const slotsMap = (date: string) => `slots:${date}`;
/** A person's holds sit in numbered places (place-0 … place-<maxHolds-1>), so the limit holds across workers. */
const holdsMap = (userId: string) => `holds:${userId}`;
/**
 * The fields of a person's holds and of their bookings: one per hold or booking allowed, so that a
 * compare-and-set keeps the count.
 */
const placeField = (index: number) => `place-${index}`;
const bookingsMap = (userId: string) => `bookings:${userId}`;
const slotField = (courtId: string, time: string) => `${courtId}@${time}`;

const readClaim = (raw: string | undefined) =>
  readStoredJson<Claim>(raw, (claim) => typeof claim.id === 'string' && typeof claim.userId === 'string');
const readHold = (raw: string | undefined) =>
  readStoredJson<Hold>(raw, (hold) => typeof hold.id === 'string' && typeof hold.codeHash === 'string');
const readBooking = (raw: string | undefined) =>
  readStoredJson<Booking>(raw, (booking) => typeof booking.id === 'string' && typeof booking.date === 'string');

const hashCode = (holdId: string, code: string) => createHash('sha256').update(`${holdId}:${code}`).digest('hex');

/** How often a compare-and-set on a hold is tried again while other calls change it: more than its tries. */
const SWAP_ATTEMPTS = 16;

const minutes = (count: number) => `${count} ${count === 1 ? 'minute' : 'minutes'}`;

function textRefusal(allowance: Exclude<TextAllowance, { ok: true }>, phone: string): string {
  switch (allowance.limitedBy) {
    case 'number':
      return `The club has already texted ${phone} as many codes as it sends to one number in a while; to spare that phone, no more go out for now. Try again in ${minutes(allowance.retryInMinutes)}, or confirm with a code already sent.`;
    case 'person':
      return `You have asked for as many text codes as the club sends to one person in a while. Try again in ${minutes(allowance.retryInMinutes)}, or confirm with a code already sent.`;
    case 'contention':
      return 'The club is busy sending codes just now; try again.';
  }
}

export const courtName = (courtId: string) => COURTS.find((court) => court.id === courtId)?.name ?? courtId;

export function createCourtBookings(options: {
  store: Store;
  inbox: SmsInbox;
  timeZone: string;
  now?: () => number;
  limits?: Partial<BookingLimits>;
}): CourtBookings {
  const { store, inbox, timeZone } = options;
  const now = options.now ?? Date.now;
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const clock = () => clubClock(now(), timeZone);
  const texts = createTextLimiter(store, { perNumber: limits.textsPerNumber, perPerson: limits.textsPerPerson }, now);
  /** A day's slots are forgotten two days after it ends. */
  const forgetDayAt = (date: string) => Date.parse(`${addDays(date, 3)}T00:00:00Z`);
  const claimIsLive = (claim: Claim | undefined) =>
    claim !== undefined && (claim.kind === 'booking' || claim.expiresAt > now());

  /** Takes the hold off its slot, if the slot is still held by it. */
  async function releaseSlot(hold: Hold): Promise<void> {
    const raw = await store.get(slotsMap(hold.date), slotField(hold.courtId, hold.time));
    const claim = readClaim(raw);
    if (claim?.kind === 'hold' && claim.id === hold.id)
      await store.swap(slotsMap(hold.date), slotField(hold.courtId, hold.time), raw, undefined);
  }

  /** The person's waiting holds, with the place and stored text of each; expired ones are released on the way. */
  async function liveHolds(userId: string): Promise<Array<{ hold: Hold; place: string; raw: string }>> {
    const live: Array<{ hold: Hold; place: string; raw: string }> = [];
    for (const [place, raw] of await store.entries(holdsMap(userId))) {
      const hold = readHold(raw);
      if (hold && Date.parse(hold.expiresAt) > now()) {
        live.push({ hold, place, raw });
        continue;
      }
      if ((await store.swap(holdsMap(userId), place, raw, undefined)) && hold) await releaseSlot(hold);
    }
    return live.sort((a, b) => a.hold.expiresAt.localeCompare(b.hold.expiresAt));
  }

  /** Puts `value` in a free place among `map`'s first `count` (a compare-and-set each); undefined when all are taken. */
  async function freePlace(map: string, count: number, value: string): Promise<string | undefined> {
    const places = await store.entries(map);
    for (let index = 0; index < count; index += 1) {
      const place = placeField(index);
      if (!places.has(place) && (await store.swap(map, place, undefined, value))) return place;
    }
    return undefined;
  }

  /** Puts the hold in a free place of the person's, or undefined when all are taken. */
  async function takePlace(userId: string, hold: Hold): Promise<string | undefined> {
    await liveHolds(userId);
    return freePlace(holdsMap(userId), limits.maxHolds, JSON.stringify(hold));
  }

  /**
   * Takes one try off the hold in `place` (a compare-and-set, asked again while other calls change
   * it): the hold as it is now, with its stored text; undefined once it is gone or has no try left.
   */
  async function spendTry(
    userId: string,
    place: string,
    raw: string,
  ): Promise<{ hold: Hold; raw: string } | undefined> {
    let current: string | undefined = raw;
    for (let attempt = 0; current !== undefined && attempt < SWAP_ATTEMPTS; attempt += 1) {
      const hold = readHold(current);
      if (!hold || hold.attemptsLeft <= 0 || Date.parse(hold.expiresAt) <= now()) return undefined;
      const spent: Hold = { ...hold, attemptsLeft: hold.attemptsLeft - 1 };
      const next = JSON.stringify(spent);
      if (await store.swap(holdsMap(userId), place, current, next)) return { hold: spent, raw: next };
      current = await store.get(holdsMap(userId), place);
    }
    return undefined;
  }

  /** Removes the hold in `place` whose code was right, whatever tries other calls spent on it meanwhile. */
  async function takeOut(userId: string, place: string, raw: string): Promise<boolean> {
    let current: string | undefined = raw;
    const id = readHold(raw)?.id;
    for (let attempt = 0; current !== undefined && attempt < SWAP_ATTEMPTS; attempt += 1) {
      if (readHold(current)?.id !== id) return false;
      if (await store.swap(holdsMap(userId), place, current, undefined)) return true;
      current = await store.get(holdsMap(userId), place);
    }
    return false;
  }

  /** Keeps the booking in a free place of the person's; undefined when all are taken. */
  async function keepBooking(userId: string, booking: Booking): Promise<string | undefined> {
    if ((await upcomingBookings(userId)).length >= limits.maxBookings) return undefined;
    return freePlace(bookingsMap(userId), limits.maxBookings, JSON.stringify(booking));
  }

  async function upcomingBookings(userId: string): Promise<Booking[]> {
    const { today } = clock();
    const upcoming: Booking[] = [];
    for (const [id, raw] of await store.entries(bookingsMap(userId))) {
      const booking = readBooking(raw);
      if (booking && booking.date >= today) upcoming.push(booking);
      else await store.swap(bookingsMap(userId), id, raw, undefined);
    }
    return upcoming.sort((a, b) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`));
  }

  async function freeSlots(dateInput?: string, courtInput?: string): Promise<Outcome<DaySlots>> {
    const club = clock();
    const date = parseDate(dateInput, club.today);
    if (!date.ok) return date;
    let courts = [...COURTS];
    if (courtInput !== undefined && courtInput.trim() !== '') {
      const court = findCourt(courtInput);
      if (!court.ok) return court;
      courts = [court.value];
    }
    const claims = await store.entries(slotsMap(date.value));
    return {
      ok: true,
      value: {
        date: date.value,
        courts: courts.map((court) => ({
          court,
          free: slotTimes().filter(
            (time) =>
              !hasStarted(date.value, time, club) &&
              !bookedByMembers(date.value, court.id, time) &&
              !claimIsLive(readClaim(claims.get(slotField(court.id, time)))),
          ),
        })),
      },
    };
  }

  /** Marks the slot held by `hold`; why not, when it cannot be. */
  async function claimSlot(userId: string, hold: Hold, until: number, where: string): Promise<string | undefined> {
    const field = slotField(hold.courtId, hold.time);
    const currentRaw = await store.get(slotsMap(hold.date), field);
    const current = readClaim(currentRaw);
    if (current && claimIsLive(current)) {
      if (current.userId === userId) {
        return current.kind === 'booking'
          ? `You have already booked ${where}.`
          : `You are already holding ${where}: enter the SMS code to confirm it.`;
      }
      return `${where} is ${current.kind === 'booking' ? 'already booked' : 'being booked by someone else right now'}; pick another slot.`;
    }
    const claim: Claim = { kind: 'hold', id: hold.id, userId, expiresAt: until };
    if (!(await store.swap(slotsMap(hold.date), field, currentRaw, JSON.stringify(claim), forgetDayAt(hold.date)))) {
      return `${where} was just taken by someone else; pick another slot.`;
    }
    return undefined;
  }

  async function hold(
    userId: string,
    request: { court: string; date: string; time: string; phone: string },
  ): Promise<Outcome<Hold>> {
    const club = clock();
    const court = findCourt(request.court);
    if (!court.ok) return court;
    const date = parseDate(request.date, club.today);
    if (!date.ok) return date;
    const time = parseTime(request.time);
    if (!time.ok) return time;
    const phone = parsePhone(request.phone);
    if (!phone.ok) return phone;
    const where = `${court.value.name} on ${date.value} at ${time.value}`;
    if (hasStarted(date.value, time.value, club))
      return { ok: false, message: `${where} has already started; pick a later slot.` };
    if (bookedByMembers(date.value, court.value.id, time.value))
      return { ok: false, message: `${where} is already booked by another member.` };

    // Holds waiting for their code count too: each may become a booking.
    const taken = (await upcomingBookings(userId)).length + (await liveHolds(userId)).length;
    if (taken >= limits.maxBookings) {
      return {
        ok: false,
        message: `You already have ${limits.maxBookings} upcoming bookings and holds, the most the club allows.`,
      };
    }

    const id = `hold-${randomUUID()}`;
    const until = now() + limits.holdMinutes * 60_000;
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const held: Hold = {
      id,
      courtId: court.value.id,
      date: date.value,
      time: time.value,
      phone: phone.value,
      expiresAt: new Date(until).toISOString(),
      attemptsLeft: limits.codeAttempts,
      codeHash: hashCode(id, code),
    };
    // First a place among the person's holds, then the slot; a slot that cannot be had gives the place back.
    const place = await takePlace(userId, held);
    if (!place) {
      return {
        ok: false,
        message: `You already have ${limits.maxHolds} bookings waiting for their SMS code; confirm or let one expire first.`,
      };
    }
    const refused = await claimSlot(userId, held, until, where);
    if (refused) {
      await store.swap(holdsMap(userId), place, JSON.stringify(held), undefined);
      return { ok: false, message: refused };
    }
    const allowance = await texts.take(userId, phone.value);
    if (!allowance.ok) {
      // No text, no hold: the slot and the place go back at once.
      await store.swap(holdsMap(userId), place, JSON.stringify(held), undefined);
      await releaseSlot(held);
      return { ok: false, message: textRefusal(allowance, phone.value) };
    }
    await inbox.send({
      to: phone.value,
      code,
      text: `Tennis club: ${code} is your code to confirm ${where}. It expires in ${limits.holdMinutes} minutes.`,
    });
    return { ok: true, value: held };
  }

  async function confirm(userId: string, request: { code: string; holdId?: string }): Promise<Outcome<Booking>> {
    const code = request.code.replace(/[\s-]/g, '');
    if (!/^\d{6}$/.test(code))
      return { ok: false, message: 'The code is the 6 digits of the text message the club sent.' };
    const holds = await liveHolds(userId);
    const wanted = request.holdId?.trim();
    const candidates = wanted ? holds.filter(({ hold }) => hold.id === wanted) : holds;
    if (candidates.length === 0) {
      return {
        ok: false,
        message: wanted
          ? `No booking ${wanted} is waiting for a code (it may have expired); book the slot again.`
          : 'No booking is waiting for a code; book a slot first.',
      };
    }
    if (candidates.length > 1) {
      return {
        ok: false,
        message: `Several bookings are waiting for a code (${candidates.map(({ hold }) => hold.id).join(', ')}); say which with holdId.`,
      };
    }
    const { hold: waiting, place, raw } = candidates[0]!;
    const where = `${courtName(waiting.courtId)} on ${waiting.date} at ${waiting.time}`;
    // A try is used up before the code is compared: calls sent at once each pay theirs, so the fifth
    // wrong code releases the hold however the guesses are sent, and no answer tells a right code apart.
    const spent = await spendTry(userId, place, raw);
    if (!spent) return { ok: false, message: `${where} is no longer waiting for a code.` };
    const { hold } = spent;
    const given = Buffer.from(hashCode(hold.id, code), 'hex');
    const expected = Buffer.from(hold.codeHash, 'hex');

    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      if (hold.attemptsLeft <= 0) {
        if (await store.swap(holdsMap(userId), place, spent.raw, undefined)) await releaseSlot(hold);
        return {
          ok: false,
          message: `That code is wrong, and it was the last try: ${where} is released. Book it again for a new code.`,
        };
      }
      return {
        ok: false,
        message: `That code is wrong; ${hold.attemptsLeft} ${hold.attemptsLeft === 1 ? 'try' : 'tries'} left.`,
      };
    }

    // Taking the hold out first makes a code good for one booking only, even with two calls at once.
    if (!(await takeOut(userId, place, spent.raw))) {
      return { ok: false, message: `${where} is no longer waiting for a code.` };
    }
    const booking: Booking = {
      id: `booking-${randomUUID()}`,
      courtId: hold.courtId,
      date: hold.date,
      time: hold.time,
      phone: hold.phone,
      confirmedAt: new Date(now()).toISOString(),
    };
    // Holds count towards the limit when they are made, but holds made at once may all have passed
    // it: a place among the person's bookings, taken by a compare-and-set, is the limit that holds.
    const kept = await keepBooking(userId, booking);
    if (!kept) {
      await releaseSlot(hold);
      return {
        ok: false,
        message: `You already have ${limits.maxBookings} upcoming bookings, the most the club allows: ${where} is released.`,
      };
    }
    const field = slotField(hold.courtId, hold.time);
    const claimRaw = await store.get(slotsMap(hold.date), field);
    const claim = readClaim(claimRaw);
    const next: Claim = { kind: 'booking', id: booking.id, userId };
    const stillMine = claim?.kind === 'hold' && claim.id === hold.id;
    if (
      !stillMine ||
      !(await store.swap(slotsMap(hold.date), field, claimRaw, JSON.stringify(next), forgetDayAt(hold.date)))
    ) {
      await store.swap(bookingsMap(userId), kept, JSON.stringify(booking), undefined);
      return { ok: false, message: `The hold on ${where} ran out and the slot was taken; pick another slot.` };
    }
    return { ok: true, value: booking };
  }

  return {
    freeSlots,
    hold,
    confirm,
    holdsOf: async (userId) => (await liveHolds(userId)).map(({ hold }) => hold),
    bookingsOf: upcomingBookings,
  };
}
