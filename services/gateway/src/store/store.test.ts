import { describe, it } from 'vitest';
import { MemoryBackend, MemoryStore } from './memory-store.js';
import { RedisStore } from './redis-store.js';
import { describeStoreContract } from './store-contract.js';
import type { Store } from './store.js';
import { redisReachable, testRedisUrl } from '../test/redis.js';

const backend = new MemoryBackend();
describeStoreContract('MemoryStore', () => ({
  create: (prefix) => new MemoryStore({ prefix, backend, sweepIntervalMs: 20 }),
  cleanup: async (store: Store) => (store as MemoryStore).clear(),
}));

const redisUrl = testRedisUrl;

const hasRedis = await redisReachable(redisUrl);
if (hasRedis) {
  describeStoreContract(`RedisStore (${redisUrl})`, () => ({
    create: (prefix) => new RedisStore({ url: redisUrl, prefix }),
    cleanup: async (store: Store) => (store as RedisStore).clear(),
  }));
} else {
  console.warn(`\n*** Redis unreachable at ${redisUrl}: the RedisStore contract suite is SKIPPED ***\n`);
  describe('Store contract: RedisStore', () => {
    it.skip(`skipped: Redis unreachable at ${redisUrl}`, () => undefined);
  });
}
