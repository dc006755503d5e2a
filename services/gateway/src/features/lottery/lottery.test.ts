import { ErrorCode, lotteryEndpoints } from '@portal/contracts';
import { TRPCError } from '@trpc/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppError } from '../../errors/app-error.js';
import { useGatewayApp } from '../../test/gateway-app.js';
import { buildTestApp } from '../../test/helpers.js';
import { createContextInner } from '../../trpc/context.js';
import { createCaller } from '../../trpc/router.js';
import { DRAW_DATA_TTL_S, POPULAR_TTL_S } from './lottery.service.js';

describe('lottery lobby panels', () => {
  const gw = useGatewayApp();
  beforeEach(() => {
    gw.up.resetSeen();
    gw.up.state.lotteryDraw = 345;
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const caller = (language = 'EN') =>
    createCaller(createContextInner({ services: gw.app.services, visitor: { language } }));
  const queryOf = (path: string) =>
    gw.up.requests
      .filter((r) => r.path === path)
      .map((r) => Object.fromEntries(new URLSearchParams(r.query)));
  /** Moves the clock the cache reads (the Store's expiries), not the timers the HTTP calls use. */
  const advance = (seconds: number) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + seconds * 1000);
  };
  async function refusal(p: Promise<unknown>): Promise<TRPCError> {
    try {
      await p;
    } catch (err) {
      if (err instanceof TRPCError) return err;
      throw err;
    }
    throw new Error('expected a refusal');
  }

  it('answers the latest results of a game, latest first, as many as asked', async () => {
    const results = await caller().lottery.results({ gameCode: 'VNST1', count: 3 });
    expect(results.map((r) => r.numero)).toEqual(['20261122-0345', '20261122-0344', '20261122-0343']);
    expect(results[0]?.winNo).toHaveLength(27);
    expect(queryOf(lotteryEndpoints.openedNumero.path)).toEqual([{ gameCode: 'VNST1', count: '3' }]);
    expect(gw.up.requests[0]?.headers.merchant).toBe('demo');
  });

  it('refuses a malformed game code or count without asking the platform', async () => {
    const badCode = await refusal(caller().lottery.results({ gameCode: 'VN ST1', count: 3 }));
    expect(badCode.code).toBe('BAD_REQUEST');
    expect((badCode.cause as AppError).code).toBe(ErrorCode.validation);
    expect((badCode.cause as AppError).fields).toEqual({ gameCode: 'validation.invalid_format' });
    const tooMany = await refusal(caller().lottery.results({ gameCode: 'VNST1', count: 51 }));
    expect((tooMany.cause as AppError).fields).toEqual({ count: 'validation.too_big' });
    const badMode = await refusal(caller().lottery.popular({ prizeMode: '../Lott' }));
    expect((badMode.cause as AppError).fields).toEqual({ prizeMode: 'validation.invalid_format' });
    expect(gw.up.requests).toEqual([]);
  });

  it('serves results from the cache until a few seconds have passed, then the new draw', async () => {
    const first = await Promise.all([
      caller().lottery.results({ gameCode: 'VNMB', count: 2 }),
      caller('VI').lottery.results({ gameCode: 'VNMB', count: 2 }),
    ]);
    gw.up.state.lotteryDraw = 346;
    expect((await caller().lottery.results({ gameCode: 'VNMB', count: 2 }))[0]?.numero).toBe('20261122-0345');
    expect(first[1]?.[0]?.numero).toBe('20261122-0345');
    expect(gw.up.hits(lotteryEndpoints.openedNumero.path)).toBe(1);

    advance(DRAW_DATA_TTL_S + 1);
    expect((await caller().lottery.results({ gameCode: 'VNMB', count: 2 }))[0]?.numero).toBe('20261122-0346');
    expect(gw.up.hits(lotteryEndpoints.openedNumero.path)).toBe(2);
  });

  it('asks for the spec’s 20 popular games of a prize mode and keeps them for a minute', async () => {
    const popular = await caller().lottery.popular({ prizeMode: 'Lott' });
    expect(popular.map((g) => g.gameCode)).toEqual(['VNST1', 'VNMB', 'SSC1']);
    expect(queryOf(lotteryEndpoints.popular.path)).toEqual([
      { count: '20', prizeMode: 'Lott', device: 'WEB', language: 'EN' },
    ]);
    advance(DRAW_DATA_TTL_S + 1);
    await caller().lottery.popular({ prizeMode: 'Lott' });
    expect(gw.up.hits(lotteryEndpoints.popular.path)).toBe(1);
    await caller().lottery.popular({});
    expect(queryOf(lotteryEndpoints.popular.path)[1]).toEqual({ count: '20', device: 'WEB', language: 'EN' });
    advance(POPULAR_TTL_S);
    await caller().lottery.popular({ prizeMode: 'Lott' });
    expect(gw.up.hits(lotteryEndpoints.popular.path)).toBe(3);
  });

  it('answers the 100 VN numbers of a game with their hits', async () => {
    const stats = await caller().lottery.vnNumbers({ gameCode: 'VNST1' });
    expect(stats.numbers).toHaveLength(100);
    expect(stats.numbers[7]).toEqual({ number: '07', hits: 0, drawsSinceSeen: null });
    expect(stats.latestNumero).toBe('20261122-0345');
    expect(queryOf(lotteryEndpoints.vnNumbers.path)).toEqual([{ gameCode: 'VNST1', count: '100' }]);
  });

  it('answers the VN menu with the open draw, cached per language and prize mode', async () => {
    const menu = await caller().lottery.vnMenu({ prizeMode: 'Lott' });
    expect(menu.SIEU_TOC?.[0]).toMatchObject({
      gameCode: 'VNST1',
      numero: '20261122-0346',
      nextDrawTime: '2026-11-21T22:46:00.000Z',
      closeTime: '2026-11-21T22:45:50.000Z',
    });
    expect(queryOf(lotteryEndpoints.vnMenu.path)).toEqual([{ prizeMode: 'Lott', device: 'WEB' }]);
    await caller().lottery.vnMenu({ prizeMode: 'Lott' });
    await caller('VI').lottery.vnMenu({ prizeMode: 'Lott' });
    expect(gw.up.hits(lotteryEndpoints.vnMenu.path)).toBe(2);
  });

  it('turns a platform that is down into a typed error, not a crash', async () => {
    const down = await buildTestApp({}, { upstreamUrl: 'http://127.0.0.1:1' });
    try {
      const err = await refusal(
        createCaller(createContextInner({ services: down.app.services })).lottery.vnNumbers({
          gameCode: 'VNST1',
        }),
      );
      expect((err.cause as AppError).code).toBe(ErrorCode.upstreamUnavailable);
    } finally {
      await down.app.close();
    }
  });
});
