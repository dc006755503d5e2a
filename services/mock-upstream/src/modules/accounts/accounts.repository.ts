import { and, count, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  agentInviteLinks,
  firebaseTokenUses,
  loginFailures,
  memberLogins,
  members,
  memberSessions,
  merchants,
  passwordResetTokens,
} from '../../db/schema/index.js';

export type { MemberRow, SessionRow } from '../../db/rows.js';
import type { MemberRow, SessionRow } from '../../db/rows.js';

// Two-key advisory locks (a space apart from the one-key locks used elsewhere), one class per scope.
const LOGIN_FAILURE_LOCKS = { account: 7_002_001, ip: 7_002_002 } as const;
export type NewMember = typeof members.$inferInsert;
export interface LoginRecord {
  memberId: number;
  ip: string;
  deviceId: string;
  device: string;
  loginType: string;
}

/** Visitors' registrations from an IP since a time (an agent's downline accounts are not counted). */
const visitorRegistrationsFrom = (ip: string, since: Date) =>
  and(
    eq(members.registrationIp, ip),
    gt(members.createdAt, since),
    eq(members.registrationSource, 'visitor'),
  );

/** What a registration writes with its member, in the same transaction. */
export interface RegistrationExtras {
  /** The invitation link it came through: one more registration counted on it. */
  inviteLinkId?: number;
  /** The Firebase ID token that proved its mobile: recorded as spent (a token registers once). */
  firebaseToken?: { tokenHash: string; expiresAt: Date };
}

/**
 * Inserts the member with what its registration writes beside it. The spent Firebase token goes in
 * first: of transactions racing with one token, the later ones wait on its key and then break it,
 * before anything else is written.
 */
async function insertRegistration(
  tx: Pick<Db, 'insert' | 'update'>,
  row: NewMember,
  extras: RegistrationExtras,
): Promise<MemberRow> {
  const token = extras.firebaseToken;
  if (token) {
    await tx.insert(firebaseTokenUses).values({ ...token, merchantId: row.merchantId });
  }
  const [created] = await tx.insert(members).values(row).returning();
  if (!created) throw new Error('member insert returned no row');
  if (token) {
    await tx
      .update(firebaseTokenUses)
      .set({ memberId: created.id })
      .where(eq(firebaseTokenUses.tokenHash, token.tokenHash));
  }
  if (extras.inviteLinkId !== undefined) {
    await tx
      .update(agentInviteLinks)
      .set({ registrations: sql`${agentInviteLinks.registrations} + 1` })
      .where(eq(agentInviteLinks.id, extras.inviteLinkId));
  }
  return created;
}

