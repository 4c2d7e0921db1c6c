// The painted phone form's Continue before React has come (src/paint/first-form.ts paints the form;
// element/painted-forms.ts brings this chunk, requested with the painted forms'). Once the first
// country's check is in (src/platform/phone.ts), a number that country's rules accept is sent at
// once through the page's Court, as the flow's effect sends it (send.ts), and React's flow takes the
// press over (painted-sends.ts). A project whose settings guard sends with a captcha or device
// fingerprinting, or that could not be read, leaves the send to React's flow, whose Court adds them.
// A number these rules do not accept goes on to the hand-over (src/paint/hand-over.ts), which
// replays the press on React's form, where the whole phone metadata decides.
import type { WidgetConfig } from '../../config/types.ts';
import { showBusy } from '../../paint/busy.ts';
import { paintedForms } from '../../paint/first-form.ts';
import { loadFirstCountryCheck } from '../../platform/phone.ts';
import { BOOTSTRAP_DEFAULTS } from '../../provider/bootstrap-defaults.ts';
import { getCourt } from '../../session/court.ts';
import type { CourtOptions } from '../../session/types.ts';
import type { BootstrapData } from '../../types/index.ts';
import { handPaintedSend, widgetContainer } from './painted-sends.ts';
import { sendCode } from './send.ts';

/** The settings with which a send needs React's Court: a captcha, device fingerprinting, or none known. */
const guarded = (settings: BootstrapData) =>
  settings === BOOTSTRAP_DEFAULTS || settings.captchaSettings.enabled || settings.dfpProtectedAuthEnabled;

/** Makes the phone form of a painted screen send by itself; nothing for other forms. */
export async function sendBeforeReact(
  painted: HTMLElement,
  config: WidgetConfig,
  options: CourtOptions,
): Promise<void> {
  const form = painted.querySelector('form');
  const method = form && paintedForms.get(form)?.method;
  const field = form?.querySelector<HTMLInputElement>('input[type="tel"]');
  const button = form?.querySelector('[type="submit"]');
  if (method?.kind !== 'otp' || method.channel === 'email' || !form || !field || !button) return;
  const channel = method.channel;
  const court = getCourt(options);
  // The settings are on their way before a press.
  const settings = court.bootstrap.get();
  const check = await loadFirstCountryCheck();
  // React has taken over meanwhile, or the hand-over holds a press for React's form.
  if (!form.isConnected || paintedForms.get(form)?.pressed) return;
  let pressed = false;
  form.addEventListener('click', (event) => {
    if (!(event.target as Element).closest('[type="submit"]')) return;
    const phone = !pressed && check(field.value);
    if (!pressed && !phone) return;
    // This form acts on the press: the hand-over neither marks nor replays it.
    event.stopPropagation();
    const container = phone && widgetContainer(form);
    if (!phone || !container) return;
    pressed = true;
    showBusy(button, true);
    const to = { channel, destination: phone.number, displayDestination: phone.international };
    const sent = settings.then((known) =>
      guarded(known) ? undefined : sendCode({ court, config, now: () => Date.now() }, to),
    );
    handPaintedSend(container, { sent, to });
  });
  showBusy(button, false);
}
