// One Tap in Spanish, on a page of its own (see support/one-tap-spanish.ts).
import { loadingLabelInSpanish } from './support/one-tap-spanish.ts';

loadingLabelInSpanish('light');
