// Debian's redis-server for the worker's multi-worker tests: `npm test` finds it (COURT_REDIS_SERVER_PATH,
// /usr/bin, the PATH) or, on Debian or Ubuntu as root, installs the package, as it does the browsers, and
// passes the path on. The tests start and stop it themselves; without it they fail, saying how to install it.
import { delimiter, join } from 'node:path';
import { isDebianLike, realMachine, type Machine } from './browsers.ts';

const VARIABLE = 'COURT_REDIS_SERVER_PATH';
const HOW_TO =
  'Install Debian\'s redis-server ("sudo apt-get install -y redis-server") or set COURT_REDIS_SERVER_PATH.';

function findRedisServer(machine: Machine): string | undefined {
  const given = machine.env[VARIABLE]?.trim();
  if (given) return machine.isExecutable(given) ? given : undefined;
  const onPath = (machine.env.PATH ?? '')
    .split(delimiter)
    .filter(Boolean)
    .map((folder) => join(folder, 'redis-server'));
  return ['/usr/bin/redis-server', ...onPath].find((path) => machine.isExecutable(path));
}

/** Finds (or installs) redis-server and exports its path to the suites; says so in one line either way. */
export function prepareRedisServer(machine: Machine = realMachine): void {
  let path = findRedisServer(machine);
  if (
    !path &&
    !machine.env[VARIABLE] &&
    machine.platform === 'linux' &&
    machine.isRoot() &&
    isDebianLike(machine.osRelease())
  ) {
    machine.log('court-login: no redis-server found; installing Debian\'s "redis-server" with apt-get (once)…');
    if (machine.aptInstall(['redis-server'])) path = findRedisServer(machine);
  }
  if (!path) {
    machine.log(`court-login: no redis-server: the worker's multi-worker tests will fail. ${HOW_TO}`);
    return;
  }
  process.env[VARIABLE] = path;
  machine.log(`redis-server: ${path}`);
}
