// The class names of a button and of its inner spans, for Button.tsx and for the buttons painted
// before React (src/paint/), which hand-over.ts also recognises by them.

/** The class of every such button, and those of its inner spans. */
export const BUTTON_CLASS = {
  button: 'court-button',
  mark: 'court-button-mark',
  spinner: 'court-spinner',
  label: 'court-button-label',
  badge: 'court-badge',
} as const;

/** A button's classes: primary (the form's send button) and marked (a brand's mark at its start) style it. */
export function buttonClassName({ primary = false, marked = false }: { primary?: boolean; marked?: boolean }): string {
  return `${BUTTON_CLASS.button}${primary ? ' court-button--primary' : ''}${marked ? ' court-button--marked' : ''}`;
}
