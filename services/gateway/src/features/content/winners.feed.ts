/**
 * The winner board: the latest 20 big wins of the platform, the same for every visitor of a language.
 * Queries read it through the cache (CACHE_TTL_WINNERS_S). Subscriptions share ONE feed per process:
 * one listener of the `winners.changed` broadcast (realtime.ts) and one fallback timer
 * (WINNERS_POLL_MS) for all sockets, however many; a changed list is fanned out to every subscriber
 * of that language. The feed exists only while somebody watches.
 */
import { contentEndpoints, WINNER_BOARD_SIZE, WinnerBoardSchema, type Winner } from '@portal/contracts';
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
}

export class WinnersFeed {
  private readonly boards = new Map<string, Board>();
  private stopEvents: Promise<() => Promise<void>> | null = null;
  private timer: NodeJS.Timeout | null = null;

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
      board = { listeners: new Set(), last: null };
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

  /** The board as last seen by the feed, or read now. */
  async current(language: string): Promise<Winner[]> {
    return this.boards.get(language)?.last ?? this.refresh(language, false);
  }

  /** Re-reads one language (`fresh`: past the cache) and tells its listeners when it changed. */
  async refresh(language: string, fresh: boolean): Promise<Winner[]> {
    const list = await getWinners(this.services, { language }, fresh);
    const board = this.boards.get(language);
    if (board && !sameBoard(board.last, list)) {
      board.last = list;
      // The first read is told too: a subscriber whose own first read failed (the platform was down)
      // has no list yet and waits for this one; the others drop a list they have (watchWinners, and
      // the socket server's topic, which sends a new socket its current value only once).
      for (const l of [...board.listeners]) l(list);
    }
    return list;
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
    // A new win on any process's watch, or a resync (anything may have happened meanwhile): read
    // past the cache. Until the channel is live, the fallback timer covers.
    const listening = this.services.realtime.onBroadcast('winners.changed', () => this.refreshAll(true));
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