export function createAccountsRepository(db: Db) {
  /** Every signed-in call of the platform reads its session: a prepared statement, built and planned
   * once (per connection), not on each call. */
  const liveSession = db
    .select({ session: memberSessions, member: members })
    .from(memberSessions)
    .innerJoin(members, eq(members.id, memberSessions.memberId))
    .where(
      and(
        eq(memberSessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(memberSessions.revokedAt),
        gt(memberSessions.expiresAt, sql`now()`),
      ),
    )
    .limit(1)
    .prepare('find_live_session');

  return {
    /** The brand's ceiling of visitors' registrations from one IP in a day. */
    async setRegistrationsPerIpPerDay(merchantId: number, n: number): Promise<void> {
      await db.update(merchants).set({ registrationsPerIpPerDay: n }).where(eq(merchants.id, merchantId));
    },

    async findByAccount(merchantId: number, account: string): Promise<MemberRow | undefined> {
      const [row] = await db
        .select()
        .from(members)
        .where(and(eq(members.merchantId, merchantId), eq(members.account, account.toLowerCase())))
        .limit(1);
      return row;
    },

    async findById(id: number): Promise<MemberRow | undefined> {
      const [row] = await db.select().from(members).where(eq(members.id, id)).limit(1);
      return row;
    },

    async findByMobile(
      merchantId: number,
      dialingCode: string,
      mobileNum: string,
    ): Promise<MemberRow | undefined> {
      const [row] = await db
        .select()
        .from(members)
        .where(
          and(
            eq(members.merchantId, merchantId),
            eq(members.countryDialingCode, dialingCode),
            eq(members.mobileNum, mobileNum),
          ),
        )
        .limit(1);
      return row;
    },

    async findByAffiliateCode(merchantId: number, code: string): Promise<MemberRow | undefined> {
      const [row] = await db
        .select()
        .from(members)
        .where(and(eq(members.merchantId, merchantId), eq(members.affiliateCode, code.toUpperCase())))
        .limit(1);
      return row;
    },

    async insert(row: NewMember, extras: RegistrationExtras = {}): Promise<MemberRow> {
      return db.transaction((tx) => insertRegistration(tx, row, extras));
    },

    /** Whether a Firebase ID token (by its SHA-256) already registered an account. */
    async firebaseTokenUsed(tokenHash: string): Promise<boolean> {
      const [row] = await db
        .select({ tokenHash: firebaseTokenUses.tokenHash })
        .from(firebaseTokenUses)
        .where(eq(firebaseTokenUses.tokenHash, tokenHash))
        .limit(1);
      return row !== undefined;
    },

    /**
     * Inserts a member unless `cap` visitors' registrations from its IP since `since` already exist. A
     * transaction-scoped advisory lock per IP makes count-then-insert atomic, so two simultaneous
     * registrations cannot both take the last place. Returns null when the cap is reached.
     */
    async insertWithinIpCap(
      row: NewMember,
      cap: number,
      since: Date,
      extras: RegistrationExtras = {},
    ): Promise<MemberRow | null> {
      const ip = row.registrationIp ?? '';
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`registration-ip:${ip}`}))`);
        const [made] = await tx
          .select({ n: count() })
          .from(members)
          .where(visitorRegistrationsFrom(ip, since));
        if ((made?.n ?? 0) >= cap) return null;
        return insertRegistration(tx, row, extras);
      });
    },

    async countRegistrationsFrom(ip: string, since: Date): Promise<number> {
      const [row] = await db.select({ n: count() }).from(members).where(visitorRegistrationsFrom(ip, since));
      return row?.n ?? 0;
    },

    async setPassword(memberId: number, passwordHash: string): Promise<void> {
      await db
        .update(members)
        .set({ passwordHash, passwordSetAt: sql`now()`, firstTimeLogin: false, hasPassword: true })
        .where(eq(members.id, memberId));
    },

    async setIpChallenge(memberId: number, until: Date | null): Promise<void> {
      await db.update(members).set({ ipChallengeUntil: until }).where(eq(members.id, memberId));
    },

    async patch(
      merchantId: number,
      account: string,
      changes: Partial<Pick<MemberRow, 'passwordSetAt' | 'operatorLocked' | 'type' | 'rankLevel'>>,
    ): Promise<MemberRow | undefined> {
      const [row] = await db
        .update(members)
        .set(changes)
        .where(and(eq(members.merchantId, merchantId), eq(members.account, account.toLowerCase())))
        .returning();
      return row;
    },

    /** Whether the member logged in or registered from the IP before (carried records included). */
    async hasLoginIp(memberId: number, ip: string): Promise<boolean> {
      const [row] = await db
        .select({ id: memberLogins.id })
        .from(memberLogins)
        .where(and(eq(memberLogins.memberId, memberId), eq(memberLogins.ip, ip)))
        .limit(1);
      return row !== undefined;
    },

    /**
     * What the member's login records say of a device: `known` (signed in or registered from it
     * before), `new` (other devices are known, not this one) or `first` (no device known yet: the
     * first sign-in ever, or records older than device ids).
     */
    async loginDevice(memberId: number, deviceId: string): Promise<'known' | 'new' | 'first'> {
      const [row] = await db
        .select({
          known: sql<number>`count(*) filter (where ${memberLogins.deviceId} = ${deviceId})::int`,
          any: count(memberLogins.deviceId),
        })
        .from(memberLogins)
        .where(eq(memberLogins.memberId, memberId));
      if (row && row.known > 0) return 'known';
      return row && row.any > 0 ? 'new' : 'first';
    },

    async insertSession(row: typeof memberSessions.$inferInsert): Promise<void> {
      await db.insert(memberSessions).values(row);
    },

    /**
     * The one record of a login or a registration: the history shows it, LOGINIPVERF3 knows its IP
     * from then on, and the referral abuse rule compares its IP and device.
     */
    async recordLogin(row: LoginRecord): Promise<void> {
      await db.insert(memberLogins).values(row);
    },

    /** A live session (not revoked, not expired) with its member. */
    async findLiveSession(
      tokenHash: string,
    ): Promise<{ session: SessionRow; member: MemberRow } | undefined> {
      const [row] = await liveSession.execute({ tokenHash });
      return row;
    },

    async revokeSession(tokenHash: string): Promise<void> {
      await db
        .update(memberSessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(memberSessions.tokenHash, tokenHash), isNull(memberSessions.revokedAt)));
    },

    /** Revokes every live session of a member except `keep` (null: all of them). */
    async revokeSessionsOf(memberId: number, keep: string | null): Promise<void> {
      await db
        .update(memberSessions)
        .set({ revokedAt: sql`now()` })
        .where(
          and(
            eq(memberSessions.memberId, memberId),
            isNull(memberSessions.revokedAt),
            keep === null ? undefined : ne(memberSessions.tokenHash, keep),
          ),
        );
    },

    /**
     * Records one login attempt as a failure of the account and of the IP, unless the failures since
     * `since` already reach `threshold` on either and `force` is false; then records nothing and
     * answers null. Serialised per account and per IP (advisory locks, the account's first, each
     * scope in a key space of its own, so two reservations can never wait on each other), so of any
     * number of attempts arriving together exactly the ones that fit under the threshold get ids.
     */
    async reserveFailure(
      merchantId: number,
      keys: { account: string; ip: string },
      since: Date,
      threshold: number,
      force: boolean,
    ): Promise<number[] | null> {
      return db.transaction(async (tx) => {
        const scopes = [
          ['account', keys.account],
          ['ip', keys.ip],
        ] as const;
        for (const [scope, key] of scopes) {
          await tx.execute(
            sql`select pg_advisory_xact_lock(${LOGIN_FAILURE_LOCKS[scope]}, hashtext(${`${merchantId}:${key}`}))`,
          );
        }
        if (!force) {
          for (const [scope, key] of scopes) {
            const [row] = await tx
              .select({ n: count() })
              .from(loginFailures)
              .where(
                and(
                  eq(loginFailures.merchantId, merchantId),
                  eq(loginFailures.scope, scope),
                  eq(loginFailures.key, key),
                  gt(loginFailures.createdAt, since),
                ),
              );
            if ((row?.n ?? 0) >= threshold) return null;
          }
        }
        const rows = await tx
          .insert(loginFailures)
          .values(scopes.map(([scope, key]) => ({ merchantId, scope, key })))
          .returning({ id: loginFailures.id });
        return rows.map((r) => r.id);
      });
    },

    /** Withdraws failures recorded ahead of a check that turned out not to be a failed guess. */
    async removeFailures(ids: number[]): Promise<void> {
      if (ids.length > 0) await db.delete(loginFailures).where(inArray(loginFailures.id, ids));
    },

    async clearFailures(merchantId: number, scope: 'account' | 'ip', key: string): Promise<void> {
      await db
        .delete(loginFailures)
        .where(
          and(
            eq(loginFailures.merchantId, merchantId),
            eq(loginFailures.scope, scope),
            eq(loginFailures.key, key),
          ),
        );
    },

    /**
     * Inserts a reset token unless the member got one after `since` (one mail a minute): a
     * transaction-scoped advisory lock per member makes check-then-insert atomic, so fifty requests
     * at once make one token (one mail). True when this call made it.
     */
    async insertResetTokenUnlessRecent(
      row: typeof passwordResetTokens.$inferInsert,
      since: Date,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`reset-mail:${row.memberId}`}))`);
        const [recent] = await tx
          .select({ n: count() })
          .from(passwordResetTokens)
          .where(
            and(eq(passwordResetTokens.memberId, row.memberId), gt(passwordResetTokens.createdAt, since)),
          );
        if ((recent?.n ?? 0) > 0) return false;
        await tx.insert(passwordResetTokens).values(row);
        return true;
      });
    },

    /** Spends a reset token in one statement (single use under races); the member id, or undefined. */
    async takeResetToken(tokenHash: string): Promise<number | undefined> {
      const [row] = await db
        .update(passwordResetTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(passwordResetTokens.tokenHash, tokenHash),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, sql`now()`),
          ),
        )
        .returning({ memberId: passwordResetTokens.memberId });
      return row?.memberId;
    },
  };
}
export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
