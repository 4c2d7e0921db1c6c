import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AlertBanner } from '../../../src/ui/AlertBanner.tsx';
import { splitLinks } from '../../../src/ui/LinkedText.tsx';

afterEach(cleanup);

describe('splitLinks', () => {
  it('splits a message into text and http(s) links, leaving sentence punctuation to the text', () => {
    expect(splitLinks('See https://stytch.com/docs/api/errors/400#x, or http://a.example/b.')).toEqual([
      { text: 'See ' },
      { href: 'https://stytch.com/docs/api/errors/400#x' },
      { text: ', or ' },
      { href: 'http://a.example/b' },
      { text: '.' },
    ]);
  });

  it('leaves a message without links, and other schemes, as one text', () => {
    expect(splitLinks('Nothing to see.')).toEqual([{ text: 'Nothing to see.' }]);
    expect(splitLinks('javascript:alert(1) ftp://x.example')).toEqual([
      { text: 'javascript:alert(1) ftp://x.example' },
    ]);
  });
});

describe('AlertBanner with a provider message', () => {
  it('renders links as anchors and HTML as text', async () => {
    const message = 'Bad <img src=x onerror=alert(1)> see https://stytch.com/docs/x.';
    const { container } = render(<AlertBanner variant="form-error">{message}</AlertBanner>);
    const alert = container.querySelector('[role="alert"]')!;
    expect(alert.textContent).toBe(message);
    // The links come with the alerts' chunk, requested after the first paint; the words are there at once.
    const link = await waitFor(() => {
      const anchor = alert.querySelector('a');
      if (!anchor) throw new Error('no link yet');
      return anchor;
    });
    expect(alert.textContent).toBe(message);
    expect(alert.querySelector('img')).toBeNull();
    expect(link.getAttribute('href')).toBe('https://stytch.com/docs/x');
    expect(link.target).toBe('_blank');
    expect(link.rel).toBe('noopener noreferrer');
  });

  it('announces a success politely, with its sign', async () => {
    const { container } = render(<AlertBanner variant="success">Saved.</AlertBanner>);
    const banner = container.querySelector('[part~="alert-success"]')!;
    expect(banner.getAttribute('role')).toBe('status');
    await waitFor(() => expect(banner.querySelector('svg[aria-hidden="true"]')).not.toBeNull());
  });
});
