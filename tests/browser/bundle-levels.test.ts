// No waterfall of chunks found by their imports: once court-login.js has run, every chunk the
// configuration needs is requested before any of them has arrived, and nothing the passcode form
// needs is found later. With a painted phone form, its own chunks and its country's check come
// first, and every other chunk is requested, at once, once they are in (src/loading/preload.ts,
// `preloadPaintedForms`): the form can send with them alone. With that form open, React's chunk is
// requested once the form's own chunks are in, before the check (element/first-paint.ts). The origin
// holds the lazy chunks back (support/held-chunks.ts), so a request seen while held cannot have come
// from a lazy chunk's own imports.
import { expect } from 'chai';
import { executeServerCommand } from '@web/test-runner-commands';
import {
  courtLogin,
  findButton,
  GOOGLE_ONLY,
  isVisible,
  serverCommand,
  touchPainted,
  waitFor,
  widgetRoot,
  type BundleInfo,
} from './support/embed.ts';
import { describeIn } from './support/engines.ts';
import { PUBLIC_TOKEN } from './support/provider.ts';
import { lastUsedKey } from '../../src/session/last-used.ts';

const PASSCODES_AND_LINKS = {
  products: ['oauth', 'otp', 'emailMagicLinks'],
  oauthOptions: { providers: [{ type: 'google' }] },
  otpOptions: { methods: ['sms'] },
  emailMagicLinksOptions: {},
};

/** The element in a frame of its own, so that no module of an earlier test is already loaded. */
function embedInFrame(scriptUrl: string, providerUrl: string, config: Record<string, unknown>): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  const script = document.createElement('script');
  script.type = 'module';
  script.src = scriptUrl;
  frame.srcdoc = `<!doctype html><body>${script.outerHTML}${courtLogin({ providerUrl, config }).outerHTML}</body>`;
  frame.style.width = '420px';
  frame.style.height = '640px';
  document.body.append(frame);
  return frame;
}

function elementIn(frame: HTMLIFrameElement): Element | null | undefined {
  return frame.contentDocument?.querySelector('court-login');
}

/** The text-message form can be sent: its button is visible and no longer busy (the phone tools are in). */
function passcodeFormReady(frame: HTMLIFrameElement): boolean {
  const element = elementIn(frame);
  // React renders the painted screen at a first touch (element/first-touch.ts).
  if (element) touchPainted(element);
  const button = element && findButton(element, 'Continue with text message');
  return Boolean(
    button &&
    isVisible(button) &&
    !button.hasAttribute('aria-busy') &&
    widgetRoot(element).querySelector('input[type="tel"]'),
  );
}

/** The painted first screen's button with this text (findButton finds React's alone). */
function paintedButton(frame: HTMLIFrameElement, label: string): HTMLButtonElement | undefined {
  const element = elementIn(frame);
  return [...(element ? widgetRoot(element).querySelectorAll('[data-court-painted] button') : [])].find(
    (button): button is HTMLButtonElement => button.textContent?.trim() === label,
  );
}

const requested = () => serverCommand<string[]>('held-chunks-requested');

