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
 * `rotate` gives a new id for the same record (done at login, so an id planted before login is
 * worthless after it); `destroy` deletes the record (logout). Logins (features/auth) create a new
 * record and delete the visitor's previous one, which is a rotation too.
 */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Store } from '../../store/store.js';

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
  ) {}

  private key(id: string): string {
    return `session:${id}`;
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
    if (!isWellFormedSessionId(id)) return null;
    const raw = await this.store.get(this.key(id));
    if (raw === null) return null;
    let parsed: ReturnType<typeof SessionDataSchema.safeParse>;
    try {
      parsed = SessionDataSchema.safeParse(JSON.parse(raw));
    } catch {
      return null;
    }
    if (!parsed.success) return null;
    await this.store.expire(this.key(id), this.ttlOf(parsed.data) * 1000);
    return { id, data: parsed.data };
  }

  /** Moves the record to a fresh id and deletes the old one; null when the old id is not live. */
  async rotate(oldId: string, patch: Partial<Omit<SessionData, 'createdAt'>> = {}): Promise<Session | null> {
    const current = await this.get(oldId);
    if (!current) return null;
    const next = await this.create({ ...current.data, ...patch });
    await this.store.del(this.key(oldId));
    return next;
  }

  async destroy(id: string): Promise<void> {
    if (!isWellFormedSessionId(id)) return;
    await this.store.del(this.key(id));
  }
}
