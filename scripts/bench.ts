// Measures <court-login> as a phone sees it, against static HTML, bare React and the hosted provider's
// pre-built UI: time to the Google button and to the passcode form under three profiles (no throttling;
// Slow 4G and Fast 3G with the CPU four times slower), all pages served gzip-compressed over HTTP/2 as a
// CDN would, with the requests and levels of scripts each page needed; the first working click on the
// Google button and the passcode form's button (pressed the moment they show), and the heap at the
// button and once quiet, and what holds that heap by script (loads of their own, with V8's allocation
// tracking and a heap snapshot). Also the size gate: JavaScript
// before the first button and the levels of script requests before the passcode form, counted with
// every script held and released level by level (exits non-zero over budget). It prints the size of
// each language's chunks too.
//   npm run bench                    sizes and timing (5 interleaved cold-cache runs per page and profile)
//   npm run bench -- --quick         2 runs, no throttling and Slow 4G only
//   npm run bench -- --runs=9        more timing runs
//   npm run bench -- --sizes-only    the size and levels gate only (the CI check)
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../demo/pages/build-element.ts';
import { buildAll } from './bench/build.ts';
import { launchChromium } from './bench/browser.ts';
import { prepareChromium } from './browsers.ts';
import { loadPage, type PageLoad } from './bench/measure.ts';
import type { Mark } from './bench/probe.ts';
import { clickLoad, type ClickKind, type ClickLoad } from './bench/click-load.ts';
import { touchLoad } from './bench/touch-load.ts';
import { summarize } from './bench/stats.ts';
import { range, ms } from './bench/format.ts';
import { profileWorking } from './bench/working.ts';
import { targetLines, workingTable } from './bench/working-report.ts';
import { NO_THROTTLING, PROFILES, type Profile } from './bench/profiles.ts';
import { loadHeld } from './bench/held-load.ts';
import { importGraph } from './bench/levels.ts';
import {
  BUDGETS,
  FORM_PAGES,
  PAGE_TITLES,
  TIMED_PAGES,
  languageTable,
  levelsResult,
  pageTiming,
  sizeResult,
  sizeTable,
  timingTable,
  type ProfileTiming,
  type TimedPage,
} from './bench/report.ts';
import { startBenchServers, type PageName } from './bench/servers.ts';
import { builtManifest, filesOfNeed } from './bench/manifest.ts';
import { scriptSizes } from './bench/sizes.ts';
import { languageChunks } from './bench/language-chunks.ts';
import { heapLoad } from './bench/heap-by-module.ts';
import { arrivalsTable, needArrivals } from './bench/need-arrivals.ts';
import { chunkHolds, heapTable, NO_SCRIPT, pageHeap, type HeapLoad, type PageHeap } from './bench/heap-attribution.ts';

const args = process.argv.slice(2);
const sizesOnly = args.includes('--sizes-only');
const quick = args.includes('--quick');
const runsArg = args.find((arg) => arg.startsWith('--runs='));
const runs = Math.max(1, Number(runsArg?.slice('--runs='.length)) || (quick ? 2 : 5));
const unknown = args.filter((arg) => arg !== '--sizes-only' && arg !== '--quick' && arg !== runsArg);
if (unknown.length > 0) {
  console.error(`Unknown option ${unknown.join(' ')}. Use --sizes-only, --quick and/or --runs=N.`);
  process.exit(2);
}

const profiles = quick ? PROFILES.slice(0, 2) : PROFILES;
const marksOf = (page: PageName): Mark[] =>
  page === 'elementForm' || page === 'hosted' ? ['google', 'formShown', 'form'] : ['google'];

/** The machine's load average over one minute, sampled every 5 s while the benchmark runs. */
function sampleLoad(): { stop(): { cores: number; min: number; max: number; mean: number } } {
  const samples = [loadavg()[0]!];
  const timer = setInterval(() => samples.push(loadavg()[0]!), 5000);
  return {
    stop() {
      clearInterval(timer);
      samples.push(loadavg()[0]!);
      const mean = samples.reduce((sum, value) => sum + value, 0) / samples.length;
      return { cores: cpus().length, min: Math.min(...samples), max: Math.max(...samples), mean };
    },
  };
}

