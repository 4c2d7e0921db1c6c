// The assistant's three tools, as an MCP server for one caller: each knows who is calling (from the
// access token's `sub`, named by the provider), works on that person's own bookings, says their email
// address, and reports whether they also have a live session on the tennis app's page.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import type { AuthenticatedSession } from '../registry.ts';
import { StoreUnavailable } from '../store/store.ts';
import { COURTS } from '../courts/calendar.ts';
import { courtName, type Booking, type CourtBookings, type Hold } from '../courts/bookings.ts';
import type { Caller } from './access-token.ts';
import type { PeopleDirectory, Person } from './people.ts';
import type { CourtScope } from './protected-resource.ts';

/** The scope each tool needs; the endpoint refuses a call without it (403) before the tool runs. */
export const TOOL_SCOPES: ReadonlyMap<string, CourtScope> = new Map([
  ['check_tennis_courts', 'courts:read'],
  ['book_and_request_sms', 'courts:book'],
  ['enter_sms_code_and_complete', 'courts:book'],
]);

export interface ToolContext {
  people: PeopleDirectory;
  bookings: CourtBookings;
  /** The person's web session recorded by POST /authenticate, if live. */
  webSession(userId: string): Promise<AuthenticatedSession | undefined>;
}

const DATE_HINT =
  'A day as YYYY-MM-DD, or "today" or "tomorrow" (the club\'s time zone); courts can be booked up to two weeks ahead.';
const COURT_HINT = `A court by name or number: ${COURTS.map((court) => `"${court.name}"`).join(', ')}.`;

const describeSlot = (entry: { courtId: string; date: string; time: string }) =>
  `${courtName(entry.courtId)} on ${entry.date} at ${entry.time}`;

/** Who is calling, as every result begins. */
function signedInLine(person: Person, session: AuthenticatedSession | undefined): string {
  const who = person.email ? person.email : `user ${person.userId} (no email address on file)`;
  const web = session
    ? `You are also signed in on the tennis app's web page (until ${session.expiresAt}).`
    : "You are not signed in on the tennis app's web page right now.";
  return `Signed in as ${who}. ${web}`;
}

function personOf(person: Person, session: AuthenticatedSession | undefined) {
  return {
    user: { userId: person.userId, email: person.email },
    webSession: session ? { signedIn: true, expiresAt: session.expiresAt } : { signedIn: false },
  };
}

const failure = (text: string): CallToolResult => ({ isError: true, content: [{ type: 'text', text }] });

/** A tool whose records cannot be reached says so in words the assistant can pass on; other errors stay errors. */
function guarded<Args>(tool: (args: Args) => Promise<CallToolResult>): (args: Args) => Promise<CallToolResult> {
  return async (args) => {
    try {
      return await tool(args);
    } catch (error) {
      if (error instanceof StoreUnavailable)
        return failure("The club's booking records could not be reached just now. Try again in a few seconds.");
      throw error;
    }
  };
}

function listBookings(bookings: Booking[], holds: Hold[]): string[] {
  const lines: string[] = [];
  lines.push(bookings.length ? 'Your bookings:' : 'You have no upcoming bookings.');
  for (const booking of bookings) lines.push(`- ${describeSlot(booking)} (${booking.id})`);
  for (const hold of holds)
    lines.push(
      `- waiting for the SMS code sent to ${hold.phone}: ${describeSlot(hold)}, until ${hold.expiresAt} (${hold.id})`,
    );
  return lines;
}

