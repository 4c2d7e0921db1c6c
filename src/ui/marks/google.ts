// The Google mark, part of court-login.js: the Google button is on the first screen of most
// configurations and must not wait for a chunk.
import google from 'simple-icons/icons/google.svg?raw';
import { fromSimpleIcon } from './mark.ts';

export const GOOGLE_MARK = fromSimpleIcon(google, '4285F4');
