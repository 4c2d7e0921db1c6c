// The store shared by several workers: Redis hashes for maps and Redis lists for lists, under one key
// prefix. Compare-and-set runs as one Lua script, so two workers can never both take a court slot.
import { createClient, RESP_TYPES } from 'redis';
import { StoreUnavailable, type Store } from './store.ts';

const PREFIX = 'court-worker:';

/**
 * KEYS[1] the hash; ARGV: field, '1' if a value is expected, the expected value, '1' to set (else
 * delete), the new value, the expiry in epoch ms or ''. The expiry only ever moves later.
 */
const SWAP = `
local current = redis.call('HGET', KEYS[1], ARGV[1])
if ARGV[2] == '1' then
  if current ~= ARGV[3] then return 0 end
elseif current then
  return 0
end
if ARGV[4] == '1' then
  redis.call('HSET', KEYS[1], ARGV[1], ARGV[5])
  if ARGV[6] ~= '' then
    if redis.call('PTTL', KEYS[1]) < 0 then
      redis.call('PEXPIREAT', KEYS[1], ARGV[6])
    else
      redis.call('PEXPIREAT', KEYS[1], ARGV[6], 'GT')
    end
  end
else
  redis.call('HDEL', KEYS[1], ARGV[1])
end
return 1
`;

/** The URL as it may be logged or shown: without a password. */
export function describeRedisUrl(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = '';
    parsed.username = '';
    return parsed.href;
  } catch {
    return 'an unreadable Redis URL';
  }
}

export async function createRedisStore(
  url: string,
  log: (line: string) => void,
  connectTimeoutMs = 5000,
): Promise<Store> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(
      `The worker's redisUrl must be a URL such as redis://localhost:6379, got "${describeRedisUrl(url)}".`,
    );
  }
  if (parsed.protocol !== 'redis:' && parsed.protocol !== 'rediss:') {
    throw new Error(`The worker's redisUrl must start with redis:// or rediss://, got "${describeRedisUrl(url)}".`);
  }
  const shown = describeRedisUrl(url);
  let connectedOnce = false;
  const client = createClient({
    url,
    // A command while Redis is away fails at once (the caller answers 503) instead of waiting in a queue.
    disableOfflineQueue: true,
    // The first connection fails at once (the worker does not start); later ones are retried for ever.
    socket: {
      connectTimeout: connectTimeoutMs,
      reconnectStrategy: (retries, cause) => (connectedOnce ? Math.min(100 * 2 ** retries, 2000) : cause),
    },
  });
  let reported = false;
  client.on('error', (error: Error) => {
    if (!reported) log(`Redis at ${shown}: ${error.message}`);
    reported = true;
  });
  client.on('ready', () => {
    if (reported) log(`Redis at ${shown}: connected again`);
    reported = false;
  });

  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      client.connect(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('no answer')), connectTimeoutMs);
      }),
    ]);
  } catch (error) {
    client.destroy();
    throw new Error(
      `The worker could not connect to Redis at ${shown} (${error instanceof Error ? error.message : String(error)}).`,
      { cause: error },
    );
  } finally {
    clearTimeout(timer);
  }
  connectedOnce = true;

  const asMaps = client.withTypeMapping({ [RESP_TYPES.MAP]: Map });

  async function run<T>(command: () => Promise<T>): Promise<T> {
    try {
      return await command();
    } catch (error) {
      throw new StoreUnavailable(
        `Redis could not be reached (${error instanceof Error ? error.message : String(error)}).`,
      );
    }
  }

  return {
    get: (map, field) => run(async () => (await client.hGet(PREFIX + map, field)) ?? undefined),
    // Read as a Map, not a plain object: field names (user ids) are outside text.
    entries: (map) =>
      run(async () => {
        const entries = new Map<string, string>();
        for (const [field, value] of await asMaps.hGetAll(PREFIX + map)) entries.set(String(field), String(value));
        return entries;
      }),
    swap: (map, field, expected, next, expireAt) =>
      run(async () => {
        const result = await client.eval(SWAP, {
          keys: [PREFIX + map],
          arguments: [
            field,
            expected === undefined ? '0' : '1',
            expected ?? '',
            next === undefined ? '0' : '1',
            next ?? '',
            expireAt === undefined ? '' : String(Math.ceil(expireAt)),
          ],
        });
        return result === 1;
      }),
    push: (list, value, keep) =>
      run(async () => {
        await client
          .multi()
          .lPush(PREFIX + list, value)
          .lTrim(PREFIX + list, 0, keep - 1)
          .exec();
      }),
    list: (list) => run(() => client.lRange(PREFIX + list, 0, -1)),
    close: async () => {
      if (client.isOpen) await client.close();
    },
  };
}
