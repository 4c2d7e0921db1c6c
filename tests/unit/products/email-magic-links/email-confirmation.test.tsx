import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmailConfirmationScreen } from '../../../../src/products/email-magic-links/screens/EmailConfirmationScreen.tsx';

afterEach(cleanup);

describe('EmailConfirmationScreen', () => {
  it('links to three web mail services in a new tab, searching for the sender domain', () => {
    render(
      <EmailConfirmationScreen
        email="a@b.co"
        emailDomain="court-login.local"
        resending={false}
        onResend={vi.fn()}
        onTryAgain={vi.fn()}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Check your email' })).toBeTruthy();
    // The address is its own element, kept whole with its full stop; only the address is isolated
    // left to right, the full stop stays in the sentence's direction (see right-to-left-punctuation).
    const sentence = screen.getByText(
      (_, node) => node?.tagName === 'P' && node.textContent === 'An email was sent to a@b.co.',
    );
    expect(sentence.querySelector('.court-nowrap')?.textContent).toBe('a@b.co.');
    expect(sentence.querySelector('.court-nowrap > bdi[dir="ltr"]')?.textContent).toBe('a@b.co');
    const links = screen.getAllByRole('link') as HTMLAnchorElement[];
    expect(links.map((link) => link.textContent)).toEqual(['Open Gmail', 'Open Outlook', 'Open Yahoo']);
    for (const link of links) {
      expect(link.target).toBe('_blank');
      expect(link.rel).toBe('noopener noreferrer');
      expect(decodeURIComponent(link.href)).toContain('from:court-login.local');
    }
  });

  it('links to the inboxes without a search when the sender domain is unknown', () => {
    render(<EmailConfirmationScreen email="a@b.co" resending={false} onResend={vi.fn()} onTryAgain={vi.fn()} />);
    for (const link of screen.getAllByRole('link') as HTMLAnchorElement[]) expect(link.href).not.toContain('from');
  });

  it('resends and tries again', async () => {
    const user = userEvent.setup();
    const onResend = vi.fn();
    const onTryAgain = vi.fn();
    render(<EmailConfirmationScreen email="a@b.co" resending={false} onResend={onResend} onTryAgain={onTryAgain} />);
    await user.click(screen.getByRole('button', { name: 'Resend email' }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onResend).toHaveBeenCalledTimes(1);
    expect(onTryAgain).toHaveBeenCalledTimes(1);
  });
});
