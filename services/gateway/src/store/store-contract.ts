/**
 * The behaviour every Store must have, as one suite run against each implementation (store.test.ts).
 * `factory(prefix)` returns a store on the implementation's shared backend under that prefix.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { Store } from './store.js';

export interface StoreFactory {
  create(prefix: string): Store;
  /** Deletes what the suite wrote under `prefix`. */
  cleanup(store: Store): Promise<void>;
}

/** Polls until `check` passes: tests wait for a condition, never for a fixed time. */
export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}

export function describeStoreContract(name: string, factory: () => StoreFactory | null): void {
  describe(`Store contract: ${name}`, () => {
    const runId = randomBytes(6).toString('hex');
    const made: Store[] = [];
    const open = (suffix = 'a') => {
      const f = factory();
      if (!f) throw new Error('factory unavailable');
      const store = f.create(`test:${runId}:${suffix}:`);
      made.push(store);
      return store;
    };

    afterAll(async () => {
      const f = factory();
      for (const store of made) {
        if (f) await f.cleanup(store);
        await store.close();
      }
    });

    it('gets what was set and nothing for a missing key', async () => {
      const s = open();
      await s.set('k1', 'v1');
      expect(await s.get('k1')).toBe('v1');
      expect(await s.get('missing')).toBeNull();
      expect(await s.ttl('k1')).toBe(-1);
      expect(await s.ttl('missing')).toBe(-2);
      expect(await s.del('k1')).toBe(true);
      expect(await s.del('k1')).toBe(false);
      expect(await s.get('k1')).toBeNull();
    });

    it('expires a key after its ttl', async () => {
      const s = open();
      await s.set('short', 'x', 500);
      const ttl = await s.ttl('short');
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(500);
      await waitFor(async () => (await s.get('short')) === null);
      expect(await s.ttl('short')).toBe(-2);
    });

    it('expire sets a new ttl only on an existing key', async () => {
      const s = open();
      expect(await s.expire('nope', 1000)).toBe(false);
      await s.set('e', '1');
      expect(await s.expire('e', 60)).toBe(true);
      await waitFor(async () => (await s.get('e')) === null);
    });

    it('counts 200 parallel increments exactly', async () => {
      const s = open();
      const results = await Promise.all(Array.from({ length: 200 }, () => s.incr('counter', 60_000)));
      expect(await s.get('counter')).toBe('200');
      expect(new Set(results).size).toBe(200);
      expect(Math.max(...results)).toBe(200);
    });

    it('adds a whole count at once, exactly under racing callers, with the ttl of a fixed window', async () => {
      const s = open();
      const results = await Promise.all(Array.from({ length: 50 }, () => s.incrBy('batch', 3, 60_000)));
      expect(await s.get('batch')).toBe('150');
      expect(new Set(results).size).toBe(50);
      expect(await s.ttl('batch')).toBeGreaterThan(0);
      expect(await s.incrBy('fresh', 7, 150)).toBe(7);
      expect(await s.ttl('fresh')).toBeLessThanOrEqual(150);
      await waitFor(async () => (await s.get('fresh')) === null);
      expect(await s.incrBy('fresh', 2, 10_000)).toBe(2);
    });

    it('counts in a fixed window in one step: the value and the time left, exact under racing callers', async () => {
      const s = open();
      const results = await Promise.all(Array.from({ length: 50 }, () => s.countInWindow('win', 2, 60_000)));
      expect(new Set(results.map((r) => r.value)).size).toBe(50);
      expect(Math.max(...results.map((r) => r.value))).toBe(100);
      for (const r of results) {
        expect(r.ttlMs).toBeGreaterThan(0);
        expect(r.ttlMs).toBeLessThanOrEqual(60_000);
      }
      // The window is the first count's: a later, longer one does not stretch it.
      expect(await s.countInWindow('short', 1, 300)).toEqual({ value: 1, ttlMs: expect.any(Number) });
      const later = await s.countInWindow('short', 3, 60_000);
      expect(later.value).toBe(4);
      expect(later.ttlMs).toBeLessThanOrEqual(300);
      await waitFor(async () => (await s.get('short')) === null);
      expect((await s.countInWindow('short', 1, 60_000)).value).toBe(1);
      await expect(s.countInWindow('bad', 0, 1_000)).rejects.toThrow();
      expect(await s.get('bad')).toBeNull();
    });

    it('sets the ttl on the first increment and keeps it on later ones (fixed window)', async () => {
      const s = open();
      expect(await s.incr('window', 500)).toBe(1);
      const first = await s.ttl('window');
      expect(first).toBeGreaterThan(0);
      expect(await s.incr('window', 10_000)).toBe(2);
      expect(await s.ttl('window')).toBeLessThanOrEqual(500);
      await waitFor(async () => (await s.get('window')) === null);
      expect(await s.incr('window', 10_000)).toBe(1);
      expect(await s.incr('plain')).toBe(1);
      expect(await s.ttl('plain')).toBe(-1);
    });

    it('decr takes back increments exactly, keeps the window and never goes below zero', async () => {
      const s = open();
      expect(await s.decr('missing')).toBe(0);
      expect(await s.get('missing')).toBeNull();
      await Promise.all(Array.from({ length: 50 }, () => s.incr('undo', 60_000)));
      const left = await Promise.all(Array.from({ length: 30 }, () => s.decr('undo')));
      expect(new Set(left).size).toBe(30);
      expect(await s.get('undo')).toBe('20');
      expect(await s.ttl('undo')).toBeGreaterThan(0);
      await Promise.all(Array.from({ length: 25 }, () => s.decr('undo')));
      expect(await s.get('undo')).toBeNull();
      expect(await s.incr('undo', 60_000)).toBe(1);
    });

    it('gives racing callers of one queue distinct turns a gap apart, on two instances, as if they came in turn', async () => {
      const [one, two] = [open('turns'), open('turns')];
      const gap = 10_000;
      const started = Date.now();
      const waits = await Promise.all(
        Array.from({ length: 12 }, (_, i) => (i % 2 ? two : one).reserveTurn(['queue'], gap, 1_000_000)),
      );
      const elapsed = Date.now() - started + 5;
      const sorted = (waits as number[]).sort((a, b) => a - b);
      // The k-th turn is k gaps after the first caller's now: each wait is that, less the time the
      // calls took to arrive.
      sorted.forEach((wait, k) => {
        expect(wait).toBeLessThanOrEqual((k + 1) * gap);
        expect(wait).toBeGreaterThanOrEqual((k + 1) * gap - elapsed);
      });
    });

    it('queues a turn of several keys after the latest of them, and moves every one of them to it', async () => {
      const s = open();
      const gap = 10_000;
      const slack = 2000;
      const near = (wait: number | null, expected: number) => {
        expect(wait).not.toBeNull();
        expect(wait ?? -1).toBeLessThanOrEqual(expected);
        expect(wait ?? -1).toBeGreaterThan(expected - slack);
      };
      // Keys of one call share a hash tag, as a Redis Cluster needs them to.
      near(await s.reserveTurn(['{q}acct'], gap, 1_000_000), gap);
      near(await s.reserveTurn(['{q}ip'], gap, 1_000_000), gap);
      near(await s.reserveTurn(['{q}ip'], gap, 1_000_000), 2 * gap);
      near(await s.reserveTurn(['{q}acct', '{q}ip'], gap, 1_000_000), 3 * gap);
      near(await s.reserveTurn(['{q}acct'], gap, 1_000_000), 4 * gap);
      expect(await s.ttl('{q}acct')).toBeGreaterThan(3 * gap);
    });

    it('refuses one turn over keys without a common hash tag, reserving nothing', async () => {
      const s = open();
      await expect(s.reserveTurn(['{a}one', '{b}two'], 1000, 10_000)).rejects.toThrow(/hash tag/);
      await expect(s.reserveTurn(['loose', 'other'], 1000, 10_000)).rejects.toThrow(/hash tag/);
      expect(await s.ttl('{a}one')).toBe(-2);
      expect(await s.ttl('loose')).toBe(-2);
    });

    it('refuses a turn further than the longest wait, reserving nothing', async () => {
      const s = open();
      expect(await s.reserveTurn(['busy'], 10_000, 15_000)).toBeGreaterThan(8000);
      expect(await s.reserveTurn(['busy'], 10_000, 15_000)).toBeNull();
      const third = await s.reserveTurn(['busy'], 10_000, 25_000);
      expect(third).toBeGreaterThan(18_000);
      expect(third).toBeLessThanOrEqual(20_000);
    });

    it('lets a turn that has passed hold nobody back', async () => {
      const s = open();
      expect(await s.reserveTurn(['brief'], 40, 1000)).toBeLessThanOrEqual(40);
      await waitFor(async () => (await s.ttl('brief')) === -2);
      expect(await s.reserveTurn(['brief'], 40, 1000)).toBeLessThanOrEqual(40);
      expect(await s.reserveTurn(['free'], 0, 1000)).toBeLessThanOrEqual(1);
    });

    it('lets exactly one of many racing setIfAbsent calls win', async () => {
      const s = open();
      const wins = await Promise.all(
        Array.from({ length: 50 }, (_, i) => s.setIfAbsent('lock', `w${i}`, 5000)),
      );
      expect(wins.filter(Boolean)).toHaveLength(1);
      const winner = wins.indexOf(true);
      expect(await s.get('lock')).toBe(`w${winner}`);
      expect(await s.ttl('lock')).toBeGreaterThan(0);
    });

    it('setIfAbsent succeeds again once the key expired', async () => {
      const s = open();
      expect(await s.setIfAbsent('lease', 'a', 500)).toBe(true);
      expect(await s.setIfAbsent('lease', 'b', 500)).toBe(false);
      await waitFor(async () => (await s.get('lease')) === null);
      expect(await s.setIfAbsent('lease', 'c', 1000)).toBe(true);
    });

    it('delivers published messages to every subscriber and stops after unsubscribe', async () => {
      const s = open();
      const a: string[] = [];
      const b: string[] = [];
      const unsubA = await s.subscribe('news', (m) => a.push(m));
      const unsubB = await s.subscribe('news', (m) => b.push(m));
      await s.publish('news', 'one');
      await waitFor(() => a.length === 1 && b.length === 1);
      expect(a).toEqual(['one']);
      await unsubA();
      await s.publish('news', 'two');
      await waitFor(() => b.length === 2);
      expect(b).toEqual(['one', 'two']);
      expect(a).toEqual(['one']);
      await unsubB();
    });

    it('delivers messages across two store instances on the same backend', async () => {
      const publisher = open('shared');
      const subscriber = open('shared');
      const got: string[] = [];
      const unsub = await subscriber.subscribe('cross', (m) => got.push(m));
      await publisher.publish('cross', 'hello');
      await waitFor(() => got.length === 1);
      expect(got).toEqual(['hello']);
      await unsub();
    });

    it('isolates keys and channels by prefix', async () => {
      const one = open('one');
      const two = open('two');
      await one.set('same', '1');
      await two.set('same', '2');
      expect(await one.get('same')).toBe('1');
      expect(await two.get('same')).toBe('2');
      await one.incr('n');
      expect(await two.get('n')).toBeNull();
      const heardByTwo: string[] = [];
      const heardByOne: string[] = [];
      const unsubTwo = await two.subscribe('chan', (m) => heardByTwo.push(m));
      const unsubOne = await one.subscribe('chan', (m) => heardByOne.push(m));
      await one.publish('chan', 'for-one');
      await waitFor(() => heardByOne.length === 1);
      // Redis delivers in publish order on one connection, so "two" heard nothing for sure by now.
      expect(heardByTwo).toEqual([]);
      await unsubOne();
      await unsubTwo();
    });
  });
}
