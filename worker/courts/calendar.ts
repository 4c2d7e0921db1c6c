// The club's calendar: its courts, the hourly slots from 07:00 to 22:00 in the club's time zone, the
// two weeks ahead that can be booked, and the slots other members already hold (seeded, the same on
// every worker and every run). A real club's booking system replaces this file and bookings.ts.
import { createHash } from 'node:crypto';

export interface Court {
  id: string;
  name: string;
  surface: string;
}

export const COURTS: readonly Court[] = [
  { id: 'court-1', name: 'Court 1', surface: 'hard' },
  { id: 'court-2', name: 'Court 2', surface: 'clay' },
  { id: 'court-3', name: 'Court 3', surface: 'indoor hard' },
];

export const FIRST_HOUR = 7;
export const LAST_HOUR = 21;
/** How many days, today included, can be booked. */
export const BOOKABLE_DAYS = 14;

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

/** Today's date and the current hour, as the club's clock shows them. */
export function clubClock(now: number, timeZone: string): { today: string; hour: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(now));
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return { today: `${part('year')}-${part('month')}-${part('day')}`, hour: Number(part('hour')) };
}

export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** `today`, `tomorrow` or YYYY-MM-DD, within the bookable days. */
export function parseDate(input: string | undefined, today: string): Parsed<string> {
  const text = (input ?? '').trim().toLowerCase();
  if (text === '' || text === 'today') return { ok: true, value: today };
  if (text === 'tomorrow') return { ok: true, value: addDays(today, 1) };
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const real = match && addDays(text, 0) === text;
  if (!real)
    return {
      ok: false,
      message: `"${input}" is not a date: give it as YYYY-MM-DD (e.g. ${addDays(today, 1)}), "today" or "tomorrow".`,
    };
  const last = addDays(today, BOOKABLE_DAYS - 1);
  if (text < today)
    return { ok: false, message: `${text} is in the past; courts can be booked from ${today} to ${last}.` };
  if (text > last)
    return { ok: false, message: `${text} is too far ahead; courts can be booked from ${today} to ${last}.` };
  return { ok: true, value: text };
}

/** A slot's start, "18:00", "18", "6pm" or "6 pm", as HH:00. */
export function parseTime(input: string): Parsed<string> {
  const match = /^(\d{1,2})(?::(\d{2}))?\s*(am|pm)?$/i.exec(input.trim());
  let hour = match ? Number(match[1]) : NaN;
  const minutes = match?.[2] ?? '00';
  const half = match?.[3]?.toLowerCase();
  if (half && hour >= 1 && hour <= 12) hour = (hour % 12) + (half === 'pm' ? 12 : 0);
  else if (half) hour = NaN;
  if (!Number.isInteger(hour) || minutes !== '00' || hour < FIRST_HOUR || hour > LAST_HOUR) {
    return {
      ok: false,
      message: `"${input}" is not a slot: slots start on the hour from ${slotTime(FIRST_HOUR)} to ${slotTime(LAST_HOUR)} (e.g. "18:00").`,
    };
  }
  return { ok: true, value: slotTime(hour) };
}

export function slotTime(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`;
}

export function slotTimes(): string[] {
  const times: string[] = [];
  for (let hour = FIRST_HOUR; hour <= LAST_HOUR; hour += 1) times.push(slotTime(hour));
  return times;
}

/** A court by its id ("court-2"), name ("Court 2") or number ("2"). */
export function findCourt(input: string): Parsed<Court> {
  const text = input.trim().toLowerCase().replace(/\s+/g, ' ');
  const court = COURTS.find(
    (candidate) => candidate.id === text || candidate.name.toLowerCase() === text || candidate.id === `court-${text}`,
  );
  if (court) return { ok: true, value: court };
  return {
    ok: false,
    message: `There is no court "${input}". The courts are ${COURTS.map((entry) => entry.name).join(', ')}.`,
  };
}

/** Slots other members booked before the assistant came: about one in four, fixed per date, court and hour. */
export function bookedByMembers(date: string, courtId: string, time: string): boolean {
  const digest = createHash('sha256').update(`${date}|${courtId}|${time}`).digest();
  return (digest[0] ?? 0) < 64;
}

/** Whether the slot has already started by the club's clock. */
export function hasStarted(date: string, time: string, clock: { today: string; hour: number }): boolean {
  return date < clock.today || (date === clock.today && Number(time.slice(0, 2)) <= clock.hour);
}
