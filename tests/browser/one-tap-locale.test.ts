// One Tap in Spanish, on a page of its own (see support/one-tap-spanish.ts).
import { errorKindInSpanish } from './support/one-tap-spanish.ts';

errorKindInSpanish('shadow');
