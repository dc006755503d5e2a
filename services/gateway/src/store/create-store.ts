import type { Config } from '../config.js';
import { MemoryStore } from './memory-store.js';
import { RedisStore } from './redis-store.js';
import type { Store } from './store.js';

/**
 * REDIS_URL, REDIS_CLUSTER_NODES or REDIS_SENTINELS set: Redis (shared by every gateway process).
 * None: in-process, one process only.
 */
export function createStore(
  config: Pick<Config, 'redis' | 'redisPrefix'>,
  onError?: (err: Error) => void,
): Store {
  if (config.redis) return new RedisStore({ topology: config.redis, prefix: config.redisPrefix, onError });
  return new MemoryStore({ prefix: config.redisPrefix });
}
