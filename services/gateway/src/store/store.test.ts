import { afterAll, describe, it } from 'vitest';
import { MemoryBackend, MemoryStore } from './memory-store.js';
import { RedisStore } from './redis-store.js';
import { describeStoreContract } from './store-contract.js';
import type { Store } from './store.js';
import { redisReachable, testRedisUrl } from '../test/redis.js';
import { redisBinariesPresent, startRedisCluster, startRedisSentinel } from '../test/redis-servers.js';

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

// A real three-master Redis Cluster and a Sentinel-watched master, from the local redis-server: the
// contract holds on both (sharded pub/sub on the cluster, keys of one script in one slot).
if (redisBinariesPresent()) {
  const [cluster, sentinel] = await Promise.all([startRedisCluster(3), startRedisSentinel('portal')]);
  afterAll(async () => {
    await Promise.all([cluster.stop(), sentinel.stop()]);
  });
  describeStoreContract('RedisStore on a three-master Redis Cluster', () => ({
    create: (prefix) => new RedisStore({ topology: { mode: 'cluster', nodes: cluster.nodes }, prefix }),
    cleanup: async (store: Store) => (store as RedisStore).clear(),
  }));
  describeStoreContract('RedisStore through Redis Sentinel', () => ({
    create: (prefix) =>
      new RedisStore({ topology: { mode: 'sentinel', sentinels: sentinel.nodes, name: 'portal' }, prefix }),
    cleanup: async (store: Store) => (store as RedisStore).clear(),
  }));
} else {
  console.warn(
    '\n*** redis-server not installed: the cluster and sentinel contract suites are SKIPPED ***\n',
  );
  describe('Store contract: RedisStore on a cluster and through Sentinel', () => {
    it.skip('skipped: redis-server not installed', () => undefined);
  });
}
