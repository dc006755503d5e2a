import { afterAll, describe, expect, it } from 'vitest';
import { MemoryBackend, MemoryStore } from './memory-store.js';
import { RedisStore } from './redis-store.js';
import { describeStoreContract, waitFor } from './store-contract.js';
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

  describe('RedisStore through Redis Sentinel, across a failover', () => {
    it('follows the promoted replica with its keys, and hears its channel again', async () => {
      const store = new RedisStore({
        topology: { mode: 'sentinel', sentinels: sentinel.nodes, name: 'portal' },
        prefix: `failover:${Date.now()}:`,
      });
      try {
        const heard: string[] = [];
        await store.set('kept', 'before');
        await store.subscribe('news', (m) => heard.push(m));
        await sentinel.failover();
        // Commands sent while the old master drops its clients may fail; the store then reaches
        // the new master through the sentinel.
        await waitFor(
          () =>
            store.set('written', 'after').then(
              () => true,
              () => false,
            ),
          20_000,
        );
        expect(await store.get('kept')).toBe('before');
        expect(await store.get('written')).toBe('after');
        // Pub/sub is fire-and-forget: what is published before the subscriber is back is lost, so
        // publish until it is heard.
        await waitFor(async () => {
          await store.publish('news', 'after failover');
          return heard.includes('after failover');
        }, 20_000);
        await store.clear();
      } finally {
        await store.close();
      }
    });
  });
} else {
  console.warn(
    '\n*** redis-server not installed: the cluster and sentinel contract suites are SKIPPED ***\n',
  );
  describe('Store contract: RedisStore on a cluster and through Sentinel', () => {
    it.skip('skipped: redis-server not installed', () => undefined);
  });
}
