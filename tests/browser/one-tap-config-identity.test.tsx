// The One Tap view given an equal config again (a React host re-rendering with an inline object): the
// open prompt stays, Google's script is neither cancelled nor asked again. React's act() makes the
// re-render and its effects finish before the checks.
import { expect } from 'chai';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { executeServerCommand } from '@web/test-runner-commands';
import { parseConfig } from '../../src/config/parse.ts';
import { oneTapProvider } from '../../src/config/one-tap.ts';
import type { WidgetConfig } from '../../src/config/types.ts';
import { errorMessage } from '../../src/i18n/describe-error.ts';
import OneTap from '../../src/products/one-tap/view.tsx';
import { waitFor } from './support/element.ts';
import { chooser, configureGoogleClient, oneTapConfig, removeChoosers } from './support/one-tap.ts';
import { openCourt, resetBrowser } from './support/session.ts';

/** React's act() for one step: the prompt's own updates (from Google's script) come outside it. */
async function step(work: () => void): Promise<void> {
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  scope.IS_REACT_ACT_ENVIRONMENT = true;
  try {
    await act(async () => work());
  } finally {
    scope.IS_REACT_ACT_ENVIRONMENT = false;
  }
}

const outputs = { onSuccess() {}, onError() {}, onEvent() {} };

function widgetConfig(input: unknown): WidgetConfig {
  const parsed = parseConfig(input);
  if (!parsed.config) throw new Error(JSON.stringify(parsed.issues));
  return parsed.config;
}

describe('One Tap view with an equal config again', () => {
  let root: Root | undefined;
  before(() => configureGoogleClient());
  after(() => executeServerCommand('provider-reset'));
  afterEach(async () => {
    await step(() => root?.unmount());
    removeChoosers();
    await resetBrowser();
  });

  it('keeps the open prompt: no cancel, no second prompt', async () => {
    const court = await openCourt();
    const input = await oneTapConfig('light', { position: 'floating' });
    const first = widgetConfig(input);
    const host = document.body.appendChild(document.createElement('div'));
    root = createRoot(host);
    const view = (config: WidgetConfig) => (
      <OneTap
        court={court}
        config={config}
        provider={oneTapProvider(config)!}
        outputs={outputs}
        describeError={errorMessage}
      />
    );
    await step(() => root!.render(view(first)));
    const prompt = await waitFor(chooser);

    const id = (
      window as unknown as { google: { accounts: { id: { cancel(): void; prompt(...args: unknown[]): void } } } }
    ).google.accounts.id;
    const calls: string[] = [];
    const { cancel, prompt: ask } = id;
    id.cancel = () => {
      calls.push('cancel');
      cancel.call(id);
    };
    id.prompt = (...args) => {
      calls.push('prompt');
      ask.apply(id, args);
    };
    try {
      const again = widgetConfig(JSON.parse(JSON.stringify(input)));
      expect(again).to.not.equal(first);
      await step(() => root!.render(view(again)));
      expect(calls).to.deep.equal([]);
      expect(chooser() === prompt, 'the same chooser').to.equal(true);
    } finally {
      id.cancel = cancel;
      id.prompt = ask;
    }
  });
});
