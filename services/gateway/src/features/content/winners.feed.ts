/**
 * The winner board: the latest 20 big wins of the platform, the same for every visitor of a language.
 * Queries read it through the cache (CACHE_TTL_WINNERS_S). Subscriptions share ONE feed per process:
 * one listener of the `winners.changed` broadcast (realtime.ts) and one fallback timer
 * (WINNERS_POLL_MS) for all sockets, however many; a changed list is fanned out to every subscriber
 * of that language. The feed exists only while somebody watches.
 *
 * The news of a win carries the win: each board held is pushed with it at once (`withWin`, in the
 * platform's order) and written to the cache for the queries, without a read of the platform. That
 * is exact when the board it goes on was: a language's first board is read past the cache (one read
 * for all its first subscribers), a resync reads past it again (news may have been lost), and a read
 * that lands puts on its list every win heard since it began (it may have been read before them).
 * The fallback timer's read is the backstop for anything else.
 */
import {
  contentEndpoints,
  WINNER_BOARD_SIZE,
  WinnerBoardSchema,
  winnerIn,
  withWin,
  type WinNews,
  type Winner,
} from '@portal/contracts';
import type { AppServices } from '../../services.js';
import type { Visitor } from '../../http/visitor.js';
import { sleepUntil } from '../../realtime/hub.js';

const ListSchema = WinnerBoardSchema.shape.list;
const cacheKey = (language: string) => `winners:${language}`;

/** The same for every visitor of a language: the feed's own reads carry no visitor's IP. */
export async function getWinners(
  services: AppServices,
  visitor: Pick<Visitor, 'language'> & Partial<Pick<Visitor, 'ip' | 'requestId'>>,
  /** Past the cache (a change was announced); the entry is replaced with what is read. */
  fresh = false,
): Promise<Winner[]> {
  const { language, ip = '127.0.0.1', requestId = 'winners-feed' } = visitor;
  const load = async () =>
    (
      await services.upstream.call(contentEndpoints.winnerBoard, {
        language,
        ip,
        requestId,
        query: { gameCategory: 'ALL', language, limitNum: WINNER_BOARD_SIZE },
      })
    ).list;
  const { cache, config } = services;
  return fresh
    ? cache.reload<typeof ListSchema>(cacheKey(language), config.winnersTtlS, load)
    : cache.getOrLoad(cacheKey(language), config.winnersTtlS, ListSchema, load);
}

/** Two boards are the same when they list the same wins in the same order. */
export function sameBoard(a: readonly Winner[] | null, b: readonly Winner[] | null): boolean {
  if (a === null || b === null) return a === b;
  return a.length === b.length && a.every((w, i) => w.id === b[i]?.id && w.winAmount === b[i]?.winAmount);
}

type BoardListener = (list: Winner[]) => void;
interface Board {
  listeners: Set<BoardListener>;
  last: Winner[] | null;
  /** The first read, shared by every subscriber that comes while it is out. */
  first: Promise<Winner[]> | null;
}

/** Wins heard lately, kept for the reads still out when they came (more than a board's worth). */
const HEARD_MAX = 4 * WINNER_BOARD_SIZE;

export class WinnersFeed {
  private readonly boards = new Map<string, Board>();
  private stopEvents: Promise<() => Promise<void>> | null = null;
  private timer: NodeJS.Timeout | null = null;
  /** The latest wins heard, numbered in the order heard (`heardCount` is the last number). */
  private heard: Array<{ n: number; win: WinNews }> = [];
  private heardCount = 0;

  constructor(private readonly services: AppServices) {}

  /** Languages watched right now and listeners in all (tests check the feed lets go). */
  get size(): { boards: number; listeners: number; running: boolean } {
    let listeners = 0;
    for (const b of this.boards.values()) listeners += b.listeners.size;
    return { boards: this.boards.size, listeners, running: this.timer !== null };
  }

  /** Calls `listener` with the new list whenever this language's board changes. */
  subscribe(language: string, listener: BoardListener): () => void {
    let board = this.boards.get(language);
    if (!board) {
      board = { listeners: new Set(), last: null, first: null };
      this.boards.set(language, board);
    }
    board.listeners.add(listener);
    this.start();
    const current = board;
    return () => {
      current.listeners.delete(listener);
      if (current.listeners.size === 0 && this.boards.get(language) === current) this.boards.delete(language);
      if (this.boards.size === 0) this.stop();
    };
  }

  /**
   * The board as last seen by the feed, or read now. A watched language's first board is read past
   * the cache (the news of later wins goes on it, so it must not be older than the news), once for
   * every subscriber that comes meanwhile.
   */
  async current(language: string): Promise<Winner[]> {
    const board = this.boards.get(language);
    if (!board) return this.refresh(language, false);
    if (board.last) return board.last;
    if (!board.first) {
      const first = this.refresh(language, true).finally(() => {
        if (board.first === first) board.first = null;
      });
      board.first = first;
    }
    return board.first;
  }

