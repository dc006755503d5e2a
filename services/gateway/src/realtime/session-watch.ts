/**
 * Ends, on every gateway process, what a process serves for a session once that session has ended
 * (ADR 0003, amendment). A socket authenticates once, at its upgrade; without this a subscription
 * opened under a session would outlive a logout, a second login, a lock or an idle expiry.
 *
 * - `announce(id, reason)`: SessionService calls it after deleting a record (logout, the previous
 *   session of a new login, a platform 401, a password change's rotation). It publishes
 *   `session.ended` as a broadcast (realtime.ts), so every process hears it through Redis.
 * - `watch(id, listener)`: a session-bound subscription (trpc/procedures.ts) registers here and is
 *   told once when its session ends, by the broadcast, or by its own check when the record's TTL
 *   runs out (an idle expiry deletes a record without anyone announcing it): a timer per watched
 *   session fires when the record would lapse and reads the TTL left (PTTL, which does not extend
 *   it); a record kept alive by other requests meanwhile gets a new timer. After a resync (pushes
 *   may have been lost) every watched session is checked again.
 *
 * The broadcast carries a digest of the id, not the id: it goes to every process and may be logged.
 */
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { SessionEnd } from '../session/session.service.js';
import type { Realtime, StopListening } from './realtime.js';

/** `expired`: the record lapsed (idle expiry) or was found gone. */
export type SessionEndReason = SessionEnd | 'expired';
export type SessionEndListener = (reason: SessionEndReason) => void;

/**
 * Close code of a socket whose session was replaced by a new id (a password change): the client
 * reconnects at once, and the new socket carries the browser's new cookie.
 */
export const SESSION_MOVED_CLOSE_CODE = 4001;
export const SESSION_MOVED_CLOSE_REASON = 'SESSION_MOVED';

/** setTimeout's ceiling (about 24.8 days); a longer TTL is checked again when it fires. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** Past the TTL, so the record is really gone when the timer looks. */
const EXPIRY_SLACK_MS = 25;

interface Entry {
  id: string;
  tag: string;
  listeners: Set<SessionEndListener>;
  timer: NodeJS.Timeout | null;
}

export interface SessionWatchOptions {
  realtime: Realtime;
  /** Milliseconds the record has left, or null when it is gone (SessionService.ttlLeft). */
  ttlLeft: (id: string) => Promise<number | null>;
  log: FastifyBaseLogger;
}

export function sessionTag(id: string): string {
  return createHash('sha256').update(id).digest('base64url').slice(0, 22);
}

export class SessionWatch {
  private readonly entries = new Map<string, Entry>();
  private listening: Promise<StopListening> | null = null;
  private closed = false;

  constructor(private readonly opts: SessionWatchOptions) {}

  /** Sessions watched by this process (tests check that ended subscriptions let go). */
  get size(): number {
    return this.entries.size;
  }

  /** Tells every process that the session `id` ended. Never throws: the record is gone already,
   * and every call re-reads it; the broadcast only makes running subscriptions end sooner. */
  async announce(id: string, reason: SessionEnd): Promise<void> {
    try {
      await this.opts.realtime.publishBroadcast({ type: 'session.ended', session: sessionTag(id), reason });
    } catch (err) {
      this.opts.log.warn({ err }, 'could not announce the end of a session');
    }
  }

  /** Calls `listener` once when the session ends; the returned function stops watching. */
  async watch(id: string, listener: SessionEndListener): Promise<() => void> {
    await this.ensureListening();
    const tag = sessionTag(id);
    let entry = this.entries.get(tag);
    if (!entry) {
      entry = { id, tag, listeners: new Set(), timer: null };
      this.entries.set(tag, entry);
      this.check(entry);
    }
    entry.listeners.add(listener);
    const own = entry;
    return () => {
      own.listeners.delete(listener);
      if (own.listeners.size === 0 && this.entries.get(tag) === own) this.forget(tag, own);
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const [tag, entry] of this.entries) this.forget(tag, entry);
    const listening = this.listening;
    this.listening = null;
    if (listening) await (await listening.catch(() => null))?.();
  }

  private async ensureListening(): Promise<void> {
    // One listener per process, kept until close, whatever the number of watched sessions.
    this.listening ??= this.opts.realtime.onBroadcast('session.ended', (event) => {
      if (event.type === 'resync') {
        for (const entry of this.entries.values()) this.check(entry);
        return;
      }
      const entry = this.entries.get(event.session);
      if (entry) this.end(entry, event.reason);
    });
    try {
      await this.listening;
    } catch (err) {
      this.listening = null;
      throw err;
    }
  }

  private forget(tag: string, entry: Entry): void {
    if (entry.timer) clearTimeout(entry.timer);
    entry.timer = null;
    this.entries.delete(tag);
  }

  private end(entry: Entry, reason: SessionEndReason): void {
    this.forget(entry.tag, entry);
    for (const listener of [...entry.listeners]) {
      try {
        listener(reason);
      } catch (err) {
        this.opts.log.error({ err }, 'session end listener failed');
      }
    }
  }

  /** Ends the entry when its record is gone, or sets a timer for when it would lapse. */
  private check(entry: Entry): void {
    this.opts
      .ttlLeft(entry.id)
      .then((left) => {
        if (this.closed || this.entries.get(entry.tag) !== entry) return;
        if (left === null) {
          this.end(entry, 'expired');
          return;
        }
        if (entry.timer) clearTimeout(entry.timer);
        entry.timer = null;
        if (left < 0) return; // no expiry: only an announced end ends it
        entry.timer = setTimeout(() => this.check(entry), Math.min(left + EXPIRY_SLACK_MS, MAX_TIMER_MS));
        entry.timer.unref();
      })
      .catch((err: unknown) => {
        // The Store is unreachable: look again a little later rather than end a live session.
        this.opts.log.warn({ err }, 'could not read the lifetime of a watched session');
        if (this.closed || this.entries.get(entry.tag) !== entry) return;
        if (entry.timer) clearTimeout(entry.timer);
        entry.timer = setTimeout(() => this.check(entry), 5_000);
        entry.timer.unref();
      });
  }
}