export function createCourtServer(context: ToolContext, caller: Caller): McpServer {
  const server = new McpServer(
    { name: 'tennis-court-booking', title: 'Tennis court booking assistant', version: '1.0.0' },
    {
      instructions:
        'Check free tennis courts and book them for the signed-in person. A booking is held until the person reads you the 6-digit code the club texts them.',
    },
  );

  /** Names the caller, or explains why the tool cannot run. */
  async function whoIsCalling(): Promise<
    { person: Person; session: AuthenticatedSession | undefined } | CallToolResult
  > {
    const lookup = await context.people(caller.userId);
    if (lookup.kind === 'unknown')
      return failure('The account behind this sign-in no longer exists at the club. Sign in again.');
    if (lookup.kind === 'unavailable')
      return failure(
        'The club could not confirm who you are just now (the sign-in service did not answer). Try again in a few seconds.',
      );
    return { person: lookup.person, session: await context.webSession(caller.userId) };
  }

  server.registerTool(
    'check_tennis_courts',
    {
      title: 'Check tennis courts',
      description:
        "Lists the free one-hour slots of the club's courts on a day (today when no date is given), and the signed-in person's own bookings and pending holds.",
      inputSchema: {
        date: z.string().max(10).optional().describe(DATE_HINT),
        court: z.string().max(20).optional().describe(`${COURT_HINT} All courts when omitted.`),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    guarded(async ({ date, court }) => {
      const who = await whoIsCalling();
      if ('content' in who) return who;
      const slots = await context.bookings.freeSlots(date, court);
      if (!slots.ok) return failure(`${signedInLine(who.person, who.session)}\n${slots.message}`);
      const [bookings, holds] = await Promise.all([
        context.bookings.bookingsOf(who.person.userId),
        context.bookings.holdsOf(who.person.userId),
      ]);
      const lines = [signedInLine(who.person, who.session), `Free courts on ${slots.value.date}:`];
      for (const { court: entry, free } of slots.value.courts) {
        lines.push(`- ${entry.name} (${entry.surface}): ${free.length ? free.join(', ') : 'nothing free'}`);
      }
      lines.push(...listBookings(bookings, holds));
      return {
        content: [{ type: 'text', text: lines.join('\n') }],
        structuredContent: {
          ...personOf(who.person, who.session),
          date: slots.value.date,
          courts: slots.value.courts.map(({ court: entry, free }) => ({ ...entry, free })),
          bookings,
          holds: holds.map(({ codeHash: _secret, ...hold }) => hold),
        },
      };
    }),
  );

  server.registerTool(
    'book_and_request_sms',
    {
      title: 'Book a court and request the SMS code',
      description:
        'Holds a free one-hour slot for the signed-in person and has the club text a 6-digit code to their phone. The booking is made once the code is given to enter_sms_code_and_complete; the hold lapses after 10 minutes.',
      inputSchema: {
        court: z.string().min(1).max(20).describe(COURT_HINT),
        date: z.string().min(1).max(10).describe(DATE_HINT),
        time: z
          .string()
          .min(1)
          .max(8)
          .describe('The slot\'s start on the hour, e.g. "18:00" or "6pm"; slots run from 07:00 to 22:00.'),
        phone: z
          .string()
          .max(24)
          .optional()
          .describe(
            "The mobile number to text the code to, in international form (e.g. +1 202 555 0143). The number on the person's account is used when omitted.",
          ),
      },
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    },
    guarded(async ({ court, date, time, phone }) => {
      const who = await whoIsCalling();
      if ('content' in who) return who;
      const signedIn = signedInLine(who.person, who.session);
      const number = phone ?? who.person.phone;
      if (!number)
        return failure(
          `${signedIn}\nWhich mobile number should the club text the code to? Give it in international form, e.g. +1 202 555 0143.`,
        );
      const held = await context.bookings.hold(who.person.userId, { court, date, time, phone: number });
      if (!held.ok) return failure(`${signedIn}\n${held.message}`);
      const { codeHash: _secret, ...hold } = held.value;
      return {
        content: [
          {
            type: 'text',
            text: `${signedIn}\n${describeSlot(hold)} is held for you until ${hold.expiresAt} (${hold.id}). The club has texted a 6-digit code to ${hold.phone}; ask for it and pass it to enter_sms_code_and_complete.`,
          },
        ],
        structuredContent: { ...personOf(who.person, who.session), hold },
      };
    }),
  );

  server.registerTool(
    'enter_sms_code_and_complete',
    {
      title: 'Enter the SMS code and complete the booking',
      description:
        "Confirms the signed-in person's held slot with the 6-digit code the club texted them. With one hold waiting no holdId is needed.",
      inputSchema: {
        code: z.string().min(1).max(12).describe('The 6-digit code from the text message.'),
        holdId: z
          .string()
          .max(64)
          .optional()
          .describe('Which hold to confirm, as book_and_request_sms named it; only needed when several are waiting.'),
      },
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    },
    guarded(async ({ code, holdId }) => {
      const who = await whoIsCalling();
      if ('content' in who) return who;
      const signedIn = signedInLine(who.person, who.session);
      const confirmed = await context.bookings.confirm(who.person.userId, { code, holdId });
      if (!confirmed.ok) return failure(`${signedIn}\n${confirmed.message}`);
      return {
        content: [
          { type: 'text', text: `${signedIn}\nBooked: ${describeSlot(confirmed.value)} (${confirmed.value.id}).` },
        ],
        structuredContent: { ...personOf(who.person, who.session), booking: confirmed.value },
      };
    }),
  );

  return server;
}
