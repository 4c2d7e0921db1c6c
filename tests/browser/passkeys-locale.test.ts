// Passkeys in the visitor's language, in Chromium and Firefox with their virtual authenticators: the registration
// mode, the list and its per-passkey buttons, a new passkey's name (saved at the provider), the
// errors of docs/specification.md#errors on screen and in court-error, and sign-in, in Japanese; right to left in Arabic.
import { expect } from 'chai';
import { cleanup, recordEvents, resetProvider, waitFor } from './support/element.ts';
import { describeIn } from './support/engines.ts';
import {
  addAuthenticator,
  BUTTON_ONLY,
  button,
  court,
  EMAIL_AND_PASSKEYS,
  freshEmail,
  heading,
  names,
  place,
  removeAuthenticators,
  scopeOf,
  shows,
  signInByPasscode,
  signOut,
} from './support/passkeys.ts';

describeIn('chromium', 'firefox')("<court-login> passkeys in the visitor's language", function () {
  this.timeout(90_000);

  beforeEach(async () => {
    await resetProvider();
  });
  afterEach(async () => {
    cleanup();
    await signOut();
    await removeAuthenticators();
  });

  it('Japanese: registers a passkey named in Japanese, lists it with Japanese buttons, tells a duplicate in Japanese and signs in', async () => {
    await addAuthenticator();
    const email = freshEmail();
    await signInByPasscode(email, 'shadow');
    const errors = recordEvents('court-error');

    const element = await place(EMAIL_AND_PASSKEYS, 'shadow', { mode: 'passkey-registration', locale: 'ja' });
    await heading(element, '新しいパスキーを登録');
    expect(scopeOf(element).querySelector('.court-root')!.getAttribute('lang')).to.equal('ja');
    await button(element, 'スキップ');
    (await button(element, 'パスキーを作成')).click();

    await heading(element, '登録済みのパスキー');
    await shows(element, 'パスキーを作成しました。');
    expect(scopeOf(element).querySelector('ul.court-passkeys')!.getAttribute('aria-label')).to.equal(
      'アカウントのパスキー',
    );
    // The virtual authenticator is in no AAGUID list: named after the platform and the day, in Japanese.
    const day = new Intl.DateTimeFormat('ja', { dateStyle: 'medium' }).format(new Date());
    expect(names(element)).to.deep.equal([`Linux のパスキー（${day}）`]);
    const me = await (await court()).client.users.me();
    expect(me.ok && me.value.webauthn_registrations.map((entry) => entry.name)).to.deep.equal([
      `Linux のパスキー（${day}）`,
    ]);

    const rename = scopeOf(element).querySelector<HTMLButtonElement>('[data-action="rename"]')!;
    const remove = scopeOf(element).querySelector<HTMLButtonElement>('[data-action="delete"]')!;
    expect([rename.textContent, rename.getAttribute('aria-label')]).to.deep.equal([
      '名前を変更',
      `Linux のパスキー（${day}） の名前を変更`,
    ]);
    expect([remove.textContent, remove.getAttribute('aria-label')]).to.deep.equal([
      '削除',
      `Linux のパスキー（${day}） を削除`,
    ]);
    remove.click();
    await shows(element, `Linux のパスキー（${day}） を削除しますか？`);
    await shows(element, '削除したパスキーは復元できません。');
    await button(element, 'パスキーを削除');
    (await button(element, 'キャンセル')).click();

    // The same authenticator cannot register twice: the text of docs/specification.md#errors in Japanese, on screen and in court-error.
    (await button(element, '別のパスキーを作成')).click();
    (await button(element, 'パスキーを作成')).click();
    const duplicate =
      'このパスキーはすでに登録されているとみられるため、作成できません。別のデバイスで登録されたパスキーが、デバイス間で同期された可能性があります。';
    await shows(element, duplicate);
    await waitFor(() => errors.find((event) => event.detail.message === duplicate));
    expect(scopeOf(element).textContent).to.not.match(/[A-Za-z]{4,}/);
    element.remove();

    await signOut();
    const login = await place(BUTTON_ONLY, 'light', { locale: 'ja' });
    (await waitFor(() => scopeOf(login).querySelector<HTMLButtonElement>('[part~="passkey-button"]'))).click();
    await heading(login, 'ログインしました');
    await shows(login, 'パスキーでログインしました。');
  });

  it('Arabic: the registration mode and the list read right to left', async () => {
    await addAuthenticator();
    await signInByPasscode(freshEmail(), 'light');
    const element = await place(EMAIL_AND_PASSKEYS, 'light', { mode: 'passkey-registration', locale: 'ar' });
    const title = await heading(element, 'تسجيل مفتاح مرور جديد');
    const widget = scopeOf(element).querySelector<HTMLElement>('.court-root')!;
    expect([widget.getAttribute('lang'), widget.getAttribute('dir')]).to.deep.equal(['ar', 'rtl']);
    expect(getComputedStyle(title).direction).to.equal('rtl');
    (await button(element, 'إنشاء مفتاح مرور')).click();
    await heading(element, 'مفاتيح المرور الخاصة بك');

    // Mirrored: the name starts at the right, its buttons follow to its left.
    const row = await waitFor(() => scopeOf(element).querySelector<HTMLElement>('.court-passkey-row'));
    const name = row.querySelector('.court-passkey-name')!.getBoundingClientRect();
    const actions = row.querySelector('.court-passkey-actions')!.getBoundingClientRect();
    expect(name.right).to.be.greaterThan(actions.right);
    expect(Math.abs(name.right - row.getBoundingClientRect().right)).to.be.below(2);
    const rename = row.querySelector<HTMLButtonElement>('[data-action="rename"]')!;
    expect(rename.textContent).to.equal('إعادة التسمية');
    expect(rename.getAttribute('aria-label')).to.equal(`إعادة تسمية ${names(element)[0]}`);
  });
});
