/**
 * The reward centre's rows (part of the promotions repository, promotions.repository.ts): a reward
 * left waiting by a raffle draw, an approved application, a mission or a referral, claimed once,
 * or expired past its time.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { rewards } from '../../db/schema/index.js';

export type RewardRow = typeof rewards.$inferSelect;
export type NewReward = typeof rewards.$inferInsert;

export function rewardCentreQueries(db: Db) {
  return {
    /** Leaves a reward waiting in the member's reward centre. */
    async insertReward(values: NewReward): Promise<void> {
      await db.insert(rewards).values(values);
    },

    /** The member's rewards waiting (not expired). */
    async waitingRewardCount(memberId: number): Promise<number> {
      const [row] = rowsOf(
        await db.execute(sql`SELECT count(*)::int AS n FROM rewards WHERE member_id = ${memberId}
          AND status = 'waiting' AND (expires_at IS NULL OR expires_at > now())`),
      );
      return Number(row?.['n'] ?? 0);
    },

    /** A page of the member's rewards waiting, or of the past ones (claimed, expired), newest first. */
    async rewardsPage(memberId: number, status: 'waiting' | 'history', pageNo: number, pageSize: number) {
      const where =
        status === 'waiting'
          ? sql`member_id = ${memberId} AND status = 'waiting' AND (expires_at IS NULL OR expires_at > now())`
          : sql`member_id = ${memberId} AND (status <> 'waiting' OR expires_at <= now())`;
      const [count] = rowsOf(await db.execute(sql`SELECT count(*)::int AS n FROM rewards WHERE ${where}`));
      const rows = await db
        .select()
        .from(rewards)
        .where(where)
        .orderBy(desc(rewards.issuedAt), desc(rewards.id))
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize);
      return { rows, totalCount: Number(count?.['n'] ?? 0) };
    },

    /** The rewards a request claimed (a retry answers them). */
    rewardsClaimedBy(memberId: number, requestId: string): Promise<RewardRow[]> {
      return db
        .select()
        .from(rewards)
        .where(and(eq(rewards.memberId, memberId), eq(rewards.claimRequestId, requestId)));
    },

    /** Marks one waiting reward (`rewardId`) or all of them claimed by `requestId`; the rows taken. */
    takeWaitingRewards(
      memberId: number,
      rewardId: number | undefined,
      requestId: string,
      at: Date,
    ): Promise<RewardRow[]> {
      const target = rewardId === undefined ? sql`TRUE` : sql`id = ${rewardId}`;
      return db
        .update(rewards)
        .set({ status: 'claimed', claimedAt: at, claimRequestId: requestId })
        .where(
          sql`member_id = ${memberId} AND ${target} AND status = 'waiting'
            AND (expires_at IS NULL OR expires_at > now())`,
        )
        .returning();
    },

    async reward(memberId: number, id: number): Promise<RewardRow | undefined> {
      const [row] = await db
        .select()
        .from(rewards)
        .where(and(eq(rewards.id, id), eq(rewards.memberId, memberId)));
      return row;
    },

    async setRewardTransaction(id: number, ledgerTransactionId: number): Promise<void> {
      await db.update(rewards).set({ ledgerTransactionId }).where(eq(rewards.id, id));
    },

    /** Every brand's waiting rewards past their time -> expired; the brand and member of each. */
    async expireDueRewards(): Promise<{ merchantCode: string; memberId: number }[]> {
      const rows = rowsOf(
        await db.execute(sql`UPDATE rewards r SET status = 'expired' FROM merchants m
          WHERE m.id = r.merchant_id AND r.status = 'waiting' AND r.expires_at <= now()
          RETURNING m.code AS merchant_code, r.member_id`),
      );
      return rows.map((r) => ({
        merchantCode: String(r['merchant_code']),
        memberId: Number(r['member_id']),
      }));
    },

    /** The brand's waiting rewards past their time -> expired; the member of each. */
    async expireDueRewardsOf(merchantId: number): Promise<number[]> {
      const rows = await db
        .update(rewards)
        .set({ status: 'expired' })
        .where(sql`merchant_id = ${merchantId} AND status = 'waiting' AND expires_at <= now()`)
        .returning({ memberId: rewards.memberId });
      return rows.map((r) => r.memberId);
    },
  };
}
