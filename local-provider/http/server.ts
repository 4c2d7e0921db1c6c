// Serves the local provider over HTTP on 127.0.0.1 (Node adapter around the fetch handler).
import { existsSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LocalProvider } from './app.ts';
import { ConnectionDropped } from '../dev/faults.ts';
import { badHost, isLocalHost } from './host.ts';
import { ApiError, errorResponse, type RequestLike } from './responses.ts';
import { loadSettingsFile, resolveSettings, SettingsError, type SettingsOverrides } from '../settings/settings.ts';
import { parseState, StateFileError, type ProviderState } from '../state/state.ts';

export { createProvider, LocalProvider, type ProviderOptions } from './app.ts';
export type { ProviderSettings } from '../settings/settings.ts';

export const DEFAULT_PORT = 8788;

export interface StartOptions {
  /** Default 8788; 0 picks a free port. */
  port?: number;
  /** JSON settings merged over local-provider/settings/settings.json. */
  settingsPath?: string;
  /** Settings merged over local-provider/settings/settings.json, for callers that start it in-process (not with settingsPath). */
  settings?: SettingsOverrides;
  /** State file: loaded at start when it exists, written by close(). */
  dataFile?: string;
}

export interface RunningProvider {
  /** `http://localhost:PORT` */
  url: string;
  provider: LocalProvider;
  close(): Promise<void>;
}

/**
 * The state holds live session tokens, password hashes and codes: it is written readable by its owner
 * alone (mode 600), and a file other users could read or change is refused (where modes exist).
 */
function loadStateFile(path: string): ProviderState | undefined {
  if (!existsSync(path)) return undefined;
  const mode = statSync(path).mode & 0o777;
  if (process.platform !== 'win32' && (mode & 0o077) !== 0) {
    throw new StateFileError(
      `Data file ${path} can be read or changed by other users (mode ${mode.toString(8)}), and it holds live session tokens. ` +
        `Run chmod 600 ${path} if nobody else could have used it, or delete it.`,
    );
  }
  try {
    return parseState(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new StateFileError(`Data file ${path}: ${(error as Error).message}`);
  }
}

function saveStateFile(path: string, provider: LocalProvider): void {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, provider.serialize(), { mode: 0o600 });
  renameSync(temporary, path);
}

/** Largest request body the server reads; a longer one is answered 413 `request_too_large`. */
export const MAX_BODY_BYTES = 1024 * 1024;

function tooLarge(): ApiError {
  return new ApiError(413, 'request_too_large', `The request body is larger than ${MAX_BODY_BYTES / 1024 / 1024} MB.`, {
    Connection: 'close',
  });
}

/** The body as text; past the limit the rest is drained unread (so the 413 can still be sent) and the read fails. */
function readText(request: IncomingMessage): Promise<string> {
  const declared = Number(request.headers['content-length']);
  if (declared > MAX_BODY_BYTES) {
    request.resume();
    return Promise.reject(tooLarge());
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) {
        chunks.push(chunk);
        return;
      }
      request.off('data', onData);
      request.resume();
      reject(tooLarge());
    };
    request.on('data', onData);
    request.once('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.once('error', reject);
  });
}

function toRequestLike(request: IncomingMessage, port: number): RequestLike {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const host = request.headers.host ?? `localhost:${port}`;
  let body: Promise<string> | undefined;
  return {
    method: request.method ?? 'GET',
    url: `http://${host}${request.url ?? '/'}`,
    headers,
    text: () => (body ??= readText(request)),
    clientAddress: request.socket.remoteAddress,
  };
}

async function write(response: ServerResponse, result: Response): Promise<void> {
  const headers: Record<string, string> = {};
  result.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const body = Buffer.from(await result.arrayBuffer());
  response.writeHead(result.status, headers);
  response.end(body);
}

async function answer(provider: LocalProvider, request: IncomingMessage, response: ServerResponse, port: number) {
  const host = request.headers.host;
  if (host !== undefined && !isLocalHost(host)) return write(response, errorResponse(badHost(host)));
  // Only origin-form targets ("/path?query"): an absolute-form ("http://…/x") or "*" target is answered, not dropped.
  if (!request.url?.startsWith('/')) {
    request.resume();
    return write(
      response,
      errorResponse(
        new ApiError(
          400,
          'invalid_request_target',
          'The request target must be a path such as /sdk/v1/…; absolute URLs and "*" are not served.',
        ),
      ),
    );
  }
  let result: Response;
  try {
    result = await provider.fetch(toRequestLike(request, port));
  } catch (error) {
    if (!(error instanceof ConnectionDropped)) console.error('local provider:', (error as Error).message);
    request.socket.destroy();
    return;
  }
  await write(response, result);
}

export async function startProvider(options: StartOptions = {}): Promise<RunningProvider> {
  if (options.settingsPath && options.settings)
    throw new SettingsError('Give the provider a settings file or settings, not both.');
  const settings = options.settingsPath ? loadSettingsFile(options.settingsPath) : resolveSettings(options.settings);
  const state = options.dataFile ? loadStateFile(options.dataFile) : undefined;
  const provider = new LocalProvider(settings, { state });
  let port = options.port ?? DEFAULT_PORT;
  const server = createServer((request, response) => void answer(provider, request, response, port));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  port = (server.address() as AddressInfo).port;
  const url = `http://localhost:${port}`;
  // One issuer whatever name a caller used (localhost, 127.0.0.1, [::1]): tokens and metadata agree.
  provider.issuer = url;
  let closed: Promise<void> | undefined;
  return {
    url,
    provider,
    close: () =>
      (closed ??= new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }).then(() => {
        if (options.dataFile) saveStateFile(options.dataFile, provider);
      })),
  };
}
