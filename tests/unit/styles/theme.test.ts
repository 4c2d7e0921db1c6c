import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../../src/config/parse.ts';
import type { Theme } from '../../../src/config/types.ts';
import { followsColorScheme } from '../../../src/styles/theme.ts';

function theme(given: unknown): Theme {
  const parsed = parseConfig({ products: ['oauth'], oauthOptions: { providers: [{ type: 'google' }] }, theme: given });
  if (!parsed.config) throw new Error(JSON.stringify(parsed.issues));
  return parsed.config.theme;
}

describe('followsColorScheme', () => {
  it('follows the visitor when the theme names sizes, radii or a font only', () => {
    expect(followsColorScheme(theme(undefined))).toBe(true);
    expect(
      followsColorScheme(
        theme({
          container: { width: '360px', borderRadius: 4 },
          fontFamily: 'serif',
          buttons: { primary: { borderRadius: 2 }, secondary: { borderRadius: '0' } },
          hideHeaderText: true,
        }),
      ),
    ).toBe(true);
  });

  it('keeps the theme as given when it names any colour', () => {
    const colours: unknown[] = [
      { colors: { primary: '#000' } },
      { colors: { secondary: '#000' } },
      { colors: { success: '#000' } },
      { colors: { error: '#000' } },
      { container: { backgroundColor: '#000' } },
      { container: { borderColor: '#000' } },
      ...(['primary', 'secondary'] as const).flatMap((kind) =>
        ['backgroundColor', 'textColor', 'borderColor'].map((field) => ({ buttons: { [kind]: { [field]: '#000' } } })),
      ),
    ];
    for (const given of colours) expect(followsColorScheme(theme(given)), JSON.stringify(given)).toBe(false);
  });
});
