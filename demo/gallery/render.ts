// Renders the gallery into a container: per screen a row of widgets (Shadow and light DOM, default
// and custom theme), each driven to its screen against the local provider. Rows run one after the
// other, so that one row's fault switches never meet another row's requests.
import { lastUsedKey } from '../../src/session/last-used.ts';
import { GALLERY_SCREENS, type GalleryScreen } from './screens.ts';

export interface GalleryOptions {
  providerUrl: string;
  publicToken: string;
  screens?: GalleryScreen[];
}

export interface GalleryVariant {
  id: string;
  label: string;
  enableShadowDOM: boolean;
  theme?: Record<string, unknown>;
}

/** A theme that touches every option, to show how far an integrator can take the look. */
export const CUSTOM_THEME = {
  colors: { primary: '#1d3b8b', secondary: '#4d5b75', success: '#0a6b3d', error: '#a3141b' },
  container: { backgroundColor: '#fbf8f1', borderColor: '#c9bfa6', borderRadius: '16px' },
  buttons: {
    primary: { backgroundColor: '#1d3b8b', textColor: '#ffffff', borderColor: '#1d3b8b', borderRadius: '22px' },
    secondary: { backgroundColor: '#ffffff', textColor: '#1d3b8b', borderColor: '#1d3b8b', borderRadius: '22px' },
  },
  fontFamily: 'Georgia, "Times New Roman", serif',
};

export const GALLERY_VARIANTS: GalleryVariant[] = [
  { id: 'shadow-default', label: 'Shadow DOM · default theme', enableShadowDOM: true },
  { id: 'light-default', label: 'Light DOM · default theme', enableShadowDOM: false },
  { id: 'shadow-custom', label: 'Shadow DOM · custom theme', enableShadowDOM: true, theme: CUSTOM_THEME },
  { id: 'light-custom', label: 'Light DOM · custom theme', enableShadowDOM: false, theme: CUSTOM_THEME },
];

export interface GalleryCell {
  screen: GalleryScreen;
  variant: GalleryVariant;
  element: HTMLElement;
  cell: HTMLElement;
  error?: string;
}

function node<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const created = document.createElement(tag);
  created.className = className;
  if (text !== undefined) created.textContent = text;
  return created;
}

function widget(screen: GalleryScreen, variant: GalleryVariant, options: GalleryOptions): HTMLElement {
  const element = document.createElement('court-login');
  element.setAttribute('public-token', options.publicToken);
  element.setAttribute('provider-url', options.providerUrl);
  if (screen.mode) element.setAttribute('mode', screen.mode);
  // The gallery finishes no redirects: it only shows screens.
  element.setAttribute('handle-redirects', 'false');
  const theme = variant.theme
    ? { ...(screen.config.theme as object | undefined), ...variant.theme }
    : screen.config.theme;
  element.setAttribute(
    'config',
    JSON.stringify({ ...screen.config, ...(theme ? { theme } : {}), enableShadowDOM: variant.enableShadowDOM }),
  );
  return element;
}

/**
 * Driving a widget as a visitor would can leave the focus in it (a passcode box after a wrong code):
 * the page takes it back after each row, so that driving never leaves the visitor's focus down the page.
 */
function giveBackFocus(container: HTMLElement): void {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  if (
    active instanceof HTMLElement &&
    container.contains(active.getRootNode() instanceof ShadowRoot ? (active.getRootNode() as ShadowRoot).host : active)
  )
    active.blur();
}

/** Builds the rows and drives every widget; resolves with every cell once all reached their screen (or failed). */
export async function renderGallery(container: HTMLElement, options: GalleryOptions): Promise<GalleryCell[]> {
  const screens = options.screens ?? GALLERY_SCREENS;
  const cells: GalleryCell[] = [];
  const rows = screens.map((screen) => {
    const section = node('section', 'gallery-screen');
    section.id = screen.id;
    section.append(node('h2', 'gallery-screen-title', screen.title));
    const grid = node('div', 'gallery-variants');
    const row = GALLERY_VARIANTS.map((variant) => {
      const cell = node('figure', 'gallery-cell');
      cell.dataset.state = 'waiting';
      cell.dataset.variant = variant.id;
      cell.append(node('figcaption', 'gallery-caption', variant.label));
      const element = widget(screen, variant, options);
      const entry: GalleryCell = { screen, variant, element, cell };
      cells.push(entry);
      grid.append(cell);
      return entry;
    });
    section.append(grid);
    container.append(section);
    return { screen, row };
  });

  for (const { screen, row } of rows) {
    const context = { providerUrl: options.providerUrl, instances: row.length };
    await screen.prepare?.(context);
    const reach = async (entry: GalleryCell) => {
      // A widget reads it when it mounts: set for the rows that show it, gone for the others (a
      // widget that signs in would otherwise change the ones after it).
      if (screen.lastUsed) localStorage.setItem(lastUsedKey(options.publicToken), screen.lastUsed);
      else localStorage.removeItem(lastUsedKey(options.publicToken));
      entry.cell.append(entry.element);
      try {
        await screen.reach(entry.element, context);
        entry.cell.dataset.state = 'ready';
      } catch (error) {
        const shown = (entry.element.shadowRoot ?? entry.element).textContent?.trim().slice(0, 200) ?? '';
        entry.error = `${(error as Error).message}; the widget shows "${shown}"`;
        entry.cell.dataset.state = 'failed';
        entry.cell.append(node('p', 'gallery-failure', `Could not reach this screen: ${entry.error}`));
      }
    };
    if (screen.oneAtATime) for (const entry of row) await reach(entry);
    else await Promise.all(row.map(reach));
    giveBackFocus(container);
  }
  return cells;
}
