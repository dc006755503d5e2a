import { Redis } from 'ioredis';
import { describe, it } from 'vitest';
import { MemoryBackend, MemoryStore } from './memory-store.js';
import { RedisStore } from './redis-store.js';
import { describeStoreContract } from './store-contract.js';
import type { Store } from './store.js';

const backend = new MemoryBackend();
describeStoreContract('MemoryStore', () => ({
  create: (prefix) => new MemoryStore({ prefix, backend, sweepIntervalMs: 20 }),
  cleanup: async (store: Store) => (store as MemoryStore).clear(),
}));

const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

async function redisReachable(url: string): Promise<boolean> {
  const probe = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
    retryStrategy: () => null,
  });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

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
