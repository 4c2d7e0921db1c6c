import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { languageTable } from '../../../../src/i18n/language-table.ts';
import { LanguageContext } from '../../../../src/i18n/text.ts';
import { PasskeyList } from '../../../../src/products/passkeys/screens/PasskeyList.tsx';

afterEach(cleanup);

const registration = (id: string, name: string) => ({
  webauthn_registration_id: id,
  name,
  domain: 'localhost',
  user_agent: '',
  authenticator_type: '',
  verified: true,
});

describe('passkey list', () => {
  it('gives every button a unique accessible name, numbering passkeys of the same name', () => {
    const props = {
      edit: null,
      pending: null,
      onEdit: vi.fn(),
      onCancel: vi.fn(),
      onRename: vi.fn(),
      onDelete: vi.fn(),
    };
    render(
      <PasskeyList
        {...props}
        registrations={[
          registration('a', 'Google Password Manager'),
          registration('b', 'YubiKey'),
          registration('c', 'Google Password Manager'),
          registration('d', ''),
        ]}
      />,
    );
    const labels = screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'));
    expect(labels).toEqual([
      'Rename Google Password Manager (1)',
      'Delete Google Password Manager (1)',
      'Rename YubiKey',
      'Delete YubiKey',
      'Rename Google Password Manager (2)',
      'Delete Google Password Manager (2)',
      'Rename Unnamed passkey',
      'Delete Unnamed passkey',
    ]);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('labels the buttons in the language on screen, numbered as the language writes numbers', async () => {
    const props = {
      edit: null,
      pending: null,
      onEdit: vi.fn(),
      onCancel: vi.fn(),
      onRename: vi.fn(),
      onDelete: vi.fn(),
    };
    const registrations = [registration('a', 'YubiKey'), registration('b', 'YubiKey'), registration('c', '')];
    render(
      <LanguageContext.Provider value={await languageTable('ar', undefined)}>
        <PasskeyList {...props} registrations={registrations} />
      </LanguageContext.Provider>,
    );
    const [one, two] = [1, 2].map((n) => new Intl.NumberFormat('ar').format(n));
    expect(screen.getByRole('list').getAttribute('aria-label')).toBe('مفاتيح المرور في حسابك');
    expect(
      screen.getAllByRole('button').map((button) => [button.getAttribute('aria-label'), button.textContent]),
    ).toEqual([
      [`إعادة تسمية YubiKey (${one})`, 'إعادة التسمية'],
      [`حذف YubiKey (${one})`, 'حذف'],
      [`إعادة تسمية YubiKey (${two})`, 'إعادة التسمية'],
      [`حذف YubiKey (${two})`, 'حذف'],
      ['إعادة تسمية مفتاح مرور بلا اسم', 'إعادة التسمية'],
      ['حذف مفتاح مرور بلا اسم', 'حذف'],
    ]);
  });
});
