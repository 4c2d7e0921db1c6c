import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CourtLoginWidget } from '../../../src/widget/Widget.tsx';
import type { WidgetOutputs } from '../../../src/widget/types.ts';
import { localCourt, widgetConfig } from '../flows/support.ts';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

function outputs() {
  return {
    onSuccess: vi.fn<WidgetOutputs['onSuccess']>(),
    onError: vi.fn<WidgetOutputs['onError']>(),
    onEvent: vi.fn<WidgetOutputs['onEvent']>(),
  };
}

describe('CourtLoginWidget', () => {
  it('signs in by email code against the local provider and reports success without tokens', async () => {
    const { provider, court } = localCourt();
    const out = outputs();
    const user = userEvent.setup();
    render(<CourtLoginWidget setup={{ kind: 'ready', court, config: widgetConfig({ products: ['otp'], otpOptions: { methods: ['email'] } }), mode: 'login' }} outputs={out} />);
    await user.type(screen.getByLabelText('Email'), 'widget@court-login.local{Enter}');
    await screen.findByRole('heading', { name: 'Enter passcode' });
    const code = provider.inbox.latest('widget@court-login.local')!.code!;
    await user.type(screen.getAllByRole('textbox')[0]!, code);
    await screen.findByRole('heading', { name: 'Success' });
    expect(out.onSuccess).toHaveBeenCalledTimes(1);
    const detail = out.onSuccess.mock.calls[0]![0];
    expect(detail.method).toBe('otp');
    expect(Object.keys(detail).sort()).toEqual(['method', 'session', 'user']);
    expect(out.onEvent).toHaveBeenCalledWith({ type: 'render_login_screen', data: {} });
  });

  it('shows configuration problems and reports each with its field', async () => {
    const out = outputs();
    render(<CourtLoginWidget setup={{ kind: 'problems', problems: [{ field: 'mode', message: 'The mode attribute must be one of: login.' }] }} outputs={out} />);
    expect(screen.getByRole('alert').textContent).toContain('The mode attribute must be one of: login.');
    await waitFor(() => expect(out.onError).toHaveBeenCalledWith({ code: 'config', field: 'mode', message: 'The mode attribute must be one of: login.' }));
  });

  it('moves focus to the new screen and back to the form', async () => {
    const { court } = localCourt();
    const user = userEvent.setup();
    render(<CourtLoginWidget setup={{ kind: 'ready', court, config: widgetConfig({ products: ['otp'], otpOptions: { methods: ['email'] } }), mode: 'login' }} outputs={outputs()} />);
    await user.type(screen.getByLabelText('Email'), 'focus@court-login.local{Enter}');
    await screen.findByRole('heading', { name: 'Enter passcode' });
    expect(document.activeElement).toBe(screen.getAllByRole('textbox')[0]);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
  });
});
