/**
 * Ends, on every gateway process, what a process serves for a session once that session has ended
 * (ADR 0003, amendment). A socket authenticates once, at its upgrade; without this a subscription
 * opened under a session would outlive a logout, a second login, a lock or an idle expiry.
 *
 * - `announce(id, reason)`: SessionService calls it after deleting a record (logout, the previous
 *   session of a new login, a platform 401, a password change's rotation). It publishes
 *   `session.ended` as a broadcast (realtime.ts), so every process hears it through Redis.
 * - `watch(id, listener, { memberId, verify })`: a session-bound subscription (trpc/procedures.ts) registers here and is
 *   told once when its session ends, by the broadcast, or by its own check when the record's TTL
 *   runs out (an idle expiry deletes a record without anyone announcing it): a timer per watched
 *   session fires when the record would lapse and reads the TTL left (PTTL, which does not extend
 *   it); a record kept alive by other requests meanwhile gets a new timer. After a resync (pushes
 *   may have been lost) every watched session is checked again.
 * - A revocation on the platform (an upline agent's lock, an operator's lock, a sign-out from the
 *   security centre, a self-exclusion, a reset) deletes no gateway record: the platform revokes
 *   tokens and says `session.revoked` for the member, not which tokens. So a watch also listens on
 *   its member's channel, and on `session.revoked` (or a resync, which may stand for a missed one)
 *   asks the platform whether each watched session of that member still holds a live token
 *   (`verify`, one call per session and process however many subscriptions share it). A dead one
 *   is destroyed, which announces `session.ended` to every process. Until the answer is in, the
 *   session's `gate` is closed: a subscription pushes nothing meanwhile (trpc/session-bound.ts), so
 *   an event published after the revocation never reaches a revoked session, including feeds that
 *   never call the platform themselves (the agent's team feed).
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
 * Asks the platform whether the session still holds a live token: `live`, or why it ended (after
 * ending it: a dead token's record is destroyed). Throws when the platform cannot tell.
 */
export type SessionVerifier = () => Promise<'live' | SessionEndReason>;

export interface WatchOptions {
  /** The member the session acts for: its `session.revoked` makes the watch verify the session. */
  memberId: number | null;
  /** How to verify it; the first watcher's serves every watcher of the session on this process. */
  verify: SessionVerifier;
}

/** A watch of one session: stop it, and wait while a verification of the session is under way. */
export interface WatchHandle {
  stop(): void;
  /** Null when nothing is being verified; otherwise settles once the verification has answered
   * (the listener has been told by then if the session ended). */
  gate(): Promise<void> | null;
}

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
/** A verification the platform could not answer is tried again after this (doubling up to the max). */
const VERIFY_RETRY_MS = 250;
const VERIFY_RETRY_MAX_MS = 5_000;

interface Entry {
  id: string;
  tag: string;
  listeners: Set<SessionEndListener>;
  timer: NodeJS.Timeout | null;
  memberId: number | null;
  verify: SessionVerifier;
  /** The verification under way (the gate), and whether another must follow it. */
  verifying: Promise<void> | null;
  again: boolean;
}

interface MemberWatch {
  entries: Set<Entry>;
  stop: Promise<StopListening>;
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
  private readonly members = new Map<number, MemberWatch>();
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

  /**
   * Calls `listener` once when the session ends. Resolves once listening: an end announced, or a
   * revocation published, after it is heard.
   */
  async watch(id: string, listener: SessionEndListener, options: WatchOptions): Promise<WatchHandle> {
    await this.ensureListening();
    const tag = sessionTag(id);
    let entry = this.entries.get(tag);
    if (!entry) {
      entry = {
        id,
        tag,
        listeners: new Set(),
        timer: null,
        memberId: options.memberId,
        verify: options.verify,
        verifying: null,
        again: false,
      };
      this.entries.set(tag, entry);
      this.check(entry);
    }
    entry.listeners.add(listener);
    const own = entry;
    const stop = () => {
      own.listeners.delete(listener);
      if (own.listeners.size === 0 && this.entries.get(tag) === own) this.forget(tag, own);
    };
    try {
      await this.listenToMember(own);
    } catch (err) {
      stop();
      throw err;
    }
    return { stop, gate: () => own.verifying };
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const [tag, entry] of this.entries) this.forget(tag, entry);
    const listening = this.listening;
    this.listening = null;
    if (listening) await (await listening.catch(() => null))?.();
  }

  /** Listens on the entry's member channel (one listener per member and process) while it is watched. */
  private async listenToMember(entry: Entry): Promise<void> {
    const { memberId } = entry;
    if (memberId === null) return;
    let member = this.members.get(memberId);
    if (!member) {
      const entries = new Set<Entry>();
      const stop = this.opts.realtime.onMember(memberId, (event) => {
        // A resync may stand for a revocation published while the platform's stream was down.
        if (event.type !== 'session.revoked' && event.type !== 'resync') return;
        for (const e of entries) this.verify(e);
      });
      const created: MemberWatch = { entries, stop };
      stop.catch(() => {
        if (this.members.get(memberId) === created) this.members.delete(memberId);
      });
      member = created;
      this.members.set(memberId, member);
    }
    member.entries.add(entry);
    await member.stop;
  }

  private stopListeningToMember(entry: Entry): void {
    if (entry.memberId === null) return;
    const member = this.members.get(entry.memberId);
    if (!member?.entries.delete(entry) || member.entries.size > 0) return;
    this.members.delete(entry.memberId);
    member.stop
      .then((stop) => stop())
      .catch((err: unknown) => this.opts.log.warn({ err }, 'could not stop listening to a member channel'));
  }

  /**
   * Asks the platform about the entry's session; closes its gate until the answer is in. A request
   * arriving during one under way runs once more after it (that one may have been answered before
   * the revocation it is for).
   */
  private verify(entry: Entry): void {
    if (this.closed || this.entries.get(entry.tag) !== entry) return;
    if (entry.verifying) {
      entry.again = true;
      return;
    }
    entry.verifying = this.runVerification(entry)
      .catch((err: unknown) => this.opts.log.error({ err }, 'session verification failed'))
      .finally(() => {
        entry.verifying = null;
        // Asked again after the loop's last look: one more round.
        if (entry.again) this.verify(entry);
      });
  }

  private async runVerification(entry: Entry): Promise<void> {
    let delay = VERIFY_RETRY_MS;
    do {
      entry.again = false;
      let answer: 'live' | SessionEndReason;
      try {
        answer = await entry.verify();
      } catch (err) {
        // The platform cannot tell now: the gate stays closed (nothing reaches a session that may be
        // revoked) and it is asked again.
        this.opts.log.warn({ err }, 'could not verify a watched session with the platform; retrying');
        if (this.closed || this.entries.get(entry.tag) !== entry) return;
        await new Promise((resolve) => setTimeout(resolve, delay).unref());
        delay = Math.min(delay * 2, VERIFY_RETRY_MAX_MS);
        entry.again = true;
        continue;
      }
      if (this.closed || this.entries.get(entry.tag) !== entry) return;
      if (answer !== 'live') {
        this.end(entry, answer);
        return;
      }
    } while (entry.again && !this.closed && this.entries.get(entry.tag) === entry);
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
    if (this.entries.get(tag) === entry) this.entries.delete(tag);
    this.stopListeningToMember(entry);
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
