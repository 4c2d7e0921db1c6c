import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RETURN_TO_KEY } from '../../../host-app/return-to.ts';
import { stackPerFile } from './harness.tsx';

const app = stackPerFile();

describe('routes for a visitor who is not signed in', () => {
  it('sends / to /dashboard, and the gate sends /dashboard to /login after saving returnTo', async () => {
    app.open('/');
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(localStorage.getItem(RETURN_TO_KEY)).toBe('/dashboard');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Tennis Court Booking Authentication');
    expect(screen.queryByRole('button', { name: 'Log Out' })).toBeNull();
  });

  it('remembers the query of the gated page too', async () => {
    app.open('/dashboard?from=assistant');
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(localStorage.getItem(RETURN_TO_KEY)).toBe('/dashboard?from=assistant');
  });

  it('shows the Google-only widget on /login, coming back to /authenticate, and focuses the page heading', async () => {
    app.open('/login');
    const heading = await screen.findByRole('heading', { name: 'Sign in' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const widget = document.querySelector('court-login');
    expect(widget).not.toBeNull();
    expect(widget?.getAttribute('public-token')).toBe(app.stack.publicToken);
    expect(widget?.getAttribute('provider-url')).toBe(app.stack.provider.url);
    // The config reaches the element as a property, from <CourtLogin>.
    expect(widget?.config).toEqual({
      products: ['oauth'],
      oauthOptions: {
        providers: [{ type: 'google' }],
        loginRedirectURL: `${window.location.origin}/authenticate`,
        signupRedirectURL: `${window.location.origin}/authenticate`,
      },
    });
  });

  it('shows a not-found page with a way back for unknown paths', async () => {
    app.open('/courts/7');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Go to your dashboard' }));
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
  });
});