  /**
   * Re-reads one language (`fresh`: past the cache) and tells its listeners when it changed. The
   * wins heard while it was read go on the list read (it may be older than they are).
   */
  async refresh(language: string, fresh: boolean): Promise<Winner[]> {
    const heardBefore = this.heardCount;
    const read = await getWinners(this.services, { language }, fresh);
    let list = read;
    for (const { n, win } of this.heard) if (n > heardBefore) list = withWin(list, winnerIn(win, language));
    if (list !== read) this.keep(language, list);
    const board = this.boards.get(language);
    if (board) this.show(board, list);
    return list;
  }

  /** Writes a board known here (the news of a win on it) to the cache the queries read. */
  private keep(language: string, list: Winner[]): void {
    const { cache, config, log } = this.services;
    cache
      .put(cacheKey(language), config.winnersTtlS, list)
      .catch((err: unknown) => log.warn({ err }, 'winner board cache write failed'));
  }

  /**
   * Tells the board's listeners of `list` when it differs from the last one. The first read is told
   * too: a subscriber whose own first read failed (the platform was down) has no list yet and waits
   * for this one; the others drop a list they have (watchWinners, and the socket server's topic,
   * which sends a new socket its current value only once).
   */
  private show(board: Board, list: Winner[]): void {
    if (sameBoard(board.last, list)) return;
    board.last = list;
    for (const l of [...board.listeners]) l(list);
  }

  /**
   * The news of a win: on every board held, at once, and in the cache the queries read (every
   * process writes the same board). A board still on its first read gets it when the read lands; a
   * board whose first read failed is read again.
   */
  private applyWin(news: WinNews): void {
    this.heardCount += 1;
    this.heard.push({ n: this.heardCount, win: news });
    if (this.heard.length > HEARD_MAX) this.heard.shift();
    for (const [language, board] of this.boards) {
      if (board.last === null) {
        // Its first read is out (it gets the win when it lands), or failed (the platform was
        // down): then it is read now, as the news before this design did.
        if (!board.first) {
          this.current(language).catch((err: unknown) =>
            this.services.log.warn({ err }, 'winner board read failed; keeping no list'),
          );
        }
        continue;
      }
      const list = withWin(board.last, winnerIn(news, language));
      if (list === board.last) continue;
      this.show(board, list);
      this.keep(language, list);
    }
  }

  private refreshAll(fresh: boolean): void {
    for (const language of [...this.boards.keys()]) {
      this.refresh(language, fresh).catch((err: unknown) =>
        this.services.log.warn({ err }, 'winner board refresh failed; keeping the last list'),
      );
    }
  }

  private start(): void {
    if (this.timer) return;
    // A new win on any process's watch: on the boards at once. News without the win, or a resync
    // (anything may have happened meanwhile): read past the cache. Until the channel is live, the
    // fallback timer covers.
    const listening = this.services.realtime.onBroadcast('winners.changed', (event) => {
      if (event.type === 'winners.changed' && event.win) this.applyWin(event.win);
      else this.refreshAll(true);
    });
    listening.catch((err: unknown) =>
      this.services.log.warn({ err }, 'winner board channel unavailable; polling only'),
    );
    this.stopEvents = listening;
    this.timer = setInterval(() => this.refreshAll(false), this.services.config.winnersPollMs);
    this.timer.unref();
  }

  private stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.heard = [];
    const listening = this.stopEvents;
    this.stopEvents = null;
    listening?.then((stop) => stop()).catch(() => undefined);
  }
}

const feeds = new WeakMap<AppServices, WinnersFeed>();

/** The process's one winner feed (per app). */
export function winnersFeedOf(services: AppServices): WinnersFeed {
  let feed = feeds.get(services);
  if (!feed) {
    feed = new WinnersFeed(services);
    feeds.set(services, feed);
  }
  return feed;
}

/** `content.onWinners`: the latest board at subscribe, then every change, until the socket goes. */
export async function* watchWinners(
  services: AppServices,
  visitor: Visitor,
  signal: AbortSignal | undefined,
): AsyncGenerator<Winner[]> {
  const feed = winnersFeedOf(services);
  let pending: Winner[] | null = null;
  let wake: () => void = () => undefined;
  let woken = new Promise<void>((r) => (wake = r));
  const stop = feed.subscribe(visitor.language, (list) => {
    pending = list;
    wake();
  });
  try {
    let last = await feed.current(visitor.language);
    yield last;
    while (!signal?.aborted) {
      if (pending === null) await sleepUntil(2 ** 31 - 1, signal, woken);
      if (signal?.aborted) break;
      woken = new Promise<void>((r) => (wake = r));
      const next: Winner[] | null = pending;
      pending = null;
      if (next !== null && !sameBoard(next, last)) {
        last = next;
        yield next;
      }
    }
  } finally {
    stop();
  }
}
