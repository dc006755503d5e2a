/**
 * Queries of the profile and security centre: the profile columns, the avatar, the codes that prove
 * a contact, the login history and the member's live sessions.
 */
import { and, count, desc, eq, gt, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { AdminProfileRules } from '@portal/contracts';
import type { Db } from '../../db/client.js';
import { oneTimeCodes } from '../../db/one-time-codes.js';
import { contactCodes, memberLogins, members, memberSessions, merchants } from '../../db/schema/index.js';
import type { MemberRow, SessionRow } from './accounts.repository.js';

export type ContactCodeRow = typeof contactCodes.$inferSelect;
export type ContactChannel = 'email' | 'mobile';

export interface ProfileChanges {
  nickname?: string;
  /** Set only while no real name is stored (the guard makes the lock hold under races). */
  realName?: string;
  /** The other fields, merged into members.profile ('' removes one). */
  extra: Record<string, string>;
}

/** The send log of the codes: the countdown and the caps count it, a send adds to it. */
function codeSends(db: Db) {
  return {
    /** Codes of a channel sent since `since`: by the member (to anywhere), or to a target (by anyone). */
    async countCodesSince(
      scope: { memberId: number } | { merchantId: number; target: string },
      channel: ContactChannel,
      since: Date,
    ): Promise<number> {
      const who =
        'memberId' in scope
          ? eq(contactCodes.memberId, scope.memberId)
          : and(eq(contactCodes.merchantId, scope.merchantId), eq(contactCodes.target, scope.target));
      const [row] = await db
        .select({ n: count() })
        .from(contactCodes)
        .where(and(who, eq(contactCodes.channel, channel), gt(contactCodes.createdAt, since)));
      return row?.n ?? 0;
    },

    async insertCode(row: typeof contactCodes.$inferInsert): Promise<void> {
      await db.insert(contactCodes).values(row);
    },
  };
}
export type CodeSends = ReturnType<typeof codeSends>;

export function createProfileRepository(db: Db) {
  const codes = oneTimeCodes(db, contactCodes);
  return {
    /** One UPDATE; undefined when the real name was to be set but another request set it first. */
    async updateProfile(memberId: number, changes: ProfileChanges): Promise<MemberRow | undefined> {
      const removed = Object.entries(changes.extra)
        .filter(([, v]) => v === '')
        .map(([k]) => k);
      const kept = Object.fromEntries(Object.entries(changes.extra).filter(([, v]) => v !== ''));
      let profile = sql`${members.profile} || ${JSON.stringify(kept)}::jsonb`;
      for (const key of removed) profile = sql`(${profile}) - ${key}::text`;
      const [row] = await db
        .update(members)
        .set({
          profile,
          ...(changes.nickname !== undefined ? { nickname: changes.nickname } : {}),
          ...(changes.realName !== undefined ? { payeeName: changes.realName } : {}),
        })
        .where(
          and(
            eq(members.id, memberId),
            changes.realName !== undefined ? isNull(members.payeeName) : undefined,
          ),
        )
        .returning();
      return row;
    },

    /** The operator's rules of the brand's profile form (merchants.profile_rules), replaced whole. */
    async setProfileRules(merchantId: number, rules: AdminProfileRules): Promise<void> {
      await db.update(merchants).set({ profileRules: rules }).where(eq(merchants.id, merchantId));
    },

    async setLanguage(memberId: number, language: string): Promise<void> {
      await db
        .update(members)
        .set({ profile: sql`${members.profile} || ${JSON.stringify({ language })}::jsonb` })
        .where(eq(members.id, memberId));
    },

    async setAvatar(memberId: number, icon: number): Promise<void> {
      await db.update(members).set({ avatarIcon: icon }).where(eq(members.id, memberId));
    },

    /**
     * Runs `fn` in a transaction holding an advisory lock on `key`, so that the countdown and the
     * daily caps are checked and the new code inserted as one step under concurrent sends.
     */
    async locked<T>(key: string, fn: (codes: CodeSends) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
        return fn(codeSends(tx));
      });
    },

    /** The member's newest unused code of the channel for that target. */
    latestCode(
      memberId: number,
      channel: ContactChannel,
      target: string,
    ): Promise<ContactCodeRow | undefined> {
      return codes.latest(
        and(
          eq(contactCodes.memberId, memberId),
          eq(contactCodes.channel, channel),
          eq(contactCodes.target, target),
        ),
      );
    },

    claimAttempt: codes.claimAttempt,
    useCode: codes.use,

    /**
     * Whether another member of the brand holds the e-mail (any case): the early answer of a send.
     * The binding itself is guarded by members_merchant_email_uq, not by this lookup.
     */
    async emailTaken(merchantId: number, email: string, exceptMemberId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: members.id })
        .from(members)
        .where(
          and(
            eq(members.merchantId, merchantId),
            sql`lower(${members.email}) = lower(${email})`,
            isNotNull(members.email),
            ne(members.id, exceptMemberId),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** Throws the unique violation when another member holds the address (members_merchant_email_uq). */
    async bindEmail(memberId: number, email: string): Promise<void> {
      await db
        .update(members)
        .set({ email, emailVerifiedAt: sql`now()` })
        .where(eq(members.id, memberId));
    },

    /** Throws the unique violation when another member holds the number (members_merchant_mobile_uq). */
    async bindMobile(memberId: number, dialingCode: string, national: string): Promise<void> {
      await db
        .update(members)
        .set({ countryDialingCode: dialingCode, mobileNum: national, mobileVerifiedAt: sql`now()` })
        .where(eq(members.id, memberId));
    },

    /** The member's logins and registrations, newest first (not the carried IPs and devices). */
    async listLogins(memberId: number, pageNo: number, pageSize: number) {
      const logins = and(eq(memberLogins.memberId, memberId), ne(memberLogins.loginType, 'carried'));
      const [total] = await db.select({ n: count() }).from(memberLogins).where(logins);
      const list = await db
        .select()
        .from(memberLogins)
        .where(logins)
        .orderBy(desc(memberLogins.id))
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize);
      return { list, totalCount: total?.n ?? 0 };
    },

    /** The member's sessions neither revoked nor expired, newest first. */
    listLiveSessions(memberId: number): Promise<SessionRow[]> {
      return db
        .select()
        .from(memberSessions)
        .where(
          and(
            eq(memberSessions.memberId, memberId),
            isNull(memberSessions.revokedAt),
            gt(memberSessions.expiresAt, sql`now()`),
          ),
        )
        .orderBy(desc(memberSessions.createdAt), desc(memberSessions.sid));
    },

    /** Revokes the member's live session `sid`; its token hash, or undefined (not theirs, or not live). */
    async revokeBySid(memberId: number, sid: number): Promise<string | undefined> {
      const [row] = await db
        .update(memberSessions)
        .set({ revokedAt: sql`now()` })
        .where(
          and(
            eq(memberSessions.memberId, memberId),
            eq(memberSessions.sid, sid),
            isNull(memberSessions.revokedAt),
            gt(memberSessions.expiresAt, sql`now()`),
          ),
        )
        .returning({ tokenHash: memberSessions.tokenHash });
      return row?.tokenHash;
    },
  };
}
export type ProfileRepository = ReturnType<typeof createProfileRepository>;
