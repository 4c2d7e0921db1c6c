// The Google mark, part of court-login.js: the Google button is on the first screen of most
// configurations and must not wait for a chunk. The set's G outline is painted in Google's four
// colours, as Google's sign-in guidelines show it: red above, yellow left, green below, blue right
// with the bar.
import google from 'simple-icons/icons/google.svg?raw';
import { fromSimpleIcon, type Mark } from './mark.ts';

const outline = fromSimpleIcon(google, '4285F4');

export const GOOGLE_MARK: Mark = {
  ...outline,
  regions: [
    { d: 'M12.4 12L24 3.6V0H0v6.6z', fill: '#EA4335' },
    { d: 'M12.4 12L0 6.6v12z', fill: '#FBBC05' },
    { d: 'M12.4 12L0 18.6V24h24v-5z', fill: '#34A853' },
    { d: 'M12 10L24 3.6v16.8l-5.5-4.2L12 14.6z', fill: '#4285F4' },
  ],
};
