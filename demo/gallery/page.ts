// The gallery page's script: reads where the local provider is from the page, renders every
// screen, and marks the body when done (screenshots wait for it).
import { isGalleryLocale, localeSwitch } from './locale-switch.ts';
import { renderGallery } from './render.ts';

const body = document.body;
// `?provider-url=` points the page at another local provider (the screenshot run starts its own).
const providerUrl =
  new URLSearchParams(location.search).get('provider-url') ?? body.dataset.providerUrl ?? 'http://localhost:8788';
const publicToken = body.dataset.publicToken ?? 'public-token-test-court-login-local';
const container = document.getElementById('gallery')!;
const status = document.getElementById('gallery-status')!;
// `?locale=` opens the gallery in another language (applied once every screen is reached).
const requested = new URLSearchParams(location.search).get('locale');
const languages = localeSwitch(container, isGalleryLocale(requested) ? requested : 'en');
status.before(languages.field);

status.textContent = `Driving every screen against the local provider at ${providerUrl}…`;
renderGallery(container, { providerUrl, publicToken }).then(
  (cells) => {
    const failed = cells.filter((cell) => cell.error);
    status.textContent =
      failed.length === 0
        ? `${cells.length} widgets, every screen reached.`
        : `${cells.length - failed.length} of ${cells.length} widgets reached their screen; ${failed.length} could not (is the local provider running at ${providerUrl}?).`;
    languages.enable();
    body.dataset.gallery = failed.length === 0 ? 'done' : 'failed';
  },
  (error: Error) => {
    status.textContent = `The gallery stopped: ${error.message}`;
    languages.enable();
    body.dataset.gallery = 'failed';
  },
);
