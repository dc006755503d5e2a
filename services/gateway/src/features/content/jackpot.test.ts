import { toMinor } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from '../../test/fake-upstream.js';
import { ConfigError, loadConfig } from '../../config.js';
import { buildTestApp } from '../../test/helpers.js';
import { createContextInner } from '../../trpc/context.js';
import { createCaller } from '../../trpc/router.js';
import { jackpotAt, jackpotTicker, type JackpotTick } from './jackpot.service.js';

const EPOCH = '2026-01-01T00:00:00.000Z';
const ENV = { JACKPOT_EPOCH: EPOCH, JACKPOT_BASE: '1000000.00' };
const rule = { epochMs: Date.parse(EPOCH), base: '1000000.00' };

async function subscribe(app: FastifyInstance) {
  const controller = new AbortController();
  const caller = createCaller(
    createContextInner({ services: app.services, visitor: { ip: '203.0.113.7', host: 'localhost' } }),
    { signal: controller.signal },
  );
  const iterable = (await caller.jackpot.onValue()) as AsyncIterable<JackpotTick>;
  const it = iterable[Symbol.asyncIterator]();
  return {
    next: async () => (await it.next()).value as JackpotTick,
    stop: async () => {
      controller.abort();
      await it.return?.(undefined);
    },
  };
}

describe('jackpot rule', () => {
  it('is BASE at the epoch and rises by exactly 165.11 per whole 3 s step', () => {
    expect(jackpotAt(rule, rule.epochMs).value).toBe('1000000.00');
    expect(jackpotAt(rule, rule.epochMs + 2999).value).toBe('1000000.00');
    expect(jackpotAt(rule, rule.epochMs + 3000).value).toBe('1000165.11');
    expect(jackpotAt(rule, rule.epochMs + 6000).value).toBe('1000330.22');
    // A year on, still exact to the hundredth (integer arithmetic, no float drift).
    const steps = (365 * 86_400_000) / 3000;
    expect(jackpotAt(rule, rule.epochMs + steps * 3000 + 1).value).toBe(
      `${(100_000_000n + 16_511n * BigInt(steps)) / 100n}.${String((100_000_000n + 16_511n * BigInt(steps)) % 100n).padStart(2, '0')}`,
    );
  });

  it('never goes below the base before the epoch and stamps the boundary time', () => {
    expect(jackpotAt(rule, rule.epochMs - 10_000).value).toBe('1000000.00');
    expect(jackpotAt(rule, rule.epochMs + 7500)).toEqual({
      value: '1000330.22',
      at: '2026-01-01T00:00:06.000Z',
      stepMs: 3000,
      stepAmount: '165.11',
    });
  });
});

describe('jackpot cycle', () => {
  it('starts again from BASE after each cycle, as a won jackpot does', () => {
    const weekly = { ...rule, cycleMs: 7 * 86_400_000 };
    const stepsPerWeek = (7 * 86_400_000) / 3000;
    expect(jackpotAt(weekly, rule.epochMs + 3000).value).toBe('1000165.11');
    const lastOfWeek = jackpotAt(weekly, rule.epochMs + (stepsPerWeek - 1) * 3000);
    expect(lastOfWeek.value).toBe(
      `${(100_000_000n + 16_511n * BigInt(stepsPerWeek - 1)) / 100n}.${String((100_000_000n + 16_511n * BigInt(stepsPerWeek - 1)) % 100n).padStart(2, '0')}`,
    );
    expect(jackpotAt(weekly, rule.epochMs + stepsPerWeek * 3000).value).toBe('1000000.00');
    expect(jackpotAt(weekly, rule.epochMs + (stepsPerWeek + 1) * 3000).value).toBe('1000165.11');
  });
});

