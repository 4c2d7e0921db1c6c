// Measures <court-login> against a static HTML page and a minimal React page: JavaScript loaded
// before the first button is visible (a gate: exits non-zero over budget) and time to that button.
//   npm run bench                    sizes and timing (15 interleaved cold-cache runs per page)
//   npm run bench -- --sizes-only    sizes only, one load per config (the CI check)
//   npm run bench -- --runs=25       more timing runs
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../demo/pages/build-element.ts';
import { buildAll } from './bench/build.ts';
import { launchChromium } from './bench/browser.ts';
import { prepareChromium } from './chromium.ts';
import { loadPage, type PageLoad } from './bench/measure.ts';
import { BUDGETS, heapResult, heapTable, sizeResult, sizeTable, timingResult, timingTable } from './bench/report.ts';
import { startBenchServers } from './bench/servers.ts';
import { scriptSizes } from './bench/sizes.ts';

const args = process.argv.slice(2);
const sizesOnly = args.includes('--sizes-only');
const runsArg = args.find((arg) => arg.startsWith('--runs='));
const runs = sizesOnly ? 1 : Math.max(15, Number(runsArg?.slice('--runs='.length)) || 15);
const unknown = args.filter((arg) => arg !== '--sizes-only' && arg !== runsArg);
if (unknown.length > 0) {
  console.error(`Unknown option ${unknown.join(' ')}. Use --sizes-only and/or --runs=N (N ≥ 15).`);
  process.exit(2);
}

prepareChromium();
console.log('Building the element and the React page…');
const builds = await buildAll();
const pages = await startBenchServers(builds);
const browser = await launchChromium();
try {
  type Kind = 'elementGoogle' | 'elementAll' | 'staticHtml' | 'react';
  const urls: Record<Kind, string> = {
    elementGoogle: pages.elementGoogle,
    elementAll: pages.elementAll,
    staticHtml: pages.staticPage,
    react: pages.reactPage,
  };
  const kinds: Kind[] = sizesOnly ? ['elementGoogle', 'elementAll'] : ['elementGoogle', 'elementAll', 'staticHtml', 'react'];
  const loads: Record<Kind, PageLoad[]> = { elementGoogle: [], elementAll: [], staticHtml: [], react: [] };

  // One unrecorded load per page warms the servers and the disk, never the browser: each
  // recorded load uses a new browser context, so its HTTP cache starts empty.
  if (!sizesOnly) for (const kind of kinds) await loadPage(browser, urls[kind]);
  for (let run = 1; run <= runs; run += 1) {
    for (const kind of kinds) loads[kind].push(await loadPage(browser, urls[kind]));
    if (!sizesOnly) process.stdout.write(`\rrun ${run}/${runs}`);
  }
  if (!sizesOnly) process.stdout.write('\n');

  const sizeRuns = async (list: PageLoad[]) => Promise.all(list.map(scriptSizes));
  const sizes = {
    googleOnly: sizeResult(await sizeRuns(loads.elementGoogle), BUDGETS.googleOnlyInitialGzip),
    allProducts: sizeResult(await sizeRuns(loads.elementAll), BUDGETS.allProductsInitialGzip),
  };
  const timing = sizesOnly
    ? undefined
    : timingResult({
        element: loads.elementGoogle.map((load) => load.visibleMs),
        elementAllProducts: loads.elementAll.map((load) => load.visibleMs),
        staticHtml: loads.staticHtml.map((load) => load.visibleMs),
        react: loads.react.map((load) => load.visibleMs),
      });
  const heap = sizesOnly
    ? undefined
    : heapResult({
        element: loads.elementGoogle.map((load) => load.heapUsedBytes),
        elementAllProducts: loads.elementAll.map((load) => load.heapUsedBytes),
        staticHtml: loads.staticHtml.map((load) => load.heapUsedBytes),
        react: loads.react.map((load) => load.heapUsedBytes),
      });

  const results = {
    measuredAt: new Date().toISOString(),
    browser: `Chromium ${browser.version()} (headless, new context per load)`,
    runsPerPage: runs,
    sizes,
    timing,
    heap,
    chunks: builds.element.chunks.map(({ fileName, isEntry, bytes }) => ({ fileName, isEntry, bytes })),
  };
  writeFileSync(join(PROJECT_ROOT, 'bench-results.json'), `${JSON.stringify(results, null, 2)}\n`);

  console.log('\nJavaScript requested before the first button was visible');
  console.log(sizeTable(sizes));
  console.log(`  Google only, before the button: ${sizes.googleOnly.initialFiles.join(', ')}`);
  console.log(`  all products, before the button: ${sizes.allProducts.initialFiles.join(', ')}`);
  console.log(`  all products, after settle: ${sizes.allProducts.totalFiles.join(', ')}`);
  if (timing) {
    console.log('\nTime to the Google button (cold cache, interleaved)');
    console.log(timingTable(timing));
  }
  if (heap) {
    console.log('\nJavaScript heap when the button is visible (read over CDP, no Playwright script in the page)');
    console.log(heapTable(heap));
  }
  console.log('\nWrote bench-results.json');
  const sizesPass = sizes.googleOnly.pass && sizes.allProducts.pass;
  if (!sizesPass) console.error('\nSize budget exceeded.');
  process.exitCode = sizesPass ? 0 : 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await browser.close();
  await pages.close();
}