prepareChromium();
console.log('Building the element, the React page and the hosted UI page…');
const builds = await buildAll();
const languages = languageChunks(builds.element);
// React and the widget: part of the first load, though requested while the painted first screen shows.
const manifest = builtManifest(builds.element);
const renderer = filesOfNeed(manifest, 'renderer');
const pages = await startBenchServers(builds);
if (pages.cdn.protocol !== 'HTTP/2')
  console.log(
    "openssl not found: the pages are served over HTTP/1.1, so times are slower than a CDN's (sizes and levels are not affected).",
  );
const browser = await launchChromium();
const load = sampleLoad();
/** The pages whose heap is taken apart: the element with every product, Google only, and the hosted UI. */
const HEAP_PAGES = ['elementForm', 'elementGoogle', 'hosted'] as const;
type HeapPage = (typeof HEAP_PAGES)[number];

/** Each heap page loaded `runs` times, interleaved, with allocation tracking on. */
async function heapByScript(): Promise<Record<HeapPage, PageHeap>> {
  const loads = new Map<HeapPage, HeapLoad[]>(HEAP_PAGES.map((page) => [page, []]));
  for (let run = 1; run <= runs; run += 1) {
    for (const page of HEAP_PAGES) {
      // As with the clicks: one more try for a load that failed, said aloud.
      const once = () => heapLoad(browser, pages.urls[page], marksOf(page));
      const heapOf = await once().catch((error: unknown) => {
        console.error(`\nheap load of ${page}, tried again: ${error instanceof Error ? error.message : error}`);
        return once();
      });
      loads.get(page)!.push(heapOf);
    }
    process.stdout.write(`\rheap by script: ${run}/${runs}`);
  }
  process.stdout.write('\n');
  const chunks = new Map(builds.element.chunks.map((chunk) => [chunk.fileName, chunkHolds(chunk, PROJECT_ROOT)]));
  const holds = (script: string) =>
    chunks.get(script) ?? (script === NO_SCRIPT ? '' : "the hosted UI's bundle (one file)");
  return Object.fromEntries(HEAP_PAGES.map((page) => [page, pageHeap(loads.get(page)!, holds)])) as Record<
    HeapPage,
    PageHeap
  >;
}