describe('jackpot config', () => {
  it('defaults JACKPOT_EPOCH, JACKPOT_BASE and JACKPOT_CYCLE_DAYS and refuses malformed ones', () => {
    expect(loadConfig({}).jackpot).toEqual({
      epochMs: Date.parse(EPOCH),
      base: '1000000.00',
      cycleMs: 7 * 86_400_000,
    });
    expect(
      loadConfig({ JACKPOT_EPOCH: '2026-05-01T07:00:00+07:00', JACKPOT_BASE: '250', JACKPOT_CYCLE_DAYS: '0' })
        .jackpot,
    ).toEqual({
      epochMs: Date.parse('2026-05-01T00:00:00Z'),
      base: '250',
      cycleMs: 0,
    });
    expect(() => loadConfig({ JACKPOT_CYCLE_DAYS: '-1' })).toThrow(ConfigError);
    expect(() => loadConfig({ JACKPOT_BASE: '1.234' })).toThrow(ConfigError);
    expect(() => loadConfig({ JACKPOT_BASE: '-5' })).toThrow(ConfigError);
    expect(() => loadConfig({ JACKPOT_EPOCH: 'yesterday' })).toThrow(ConfigError);
  });
});

describe('jackpot.onValue', () => {
  let up: FakeUpstream;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    up = await startFakeUpstream();
  });
  afterAll(async () => up.close());
  afterEach(async () => {
    vi.useRealTimers();
    await Promise.all(apps.splice(0).map((a) => a.close()));
  });

  async function app() {
    const { app: built } = await buildTestApp(ENV, { upstreamUrl: up.url });
    apps.push(built);
    return built;
  }

  it('gives the identical value on two independent gateway processes at the same instant', async () => {
    const [a, b] = [await app(), await app()];
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(Date.parse('2026-03-15T10:20:31.400Z'));
    const [sa, sb] = [await subscribe(a), await subscribe(b)];
    const [va, vb] = [await sa.next(), await sb.next()];
    expect(va).toEqual(vb);
    expect(va.at).toBe('2026-03-15T10:20:30.000Z');
    // Both tick on the same boundary, with the same value.
    const [na, nb] = [sa.next(), sb.next()];
    await vi.advanceTimersByTimeAsync(1600);
    const [ta, tb] = await Promise.all([na, nb]);
    expect(ta).toEqual(tb);
    expect(ta.at).toBe('2026-03-15T10:20:33.000Z');
    await Promise.all([sa.stop(), sb.stop()]);
  });

  it('emits at subscribe, then on every 3 s boundary of the epoch, 165.11 higher each time', async () => {
    const a = await app();
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(rule.epochMs + 1000 * 3000 + 1234);
    const sub = await subscribe(a);
    const first = await sub.next();
    expect(first.value).toBe('1165110.00');

    const seen: JackpotTick[] = [];
    let pending = sub.next().then((t) => seen.push(t));
    await vi.advanceTimersByTimeAsync(1765); // 1 ms before the boundary
    expect(seen).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(seen[0]).toMatchObject({
      value: '1165275.11',
      at: new Date(rule.epochMs + 1001 * 3000).toISOString(),
    });
    for (let i = 1; i < 4; i += 1) {
      pending = sub.next().then((t) => seen.push(t));
      await vi.advanceTimersByTimeAsync(3000);
      await pending;
    }
    const minors = [first, ...seen].map((t) => toMinor(t.value, 2));
    for (let i = 1; i < minors.length; i += 1) expect(minors[i]! - minors[i - 1]!).toBe(16_511n);
    await sub.stop();
  });

  it('serves every subscriber of a process from one timer, which stops with the last one', async () => {
    const a = await app();
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(rule.epochMs + 500);
    const before = vi.getTimerCount();
    const subs = await Promise.all(Array.from({ length: 50 }, () => subscribe(a)));
    await Promise.all(subs.map((s) => s.next()));
    const ticker = jackpotTicker(a.services);
    expect(ticker.listenerCount).toBe(50);
    expect(vi.getTimerCount() - before).toBe(1);
    const ticks = Promise.all(subs.map((s) => s.next()));
    await vi.advanceTimersByTimeAsync(2500);
    expect(new Set((await ticks).map((t) => t.value))).toEqual(new Set(['1000165.11']));
    await Promise.all(subs.map((s) => s.stop()));
    expect(ticker.listenerCount).toBe(0);
    expect(ticker.isTicking).toBe(false);
  });
});
