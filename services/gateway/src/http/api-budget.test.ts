/**
 * The per-IP budget taken from the Store in blocks (ApiBudget): a busy visitor costs the Store one
 * command per block, the processes together are never granted more than the window's max, what a
 * process holds lapses with the window, and a Store that cannot count refuses.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryStore } from '../store/memory-store.js';
import { RedisStore } from '../store/redis-store.js';
import type { Store } from '../store/store.js';
import { redisReachable, testRedisUrl } from '../test/redis.js';
import { ApiBudget } from './rate-limit.js';

const hasRedis = await redisReachable(testRedisUrl);
const stores: Array<[string, (() => Store) | null]> = [
  ['in-process store', () => new MemoryStore({ prefix: `budget:${randomUUID()}:` })],
  [
    `Redis (${testRedisUrl})`,
    hasRedis ? () => new RedisStore({ url: testRedisUrl, prefix: `gw-budget-test:${randomUUID()}:` }) : null,
  ],
];

/** The Store's counting commands, counted. */
function counted(store: Store): { takes: () => number } {
  let takes = 0;
  const count = store.countInWindow.bind(store);
  store.countInWindow = (key, by, windowMs) => {
    takes += 1;
    return count(key, by, windowMs);
  };
  return { takes: () => takes };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(stores)('the per-IP budget with the %s', (_name, open) => {
  const budgets: ApiBudget[] = [];
  let store: Store | undefined;
  const budget = (max: number, windowMs = 60_000) => {
    const made = new ApiBudget(store!, { max, windowMs });
    budgets.push(made);
    return made;
  };
  afterEach(async () => {
    budgets.splice(0).forEach((b) => b.close());
    await store?.close();
    store = undefined;
  });

  it.skipIf(!open)('takes a busy visitor’s calls in blocks: 200 calls, a few Store commands', async () => {
    store = open!();
    const { takes } = counted(store);
    const one = budget(600);
    const answers = [];
    for (let i = 0; i < 200; i += 1) answers.push(await one.spend('198.51.100.1'));
    expect(answers.every((a) => a.allowed)).toBe(true);
    expect(takes()).toBeLessThanOrEqual(15);
    // What the process holds is spent before the count is read again: the header's remaining
    // counts down call by call.
    expect(answers.at(-1)!.remaining).toBe(400);
    const { value } = await store.countInWindow('rl:global:198.51.100.1', 1, 60_000);
    expect(value).toBeGreaterThan(200);
    expect(value).toBeLessThanOrEqual(200 + 32 + 1);
  });

  it.skipIf(!open)(
    'never grants more than the max to three processes sent 300 calls at once, and grants all of it',
    async () => {
      store = open!();
      const processes = [budget(120), budget(120), budget(120)];
      const answers = await Promise.all(
        Array.from({ length: 300 }, (_, i) => processes[i % 3]!.spend('198.51.100.2')),
      );
      // Every process keeps calling until the window is spent, so nothing it took lapses unused.
      expect(answers.filter((a) => a.allowed)).toHaveLength(120);
      // Another visitor's budget is untouched.
      expect((await processes[0]!.spend('198.51.100.3')).allowed).toBe(true);
    },
  );

  it.skipIf(!open)('counts call by call under a small max, batches included', async () => {
    store = open!();
    const [a, b] = [budget(6), budget(6)];
    expect(await a.spend('198.51.100.4', 3)).toMatchObject({ allowed: true, remaining: 3 });
    expect(await b.spend('198.51.100.4', 2)).toMatchObject({ allowed: true, remaining: 1 });
    expect((await a.spend('198.51.100.4', 2)).allowed).toBe(false);
    expect((await b.spend('198.51.100.4', 1)).allowed).toBe(false);
  });

  it.skipIf(!open)('admits 50 calls at once from one visitor within the max, in fewer takes', async () => {
    store = open!();
    const { takes } = counted(store);
    const one = budget(600);
    const answers = await Promise.all(Array.from({ length: 50 }, () => one.spend('198.51.100.5')));
    expect(answers.every((a) => a.allowed)).toBe(true);
    expect(takes()).toBeLessThan(50);
  });

  it.skipIf(!open)('refuses by itself once the window is spent, until the window ends', async () => {
    store = open!();
    const { takes } = counted(store);
    const one = budget(3, 400);
    const answers = [];
    for (let i = 0; i < 10; i += 1) answers.push(await one.spend('198.51.100.6'));
    expect(answers.map((a) => a.allowed)).toEqual([true, true, true, ...Array<boolean>(7).fill(false)]);
    expect(answers.at(-1)!.resetMs).toBeGreaterThan(0);
    // Three grants and one refusal asked the Store; the six refusals after did not.
    expect(takes()).toBe(4);
    await sleep(450);
    expect((await one.spend('198.51.100.6')).allowed).toBe(true);
    expect(takes()).toBe(5);
  });

  it.skipIf(!open)('lets what a process holds lapse with the window it was taken in', async () => {
    store = open!();
    const one = budget(1000, 400);
    for (let i = 0; i < 20; i += 1) await one.spend('198.51.100.7');
    await sleep(450);
    // The new window's count is what this call took, not that plus the last window's leftovers.
    await one.spend('198.51.100.7');
    const { value } = await store.countInWindow('rl:global:198.51.100.7', 1, 400);
    expect(value).toBeLessThanOrEqual(32 + 1);
    const answer = await one.spend('198.51.100.7');
    expect(answer.allowed).toBe(true);
    expect(answer.resetMs).toBeLessThanOrEqual(400);
  });

  it.skipIf(!open)('rejects while the Store cannot count, and counts again once it can', async () => {
    store = open!();
    const count = store.countInWindow.bind(store);
    let down = true;
    store.countInWindow = (key, by, windowMs) =>
      down ? Promise.reject(new Error('store down')) : count(key, by, windowMs);
    const one = budget(600);
    const failed = await Promise.allSettled(Array.from({ length: 5 }, () => one.spend('198.51.100.8')));
    expect(failed.every((r) => r.status === 'rejected')).toBe(true);
    down = false;
    expect((await one.spend('198.51.100.8')).allowed).toBe(true);
  });
});
