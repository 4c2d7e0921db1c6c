import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createProvider } from '../../../local-provider/http/app.ts';
import { GENERIC_ERROR } from '../../../src/i18n/describe-error.ts';
import { getCourt } from '../../../src/session/court.ts';
import { parseConfig } from '../../../src/config/parse.ts';
import { LISTED_PROBLEMS } from '../../../src/widget/ConfigProblems.tsx';
import { CourtLoginWidget } from '../../../src/widget/Widget.tsx';
import type { WidgetOutputs } from '../../../src/widget/types.ts';
import { localCourt, PUBLIC_TOKEN, widgetConfig } from '../flows/support.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  document.cookie.split(';').forEach((cookie) => {
    document.cookie = `${cookie.split('=')[0]!.trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});

function outputs() {
  return {
    onSuccess: vi.fn<WidgetOutputs['onSuccess']>(),
    onError: vi.fn<WidgetOutputs['onError']>(),
    onEvent: vi.fn<WidgetOutputs['onEvent']>(),
  };
}

let courts = 0;
/** A Court on the local provider whose answers pass through `answer` first. */
function courtWith(answer: (request: Request, response: () => Promise<Response>) => Promise<Response>) {
  const provider = createProvider({});
  const court = getCourt({
    publicToken: PUBLIC_TOKEN,
    providerUrl: `http://widget-provider-${++courts}.test`,
    fetch: ((input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      return answer(request, () => provider.fetch(request));
    }) as typeof fetch,
  });
  return { provider, court };
}

function keysOf(value: unknown): string[] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
}

const emailOtp = () => widgetConfig({ products: ['otp'], otpOptions: { methods: ['email'] } });

describe('CourtLoginWidget', () => {
  it('signs in by email code against the local provider and reports success without any token', async () => {
    const issued: string[] = [];
    const { provider, court } = courtWith(async (request, respond) => {
      const response = await respond();
      if (request.url.endsWith('/otps/authenticate')) {
        const { data } = (await response.clone().json()) as { data: { session_token: string; session_jwt: string } };
        issued.push(data.session_token, data.session_jwt);
      }
      return response;
    });
    const out = outputs();
    const user = userEvent.setup();
    render(<CourtLoginWidget setup={{ kind: 'ready', court, config: emailOtp(), mode: 'login' }} outputs={out} />);
    await user.type(await screen.findByLabelText('Email'), 'widget@court-login.local{Enter}');
    await screen.findByRole('heading', { name: 'Enter passcode' });
    const code = provider.inbox.latest('widget@court-login.local')!.code!;
    await user.type(screen.getAllByRole('textbox')[0]!, code);
    await screen.findByRole('heading', { name: 'Success' });
    // Reported once the reporting chunk is there (right after the first paint).
    await vi.waitFor(() => expect(out.onSuccess).toHaveBeenCalledTimes(1));
    const detail = out.onSuccess.mock.calls[0]![0];
    expect(detail.method).toBe('otp');
    expect(issued).toHaveLength(2);
    const serialized = JSON.stringify(detail);
    for (const token of issued) expect(serialized).not.toContain(token);
    expect(keysOf(detail).filter((key) => /token|jwt/i.test(key))).toEqual([]);
    expect(out.onEvent).toHaveBeenCalledWith({ type: 'render_login_screen', data: {} });
  });

  it('shows the generic message when the provider gives no error_message, and reports it', async () => {
    const { court } = courtWith(async (request, respond) =>
      request.url.endsWith('/otps/email/login_or_create')
        ? new Response(JSON.stringify({ status_code: 500, error_type: 'internal_server_error' }), {
            status: 500,
            headers: { 'Content-Type': 'application/json' },
          })
        : respond(),
    );
    const out = outputs();
    const user = userEvent.setup();
    render(<CourtLoginWidget setup={{ kind: 'ready', court, config: emailOtp(), mode: 'login' }} outputs={out} />);
    await user.type(await screen.findByLabelText('Email'), 'down@court-login.local{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(GENERIC_ERROR);
    expect(out.onError).toHaveBeenCalledWith({ code: 'internal_server_error', message: GENERIC_ERROR });
  });

  it('shows configuration problems under a heading and reports each with its field', async () => {
    const out = outputs();
    render(
      <CourtLoginWidget
        setup={{ kind: 'problems', problems: [{ field: 'mode', code: 'configMode', values: { options: 'login' } }] }}
        outputs={out}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Sign-in unavailable' })).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toContain('The mode attribute must be one of: login.');
    await waitFor(() =>
      expect(out.onError).toHaveBeenCalledWith({
        code: 'config',
        field: 'mode',
        message: 'The mode attribute must be one of: login.',
      }),
    );
  });

  it('lists and reports the first 20 of thousands of configuration problems, and says in the console how many more', async () => {
    const out = outputs();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const issues = parseConfig({ products: Array.from({ length: 5000 }, (_, index) => `product-${index}`) }).issues!;
    expect(issues.length).toBeGreaterThanOrEqual(5000);
    render(<CourtLoginWidget setup={{ kind: 'problems', problems: issues }} outputs={out} />);
    const alert = await screen.findByRole('alert');
    expect(alert.querySelectorAll('li')).toHaveLength(LISTED_PROBLEMS);
    await waitFor(() => expect(out.onError).toHaveBeenCalledTimes(LISTED_PROBLEMS));
    expect(warn).toHaveBeenCalledWith(
      `court-login: ${issues.length - LISTED_PROBLEMS} more configuration problems are not listed; fix the first ones and look again.`,
    );
  });

  it('moves focus to the new screen and back to the form', async () => {
    const { court } = localCourt();
    const user = userEvent.setup();
    render(
      <CourtLoginWidget setup={{ kind: 'ready', court, config: emailOtp(), mode: 'login' }} outputs={outputs()} />,
    );
    await user.type(await screen.findByLabelText('Email'), 'focus@court-login.local{Enter}');
    await screen.findByRole('heading', { name: 'Enter passcode' });
    expect(document.activeElement).toBe(screen.getAllByRole('textbox')[0]);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
  });

  it('shows the passkey button only once the browser said it has no passkey autofill', async () => {
    let answer: ((supported: boolean) => void) | undefined;
    vi.stubGlobal('PublicKeyCredential', {
      isConditionalMediationAvailable: () => new Promise<boolean>((resolve) => (answer = resolve)),
    });
    const { court } = localCourt();
    render(
      <CourtLoginWidget
        setup={{
          kind: 'ready',
          court,
          config: widgetConfig({ products: ['otp', 'passkeys'], otpOptions: { methods: ['email'] } }),
          mode: 'login',
        }}
        outputs={outputs()}
      />,
    );
    await screen.findByLabelText('Email');
    expect(screen.queryByRole('button', { name: 'Login with a Passkey' })).toBeNull();
    // The passkeys' chunk asks the browser once it has loaded, which on a busy machine can be after the form shows.
    await vi.waitFor(() => expect(answer).toBeDefined());
    answer!(false);
    expect(await screen.findByRole('button', { name: 'Login with a Passkey' })).toBeTruthy();
  });
});
