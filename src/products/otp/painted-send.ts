// The painted phone form's Continue before React has come (src/paint/first-form.ts paints the form;
// element/first-paint.ts requests this chunk right after the paint and passes it the presses).
// A number the rules of the form's one country accept (src/platform/phone.ts's first-country check)
// is sent at once through the page's Court, as the flow's effect sends it (send.ts), and React's flow
// takes the send over (painted-sends.ts). Any other press is turned down, and the hand-over
// (src/paint/hand-over.ts) replays it on React's form: another country's number, which the whole
// phone metadata decides, or a project whose settings guard sends with a captcha or device
// fingerprinting (added by React's Court) or could not be read.
import type { WidgetConfig } from '../../config/types.ts';
import { phoneSubmit, showBusy } from '../../paint/busy.ts';
import { awaitingReact } from '../../paint/hand-over.ts';
import { paintedWith } from '../../paint/first-screen.ts';
import { loadFirstCountryCheck } from '../../platform/phone.ts';
import { BOOTSTRAP_DEFAULTS } from '../../provider/bootstrap-defaults.ts';
import { getCourt } from '../../session/court.ts';
import type { CourtOptions } from '../../session/types.ts';
import type { BootstrapData } from '../../types/index.ts';
import { methodsInOrder } from '../../ui/form-recipes.ts';
import { handPaintedSend, widgetContainer } from './painted-sends.ts';
import { sendCode } from './send.ts';

/** Sends the passcode of a press on a painted form's Continue; rejects a press React's form must take. */
export type PaintedSend = (button: Element) => Promise<void>;

/** The settings with which a send needs React's Court: a captcha, device fingerprinting, or none known. */
const guarded = (settings: BootstrapData) =>
  settings === BOOTSTRAP_DEFAULTS || settings.captchaSettings.enabled || settings.dfpProtectedAuthEnabled;

/**
 * Once the first country's check is in: the send of the painted screen's phone form, whose button
 * then stops showing it waits (React's form shows the same once it has the check, PhoneForm.tsx).
 */
export async function paintedSend(
  painted: HTMLElement,
  config: WidgetConfig,
  options: CourtOptions,
): Promise<PaintedSend> {
  // The open form's method, by the last used one as the painter read it: another widget or tab may
  // have noted another since, and the press is on the form painted open.
  const method = methodsInOrder(config, paintedWith.get(painted)?.lastUsed)[0];
  const channel = method?.kind === 'otp' && method.channel !== 'email' ? method.channel : undefined;
  if (!channel) return () => Promise.reject(new Error("court-login: an email form's press is React's form's"));
  const court = getCourt(options);
  // The settings are on their way before a press.
  const settings = court.bootstrap.get();
  const check = await loadFirstCountryCheck();
  const send = phoneSubmit(painted);
  // Once React has begun to adopt the screen its nodes are React's (the adopting render shows the button
  // as React's form does, src/widget/EmailGroup.tsx), and so is a press not sent yet: the hand-over
  // replays it on React's form, which sends it by its own rules. A press made while the check was
  // loading runs right after this, and shows it is at work again.
  const adopting = () => !awaitingReact(painted);
  if (send && !adopting()) showBusy(send, false);
  return async (button) => {
    if (adopting()) throw new Error("court-login: React's form has the press");
    showBusy(button, true);
    const form = button.closest('form');
    const field = form?.querySelector<HTMLInputElement>('input[type="tel"]');
    const phone = field && check(field.value);
    const container = form && widgetContainer(form);
    if (!phone || !container || guarded(await settings) || adopting())
      throw new Error("court-login: this press is React's form's");
    const to = { channel, destination: phone.number, displayDestination: phone.international };
    handPaintedSend(container, sendCode({ court, config, now: () => Date.now() }, to));
  };
}
