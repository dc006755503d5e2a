import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MemoryStore } from '../store/memory-store.js';
import { waitFor } from '../store/store-contract.js';
import { UpstreamError } from '../upstream/upstream-error.js';
import { Cache } from './cache.js';

describe('Cache', () => {
  const store = new MemoryStore({ prefix: 'cache-test:' });
  afterEach(async () => store.clear());

  it('serves concurrent misses with one load (single flight)', async () => {
    const cache = new Cache(store);
    let loads = 0;
    const load = async () => {
      loads++;
      await new Promise((r) => setTimeout(r, 20));
      return { n: loads };
    };
    const schema = z.object({ n: z.number() });
    const results = await Promise.all(
      Array.from({ length: 10 }, () => cache.getOrLoad('k', 60, schema, load)),
    );
    expect(loads).toBe(1);
    expect(results.every((r) => r.n === 1)).toBe(true);
    await cache.getOrLoad('k', 60, schema, load);
    expect(loads).toBe(1);
  });

  it('loads again after the ttl', async () => {
    const cache = new Cache(store);
    let loads = 0;
    const load = async () => ++loads;
    await cache.getOrLoad('short', 1, z.number(), load);
    expect(await store.ttl('cache:short')).toBeGreaterThan(0);
    await waitFor(async () => (await store.get('cache:short')) === null, 3000);
    expect(await cache.getOrLoad('short', 1, z.number(), load)).toBe(2);
  });

  it('does not cache a failure', async () => {
    const cache = new Cache(store);
    let calls = 0;
    const flaky = async () => {
      calls++;
      if (calls === 1) throw new Error('down');
      return 'ok';
    };
    await expect(cache.getOrLoad('f', 60, z.string(), flaky)).rejects.toThrow('down');
    await expect(cache.getOrLoad('f', 60, z.string(), flaky)).resolves.toBe('ok');
  });

  it('treats an entry of the wrong shape as a miss', async () => {
    const cache = new Cache(store);
    await store.set('cache:shape', JSON.stringify({ old: true }));
    await expect(
      cache.getOrLoad('shape', 60, z.object({ n: z.number() }), async () => ({ n: 1 })),
    ).resolves.toEqual({ n: 1 });
  });

  describe('while the platform is down', () => {
    const down = (kind: 'timeout' | 'shed' | 'business') =>
      new UpstreamError({
        kind,
        path: '/wps/x',
        message: kind,
        errorCode: kind === 'business' ? 'BUSY' : undefined,
      });

    it('answers the last good value when a reload finds the platform down or shedding, and the fresh one once it answers', async () => {
      const cache = new Cache(store, { staleS: 60 });
      let answer: number | Error = 1;
      const load = async () => {
        if (answer instanceof Error) throw answer;
        return answer;
      };
      expect(await cache.getOrLoad('menu', 1, z.number(), load, { stale: true })).toBe(1);
      await store.del('cache:menu'); // the entry's TTL has passed
      for (const kind of ['timeout', 'shed'] as const) {
        answer = down(kind);
        expect(await cache.getOrLoad('menu', 1, z.number(), load, { stale: true })).toBe(1);
      }
      // Not kept as the entry: the next read tries the platform again.
      answer = 2;
      expect(await cache.getOrLoad('menu', 1, z.number(), load, { stale: true })).toBe(2);
    });

    it('passes a refusal on (an answer, not an outage), and fails when there is no good copy', async () => {
      const cache = new Cache(store, { staleS: 60 });
      await cache.getOrLoad('rules', 1, z.number(), async () => 1, { stale: true });
      await store.del('cache:rules');
      await expect(
        cache.getOrLoad(
          'rules',
          1,
          z.number(),
          async () => {
            throw down('business');
          },
          { stale: true },
        ),
      ).rejects.toMatchObject({ kind: 'business' });
      await expect(
        cache.getOrLoad(
          'never-loaded',
          1,
          z.number(),
          async () => {
            throw down('timeout');
          },
          { stale: true },
        ),
      ).rejects.toMatchObject({ kind: 'timeout' });
    });

    it('keeps no stale copy for a read that does not ask for one (a feed), nor when staleS is 0', async () => {
      for (const [cache, options] of [
        [new Cache(store, { staleS: 60 }), {}],
        [new Cache(store), { stale: true }],
      ] as const) {
        await store.clear();
        await cache.getOrLoad('plain', 1, z.number(), async () => 1, options);
        await store.del('cache:plain');
        await expect(
          cache.getOrLoad(
            'plain',
            1,
            z.number(),
            async () => {
              throw down('timeout');
            },
            options,
          ),
        ).rejects.toMatchObject({ kind: 'timeout' });
      }
    });
  });
});
