// Runs every suite (type check, lint, unit and contract, browser in Chromium, Firefox and WebKit, end-to-end,
// size budgets) one after the other and ends with one line `N passed, N failed` totalled over all of
// them. Exits non-zero on any failure. Run as `node --import tsx` (npm test). First it finds (or on
// Debian as root installs) the browsers: without Chromium it stops with one message naming the
// command to run; without Firefox or WebKit it says so and leaves that engine out, in the summary too.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { ENGINES, prepareBrowsers } from './browsers.ts';
import { prepareRedisServer } from './redis-server.ts';

const { missing } = prepareBrowsers();
prepareRedisServer();

const results = '.test-results';
rmSync(results, { recursive: true, force: true });
rmSync('bench-results.json', { force: true });
mkdirSync(results, { recursive: true });

function run(command, args, env = {}) {
  const child = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0', ...env } });
  // Said plainly, since a runner that dies this way prints nothing of its own.
  if (child.error) console.log(`${command} could not run: ${child.error.message}`);
  if (child.signal) console.log(`${command} was stopped by ${child.signal}`);
  return child.status ?? 1;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

// Two checks, each silent when it passes and naming the files when it fails: ESLint's rules, and
// Prettier's formatting (which `npm run format` applies).
function lintSuite() {
  const checks = [
    { name: 'ESLint (npm run lint)', command: ['eslint', '.'] },
    {
      name: 'Prettier (npm run format:check)',
      command: ['prettier', '--check', '--log-level=warn', '--no-color', '.'],
    },
  ];
  let statuses = [];
  return {
    name: 'lint',
    run: () => {
      statuses = checks.map((check) => run('npx', check.command));
      return statuses.find((status) => status !== 0) ?? 0;
    },
    count: () => ({
      passed: statuses.filter((status) => status === 0).length,
      failed: statuses.filter((status) => status !== 0).length,
      failures: checks.filter((_, index) => statuses[index] !== 0).map((check) => check.name),
    }),
  };
}

const suites = [
  {
    name: 'typecheck',
    run: () => run('npx', ['tsc', '--noEmit']),
    count: (status) => ({ passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1 }),
  },
  lintSuite(),
  {
    name: 'unit',
    run: () =>
      run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${results}/unit.json`]),
    count: () => {
      const report = readJson(`${results}/unit.json`);
      if (!report) return undefined;
      const broken = report.testResults.filter(
        (file) => file.status === 'failed' && file.assertionResults.length === 0,
      );
      const failures = [
        ...broken.map((file) => `${file.name.replace(`${process.cwd()}/`, '')} › did not load`),
        ...report.testResults.flatMap((file) =>
          file.assertionResults
            .filter((test) => test.status === 'failed')
            .map((test) => `${file.name.replace(`${process.cwd()}/`, '')} › ${test.fullName}`),
        ),
      ];
      return { passed: report.numPassedTests, failed: report.numFailedTests + broken.length, failures };
    },
  },
  ...ENGINES.map((engine) => ({
    name: `browser (${engine})`,
    engine,
    run: () => run('node', ['--import', 'tsx', 'node_modules/@web/test-runner/dist/bin.js'], { COURT_ENGINE: engine }),
    count: () => readJson(`${results}/browser-${engine}.json`),
  })),
  // Chromium runs every end-to-end test (Playwright); Firefox and WebKit the journeys of tests/e2e/engines.
  ...ENGINES.map((engine) => {
    const folder = engine === 'chromium' ? 'tests/e2e' : 'tests/e2e/engines';
    const tapFile = `${results}/e2e-${engine}.tap`;
    return {
      name: `e2e (${engine})`,
      engine,
      run: () =>
        run(
          'node',
          [
            '--import',
            'tsx',
            '--test',
            '--test-concurrency=1',
            // A file still running after fifteen minutes is stopped and fails (Node 20 times the file as
            // a whole, its process too): a stuck test, or a server left open that keeps the file's
            // process from ending, would otherwise hold the run until CI's limit. (Not
            // --test-force-exit: the process then ends before the TAP summary counted below is written.)
            '--test-timeout=900000',
            '--test-reporter=spec',
            '--test-reporter-destination=stdout',
            '--test-reporter=tap',
            `--test-reporter-destination=${tapFile}`,
            // Named one by one: Node 20 collects only JavaScript files from a folder.
            ...readdirSync(folder)
              .filter((name) => name.endsWith('.test.ts'))
              .sort()
              .map((name) => `${folder}/${name}`),
          ],
          { COURT_ENGINE: engine },
        ),
      count: () => {
        if (!existsSync(tapFile)) return undefined;
        const tap = readFileSync(tapFile, 'utf8');
        // A report cut short (the process ended before the reporter's last lines) is no report.
        if (!/^# pass \d+$/m.test(tap)) return undefined;
        const number = (label) => Number(tap.match(new RegExp(`^# ${label} (\\d+)$`, 'm'))?.[1] ?? 0);
        // TAP's own failure lines ("not ok N - name"): the failed tests and the suites holding them.
        const failures = [...tap.matchAll(/^\s*not ok \d+ - (.*)$/gm)].map((match) => match[1]);
        return {
          passed: number('pass'),
          failed: number('fail') + number('cancelled'),
          skipped: number('skipped'),
          failures,
        };
      },
    };
  }),
  {
    name: 'sizes',
    run: () => run('npx', ['tsx', 'scripts/bench.ts', '--sizes-only']),
    // One check per budget: Google-only and all-products initial JavaScript, levels before the passcode form.
    count: () => {
      const sizes = readJson('bench-results.json')?.sizes;
      if (!sizes) return undefined;
      const budgets = [sizes.googleOnly, sizes.allProducts, sizes.passcodeFormLevels];
      return {
        passed: budgets.filter((budget) => budget.pass).length,
        failed: budgets.filter((budget) => !budget.pass).length,
      };
    },
  },
];

let passed = 0;
let failed = 0;
const summary = [];
const failures = [];
for (const suite of suites) {
  console.log(`\n=== ${suite.name} ===`);
  const notRun = suite.engine && missing.get(suite.engine);
  if (notRun) {
    const line = `=== ${suite.name}: not run, ${notRun} ===`;
    console.log(line);
    summary.push(line);
    continue;
  }
  const started = Date.now();
  const status = suite.run();
  const minutes = ((Date.now() - started) / 60000).toFixed(1);
  // A suite that crashed before reporting anything counts as one failure, never as silence.
  const reported = suite.count(status);
  if (!reported) console.log(`${suite.name} ended (status ${status}) without its report`);
  const counted = reported ?? { passed: 0, failed: 1 };
  if (status !== 0 && counted.failed === 0) counted.failed = 1;
  const skipped = counted.skipped === undefined ? '' : `, ${counted.skipped} skipped`;
  const line = `=== ${suite.name}: ${counted.passed} passed, ${counted.failed} failed${skipped} (${minutes} min) ===`;
  console.log(line);
  summary.push(line);
  for (const failure of counted.failures ?? []) failures.push(`${suite.name}: ${failure}`);
  passed += counted.passed;
  failed += counted.failed;
}
console.log(`\n${summary.join('\n')}`);
// Named again here, at the end, where a CI log's tail shows them.
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((failure) => `  ${failure}`).join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
