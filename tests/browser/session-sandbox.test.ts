import { expect } from 'chai';
import { executeServerCommand } from '@web/test-runner-commands';
import { PUBLIC_TOKEN, providerUrl, waitFor } from './support/session.ts';

interface FrameReport {
  text: string;
  warnings: string[];
  errors: string[];
}

/**
 * A frame sandboxed without `allow-same-origin` (an opaque origin: no cookies, no storage) that loads
 * the built element from a CORS origin and reports what it shows and warns.
 */
function sandboxedFrame(bundleUrl: string, provider: string): string {
  const config = JSON.stringify({ products: ['otp'], otpOptions: { methods: ['email'] } });
  return `<!doctype html><html><body>
<script>
  const warnings = [];
  const errors = [];
  console.warn = (...args) => warnings.push(args.map(String).join(' '));
  window.addEventListener('error', (event) => errors.push(String(event.message)));
  setInterval(() => {
    const element = document.querySelector('court-login');
    const text = element ? (element.shadowRoot ?? element).textContent : '';
    parent.postMessage({ text, warnings, errors }, '*');
  }, 50);
</script>
<court-login public-token="${PUBLIC_TOKEN}" provider-url="${provider}" config='${config}'></court-login>
<script type="module" src="${bundleUrl}/court-login.js"></script>
</body></html>`;
}

describe('session store in the browser: a sandboxed frame that may not use cookies', () => {
  let bundleUrl = '';
  let frame: HTMLIFrameElement | undefined;

  before(async () => {
    ({ corsUrl: bundleUrl } = (await executeServerCommand('bundle-info')) as { corsUrl: string });
  });
  afterEach(() => frame?.remove());

  it('still shows the sign-in form, with a warning that the session cannot be kept', async () => {
    let report: FrameReport | undefined;
    const listen = (event: MessageEvent) => {
      if (event.source === frame?.contentWindow) report = event.data as FrameReport;
    };
    window.addEventListener('message', listen);
    try {
      frame = document.createElement('iframe');
      frame.setAttribute('sandbox', 'allow-scripts');
      frame.srcdoc = sandboxedFrame(bundleUrl, await providerUrl());
      document.body.append(frame);
      await waitFor(() => report && /Continue with email|not configured correctly/.test(report.text), 4000);
      // The warning comes from the Court, whose chunk may arrive after the form's.
      await waitFor(
        () => report!.warnings.some((warning) => warning.includes("the page's cookies cannot be used")),
        4000,
      ).catch(() => {});
    } finally {
      window.removeEventListener('message', listen);
    }
    expect(report!.text).to.not.contain('not configured correctly');
    expect(report!.text).to.contain('Continue with email');
    expect(report!.errors).to.deep.equal([]);
    expect(report!.warnings.some((warning) => warning.includes("the page's cookies cannot be used"))).to.equal(
      true,
      report!.warnings.join('\n'),
    );
  });
});
