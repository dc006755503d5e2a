import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MemoryStore } from '../store/memory-store.js';
import { waitFor } from '../store/store-contract.js';
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
});
