// Raw and gzip sizes of the JavaScript files a page load requested, split into what was
// requested before the button was visible and everything requested until the page settled.
import { gzipSync } from 'node:zlib';
import type { PageLoad } from './measure.ts';

export interface Bytes {
  raw: number;
  gzip: number;
}

export interface ScriptSizes {
  /** Requested before the first frame that shows the button. */
  initial: Bytes;
  initialFiles: string[];
  /** Requested by the time the page settled (lazy chunks included). */
  total: Bytes;
  totalFiles: string[];
}

const cache = new Map<string, Bytes>();

async function sizeOf(url: string): Promise<Bytes> {
  const known = cache.get(url);
  if (known) return known;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const body = Buffer.from(await response.arrayBuffer());
  const bytes = { raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
  cache.set(url, bytes);
  return bytes;
}

async function add(urls: string[]): Promise<Bytes> {
  const total = { raw: 0, gzip: 0 };
  for (const url of urls) {
    const bytes = await sizeOf(url);
    total.raw += bytes.raw;
    total.gzip += bytes.gzip;
  }
  return total;
}

export async function scriptSizes(load: PageLoad): Promise<ScriptSizes> {
  const unique = (urls: string[]) => [...new Set(urls)];
  const initialFiles = unique(load.scripts.filter((script) => script.startTime < load.visibleMs).map((script) => script.url));
  const totalFiles = unique(load.scripts.map((script) => script.url));
  return { initial: await add(initialFiles), initialFiles, total: await add(totalFiles), totalFiles };
}

export const KIB = 1024;
