/**
 * Sessions.
 *
 * Model: the browser holds only an opaque id in the `portal_sid` cookie (httpOnly so scripts cannot
 * read it, SameSite=Lax so other sites' forms and fetches do not carry it, Secure in production, path
 * /). The id is 32 random bytes in base64url (256 bits): unguessable, so it needs no signature. The
 * record `session:<id>` in the Store holds what the gateway needs to act for the person: the
 * upstream token (never sent to the browser), the account type and the agent flag. Because the
 * record lives in the Store (Redis in production), any gateway process can serve any request.
 *
 * Lifetime: records expire after SESSION_TTL_S of inactivity (each read slides the expiry).
 * `rotate` gives a new id for the same record (done after a password change, so whoever held the old
 * cookie loses it); `destroy` deletes the record (logout). Logins (features/accounts) create a new
 * record and delete the visitor's previous one, which is a rotation too.
 *
 * An ended session ends everywhere at once (ADR 0003, amendment): `destroy` and `rotate` announce
 * the end through `onEnded` (realtime/session-watch.ts publishes it to every gateway process, which
 * ends the subscriptions and closes the sockets bound to that id), and every call over a socket
 * re-reads the record (trpc/init.ts). A lapsed record (idle expiry) has no announcer: the watch
 * finds it gone when its TTL runs out.
 */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Store } from '../store/store.js';

export const SESSION_COOKIE = 'portal_sid';

export const SessionDataSchema = z.object({
  /** The platform's session token; null for a session that is not logged in. */
  upstreamToken: z.string().nullable(),
  userId: z.string().nullable(),
  /** Account type of the platform: 1, 2, 41, 42 agents; 4 trial (free play). */
  type: z.number().int().nullable(),
  isAgent: z.boolean(),
  createdAt: z.number().int(),
  /** Until the password is changed, only changePassword, logout and member.me are served. */
  mustChangePassword: z.boolean().default(false),
  /**
   * false: the member registered by mobile without a password (MOBILENUMPASSREG3 off) and has not set
   * one yet, so changePassword asks for no old password. Absent: the member has one.
   */
  hasPassword: z.boolean().optional(),
  /** Idle lifetime of this record; "remember me" lengthens it. Unset: the service's default. */
  ttlS: z.number().int().positive().optional(),
});
export type SessionData = z.infer<typeof SessionDataSchema>;
/** What `create` takes: defaults (mustChangePassword) may be left out. */
export type NewSessionData = Omit<z.input<typeof SessionDataSchema>, 'createdAt'> & { createdAt?: number };

export interface Session {
  id: string;
  data: SessionData;
}

const ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** How long an id being replaced (a password change under way or just done) is known as such. */
const RENEWAL_MS = 60_000;

/** Why a session ended: `rotated` when its person carries on under a new id. */
export type SessionEnd = 'ended' | 'rotated';

export interface SessionServiceOptions {
  /** Told after a record was deleted, so every process can end what it serves for that id. */
  onEnded?: (id: string, reason: SessionEnd) => Promise<void>;
}

export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

/** Cheap shape check before touching the Store: a junk cookie never becomes a Store key. */
export function isWellFormedSessionId(id: string): boolean {
  return ID_PATTERN.test(id);
}

export class SessionService {
  constructor(
    private readonly store: Store,
    private readonly ttlS: number,
    private readonly options: SessionServiceOptions = {},
  ) {}

  private key(id: string): string {
    return `session:${id}`;
  }

  private renewalKey(id: string): string {
    return `session-renewal:${id}`;
  }

  /** The idle lifetime of a record, in seconds. */
  ttlOf(data: SessionData): number {
    return data.ttlS ?? this.ttlS;
  }

  async create(data: NewSessionData): Promise<Session> {
    const full = SessionDataSchema.parse({ ...data, createdAt: data.createdAt ?? Date.now() });
    // 256 random bits do not collide in practice; setIfAbsent makes that a guarantee, not a hope.
    for (;;) {
      const id = newSessionId();
      if (await this.store.setIfAbsent(this.key(id), JSON.stringify(full), this.ttlOf(full) * 1000)) {
        return { id, data: full };
      }
    }
  }

  /** The live session for an id, or null; reading it extends its life (sliding expiry). */
  async get(id: string): Promise<Session | null> {
    const session = await this.peek(id);
    if (session) await this.store.expire(this.key(id), this.ttlOf(session.data) * 1000);
    return session;
  }

  /** The live session for an id, or null, in one Store read that leaves its expiry alone. */
  async peek(id: string): Promise<Session | null> {
    if (!isWellFormedSessionId(id)) return null;
    const raw = await this.store.get(this.key(id));
    if (raw === null) return null;
    let parsed: ReturnType<typeof SessionDataSchema.safeParse>;
    try {
      parsed = SessionDataSchema.safeParse(JSON.parse(raw));
    } catch {
      return null;
    }
    return parsed.success ? { id, data: parsed.data } : null;
  }

  /** Milliseconds the record has left, or null when it is gone; does not extend its life. */
  async ttlLeft(id: string): Promise<number | null> {
    if (!isWellFormedSessionId(id)) return null;
    const left = await this.store.ttl(this.key(id));
    return left === -2 ? null : left;
  }

  /**
   * Marks `id` as about to be replaced (before a password change, which revokes the platform token
   * it holds): until the new id exists, a platform 401 for it means "moving", not "ended".
   */
  async beginRenewal(id: string): Promise<void> {
    await this.store.set(this.renewalKey(id), '1', RENEWAL_MS);
  }

  async cancelRenewal(id: string): Promise<void> {
    await this.store.del(this.renewalKey(id));
  }

  /** Whether `id` is being, or was a moment ago, replaced by a new id for the same person. */
  async isRenewed(id: string): Promise<boolean> {
    if (!isWellFormedSessionId(id)) return false;
    return (await this.store.get(this.renewalKey(id))) !== null;
  }

  /**
   * Moves the session to a fresh id with `patch` applied and deletes the old one. Built from the
   * record in hand, not re-read: the old one may have gone meanwhile (a platform 401 for the token
   * a password change revoked), and the person still carries on.
   */
  async rotate(current: Session, patch: Partial<Omit<SessionData, 'createdAt'>> = {}): Promise<Session> {
    const next = await this.create({ ...current.data, ...patch });
    await this.store.set(this.renewalKey(current.id), '1', RENEWAL_MS);
    await this.store.del(this.key(current.id));
    await this.announce(current.id, 'rotated');
    return next;
  }

  /**
   * Rewrites the record of a live session under the same id with `patch` applied (the member type
   * the platform changed: an approved agent application). A session that has gone stays gone.
   */
  async update(current: Session, patch: Partial<Omit<SessionData, 'createdAt'>>): Promise<Session> {
    const live = await this.peek(current.id);
    if (!live) return current;
    const data = SessionDataSchema.parse({ ...live.data, ...patch });
    await this.store.set(this.key(current.id), JSON.stringify(data), this.ttlOf(data) * 1000);
    return { id: current.id, data };
  }

  async destroy(id: string): Promise<void> {
    if (!isWellFormedSessionId(id)) return;
    if (await this.store.del(this.key(id))) await this.announce(id, 'ended');
  }

  private async announce(id: string, reason: SessionEnd): Promise<void> {
    await this.options.onEnded?.(id, reason);
  }
}
