// The provider restarted with --data in the middle of an OTP, a magic-link and a password-reset flow
// (and with a live session): each flow is finished after the restart, and what did not survive is named.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { startProvider, type RunningProvider } from '../../local-provider/http/server.ts';

export interface RestartFigures {
  /** Flow → 'kept' or what went wrong when it was finished after the restart. */
  flows: Record<string, string>;
  lost: string[];
}

const STRONG = 'baseline-volley-topspin-7431!';

function pkce() {
  const verifier = randomBytes(32).toString('hex');
  return { code_verifier: verifier, code_challenge: createHash('sha256').update(verifier).digest('base64url') };
}

async function call(running: RunningProvider, path: string, body: unknown, secret?: string) {
  const token = running.provider.settings.public_token;
  const answer = await fetch(`${running.url}${path}`, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${Buffer.from(`${token}:${secret ?? token}`).toString('base64')}`,
      'Content-Type': 'application/json',
      Origin: 'http://localhost:5173',
    },
    body: JSON.stringify(body),
  });
  return { status: answer.status, body: (await answer.json()) as any };
}

const tokenOf = (link: string | undefined) => new URL(link ?? 'http://invalid/').searchParams.get('token') ?? '';

export async function providerRestartFigures(): Promise<RestartFigures> {
  const folder = mkdtempSync(join(tmpdir(), 'court-restart-'));
  const dataFile = join(folder, 'state.json');
  try {
    const first = await startProvider({ port: 0, dataFile });
    const stamp = Date.now().toString(36);
    const otpEmail = `restart-otp-${stamp}@court-login.local`;
    const linkEmail = `restart-link-${stamp}@court-login.local`;
    const sent = await call(first, '/sdk/v1/otps/email/login_or_create', { email: otpEmail });
    const code = first.provider.inbox.latest(otpEmail)?.code ?? '';
    const linkPair = pkce();
    await call(first, '/sdk/v1/magic_links/email/login_or_create', {
      email: linkEmail,
      code_challenge: linkPair.code_challenge,
    });
    const linkToken = tokenOf(first.provider.inbox.latest(linkEmail)?.link);
    const resetPair = pkce();
    await call(first, '/sdk/v1/passwords/email/reset/start', {
      email: 'rally@court-login.local',
      code_challenge: resetPair.code_challenge,
    });
    const resetToken = tokenOf(first.provider.inbox.latest('rally@court-login.local')?.link);
    const signedIn = await call(first, '/sdk/v1/passwords/authenticate', {
      email: 'rally@court-login.local',
      password: 'clay-court-rally-2026',
      session_duration_minutes: 60,
    });
    const sessionToken: string = signedIn.body.data?.session_token ?? '';
    await first.close();

    const second = await startProvider({ port: 0, dataFile });
    try {
      const outcome = (answer: { status: number; body: any }) =>
        answer.status === 200 ? 'kept' : `lost: ${answer.status} ${answer.body.error_type}`;
      const flows: Record<string, string> = {
        session: outcome(await call(second, '/sdk/v1/sessions/authenticate', {}, sessionToken)),
        otp: outcome(
          await call(second, '/sdk/v1/otps/authenticate', {
            token: code,
            method_id: sent.body.data.method_id,
            session_duration_minutes: 30,
          }),
        ),
        magicLink: outcome(
          await call(second, '/sdk/v1/magic_links/authenticate', {
            token: linkToken,
            session_duration_minutes: 30,
            code_verifier: linkPair.code_verifier,
          }),
        ),
        passwordReset: outcome(
          await call(second, '/sdk/v1/passwords/email/reset', {
            token: resetToken,
            password: STRONG,
            session_duration_minutes: 30,
            code_verifier: resetPair.code_verifier,
          }),
        ),
      };
      flows.newPasswordSignIn = outcome(
        await call(second, '/sdk/v1/passwords/authenticate', {
          email: 'rally@court-login.local',
          password: STRONG,
          session_duration_minutes: 30,
        }),
      );
      return {
        flows,
        lost: Object.entries(flows)
          .filter(([, result]) => result !== 'kept')
          .map(([flow]) => flow),
      };
    } finally {
      await second.close();
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
