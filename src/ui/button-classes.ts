// A button's classes, for Button.tsx and for the buttons painted before React (src/paint/).

/** Primary: a form's send button. Marked: a brand's mark at the button's start. */
export function buttonClassName({ primary = false, marked = false }: { primary?: boolean; marked?: boolean }): string {
  return `court-button${primary ? ' court-button--primary' : ''}${marked ? ' court-button--marked' : ''}`;
}
