/**
 * The cached game menus (vendor lanes, game lists, hot games, lottery menus). They are the same for
 * every visitor of a language, so they live in the shared cache (the Store: Redis across gateways)
 * under a generation number, and in a small in-process copy in front of it (a hot list is served
 * without a Store round trip or a schema check).
 *
 * When the operator changes vendors or games the platform sends `games.changed`; the one gateway
 * relaying the platform's events increments the generation in the Store and broadcasts it; every
 * gateway then re-reads the generation and drops its in-process copies. Entries of an old
 * generation are never read again and expire by their TTL. A missed broadcast is covered by the
 * resync every listener gets after a reconnect, and by the short in-process TTL.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { AnswerMemo } from '../cache/answer-memo.js';
import type { Cache } from '../cache/cache.js';
import type { Config } from '../config.js';
import type { Realtime, StopListening } from '../realtime/realtime.js';
import type { Store } from '../store/store.js';

export const GAMES_GENERATION_KEY = 'games:gen';
/** Longest an in-process copy is served without looking at the Store. */
const LOCAL_TTL_MS = 5_000;
const LOCAL_MAX_ENTRIES = 2_000;

interface LocalEntry {
  until: number;
  value: unknown;
}

export class GameMenus {
  private generation: Promise<string> | null = null;
  private readonly local = new Map<string, LocalEntry>();
  /**
   * Whole answers of cached menu calls by language and URL (games.response-cache.ts); its stamp
   * counts the changes heard: an answer computed before a change is not kept after it.
   */
  private readonly responses: AnswerMemo<string>;
  private listening: Promise<StopListening[]> | null = null;

  constructor(
    // Named one by one, not picked from AppServices: services.ts holds a GameMenus.
    private readonly services: {
      store: Store;
      cache: Cache;
      realtime: Realtime;
      config: Config;
      log: FastifyBaseLogger;
    },
  ) {
    this.responses = new AnswerMemo(
      Math.min(LOCAL_TTL_MS, services.config.cacheTtl.menusS * 1000),
      LOCAL_MAX_ENTRIES,
    );
  }

  /** The value of `key` for the current generation: in-process copy, else the shared cache, else `load`. */
  async get<S extends z.ZodType>(
    key: string,
    schema: S,
    load: () => Promise<z.output<S>>,
  ): Promise<z.output<S>> {
    const now = Date.now();
    const hit = this.local.get(key);
    if (hit && hit.until > now) return hit.value as z.output<S>;
    this.listen();
    const generation = await this.currentGeneration();
    const value = await this.services.cache.getOrLoad(
      `games:${generation}:${key}`,
      this.services.config.cacheTtl.menusS,
      schema,
      load,
      { stale: true },
    );
    // Only keep it if no change arrived meanwhile (the change cleared the map and reset the generation).
    if (this.generation !== null && (await this.generation) === generation) {
      if (this.local.size >= LOCAL_MAX_ENTRIES) this.local.clear();
      this.local.set(key, {
        until: now + Math.min(LOCAL_TTL_MS, this.services.config.cacheTtl.menusS * 1000),
        value,
      });
    }
    return value;
  }

  /** Forgets everything this process holds (a change or a resync). */
  forget(): void {
    this.local.clear();
    this.responses.forget();
    this.generation = null;
  }

  /** How many changes this process has heard (taken when a call starts, see keepResponse). */
  get changeCount(): number {
    return this.responses.stamp;
  }

  /** The answer kept for a menu call, while fresh. */
  response(key: string): string | undefined {
    return this.responses.get(key);
  }

  /**
   * Keeps a menu call's answer for the in-process TTL. Only once this process knows the generation
   * and listens for changes (a menu was read through `get`), so nothing outlives a change.
   */
  keepResponse(key: string, body: string, changesAtStart: number): void {
    if (this.generation === null || this.listening === null) return;
    this.responses.keep(key, body, changesAtStart);
  }

  async close(): Promise<void> {
    const stops = await this.listening?.catch(() => []);
    this.listening = null;
    await Promise.all((stops ?? []).map((stop) => stop()));
  }

  private currentGeneration(): Promise<string> {
    this.generation ??= this.services.store.get(GAMES_GENERATION_KEY).then(
      (value) => value ?? '0',
      (err: unknown) => {
        this.generation = null;
        throw err;
      },
    );
    return this.generation;
  }

  private listen(): void {
    if (this.listening) return;
    const { realtime, log } = this.services;
    this.listening = Promise.all([
      realtime.onBroadcast('games.changed', () => this.forget()),
      realtime.onResync(() => this.forget()),
    ]).catch((err: unknown) => {
      log.warn({ err }, 'game menus: not listening for changes; the in-process copy only expires');
      this.listening = null;
      return [];
    });
  }
}
