import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { members, referralCodes, referrals, referralSettings } from '../../db/schema/index.js';

export type ReferralRow = typeof referrals.$inferSelect;
export type ReferralSettingsRow = typeof referralSettings.$inferSelect;
export type ReferralRefusal = 'same_device' | 'same_ip';

/** The referral area's queries: codes, the brand's terms, friends and their totals. */
export function createReferralRepository(db: Db) {
  return {
    async codeOf(memberId: number): Promise<string | undefined> {
      const [row] = await db
        .select({ code: referralCodes.code })
        .from(referralCodes)
        .where(eq(referralCodes.memberId, memberId));
      return row?.code;
    },

    /** Gives the member `code` unless it has one; false when the code is taken (or it had one). */
    async claimCode(merchantId: number, memberId: number, code: string): Promise<void> {
      await db.insert(referralCodes).values({ merchantId, memberId, code }).onConflictDoNothing();
    },

    /** The active, non-trial member whose referral code this is. */
    async referrerByCode(merchantId: number, code: string): Promise<{ id: number } | undefined> {
      const [row] = await db
        .select({ id: members.id })
        .from(referralCodes)
        .innerJoin(members, eq(members.id, referralCodes.memberId))
        .where(
          and(
            eq(referralCodes.merchantId, merchantId),
            eq(referralCodes.code, code.toUpperCase()),
            eq(members.status, 'active'),
            sql`${members.type} <> 4`,
          ),
        );
      return row;
    },

    async settings(merchantId: number): Promise<ReferralSettingsRow | undefined> {
      const [row] = await db
        .select()
        .from(referralSettings)
        .where(eq(referralSettings.merchantId, merchantId));
      return row;
    },

    async saveSettings(values: typeof referralSettings.$inferInsert): Promise<void> {
      const { merchantId: _merchant, ...set } = values;
      await db
        .insert(referralSettings)
        .values(values)
        .onConflictDoUpdate({ target: referralSettings.merchantId, set: { ...set, updatedAt: new Date() } });
    },

    /** The abuse rule (SQL function of migration 0026) for a friend and its referrer. */
    async refusal(
      friendId: number,
      referrerId: number,
      sameIp: boolean,
      sameDevice: boolean,
    ): Promise<ReferralRefusal | null> {
      const [row] = rowsOf(
        await db.execute(
          sql`SELECT referral_refusal(${friendId}::integer, ${referrerId}::integer, ${sameIp}, ${sameDevice}) AS r`,
        ),
      );
      const r = row?.['r'];
      return r === 'same_device' || r === 'same_ip' ? r : null;
    },

    /** Records the friend once (a friend has one referrer: the first link wins). */
    async link(values: typeof referrals.$inferInsert): Promise<void> {
      await db.insert(referrals).values(values).onConflictDoNothing();
    },

    /** The referrer of a friend whose reward was issued within the last minute. */
    async recentlyRewardedReferrer(friendId: number): Promise<number | undefined> {
      const [row] = await db
        .select({ referrerId: referrals.referrerId })
        .from(referrals)
        .where(
          and(
            eq(referrals.friendId, friendId),
            eq(referrals.status, 'rewarded'),
            sql`${referrals.decidedAt} > now() - interval '1 minute'`,
          ),
        );
      return row?.referrerId;
    },

    async friend(friendId: number): Promise<ReferralRow | undefined> {
      const [row] = await db.select().from(referrals).where(eq(referrals.friendId, friendId));
      return row;
    },

    async friends(referrerId: number, pageNo: number, pageSize: number) {
      const rows = await db
        .select({ r: referrals, account: members.account })
        .from(referrals)
        .innerJoin(members, eq(members.id, referrals.friendId))
        .where(eq(referrals.referrerId, referrerId))
        .orderBy(desc(referrals.registeredAt), desc(referrals.friendId))
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize);
      return rows;
    },

    async summary(referrerId: number) {
      const [row] = rowsOf(
        await db.execute(sql`
          SELECT count(*)::int AS invited,
                 count(deposited_at)::int AS deposited,
                 count(active_at)::int AS active,
                 count(*) FILTER (WHERE status = 'rewarded')::int AS rewarded,
                 coalesce(sum(reward_minor) FILTER (WHERE status = 'rewarded'), 0)::text AS total
          FROM referrals WHERE referrer_id = ${referrerId}`),
      );
      return {
        invited: Number(row?.['invited'] ?? 0),
        deposited: Number(row?.['deposited'] ?? 0),
        active: Number(row?.['active'] ?? 0),
        rewarded: Number(row?.['rewarded'] ?? 0),
        rewardTotalMinor: BigInt(String(row?.['total'] ?? '0')),
      };
    },
  };
}
export type ReferralRepository = ReturnType<typeof createReferralRepository>;
