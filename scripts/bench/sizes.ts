// Raw and gzip -9 sizes of the JavaScript files a page load requested, split into what was requested
// before the Google button was visible and everything requested until the page's network went quiet.
import type { Body } from './cdn.ts';
import type { PageLoad } from './measure.ts';

export interface Bytes {
  raw: number;
  gzip: number;
}

export interface ScriptSizes {
  /** Requested before the first frame that shows the button. */
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

export function scriptSizes(load: PageLoad, bytesOf: (url: string) => Body | undefined): ScriptSizes {
  const scripts = load.fetches.filter((fetch) => new URL(fetch.url).pathname.endsWith('.js'));
  const unique = (urls: string[]) => [...new Set(urls)];
  const visibleAt = load.marks.google ?? Number.POSITIVE_INFINITY;
  const initialFiles = unique(scripts.filter((script) => script.startTime < visibleAt).map((script) => script.url));
  const totalFiles = unique(scripts.map((script) => script.url));
  return { initial: add(initialFiles, bytesOf), initialFiles, total: add(totalFiles, bytesOf), totalFiles };
}

export const KIB = 1024;
