import type { Config } from '../config.js';
import { MemoryStore } from './memory-store.js';
import { RedisStore } from './redis-store.js';
import type { Store } from './store.js';

/** REDIS_URL set: Redis (shared by every gateway process). Unset: in-process, one process only. */
export function createStore(
  config: Pick<Config, 'redisUrl' | 'redisPrefix'>,
  onError?: (err: Error) => void,
): Store {
  if (config.redisUrl) return new RedisStore({ url: config.redisUrl, prefix: config.redisPrefix, onError });
  return new MemoryStore({ prefix: config.redisPrefix });
}
