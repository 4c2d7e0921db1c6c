// The type of a page's `strings`: any message of the widget by its key, as an ICU message text.
import type { MessageKey } from './compiled/keys.ts';

export type { MessageKey };
export type TextOverrides = Partial<Record<MessageKey, string>>;
