// Configuration of the host app, read once at start from Vite's import.meta.env.
// Missing values fall back to the local stack; present but malformed values are refused with a message.

export interface HostConfig {
  publicToken: string;
  /** Origin of the provider API, no trailing slash. */
  providerUrl: string;
  /** Origin of the worker, no trailing slash. */
  workerUrl: string;
}

export const LOCAL_DEFAULTS: HostConfig = {
  publicToken: 'public-token-test-court-login-local',
  providerUrl: 'http://localhost:8788',
  workerUrl: 'http://localhost:8787',
};

type RawEnv = Record<string, unknown>;

function readText(env: RawEnv, name: string): string | undefined {
  const value = env[name];
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  return value.trim();
}

function readOrigin(env: RawEnv, name: string, fallback: string, problems: string[]): string {
  const text = readText(env, name);
  if (text === undefined) return fallback;
  const expected = `${name} must be an absolute http(s) URL such as https://api.example.com, got "${text}".`;
  let url: URL | undefined;
  try {
    url = /^https?:\/\//i.test(text) ? new URL(text) : undefined;
  } catch {
    url = undefined;
  }
  if (!url) {
    problems.push(expected);
    return fallback;
  }
  if (url.username || url.password || url.search || url.hash || url.pathname !== '/') {
    problems.push(
      `${name} must be an origin only (scheme, host and port, no path, query or credentials), got "${text}".`,
    );
  }
  return url.origin;
}

export type HostConfigResult = { ok: true; value: HostConfig } | { ok: false; error: string[] };

export function readHostConfig(env: RawEnv): HostConfigResult {
  const problems: string[] = [];
  const publicToken = readText(env, 'VITE_COURT_PUBLIC_TOKEN') ?? LOCAL_DEFAULTS.publicToken;
  if (!/^[\w-]+$/.test(publicToken)) {
    problems.push(`VITE_COURT_PUBLIC_TOKEN may contain only letters, digits, "-" and "_", got "${publicToken}".`);
  }
  const providerUrl = readOrigin(env, 'VITE_COURT_PROVIDER_URL', LOCAL_DEFAULTS.providerUrl, problems);
  const workerUrl = readOrigin(env, 'VITE_COURT_WORKER_URL', LOCAL_DEFAULTS.workerUrl, problems);
  if (problems.length > 0) return { ok: false, error: problems };
  return { ok: true, value: { publicToken, providerUrl, workerUrl } };
}
