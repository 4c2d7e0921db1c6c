import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { startProvider, type RunningProvider } from '../../../local-provider/http/server.ts';
import { courtRegistry } from '../../../src/session/court-key.ts';

let provider: RunningProvider;

beforeAll(async () => {
  provider = await startProvider({ port: 0 });
});

afterEach(() => {
  for (const court of [...courtRegistry().values()]) court.dispose();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  vi.resetModules();
  document.body.innerHTML = '';
});

afterAll(() => provider.close());

describe('host app start', () => {
  it('shows what is wrong with the configuration instead of the app', async () => {
    vi.stubEnv('VITE_COURT_PROVIDER_URL', 'localhost:8788');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = '<div id="root"></div>';
    await import('../../../host-app/main.tsx');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The app is not configured correctly');
    expect(alert.textContent).toContain(
      'VITE_COURT_PROVIDER_URL must be an absolute http(s) URL such as https://api.example.com, got "localhost:8788".',
    );
    expect(error).toHaveBeenCalledWith(expect.stringContaining('VITE_COURT_PROVIDER_URL'));
    expect(screen.queryByRole('button', { name: 'Log Out' })).toBeNull();
  });

  it('starts the app on the configured provider when the configuration is valid', async () => {
    vi.stubEnv('VITE_COURT_PROVIDER_URL', provider.url);
    window.history.replaceState(null, '', '/login');
    document.body.innerHTML = '<div id="root"></div>';
    await import('../../../host-app/main.tsx');
    await waitFor(() => expect(document.querySelector('court-login')?.getAttribute('provider-url')).toBe(provider.url));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Tennis Court Booking Authentication');
    // The page's Court asks for the project settings as it is made: the answer must come from this
    // provider, not be a failure logged once the provider has been closed after the last test.
    const warn = vi.spyOn(console, 'warn');
    const courts = [...courtRegistry().values()];
    expect(courts).toHaveLength(1);
    await courts[0]!.bootstrap.get();
    expect(warn).not.toHaveBeenCalled();
  });
});
