// A walk over every screen of the gallery in another language (the pseudo-locale and long-word
// walks): the screens reached in English in 400 px cards, then switched, then read screen by screen.
// Each finding names the screen and, when not all four show it, the variants (Shadow or light DOM,
// with or without One Tap...).
import { expect } from 'chai';
import { renderGallery, type GalleryCell } from '../../../demo/gallery/render.ts';
import { GALLERY_SCREENS } from '../../../demo/gallery/screens.ts';
import { setGalleryLocale, type GalleryLocale } from '../../../demo/gallery/locale-switch.ts';
import { waitFor } from '../../../demo/gallery/drive.ts';
import { PUBLIC_TOKEN, providerUrl, resetProvider } from './element.ts';
import { widgetRoots } from './shown-texts.ts';
import { overflowing } from './overflow.ts';
import { widgetViolations } from './widget-axe.ts';

export interface GalleryWalk {
  container: HTMLElement;
  cells: GalleryCell[];
}

export const where = (cell: GalleryCell) => `${cell.screen.id} (${cell.variant.id})`;
const card = (cell: GalleryCell) => (cell.element.shadowRoot ?? cell.element).querySelector<HTMLElement>('.court-root');

/** Every gallery screen in every variant, each card 400 px wide as the gallery page shows it. */
export async function walkGallery(): Promise<GalleryWalk> {
  await resetProvider();
  const container = document.createElement('main');
  const style = document.createElement('style');
  style.textContent = '.gallery-cell { margin: 0; } .gallery-cell court-login { width: 400px; }';
  container.append(style);
  document.body.append(container);
  // The gallery drives screens by their English texts: reach them all, then change language.
  const cells = await renderGallery(container, { providerUrl: await providerUrl(), publicToken: PUBLIC_TOKEN });
  return { container, cells };
}

export function expectEveryScreenReached({ cells }: GalleryWalk): void {
  expect(cells).to.have.length(GALLERY_SCREENS.length * 4);
  expect(cells.filter((cell) => cell.error).map((cell) => `${where(cell)}: ${cell.error}`)).to.deep.equal([]);
}

export async function switchLanguage({ container, cells }: GalleryWalk, locale: GalleryLocale): Promise<void> {
  setGalleryLocale(container, locale);
  await waitFor(
    () => cells.every((cell) => cell.error || card(cell)?.getAttribute('lang') === locale),
    `every widget in ${locale}`,
  );
}

/** What `textsOf` finds in each widget, once per screen, with the variants that show it when not all do. */
export function foundPerScreen({ cells }: GalleryWalk, textsOf: (roots: Node[]) => string[]): string[] {
  const variants = new Map<string, string[]>();
  for (const cell of cells) {
    for (const text of new Set(textsOf(widgetRoots(cell.element)))) {
      const key = `${cell.screen.id}: ${text}`;
      variants.set(key, [...(variants.get(key) ?? []), cell.variant.id]);
    }
  }
  return [...variants].map(([key, seen]) => (seen.length === 4 ? key : `${key} (${seen.join(', ')})`));
}

/** Each card is 400 px wide, and no text in it is cut or overflows. */
export function overflowFound({ cells }: GalleryWalk): string[] {
  const found: string[] = [];
  for (const cell of cells) {
    expect(card(cell)!.getBoundingClientRect().width, where(cell)).to.equal(400);
    for (const problem of overflowing(widgetRoots(cell.element))) found.push(`${where(cell)}: ${problem}`);
  }
  return found;
}

export async function axeFound({ container }: GalleryWalk): Promise<string[]> {
  const found: string[] = [];
  for (const section of container.querySelectorAll<HTMLElement>('.gallery-screen')) {
    for (const violation of await widgetViolations(section)) found.push(`${section.id}: ${violation}`);
  }
  return found;
}
