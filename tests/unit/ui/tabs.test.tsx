import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs } from '../../../src/ui/Tabs.tsx';

afterEach(cleanup);

const ITEMS = [
  { key: 'otp-sms', label: 'Text' },
  { key: 'otp-whatsapp', label: 'WhatsApp' },
  { key: 'magicLink', label: 'Email' },
];

function Methods({ locked = false }: { locked?: boolean }) {
  const [selected, setSelected] = useState('otp-sms');
  return (
    <Tabs items={ITEMS} selected={selected} onSelect={(key) => !locked && setSelected(key)}>
      <p>Panel of {selected}</p>
    </Tabs>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('labels the tab list and ties the panel to the selected tab', () => {
    render(<Methods />);
    expect(screen.getByRole('tablist', { name: 'Sign-in method' })).toBeTruthy();
    expect(screen.getByRole('tabpanel', { name: 'Text' }).textContent).toBe('Panel of otp-sms');
    expect(tab('Text').tabIndex).toBe(0);
    expect(tab('Email').tabIndex).toBe(-1);
  });

  it('selects with arrows, Home and End, wrapping around, and focus follows', async () => {
    const user = userEvent.setup();
    render(<Methods />);
    await user.click(tab('Text'));
    await user.keyboard('{ArrowLeft}');
    expect(tab('Email').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('Email'));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Text'));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(tab('Email'));
    await user.keyboard('{Home}');
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel of otp-sms');
  });

  it('keeps focus on the selected tab when the selection is refused', async () => {
    const user = userEvent.setup();
    render(<Methods locked />);
    await user.click(tab('Text'));
    await user.keyboard('{ArrowRight}');
    expect(tab('Text').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('Text'));
  });
});
