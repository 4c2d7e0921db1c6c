import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PasskeyList } from '../../../src/screens/passkeys/PasskeyList.tsx';

afterEach(cleanup);

const registration = (id: string, name: string) => ({ webauthn_registration_id: id, name, domain: 'localhost', user_agent: '', authenticator_type: '', verified: true });

describe('passkey list', () => {
  it('gives every button a unique accessible name, numbering passkeys of the same name', () => {
    const props = { edit: null, pending: null, onEdit: vi.fn(), onCancel: vi.fn(), onRename: vi.fn(), onDelete: vi.fn() };
    render(<PasskeyList {...props} registrations={[registration('a', 'Google Password Manager'), registration('b', 'YubiKey'), registration('c', 'Google Password Manager'), registration('d', '')]} />);
    const labels = screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'));
    expect(labels).toEqual([
      'Rename Google Password Manager (1)', 'Delete Google Password Manager (1)',
      'Rename YubiKey', 'Delete YubiKey',
      'Rename Google Password Manager (2)', 'Delete Google Password Manager (2)',
      'Rename Unnamed passkey', 'Delete Unnamed passkey',
    ]);
    expect(new Set(labels).size).toBe(labels.length);
  });
});
