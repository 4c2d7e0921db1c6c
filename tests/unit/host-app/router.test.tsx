import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Link, navigate, usePath } from '../../../host-app/router.tsx';

function CurrentPath() {
  return (
    <div>
      <p data-testid="path">{usePath()}</p>
      <Link to="/dashboard">Dashboard</Link>
    </div>
  );
}

beforeEach(() => window.history.replaceState(null, '', '/start'));
afterEach(cleanup);

describe('router', () => {
  it('re-renders on navigate, with push adding and replace swapping history entries', () => {
    render(<CurrentPath />);
    expect(screen.getByTestId('path').textContent).toBe('/start');
    const before = window.history.length;
    act(() => navigate('/login'));
    expect(screen.getByTestId('path').textContent).toBe('/login');
    expect(window.history.length).toBe(before + 1);
    act(() => navigate('/dashboard', { replace: true }));
    expect(window.location.pathname).toBe('/dashboard');
    expect(window.history.length).toBe(before + 1);
  });

  it('follows the back button (popstate)', () => {
    render(<CurrentPath />);
    act(() => {
      window.history.pushState(null, '', '/elsewhere');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByTestId('path').textContent).toBe('/elsewhere');
  });

  it('Link navigates in place on a plain click and leaves modified clicks to the browser', () => {
    render(<CurrentPath />);
    const link = screen.getByRole('link', { name: 'Dashboard' });
    expect(link.getAttribute('href')).toBe('/dashboard');
    // Not cancelled: the browser opens the link as asked (e.g. in a new tab).
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    act(() => navigate('/start', { replace: true }));
    const plain = fireEvent.click(link);
    expect(plain).toBe(false);
    expect(screen.getByTestId('path').textContent).toBe('/dashboard');
  });
});
