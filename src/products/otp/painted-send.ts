// The painted phone form's Continue before React has come (src/paint/first-form.ts paints the form;
// element/first-paint.ts requests this chunk with the paint and passes it the presses).
// A number the rules of the form's one country accept (src/platform/phone.ts's first-country check)
// is sent at once, by court-login.js's early requests (src/provider/early-answers.ts): the Court,
// once its chunk has come, runs the flow's own send (send.ts), whose request takes that answer, and
// React's flow takes the send over (painted-sends.ts). Any other press is turned down, and the
// hand-over (src/paint/hand-over.ts) replays it on React's form: another country's number, which
// the whole phone metadata decides, or a project whose settings guard sends with a captcha or
// device fingerprinting (added by React's Court) or could not be read.
import type { WidgetConfig } from '../../config/types.ts';
import type { Outcome } from '../../flows/events.ts';
import type { CourtLoader } from '../../loading/court-loader.ts';
import { phoneSubmit, showBusy } from '../../paint/busy.ts';
import { beforeHydration } from '../../paint/hand-over.ts';
import { paintedWith } from '../../paint/first-screen.ts';
import { loadFirstCountryCheck } from '../../platform/phone.ts';
import { resolveBaseUrl } from '../../provider/base-url.ts';
import { BOOTSTRAP_DEFAULTS } from '../../provider/bootstrap-defaults.ts';
import { sendEarly } from '../../provider/early-answers.ts';
import { sdkHeaders } from '../../provider/sdk-headers.ts';
import { mayAskEarly, type EarlySettings } from '../../session/early-settings.ts';
import type { CourtOptions } from '../../session/types.ts';
import type { BootstrapData } from '../../types/index.ts';
import { methodsInOrder } from '../../session/last-used.ts';
import { loginOrCreatePath } from './endpoints.ts';
import { handPaintedSend, widgetContainer } from './painted-sends.ts';
import { phoneCodeBody, sendCode } from './send.ts';

/** Sends the passcode of a press on a painted form's Continue; rejects a press React's form must take. */
export type PaintedSend = (button: Element) => Promise<void>;

/** The settings with which a send needs React's Court: a captcha, device fingerprinting, or none known. */
const guarded = (settings: BootstrapData | undefined) =>
  !settings || settings === BOOTSTRAP_DEFAULTS || settings.captchaSettings.enabled || settings.dfpProtectedAuthEnabled;

/**
 * Once the first country's check is in: the send of the painted screen's phone form, whose button
 * then stops showing it waits (React's form shows the same once it has the check, PhoneForm.tsx).
 */
export async function paintedSend(
  painted: HTMLElement,
  config: WidgetConfig,
  options: CourtOptions,
  early: EarlySettings,
  loadCourt: CourtLoader,
): Promise<PaintedSend> {
  // The open form's method, by the last used one as the painter read it: another widget or tab may
  // have noted another since, and the press is on the form painted open.
  const method = methodsInOrder(config, paintedWith.get(painted)?.lastUsed)[0];
  const channel = method?.kind === 'otp' && method.channel !== 'email' ? method.channel : undefined;
  if (!channel) return () => Promise.reject(new Error("court-login: an email form's press is React's form's"));
  // The settings are on their way before a press: asked for early, or else by the Court.
  const settings =
    early ??
    loadCourt().then(
      (court) => court.bootstrap.get(),
      () => undefined,
    );
  const check = await loadFirstCountryCheck();
  const send = phoneSubmit(painted);
  // Once React has begun to hydrate the screen its nodes are React's (the adopting render shows the
  // button as React's form does, src/widget/EmailGroup.tsx), and so is a press not sent yet: the
  // hand-over replays it on React's form, which sends it by its own rules. Until then the form sends
  // by itself, also while React's renderer waits for the parts of its first render. A press made
  // while the check was loading runs right after this, and shows it is at work again.
  const adopting = () => !beforeHydration(painted);
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
    // Sent now, unless the Court has come meanwhile or a session has begun (the Court's request
    // would then carry its token): the Court sends it itself.
    if (early && mayAskEarly(options)) {
      const { publicToken } = options;
      const url = `${resolveBaseUrl(publicToken, options.providerUrl)}/sdk/v1${loginOrCreatePath(channel)}`;
      const body = JSON.stringify(phoneCodeBody(config, phone.number));
      sendEarly(url, { method: 'POST', headers: sdkHeaders(publicToken, publicToken, {}), body }, options);
    }
    const to = { channel, destination: phone.number, displayDestination: phone.international };
    // A Court whose chunk failed to load: the send failed as the network did (the form says so), and
    // the promise, waiting for React's form, never rejects.
    const sent = loadCourt().then(
      (court) => sendCode({ court, config, now: () => Date.now() }, to),
      (): Outcome => ({ type: 'FAILED', error: { code: 'network' } }),
    );
    handPaintedSend(container, sent);
  };
}