try {
  const started = Date.now();
  const timed = new Map<string, PageLoad[]>();
  const key = (profile: Profile, page: PageName) => `${profile.name}/${page}`;
  const record = async (profile: Profile, page: PageName) => {
    const list = timed.get(key(profile, page)) ?? [];
    list.push(await loadPage(browser, pages.urls[page], profile, marksOf(page)));
    timed.set(key(profile, page), list);
  };
  const clicked = new Map<string, ClickLoad[]>();
  const clickKey = (profile: Profile, page: PageName, kind: ClickKind) => `${profile.name}/${page}/${kind}`;
  const recordClick = async (profile: Profile, page: PageName, kind: ClickKind) => {
    const list = clicked.get(clickKey(profile, page, kind)) ?? [];
    // One more try when a load fails (a mark that never came), said aloud: one stuck load of many
    // should not end the whole run, and a page that fails twice still does.
    const once = () => clickLoad(browser, pages.urls[page], profile, kind);
    list.push(
      await once().catch((error: unknown) => {
        console.error(
          `\n${kind} click, ${profile.name}, tried again: ${error instanceof Error ? error.message : error}`,
        );
        return once();
      }),
    );
    clicked.set(clickKey(profile, page, kind), list);
  };
  /** The pages whose painted screen React renders at the first touch, and what that touch waits for. */
  const TOUCH_PAGES = ['elementGoogle', 'elementForm'] as const;
  const touched = new Map<string, number[]>();
  const recordTouch = async (profile: Profile, page: (typeof TOUCH_PAGES)[number]) => {
    const once = () => touchLoad(browser, pages.urls[page], profile);
    const { touchToReact } = await once().catch((error: unknown) => {
      console.error(`\nfirst touch, ${profile.name}, tried again: ${error instanceof Error ? error.message : error}`);
      return once();
    });
    touched.set(key(profile, page), [...(touched.get(key(profile, page)) ?? []), touchToReact]);
  };

  if (sizesOnly) {
    await record(NO_THROTTLING, 'elementGoogle');
    await record(NO_THROTTLING, 'elementAll');
  } else {
    // One unrecorded load per page warms the servers and the disk, never the browser: each recorded
    // load uses a new browser context, so its HTTP cache starts empty.
    for (const page of [...TIMED_PAGES, 'elementAll'] as const)
      await loadPage(browser, pages.urls[page], NO_THROTTLING, marksOf(page));
    const steps = runs * profiles.length;
    for (let run = 1; run <= runs; run += 1) {
      // Interleaved: every page under every profile in each run, so a busy moment of the machine is shared.
      for (const [index, profile] of profiles.entries()) {
        for (const page of TIMED_PAGES) await record(profile, page);
        if (profile === NO_THROTTLING) await record(profile, 'elementAll');
        // The clicks in loads of their own: a click changes what the page does after it.
        for (const page of TIMED_PAGES) {
          await recordClick(profile, page, 'google');
          if (!FORM_PAGES.includes(page)) continue;
          await recordClick(profile, page, 'continue');
          await recordClick(profile, page, 'continueWhenReady');
        }
        for (const page of TOUCH_PAGES) await recordTouch(profile, page);
        process.stdout.write(`\rrun ${run}/${runs}, ${(run - 1) * profiles.length + index + 1}/${steps} steps`);
      }
    }
    process.stdout.write('\n');
  }
  const heap = sizesOnly ? undefined : await heapByScript();
  const loadsOf = (profile: Profile, page: PageName) => timed.get(key(profile, page)) ?? [];

  const sizes = {
    googleOnly: sizeResult(
      loadsOf(NO_THROTTLING, 'elementGoogle').map((one) => scriptSizes(one, pages.cdn.bytesOf, renderer)),
      BUDGETS.googleOnlyInitialGzip,
    ),
    allProducts: sizeResult(
      loadsOf(NO_THROTTLING, 'elementAll').map((one) => scriptSizes(one, pages.cdn.bytesOf, renderer)),
      BUDGETS.allProductsInitialGzip,
    ),
  };
  // By cause, not by clock: one load whose scripts are held and released level by level.
  const levels = levelsResult(await loadHeld(browser, pages.urls.elementForm, importGraph(builds.element.chunks)));
  const timing: ProfileTiming[] | undefined = sizesOnly
    ? undefined
    : profiles.map((profile) => ({
        profile: profile.name,
        pages: Object.fromEntries(
          TIMED_PAGES.map((page) => [
            page,
            pageTiming(loadsOf(profile, page), FORM_PAGES.includes(page) ? 'form' : 'google'),
          ]),
        ) as Record<TimedPage, ReturnType<typeof pageTiming>>,
      }));
  const working = timing?.map((profile, index) =>
    profileWorking(profile, (page, kind) => clicked.get(clickKey(profiles[index]!, page, kind))),
  );
  // What the passcode form waits for, in the same timed loads: each need's requests and arrival.
  const elementFile = (file: string) => pages.cdn.bytesOf(`${pages.cdn.url}/element/${file}`);
  const formSteps = sizesOnly
    ? undefined
    : profiles.map((profile) => ({
        profile: profile.name,
        needs: needArrivals(loadsOf(profile, 'elementForm'), manifest, elementFile),
      }));
  const machineLoad = load.stop();
  const firstTouch = sizesOnly
    ? undefined
    : profiles.map((profile) => ({
        profile: profile.name,
        touchToReactMs: Object.fromEntries(
          TOUCH_PAGES.map((page) => [page, summarize(touched.get(key(profile, page)) ?? [])]),
        ),
      }));

  const results = {
    measuredAt: new Date().toISOString(),
    browser: `Chromium ${browser.version()} (headless, new context per load)`,
    durationSeconds: Math.round((Date.now() - started) / 1000),
    machineLoad,
    protocol: pages.cdn.protocol,
    runsPerPage: sizesOnly ? 1 : runs,
    profiles: (sizesOnly ? [NO_THROTTLING] : profiles).map((profile) => profile),
    sizes: { ...sizes, passcodeFormLevels: levels },
    timing,
    working,
    firstTouch,
    heapByScript: heap,
    formSteps,
    languages,
    chunks: builds.element.chunks.map(({ fileName, isEntry, bytes }) => ({ fileName, isEntry, bytes })),
  };
  writeFileSync(join(PROJECT_ROOT, 'bench-results.json'), `${JSON.stringify(results, null, 2)}\n`);

  console.log(
    "\nFirst load: JavaScript requested before the first button was visible, and React's chunk that makes it work; levels of scripts before the passcode form",
  );
  console.log(sizeTable(sizes, levels));
  console.log(`  Google only, first load: ${sizes.googleOnly.initialFiles.join(', ')}`);
  console.log(`  all products, once quiet: ${sizes.allProducts.totalFiles.join(', ')}`);
  console.log(
    '\nLanguages other than plain English: the chunks the widget requests at once after court-login.js (none in the English first load)',
  );
  console.log(languageTable(languages));
  const machine = `${machineLoad.cores} cores, load average ${machineLoad.min.toFixed(1)}–${machineLoad.max.toFixed(1)} (mean ${machineLoad.mean.toFixed(1)}) during ${results.durationSeconds} s`;
  for (const [index, profile] of (timing ?? []).entries()) {
    const { pages: clicks, targets } = working![index]!;
    console.log(
      `\n${profile.profile}: when each page works, ms from navigation start (medians, min–max; cold cache, interleaved; ${machine})`,
    );
    console.log(workingTable(profile.pages, clicks));
    console.log(targetLines(targets));
    const touch = firstTouch![index]!.touchToReactMs;
    console.log(
      `\n${profile.profile}: first touch → React's screen (a pointer moved onto the widget, beside its buttons, once the page is quiet; React renders the painted screen then), ms: ${TOUCH_PAGES.map((page) => `${PAGE_TITLES[page]} ${range(touch[page]!, ms)}`).join('; ')}`,
    );
    console.log(
      `\n${profile.profile}: navigation → first frame showing it, with the requests and script levels before it`,
    );
    console.log(timingTable(profile));
    const form = profile.pages.elementForm;
    console.log(
      `\n${profile.profile}: what the passcode form of ${PAGE_TITLES.elementForm} waits for, each need's chunks requested and arrived (medians, ms)`,
    );
    console.log(
      arrivalsTable(formSteps![index]!.needs, [
        { title: 'passcode form shown', ms: form.formShown!.median },
        { title: 'ready to send', ms: form.form!.median },
      ]),
    );
  }
  for (const [page, one] of Object.entries(heap ?? {})) {
    console.log(
      `\nWhat holds the JavaScript heap once quiet, ${PAGE_TITLES[page as HeapPage]} (medians of ${runs} loads, no throttling)`,
    );
    console.log(heapTable(one));
  }
  console.log(`\nMachine: ${machine}`);
  console.log('Wrote bench-results.json');
  const pass = sizes.googleOnly.pass && sizes.allProducts.pass && levels.pass;
  if (!pass) console.error('\nSize or levels budget exceeded.');
  process.exitCode = pass ? 0 : 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  load.stop();
  await browser.close();
  await pages.close();
}
