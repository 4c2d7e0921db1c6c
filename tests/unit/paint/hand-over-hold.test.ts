// A painted provider press whose sign-in is still on its way when React takes the screen
// (src/paint/hand-over.ts): from React's hydration on, no click on a provider button reaches React's
// listener on the container, the pressed look comes back after React's commit, and both end when the
// start has left for the provider, or failed (React's path then replays the press, once).
import { afterEach, describe, expect, it } from 'vitest';
import { paintFirstScreen } from '../../../src/paint/first-screen.ts';
import { awaitReact, paintedScreen } from '../../../src/paint/hand-over.ts';
import { widgetConfig } from '../flows/support.ts';

const config = widgetConfig({
  products: ['oauth'],
  oauthOptions: { providers: [{ type: 'google' }, { type: 'github' }] },
});

afterEach(() => document.body.replaceChildren());

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((done, fail) => ((resolve = done), (reject = fail)));
  return { promise, resolve, reject };
}

/**
 * A painted screen whose GitHub press starts a sign-in that settles when the test says; a listener on
 * the container stands in for React's.
 */
function paintPressed() {
  const container = document.createElement('div');
  document.body.append(container);
  const painted = paintFirstScreen(config, undefined);
  container.replaceChildren(painted);
  const start = deferred();
  const presses: string[] = [];
  awaitReact(painted, (button) => {
    presses.push(button.getAttribute('part')!);
    return start.promise;
  });
  const reactSaw: string[] = [];
  container.addEventListener('click', (event) =>
    reactSaw.push((event.target as Element).closest('button')!.getAttribute('part')!),
  );
  const button = (type: string) => painted.querySelector<HTMLButtonElement>(`[part~="oauth-button-${type}"]`)!;
  button('github').click();
  reactSaw.length = 0;
  return { container, button, start, presses, reactSaw };
}

const settle = () => new Promise((done) => setTimeout(done));

describe('a painted start still on its way as React takes the screen', () => {
  it('keeps provider clicks from React until the start has left, and shows the press meanwhile', async () => {
    const { container, button, start, presses, reactSaw } = paintPressed();
    const commit = paintedScreen(container)!.prepare();
    // Hydrating: React's first render has the button idle.
    expect(button('github').getAttribute('aria-busy')).toBe(null);
    button('google').click();
    commit();
    expect(button('github').getAttribute('aria-busy')).toBe('true');
    button('github').click();
    button('google').click();
    expect(reactSaw).toEqual([]);

    start.resolve();
    await settle();
    expect(button('github').getAttribute('aria-busy')).toBe(null);
    button('google').click();
    expect(reactSaw).toEqual(['button oauth-button oauth-button-google']);
    expect(presses).toHaveLength(1);
  });

  it('lets React replay the press once when the start fails', async () => {
    const { container, button, start, reactSaw } = paintPressed();
    paintedScreen(container)!.prepare()();
    button('google').click();
    start.reject(new Error('The settings did not come.'));
    await settle();
    expect(button('github').getAttribute('aria-busy')).toBe(null);
    expect(reactSaw).toEqual(['button oauth-button oauth-button-github']);
  });

  it('holds nothing when the start has left before React hydrates', async () => {
    const { container, button, start, reactSaw } = paintPressed();
    start.resolve();
    await settle();
    paintedScreen(container)!.prepare()();
    button('google').click();
    expect(button('github').getAttribute('aria-busy')).toBe(null);
    expect(reactSaw).toEqual(['button oauth-button oauth-button-google']);
  });
});
