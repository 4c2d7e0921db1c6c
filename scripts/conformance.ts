// `npm run conformance`: the MCP conformance package's scenarios that grade a server's side of authorization
// (and the plain server scenarios that apply to the worker), against a fresh local stack, outside `npm test`
// (it fetches the package and Node 22 from the npm registry). It prints one line per scenario and exits 1
// when any check fails. docs/assistant-sign-in.md says which scenarios run, which do not apply, and why.
//
// 1. The authorization-server scenarios grade the local provider: its metadata, then a whole authorization
//    code grant with PKCE, as a registered client, with Chromium playing the person on the consent page.
// 2. The server scenarios grade the worker at /mcp, with an access token got the way an MCP client gets one
//    and added to each request by a pass-through (the package cannot send a header itself).
import { startStack } from '../demo/start.ts';
import { launchChromium } from './bench/browser.ts';
import { signInForAccessToken } from './real-clients/access-token.ts';
import { runAuthorizationServerScenarios } from './real-clients/authorization-server.ts';
import { startBearerProxy } from './real-clients/bearer-proxy.ts';
import { CONFORMANCE_PACKAGE, runConformance, type Check } from './real-clients/conformance-package.ts';

/** The worker speaks protocol versions up to this one (the MCP SDK it is built on). */
const SPEC_VERSION = '2025-11-25';
/** Server scenarios that grade what the worker offers: the handshake, ping, its tools, the Host guard. */
const SERVER_SCENARIOS = ['server-initialize', 'ping', 'tools-list', 'dns-rebinding-protection'];
const AUTHORIZATION_SERVER_SCENARIOS = ['authorization-server-metadata-endpoint', 'authorization-code-grant'];

interface Row {
  scenario: string;
  graded: string;
  checks: Check[];
}

/** Warnings are reported, not failed; a skipped check means the scenario could not do its work, so it fails. */
function verdict(checks: Check[]): 'passed' | 'FAILED' {
  const failed =
    checks.length === 0 || checks.some((check) => check.status === 'FAILURE' || check.status === 'SKIPPED');
  return failed ? 'FAILED' : 'passed';
}

function printTable(rows: Row[]): void {
  const width = Math.max(...rows.map((row) => row.scenario.length));
  console.log(`\n${CONFORMANCE_PACKAGE}, protocol ${SPEC_VERSION}`);
  for (const row of rows) {
    const notes = row.checks
      .filter((check) => check.status !== 'SUCCESS' && check.status !== 'INFO')
      .map((check) => `${check.id} ${check.status}${check.errorMessage ? `: ${check.errorMessage}` : ''}`);
    const passed = row.checks.filter((check) => check.status === 'SUCCESS').length;
    console.log(
      `${row.scenario.padEnd(width)}  ${row.graded.padEnd(8)}  ${verdict(row.checks)} (${passed}/${row.checks.length} checks)`,
    );
    for (const note of notes) console.log(`${' '.repeat(width + 2)}  - ${note}`);
  }
}

async function main(): Promise<boolean> {
  const stack = await startStack({ hostPort: 0, providerPort: 0, workerPort: 0, logLevel: 'silent' });
  const browser = await launchChromium();
  const rows: Row[] = [];
  try {
    console.log(
      `[conformance] authorization server ${stack.providerUrl}: ${AUTHORIZATION_SERVER_SCENARIOS.join(', ')}`,
    );
    const provider = await runAuthorizationServerScenarios(browser, stack, `conformance-as-${Date.now()}@example.com`);
    for (const scenario of AUTHORIZATION_SERVER_SCENARIOS) {
      rows.push({ scenario, graded: 'provider', checks: provider.get(scenario) ?? [] });
    }

    const token = await signInForAccessToken(browser, stack, `conformance-rs-${Date.now()}@example.com`);
    const proxy = await startBearerProxy(stack.workerUrl, token);
    try {
      console.log(`[conformance] MCP server ${stack.workerUrl}/mcp (through ${proxy.url}, which adds the token)`);
      for (const scenario of SERVER_SCENARIOS) {
        console.log(`[conformance] ${scenario}`);
        const worker = await runConformance([
          'server',
          '--url',
          `${proxy.url}/mcp`,
          '--scenario',
          scenario,
          '--spec-version',
          SPEC_VERSION,
        ]);
        rows.push({ scenario, graded: 'worker', checks: worker.get(scenario) ?? [] });
      }
    } finally {
      await proxy.close();
    }
  } finally {
    await browser.close();
    await stack.close();
  }
  printTable(rows);
  return rows.every((row) => verdict(row.checks) === 'passed');
}

main().then(
  (passed) => {
    if (!passed) process.exitCode = 1;
  },
  (error: unknown) => {
    console.error(`[conformance] failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exitCode = 1;
  },
);
