/**
 * The winner feed on the news of a win: the win goes on every board held at once, without a read of
 * the platform, and into the cache; a read begun before the news never takes the win back; a
 * language's first board is read past the cache, once for all its first subscribers. The platform's
 * reads are answered by the test, one by one.
 */
import { WinnerBoardSchema, winnerIn, type WinNews, type Winner } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { Cache } from '../../cache/cache.js';
import type { BroadcastListener } from '../../realtime/realtime.js';
import type { AppServices } from '../../services.js';
import { MemoryStore } from '../../store/memory-store.js';
import * as fx from '../../test/fixtures.js';
import { WinnersFeed } from './winners.feed.js';

interface Read {
  language: string;
  answer(list: Winner[]): void;
  fail(error: Error): void;
}

function setUp() {
  const reads: Read[] = [];
  let news: BroadcastListener<'winners.changed'> | null = null;
  const cache = new Cache(new MemoryStore());
  const services = {
    config: { winnersTtlS: 60, winnersPollMs: 600_000 },
    cache,
    upstream: {
      call: (_endpoint: unknown, request: { language: string }) =>
        new Promise((resolve, reject) => {
          reads.push({ language: request.language, answer: (list) => resolve({ list }), fail: reject });
        }),
    },
    realtime: {
      onBroadcast: async (_topic: string, listener: BroadcastListener<'winners.changed'>) => {
        news = listener;
        return async () => {
          news = null;
        };
      },
    },
    log: { warn: () => undefined },
  } as unknown as AppServices;
  const feed = new WinnersFeed(services);
  const settle = () => new Promise((r) => setTimeout(r, 10));
  return {
    feed,
    reads,
    cache,
    settle,
    /** The board the cache holds for `language` (what the queries answer). */
    cached: async (language: string) =>
      cache.getOrLoad(`winners:${language}`, 60, WinnerBoardSchema.shape.list, async () => {
        throw new Error(`nothing cached for ${language}`);
      }),
    /** A subscriber of `language`, as a socket is: it listens, then asks for the board. */
    watch(language: string) {
      const seen: Winner[][] = [];
      const stop = feed.subscribe(language, (list) => seen.push(list));
      const first = feed.current(language).catch(() => 'failed' as const);
      return { seen, stop, first };
    },
    /** The news of a win, as the realtime channel hands it to the feed. */
    announce(win?: WinNews) {
      if (!news) throw new Error('the feed does not listen');
      news(win ? { type: 'winners.changed', win } : { type: 'winners.changed' });
    },
    /** Answers the oldest read still out (for `language`). */
    async answer(language: string, list: Winner[]) {
      await settle();
      const index = reads.findIndex((r) => r.language === language);
      if (index === -1) throw new Error(`no read of ${language} is out`);
      reads.splice(index, 1)[0]!.answer(list);
      await settle();
    },
  };
}

function newsOf(win: Winner, names: Record<string, string> = {}): WinNews {
  return {
    ...win,
    translations: Object.fromEntries(Object.entries(names).map(([l, gameName]) => [l, { gameName }])),
  };
}