// The requests are recorded as the browser sends them, through the automation's page (Playwright or
// Puppeteer); WebDriver has no such view of a page's requests.
describeIn('chromium', 'firefox')('chunk requests after court-login.js', () => {
  let info: BundleInfo;
  let frame: HTMLIFrameElement | undefined;

  before(async () => {
    info = await serverCommand<BundleInfo>('bundle-info');
  });
  afterEach(async () => {
    // The frame goes first: let go while it is still there, the chunks held for it would bring their
    // imports' requests, which could reach the next test's list.
    frame?.remove();
    await serverCommand('held-chunks-release');
  });

  it("requests the painted phone form's chunks first, React's and every other chunk of the form once they are in, at once, and none after", async () => {
    const first = info.paintedPhoneFormChunks;
    const others = info.passcodeFormChunks.filter((chunk) => !first.includes(chunk));
    const reacts = info.rendererChunks.filter((chunk) => !first.includes(chunk));
    expect(others.length, "the form's other lazy chunks").to.be.greaterThan(3);
    expect(reacts, "React's own chunk").to.include(info.reactChunk);
    const providerUrl = await serverCommand<string>('provider-url');
    await serverCommand('held-chunks-hold');
    frame = embedInFrame(`${info.heldUrl}/court-login.js`, providerUrl, PASSCODES_AND_LINKS);

    const missing = async (chunks: string[]) => {
      const seen = await requested();
      return chunks.filter((chunk) => !seen.includes(chunk));
    };
    try {
      await waitFor(async () => (await missing(first)).length === 0, "the painted form's chunks", 5000);
    } catch {
      expect(await missing(first), "the painted form's chunks, not requested").to.deep.equal([]);
    }
    // Painted, and a frame after that paint: the moment the other chunks would have been asked for.
    await waitFor(() => paintedButton(frame!, 'Continue with Google'), 'the painted screen');
    const view = frame.contentWindow!;
    await new Promise((done) => view.requestAnimationFrame(() => view.requestAnimationFrame(done)));
    const beforeTheirs = await requested();
    expect(beforeTheirs[0]).to.equal('court-login.js');
    expect(
      [...others, ...reacts].filter((chunk) => beforeTheirs.includes(chunk)),
      "requested before the painted phone form's chunks had come (React's too: the form sends without it)",
    ).to.deep.equal([]);

    // The painted forms' own let go, the check and every other chunk still held: React's chunk is
    // asked for now (the form sends without it), and no other chunk, which waits for the check too.
    const own = info.paintedFormsOwnChunks;
    expect(
      first.filter((chunk) => !own.includes(chunk)),
      "the check's own chunks",
    ).to.not.deep.equal([]);
    await executeServerCommand('held-chunks-release-only', { files: own });
    const at = await waitFor(async () => {
      const times = await serverCommand<Record<string, number>>('held-chunks-requested-at');
      return reacts.every((chunk) => chunk in times) ? times : undefined;
    }, "React's chunks, once the painted forms' own have come");
    // React's chunk stops waiting 5 s after the mount in any case: it was asked for well before.
    const mountedAt = Math.min(...first.map((chunk) => at[chunk]!));
    expect(Math.max(...reacts.map((chunk) => at[chunk]!)) - mountedAt, "ms to React's request").to.be.below(4000);
    const productsOnly = others.filter((chunk) => !reacts.includes(chunk));
    expect(
      productsOnly.filter((chunk) => chunk in at),
      "requested before the painted form's check had come",
    ).to.deep.equal([]);

    // The check let go too: the painted form can send, and each of the others is asked for (by the
    // preload: React's chunk is still held) before any has come.
    await executeServerCommand('held-chunks-release-only', { files: first });
    await waitFor(() => {
      const send = paintedButton(frame!, 'Continue with text message');
      return send && isVisible(send) && !send.hasAttribute('aria-busy');
    }, 'the painted passcode form ready to send');
    try {
      await waitFor(async () => (await missing(others)).length === 0, "the form's other chunks, still held", 5000);
    } catch {
      expect(await missing(others), 'chunks not requested until another of them had come').to.deep.equal([]);
    }
    const whileHeld = await requested();
    await serverCommand('held-chunks-release');

    await waitFor(() => passcodeFormReady(frame!), "React's passcode form");
    const later = (await requested()).filter((file) => !whileHeld.includes(file));
    expect(later, 'requested only after one of them had come').to.deep.equal([]);
    expect(new Set(whileHeld).size, 'each file once').to.equal(whileHeld.length);
  });

  it("requests React's chunk with the painted forms' when the email form is open, whose Continue waits for React", async () => {
    const reacts = info.rendererChunks.filter((chunk) => !info.paintedPhoneFormChunks.includes(chunk));
    localStorage.setItem(lastUsedKey(PUBLIC_TOKEN), 'magicLink');
    const providerUrl = await serverCommand<string>('provider-url');
    await serverCommand('held-chunks-hold');
    frame = embedInFrame(`${info.heldUrl}/court-login.js`, providerUrl, PASSCODES_AND_LINKS);

    // Every lazy chunk is held: what is requested now was asked for by court-login.js itself, and
    // React's with the painted forms' (as the element mounts), not once they were in or given up on.
    const wanted = [...info.paintedPhoneFormChunks, ...reacts];
    const at = await waitFor(async () => {
      const times = await serverCommand<Record<string, number>>('held-chunks-requested-at');
      return wanted.every((chunk) => chunk in times) ? times : undefined;
    }, "the painted forms' and React's chunks, while every lazy chunk is held");
    const forms = Math.min(...info.paintedPhoneFormChunks.map((chunk) => at[chunk]!));
    const react = Math.max(...reacts.map((chunk) => at[chunk]!));
    // React's wait for the painted forms' chunks gives up after 5 s: React's chunk would come then.
    expect(react - forms, "ms from the painted forms' first request to React's last").to.be.below(2500);
    await serverCommand('held-chunks-release');
    await waitFor(() => {
      const element = elementIn(frame!);
      if (element) touchPainted(element);
      return (
        element &&
        !widgetRoot(element).querySelector('[data-court-painted]') &&
        findButton(element, 'Continue with email')
      );
    }, "React's email form");
  });

  it("renders React's screen, untouched, when the painted forms' chunk never comes: React's wait gives up after 5 s", async function () {
    this.timeout(40_000);
    const providerUrl = await serverCommand<string>('provider-url');
    await serverCommand('held-chunks-hold');
    frame = embedInFrame(`${info.heldUrl}/court-login.js`, providerUrl, PASSCODES_AND_LINKS);
    // Every chunk answers but the painted forms' own, held until the test ends.
    const others = info.chunks.map((chunk) => chunk.fileName).filter((file) => file !== info.paintedFormsChunk);
    await executeServerCommand('held-chunks-release-only', { files: others });
    await waitFor(() => paintedButton(frame!, 'Continue with Google'), 'the painted screen');

    // React, requested once the wait gives up, renders its own screen in place of the painted one.
    const element = await waitFor(
      () => {
        const found = elementIn(frame!);
        return found && !widgetRoot(found).querySelector('[data-court-painted]') && found;
      },
      "React's screen",
      15_000,
    );
    await waitFor(() => passcodeFormReady(frame!), "React's passcode form", 15_000);
    expect(findButton(element, 'Continue with Google'), "React's Google button").to.be.ok;
    expect(await requested(), 'the painted forms still held').to.include(info.paintedFormsChunk);
  });

  it("loads React at once for an element added again after its removal, while the painted forms' chunk is still held", async () => {
    const providerUrl = await serverCommand<string>('provider-url');
    await serverCommand('held-chunks-hold');
    frame = embedInFrame(`${info.heldUrl}/court-login.js`, providerUrl, PASSCODES_AND_LINKS);
    await waitFor(() => paintedButton(frame!, 'Continue with Google'), 'the painted screen');
    // Removed with its painted screen, and added again in a later task: nothing is painted this time.
    const element = elementIn(frame)!;
    element.remove();
    const view = frame.contentWindow!;
    await new Promise((done) => view.requestAnimationFrame(done));
    frame.contentDocument!.body.append(element);
    const others = info.chunks.map((chunk) => chunk.fileName).filter((file) => file !== info.paintedFormsChunk);
    await executeServerCommand('held-chunks-release-only', { files: others });

    await waitFor(() => passcodeFormReady(frame!), "React's passcode form");
    const at = await serverCommand<Record<string, number>>('held-chunks-requested-at');
    // The first mount's wait for the painted forms' chunk, still held, ends only after 5 s.
    expect(at[info.reactChunk]! - at['court-login.js']!, "ms to React's request").to.be.below(4000);
  });

  it("requests the Court's and the error messages' chunks and no product chunk for a Google-only configuration", async () => {
    const hangingUrl = await serverCommand<string>('hanging-provider-url');
    const asked = () => serverCommand<string[]>('hanging-provider-paths');
    const before = (await asked()).length;
    await serverCommand('held-chunks-hold');
    frame = embedInFrame(`${info.heldUrl}/court-login.js`, hangingUrl, GOOGLE_ONLY);

    await waitFor(
      async () => {
        const seen = await requested();
        return info.afterPaintChunks.every((chunk) => seen.includes(chunk));
      },
      "the Court's and the error messages' chunks while the lazy chunks are held",
      5000,
    );
    await serverCommand('held-chunks-release');
    // The Court has run once it sends its first events (court-login.js itself asks for the project's
    // settings as the element mounts, and the Court takes that request's answer rather than asking again).
    await waitFor(
      async () => (await asked()).slice(before).includes('/sdk/v1/events'),
      "the Court's first request to the provider",
    );
    await waitFor(() => {
      const element = elementIn(frame!);
      if (element) touchPainted(element);
      return element && findButton(element, 'Continue with Google');
    }, 'the Google button');

    // Which chunks, each once in the list: whether the browser asked twice for one (Firefox did, once,
    // under load) is not the widget's to decide, which imports each once.
    expect([...new Set(await requested())].sort()).to.deep.equal(
      [...new Set(['court-login.js', ...info.afterPaintChunks])].sort(),
    );
  });
});
