import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DigitBoxes } from '../../../src/ui/DigitBoxes.tsx';

afterEach(cleanup);

function Passcode({ initial = '', disabled = false }: { initial?: string; disabled?: boolean }) {
  const [digits, setDigits] = useState(Array.from({ length: 6 }, (_, index) => initial[index] ?? ''));
  return (
    <>
      <p id="hint">Sent to you.</p>
      <DigitBoxes digits={digits} disabled={disabled} describedBy="hint" error={undefined} onChange={setDigits} />
    </>
  );
}

const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[];
const shown = () =>
  boxes()
    .map((box) => box.value || '_')
    .join('');

describe('DigitBoxes', () => {
  it('is one passcode field: a labelled group described by where the code went', () => {
    render(<Passcode />);
    expect(screen.getByRole('group', { name: 'One-time passcode', description: 'Sent to you.' })).toBeTruthy();
    expect(boxes()[0]!.autocomplete).toBe('one-time-code');
  });

  it('replaces only the digit of the box typed into', async () => {
    const user = userEvent.setup();
    render(<Passcode initial="12345" />);
    await user.click(boxes()[1]!);
    await user.keyboard('9');
    expect(shown()).toBe('19345_');
    expect(document.activeElement).toBe(boxes()[2]);
  });

  it('clears only the box Backspace is pressed in, then the one before once empty', async () => {
    const user = userEvent.setup();
    render(<Passcode initial="12345" />);
    await user.click(boxes()[2]!);
    await user.keyboard('{Backspace}');
    expect(shown()).toBe('12_45_');
    expect(document.activeElement).toBe(boxes()[2]);
    await user.keyboard('{Backspace}');
    expect(shown()).toBe('1__45_');
    expect(document.activeElement).toBe(boxes()[1]);
  });

  it('moves with the arrows and fills from the box a code is pasted into', async () => {
    const user = userEvent.setup();
    render(<Passcode initial="1" />);
    await user.click(boxes()[0]!);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(boxes()[2]);
    await user.paste('7 8 9');
    expect(shown()).toBe('1_789_');
  });

  it('keeps focus but takes no input while disabled', async () => {
    const user = userEvent.setup();
    render(<Passcode initial="12" disabled />);
    await user.click(boxes()[2]!);
    await user.keyboard('3{Backspace}');
    expect(shown()).toBe('12____');
    expect(document.activeElement).toBe(boxes()[2]);
  });
});
