// config.theme → --court-* custom properties set on the widget root (only those given).
import type { ButtonTheme, Theme } from '../config/types.ts';

export function themeVariables(theme: Theme): Record<string, string> {
  const variables: Record<string, string | undefined> = {
    '--court-container-width': theme.container.width,
    '--court-container-border-radius': theme.container.borderRadius,
    '--court-container-background': theme.container.backgroundColor,
    '--court-container-border-color': theme.container.borderColor,
    '--court-color-primary': theme.colors.primary,
    '--court-color-secondary': theme.colors.secondary,
    '--court-color-success': theme.colors.success,
    '--court-color-error': theme.colors.error,
    '--court-font-family': theme.fontFamily,
    ...buttonVariables('primary', theme.buttons.primary),
    ...buttonVariables('secondary', theme.buttons.secondary),
  };
  return Object.fromEntries(
    Object.entries(variables).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

/**
 * Whether the widget may follow the visitor's colour scheme: only when the theme names no colour
 * at all (a dark background under an integrator's dark text would be unreadable). Every variable
 * but the sizes, radii and font is a colour.
 */
export function followsColorScheme(theme: Theme): boolean {
  return Object.keys(themeVariables(theme)).every((name) => /width|radius|family/.test(name));
}

function buttonVariables(kind: 'primary' | 'secondary', button: ButtonTheme): Record<string, string | undefined> {
  return {
    [`--court-button-${kind}-background`]: button.backgroundColor,
    [`--court-button-${kind}-text`]: button.textColor,
    [`--court-button-${kind}-border`]: button.borderColor,
    [`--court-button-${kind}-radius`]: button.borderRadius,
  };
}
