/**
 * Outside text (a client's name, a host, an email address) isolated from the sentence around it
 * (Unicode first-strong isolate), so that a left-to-right name keeps its place in a right-to-left
 * sentence and a right-to-left name cannot reorder the words after it.
 */
export const isolate = (value: string): string => `\u2068${value}\u2069`;
