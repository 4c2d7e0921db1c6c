// Raw and gzip -9 sizes of the JavaScript files a page load requested, split into the first load
// (what was requested before the Google button was visible, and the renderer that makes that button
// work: <court-login> paints its first screen before React has arrived) and everything requested
// until the page's network went quiet.
import type { Body } from './cdn.ts';
import type { PageLoad } from './measure.ts';

export interface Bytes {
  raw: number;
  gzip: number;
}

export interface ScriptSizes {
  /** Requested before the first frame that shows the button, and the renderer's files. */
  initial: Bytes;
  initialFiles: string[];
  /** Requested by the time the page's network went quiet (lazy chunks included). */
  total: Bytes;
  totalFiles: string[];
}

function add(urls: string[], bytesOf: (url: string) => Body | undefined): Bytes {
  const total = { raw: 0, gzip: 0 };
  for (const url of urls) {
    const body = bytesOf(url);
    if (!body) throw new Error(`${url} was not served by the benchmark's CDN`);
    total.raw += body.raw.length;
    total.gzip += body.gzip.length;
  }
  return total;
}

/** `renderer`: the file names of what turns the painted first screen into the working widget (React's chunk). */
export function scriptSizes(
  load: PageLoad,
  bytesOf: (url: string) => Body | undefined,
  renderer: readonly string[] = [],
): ScriptSizes {
  const scripts = load.fetches.filter((fetch) => new URL(fetch.url).pathname.endsWith('.js'));
  const unique = (urls: string[]) => [...new Set(urls)];
  const visibleAt = load.marks.google ?? Number.POSITIVE_INFINITY;
  const firstLoad = (url: string, startTime: number) =>
    startTime < visibleAt || renderer.includes(new URL(url).pathname.split('/').pop()!);
  const initialFiles = unique(
    scripts.filter((script) => firstLoad(script.url, script.startTime)).map((script) => script.url),
  );
  const totalFiles = unique(scripts.map((script) => script.url));
  return { initial: add(initialFiles, bytesOf), initialFiles, total: add(totalFiles, bytesOf), totalFiles };
}

export const KIB = 1024;
