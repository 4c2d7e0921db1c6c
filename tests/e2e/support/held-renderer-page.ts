// A page of one <court-login> (Google only, Shadow or light DOM) whose React chunk is held: the built
// element's files come from this origin, and the chunk holding element/react-renderer.ts is answered
// only once the test releases it, so that the painted first screen lasts as long as the test needs.
import { after, before } from 'node:test';
import { buildElement } from '../../../demo/pages/build-element.ts';
import { startProvider, type RunningProvider, type StartOptions } from '../../../local-provider/http/server.ts';
import { openPage, type EnginePage } from './engine-page.ts';
import { courtLoginElement, courtLoginScript } from '../../../demo/pages/markup.ts';
import { listen, pathOf, sendFile, sendText } from '../../../demo/pages/static-files.ts';

export interface HeldRendererPage {
  /** The page's address for a widget in Shadow DOM (`shadow`) or light DOM. */
  url(shadow: boolean): string;
  /** Answers the React chunk's requests, those waiting and those to come, until `hold`. */
  release(): void;
  /** Holds the React chunk's next requests again (for the next page load). */
  hold(): void;
  /** Whether a request for the React chunk has been answered since the last `hold`. */
  released(): boolean;
  close(): Promise<void>;
}

export async function startHeldRendererPage(providerUrl: string, publicToken: string): Promise<HeldRendererPage> {
  const built = await buildElement();
  const renderer = built.chunks.find((chunk) => chunk.modules.some((id) => id.endsWith('element/react-renderer.ts')));
  if (!renderer) throw new Error('No chunk holds element/react-renderer.ts.');
  let held = true;
  let answered = false;
  let waiting: Array<() => void> = [];
  const server = await listen(async (request, response) => {
    const path = pathOf(request);
    if (path === '/') {
      const shadow = new URL(request.url ?? '/', 'http://localhost').searchParams.get('dom') !== 'light';
      const config = {
        products: ['oauth'],
        oauthOptions: { providers: [{ type: 'google' }] },
        enableShadowDOM: shadow,
      };
      sendText(
        response,
        200,
        'text/html; charset=utf-8',
        `<!doctype html><html lang="en"><body>${courtLoginElement({ publicToken, providerUrl, config })}${courtLoginScript('/element/court-login.js')}</body></html>`,
      );
      return;
    }
    if (!path.startsWith('/element/')) return sendText(response, 404, 'text/plain; charset=utf-8', 'Not found');
    const file = path.slice('/element'.length);
    if (file === `/${renderer.fileName}`) {
      if (held) await new Promise<void>((resume) => waiting.push(resume));
      answered = true;
    }
    await sendFile(response, built.outDir, file);
  }, 0);
  return {
    url: (shadow) => `${server.url}/?dom=${shadow ? 'shadow' : 'light'}`,
    release() {
      held = false;
      for (const resume of waiting) resume();
      waiting = [];
    },
    hold() {
      held = true;
      answered = false;
    },
    released: () => answered,
    close: () => server.close(),
  };
}

/** The local provider and the held page of one `describe` block: started before its tests, closed after them. */
export interface HeldRendererFixture {
  /** Set once the block's tests start. */
  provider: RunningProvider;
  /** Set once the block's tests start. */
  page: HeldRendererPage;
  /** Opens a browser of `engine` on the page, React's chunk held (its widget in Shadow or light DOM), runs `steps` there, and closes it. */
  inHeldPage(
    engine: Parameters<typeof openPage>[0],
    shadow: boolean,
    steps: (browser: EnginePage) => Promise<void>,
  ): Promise<void>;
}

/** Registers, in the `describe` block it is called in, the hooks that start and close its fixture. */
export function heldRendererFixture(publicToken: string, settings?: StartOptions['settings']): HeldRendererFixture {
  const fixture = {
    async inHeldPage(engine, shadow, steps) {
      const browser = await openPage(engine);
      try {
        fixture.page.hold();
        // Not through the driver's navigation, which waits for the load event: the held chunk, preloaded, holds it back.
        await browser.goto(new URL('/blank', fixture.page.url(shadow)).href);
        await browser.run('location.assign(arguments[0]);', fixture.page.url(shadow));
        await steps(browser);
      } finally {
        await browser.close();
      }
    },
  } as HeldRendererFixture;
  // The element's build and the provider, once for the block's tests.
  before(async () => {
    fixture.provider = await startProvider({ port: 0, settings });
    fixture.page = await startHeldRendererPage(fixture.provider.url, publicToken);
  });
  // Each only if it started: a failed start is the error to see.
  after(async () => {
    fixture.page?.release();
    await fixture.page?.close();
    await fixture.provider?.close();
  });
  return fixture;
}
