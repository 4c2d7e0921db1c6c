// The package's `court-login` import: the element's public names and nothing else. court-login.js
// itself, the file a script tag loads, also exports the links its lazy chunks import back from it
// (short internal names); the package points `court-login` here so that those stay out of sight.
export { CourtLoginElement, loadSession } from './index.ts';
export type * from './index.ts';
