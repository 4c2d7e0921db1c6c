// Court tests run on happy-dom's real localStorage and document.cookie; each starts from a clean page.
import Cookies from 'js-cookie';
import type { Court } from '../../../src/session/types.ts';

const courts: Court[] = [];

export function track(court: Court): Court {
  courts.push(court);
  return court;
}

export function cleanPage(): void {
  for (const court of courts.splice(0)) court.dispose();
  localStorage.clear();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
}