describe('the winner feed on the news of a win', () => {
  it('pushes every board held with the win at once, in its language, and into the cache, reading nothing', async () => {
    const t = setUp();
    const seen: Record<string, Winner[][]> = { EN: [], VI: [] };
    const stops = ['EN', 'VI'].map((l) => t.feed.subscribe(l, (list) => seen[l]!.push(list)));
    const first = Promise.all([t.feed.current('EN'), t.feed.current('VI')]);
    await t.answer('EN', fx.winners(20));
    await t.answer('VI', fx.winners(20));
    await first;
    expect(seen.EN).toHaveLength(1);

    const win = fx.winner(21);
    t.announce(newsOf(win, { VI: 'Cây Tài Lộc' }));
    expect(seen.EN!.at(-1)![0]).toEqual(win);
    expect(seen.VI!.at(-1)![0]).toEqual({ ...win, gameName: 'Cây Tài Lộc' });
    expect(seen.EN!.at(-1)).toHaveLength(20);
    expect(seen.EN!.at(-1)!.slice(1)).toEqual(fx.winners(20).slice(0, 19));
    await t.settle();
    expect(t.reads).toHaveLength(0);
    // The home page's query reads the cache: it has the win too.
    expect(await t.cached('VI')).toEqual(seen.VI!.at(-1));
    // The same news again (two relays for a moment) changes nothing.
    t.announce(newsOf(win, { VI: 'Cây Tài Lộc' }));
    expect(seen.EN).toHaveLength(2);
    for (const stop of stops) stop();
  });

  it("reads a language's first board past the cache, once for all its first subscribers", async () => {
    const t = setUp();
    // An older board in the cache (written before a win nobody here heard of).
    await t.cache.put('winners:EN', 60, fx.winners(19));
    const seen: Winner[][][] = [[], [], []];
    const stops = seen.map((s) => t.feed.subscribe('EN', (list) => s.push(list)));
    const firsts = Promise.all(seen.map(() => t.feed.current('EN')));
    await t.settle();
    expect(t.reads).toHaveLength(1);
    await t.answer('EN', fx.winners(20));
    for (const board of await firsts) expect(board[0]!.id).toBe(20);
    for (const stop of stops) stop();
  });

  it('puts the wins heard while a read was out on what it answers: a win is not taken back', async () => {
    const t = setUp();
    const { seen, stop } = t.watch('EN');
    await t.answer('EN', fx.winners(20));
    // A re-read (a resync's) is out when the news comes.
    const polled = t.feed.refresh('EN', true);
    await t.settle();
    t.announce(newsOf(fx.winner(22)));
    expect(seen.at(-1)![0]!.id).toBe(22);
    // It answers what the platform held before that win: the one it had that the feed had not
    // heard of (21), and the heard one on top.
    await t.answer('EN', fx.winners(21).slice(0, 20));
    await polled;
    expect(seen.at(-1)!.map((w) => w.id)).toEqual([
      22,
      21,
      ...fx
        .winners(20)
        .slice(0, 18)
        .map((w) => w.id),
    ]);
    expect(await t.cached('EN')).toEqual(seen.at(-1));
    stop();
  });

  it('gives a board still on its first read the wins heard meanwhile, and re-reads on news without a win', async () => {
    const t = setUp();
    const { seen, stop } = t.watch('EN');
    await t.settle();
    t.announce(newsOf(fx.winner(21)));
    expect(seen).toHaveLength(0);
    await t.answer('EN', fx.winners(20));
    expect(seen).toEqual([fx.winners(21).slice(0, 20)]);

    // A platform that announces only that something changed: the board is read again.
    t.announce();
    await t.answer('EN', fx.winners(22).slice(0, 20));
    expect(seen.at(-1)![0]!.id).toBe(22);
    stop();
  });

  it('reads a board whose first read failed again on the news', async () => {
    const t = setUp();
    const { seen, stop, first } = t.watch('EN');
    await t.settle();
    t.reads.shift()!.fail(new Error('platform down'));
    expect(await first).toBe('failed');

    t.announce(newsOf(fx.winner(21)));
    await t.settle();
    // Read after the news: the platform's board has the win.
    expect(t.reads.map((r) => r.language)).toEqual(['EN']);
    await t.answer('EN', fx.winners(21).slice(0, 20));
    expect(seen).toEqual([fx.winners(21).slice(0, 20)]);
    stop();
  });

  it('puts a win recorded with an earlier time in its place, as the platform orders it', async () => {
    const t = setUp();
    const { seen, stop } = t.watch('EN');
    const board = fx.winners(20); // ids 20..1, at minutes 20..1
    await t.answer('EN', board);
    const late = { ...fx.winner(40), wonAt: new Date(Date.UTC(2026, 0, 1, 0, 10, 30)).toISOString() };
    t.announce(newsOf(late));
    expect(seen.at(-1)!.map((w) => w.id)).toEqual([
      ...board.slice(0, 10).map((w) => w.id),
      40,
      ...board.slice(10, 19).map((w) => w.id),
    ]);
    expect(winnerIn(newsOf(late), 'EN')).toEqual(seen.at(-1)![10]);
    stop();
  });
});
