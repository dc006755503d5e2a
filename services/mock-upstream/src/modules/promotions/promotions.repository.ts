/**
 * The promotions area's database access, created once (app.services.ts) and given to every flow:
 * the promotions and each member's row in them, the applications, the raffle's prizes and draws,
 * the play and deposits the states are computed from, and the ledger posting that pays a bonus;
 * with the reward centre's rows (promotions.rewards.repository.ts) and the manual rebate's
 * (promotions.manual-rebate.repository.ts). The flows never write a query themselves; a
 * transaction's queries are the same functions on it (`inTransaction`, `within`).
 */
import { MAIN_WALLET_ID } from '@portal/contracts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf, toDate, type MerchantRow } from '../../db/rows.js';
import {
  depositOrders,
  memberPromotions,
  promotionApplicationImages,
  promotionApplications,
  promotions,
  rafflePrizes,
  raffleDraws,
} from '../../db/schema/index.js';
import { transactional } from '../../db/transactional.js';
import type { ImageMime } from '../../lib/images.js';
import { player, postTransaction, system } from '../ledger/ledger.repository.js';
import { manualRebateQueries } from './promotions.manual-rebate.repository.js';
import { rewardCentreQueries } from './promotions.rewards.repository.js';

export type PromotionRow = typeof promotions.$inferSelect;
export type NewPromotion = typeof promotions.$inferInsert;
export type MemberPromotionRow = typeof memberPromotions.$inferSelect;
export type NewRafflePrize = typeof rafflePrizes.$inferInsert;
export type RafflePrizeRow = typeof rafflePrizes.$inferSelect;
export type RaffleDrawRow = typeof raffleDraws.$inferSelect;
export type NewRaffleDraw = typeof raffleDraws.$inferInsert;
export type ApplicationRow = typeof promotionApplications.$inferSelect;

/** A bonus paid from the brand's BONUS account to the member's main wallet. */
export interface Bonus {
  /** What is paid, unique per member: `promotion:7`, `reward:12`, `rebate:3`. */
  key: string;
  amount: bigint;
  /** The ledger's source ('promotion', 'reward', 'rebate'). */
  source: string;
  metadata: Record<string, unknown>;
}

/** The promotions area's queries; `inTransaction` runs them on one transaction. */
export function createPromotionsRepository(db: Db) {
  return transactional(db, promotionsQueries);
}
export type PromotionsRepository = ReturnType<typeof createPromotionsRepository>;
/** The queries alone, on the database or on a transaction: what a state computation reads through. */
export type PromotionsQueries = ReturnType<typeof promotionsQueries>;

function promotionsQueries(db: Db) {
  return { ...promotionQueries(db), ...rewardCentreQueries(db), ...manualRebateQueries(db) };
}

/** The promotions, each member's row in them, the applications, the raffle, and paying. */
function promotionQueries(db: Db) {
  const byMemberAndPromotion = (memberId: number, promotionId: number) =>
    and(eq(memberPromotions.memberId, memberId), eq(memberPromotions.promotionId, promotionId));

  return {
    // ------------------------------------------------------------------ promotions

    async promotion(merchantId: number, id: number): Promise<PromotionRow | undefined> {
      const [row] = await db
        .select()
        .from(promotions)
        .where(and(eq(promotions.id, id), eq(promotions.merchantId, merchantId)))
        .limit(1);
      return row;
    },

    /** A promotion's titles, whatever its brand (the CDN draws a banner by id). */
    async promotionTitle(id: number): Promise<Pick<PromotionRow, 'title'> | undefined> {
      const [row] = await db
        .select({ title: promotions.title })
        .from(promotions)
        .where(eq(promotions.id, id));
      return row;
    },

    /** The brand's promotions, the latest start first. */
    promotionsOf(merchantId: number): Promise<PromotionRow[]> {
      return db
        .select()
        .from(promotions)
        .where(eq(promotions.merchantId, merchantId))
        .orderBy(desc(promotions.startsAt), desc(promotions.id));
    },

    /** Of `ids`, the brand's promotions. */
    promotionsIn(merchantId: number, ids: number[]): Promise<PromotionRow[]> {
      return db
        .select()
        .from(promotions)
        .where(and(eq(promotions.merchantId, merchantId), inArray(promotions.id, ids)));
    },

    async insertPromotion(values: NewPromotion): Promise<PromotionRow | undefined> {
      const [row] = await db.insert(promotions).values(values).returning();
      return row;
    },

    async updatePromotion(id: number, values: NewPromotion, at: Date): Promise<PromotionRow | undefined> {
      const [row] = await db
        .update(promotions)
        .set({ ...values, updatedAt: at })
        .where(eq(promotions.id, id))
        .returning();
      return row;
    },

    // ------------------------------------------------------------------ the member's row in a promotion

    async memberPromotion(memberId: number, promotionId: number): Promise<MemberPromotionRow | null> {
      const [row] = await db
        .select()
        .from(memberPromotions)
        .where(byMemberAndPromotion(memberId, promotionId))
        .limit(1);
      return row ?? null;
    },

    /** The member's row in a promotion, locked to the end of the transaction (null: not joined). */
    async lockMemberPromotion(memberId: number, promotionId: number): Promise<MemberPromotionRow | null> {
      const [row] = await db
        .select()
        .from(memberPromotions)
        .where(byMemberAndPromotion(memberId, promotionId))
        .for('update');
      return row ?? null;
    },

    /** The member's rows in the promotions `ids` (one query for a whole list). */
    memberPromotionsIn(memberId: number, promotionIds: number[]): Promise<MemberPromotionRow[]> {
      return db
        .select()
        .from(memberPromotions)
        .where(
          and(eq(memberPromotions.memberId, memberId), inArray(memberPromotions.promotionId, promotionIds)),
        );
    },

    /** The member joins (state joined); false when a row was there already (nothing changes). */
    async join(merchantId: number, memberId: number, promotionId: number): Promise<boolean> {
      const inserted = await db
        .insert(memberPromotions)
        .values({ merchantId, memberId, promotionId, state: 'joined' })
        .onConflictDoNothing()
        .returning({ id: memberPromotions.id });
      return inserted.length > 0;
    },

    /**
     * The member's row -> applying: a new row, or one in state rejected (an application again).
     * False when a row in any other state is there (it stays as it is): one application at a time.
     */
    async startApplying(merchantId: number, memberId: number, promotionId: number, at: Date) {
      const moved = await db
        .insert(memberPromotions)
        .values({ merchantId, memberId, promotionId, state: 'applying' })
        .onConflictDoUpdate({
          target: [memberPromotions.memberId, memberPromotions.promotionId],
          set: { state: 'applying', updatedAt: at },
          setWhere: sql`${memberPromotions.state} = 'rejected'`,
        })
        .returning({ id: memberPromotions.id });
      return moved.length > 0;
    },

    /** The row -> claimed with the amount paid and the request that claimed it. */
    async markClaimed(rowId: number, amount: bigint, requestId: string, at: Date): Promise<void> {
      await db
        .update(memberPromotions)
        .set({
          state: 'claimed',
          rewardMinor: amount,
          claimRequestId: requestId,
          claimedAt: at,
          updatedAt: at,
        })
        .where(eq(memberPromotions.id, rowId));
    },

    /** The deposit bonuses of the brand the member has joined and not earned yet, with their promotion. */
    joinedDepositBonuses(merchantId: number, memberId: number) {
      return db
        .select({ row: memberPromotions, p: promotions })
        .from(memberPromotions)
        .innerJoin(promotions, eq(promotions.id, memberPromotions.promotionId))
        .where(
          and(
            eq(memberPromotions.memberId, memberId),
            eq(memberPromotions.state, 'joined'),
            eq(promotions.kind, 'depositBonus'),
            eq(promotions.merchantId, merchantId),
          ),
        );
    },

    /** joined -> claim with the bonus a deposit earned; a row no longer joined is left as it is. */
    async markDepositBonusEarned(rowId: number, bonus: bigint, orderNo: string, at: Date): Promise<void> {
      await db
        .update(memberPromotions)
        .set({ state: 'claim', rewardMinor: bonus, depositOrderNo: orderNo, updatedAt: at })
        .where(and(eq(memberPromotions.id, rowId), eq(memberPromotions.state, 'joined')));
    },

    async setDrawsUsed(rowId: number, drawsUsed: number, at: Date): Promise<void> {
      await db
        .update(memberPromotions)
        .set({ drawsUsed, updatedAt: at })
        .where(eq(memberPromotions.id, rowId));
    },

    /** applying -> issued (with the reward's amount) or rejected, when the operator decides. */
    async decideMemberApplication(
      memberId: number,
      promotionId: number,
      state: 'issued' | 'rejected',
      rewardMinor: bigint | null,
      at: Date,
    ): Promise<void> {
      await db
        .update(memberPromotions)
        .set({ state, rewardMinor, updatedAt: at })
        .where(and(byMemberAndPromotion(memberId, promotionId), eq(memberPromotions.state, 'applying')));
    },

    /** issued -> claimed, once the reward the approval left is paid. */
    async markIssuedClaimed(memberId: number, promotionId: number, at: Date): Promise<void> {
      await db
        .update(memberPromotions)
        .set({ state: 'claimed', claimedAt: at, updatedAt: at })
        .where(and(byMemberAndPromotion(memberId, promotionId), eq(memberPromotions.state, 'issued')));
    },

    // ------------------------------------------------------------------ what the states are computed from

    /** Whether the member has a successful deposit (other than `exceptOrderNo`). */
    async hasDeposited(memberId: number, exceptOrderNo: string | null = null): Promise<boolean> {
      const [row] = await db
        .select({ one: sql`1` })
        .from(depositOrders)
        .where(
          and(
            eq(depositOrders.memberId, memberId),
            eq(depositOrders.status, 'success'),
            exceptOrderNo === null ? undefined : sql`${depositOrders.orderNo} <> ${exceptOrderNo}`,
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** Whether the member is in the downline of the brand's agent `agentAccount`. */
    async isInDownlineOf(memberId: number, merchantId: number, agentAccount: string): Promise<boolean> {
      const rows = rowsOf(
        await db.execute(sql`SELECT 1 FROM member_closure c JOIN members a ON a.id = c.ancestor_id
          WHERE c.descendant_id = ${memberId} AND c.depth > 0 AND a.merchant_id = ${merchantId}
            AND lower(a.account) = lower(${agentAccount}) LIMIT 1`),
      );
      return rows.length > 0;
    },

    /** Settled play of a member between two instants: valid bets and net loss (bets - payouts). */
    async playBetween(memberId: number, from: Date, to: Date) {
      const [row] = rowsOf(
        await db.execute(sql`SELECT coalesce(sum(bet_minor), 0)::text AS valid,
            coalesce(sum(bet_minor - win_minor), 0)::text AS loss
          FROM game_rounds WHERE member_id = ${memberId} AND status = 'settled'
            AND settled_at > ${from.toISOString()}::timestamptz AND settled_at <= ${to.toISOString()}::timestamptz`),
      );
      return { validBets: BigInt(String(row?.['valid'] ?? 0)), netLoss: BigInt(String(row?.['loss'] ?? 0)) };
    },

    /** The member's successful deposits between two instants. */
    async depositsBetween(memberId: number, from: Date, to: Date): Promise<bigint> {
      const [row] = rowsOf(
        await db.execute(sql`SELECT coalesce(sum(amount_minor), 0)::text AS total FROM deposit_orders
          WHERE member_id = ${memberId} AND status = 'success'
            AND updated_at > ${from.toISOString()}::timestamptz AND updated_at <= ${to.toISOString()}::timestamptz`),
      );
      return BigInt(String(row?.['total'] ?? 0));
    },

    // ------------------------------------------------------------------ applications

    async insertApplication(
      application: { merchantId: number; memberId: number; promotionId: number; comment: string },
      images: { mimeType: ImageMime; data: Buffer }[],
    ): Promise<void> {
      const [app] = await db
        .insert(promotionApplications)
        .values(application)
        .returning({ id: promotionApplications.id });
      if (!app) throw new Error('application insert returned nothing');
      if (images.length > 0) {
        await db
          .insert(promotionApplicationImages)
          .values(images.map((img, position) => ({ applicationId: app.id, position, ...img })));
      }
    },

    async latestApplication(memberId: number, promotionId: number): Promise<ApplicationRow | undefined> {
      const [row] = await db
        .select()
        .from(promotionApplications)
        .where(
          and(
            eq(promotionApplications.memberId, memberId),
            eq(promotionApplications.promotionId, promotionId),
          ),
        )
        .orderBy(desc(promotionApplications.id))
        .limit(1);
      return row;
    },

    /** The brand's applications (of a status), newest first, 500 at most, with the account and image count. */
    async applicationsOf(merchantId: number, status?: 'pending' | 'approved' | 'rejected') {
      const rows = rowsOf(
        await db.execute(sql`SELECT a.id, a.promotion_id, a.comment, a.status, a.reason, a.created_at, m.account,
            (SELECT count(*)::int FROM promotion_application_images i WHERE i.application_id = a.id) AS images
          FROM promotion_applications a JOIN members m ON m.id = a.member_id
          WHERE a.merchant_id = ${merchantId} AND (${status ?? null}::text IS NULL OR a.status = ${status ?? null})
          ORDER BY a.id DESC LIMIT 500`),
      );
      return rows.map((r) => ({
        id: Number(r['id']),
        promotionId: Number(r['promotion_id']),
        account: String(r['account']),
        comment: String(r['comment']),
        status: r['status'] as 'pending' | 'approved' | 'rejected',
        reason: (r['reason'] as string | null) ?? null,
        images: Number(r['images']),
        createdAt: toDate(r['created_at']),
      }));
    },

    /** pending -> approved or rejected; undefined when the application is not pending (or not the brand's). */
    async decideApplication(
      merchantId: number,
      id: number,
      decision: { status: 'approved' | 'rejected'; reason: string | null },
      at: Date,
    ): Promise<ApplicationRow | undefined> {
      const [row] = await db
        .update(promotionApplications)
        .set({ status: decision.status, reason: decision.reason, decidedAt: at })
        .where(
          and(
            eq(promotionApplications.id, id),
            eq(promotionApplications.merchantId, merchantId),
            eq(promotionApplications.status, 'pending'),
          ),
        )
        .returning();
      return row;
    },

    async applicationExists(merchantId: number, id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: promotionApplications.id })
        .from(promotionApplications)
        .where(and(eq(promotionApplications.id, id), eq(promotionApplications.merchantId, merchantId)));
      return row !== undefined;
    },

    // ------------------------------------------------------------------ the raffle

    /** A raffle's prizes, in id order (the order the pick runs over their weights). */
    prizesOf(promotionId: number): Promise<RafflePrizeRow[]> {
      return db
        .select()
        .from(rafflePrizes)
        .where(eq(rafflePrizes.promotionId, promotionId))
        .orderBy(rafflePrizes.id);
    },

    async prize(id: number): Promise<RafflePrizeRow | undefined> {
      const [row] = await db.select().from(rafflePrizes).where(eq(rafflePrizes.id, id));
      return row;
    },

    async insertPrizes(rows: NewRafflePrize[]): Promise<void> {
      await db.insert(rafflePrizes).values(rows);
    },

    /** Prizes of a raffle still in stock. */
    async stockLeft(promotionId: number): Promise<number> {
      const [row] = rowsOf(
        await db.execute(
          sql`SELECT coalesce(sum(remaining), 0)::int AS left FROM raffle_prizes WHERE promotion_id = ${promotionId}`,
        ),
      );
      return Number(row?.['left'] ?? 0);
    },

    /** Takes one of the prize's stock in a guarded update: false when none is left. */
    async takePrize(prizeId: number): Promise<boolean> {
      const taken = rowsOf(
        await db.execute(sql`UPDATE raffle_prizes SET remaining = remaining - 1
          WHERE id = ${prizeId} AND remaining > 0 RETURNING id`),
      );
      return taken.length > 0;
    },

    async drawByRequest(memberId: number, requestId: string): Promise<RaffleDrawRow | undefined> {
      const [row] = await db
        .select()
        .from(raffleDraws)
        .where(and(eq(raffleDraws.memberId, memberId), eq(raffleDraws.requestId, requestId)));
      return row;
    },

    async insertDraw(values: NewRaffleDraw): Promise<RaffleDrawRow> {
      const [row] = await db.insert(raffleDraws).values(values).returning();
      if (!row) throw new Error('raffle draw insert returned nothing');
      return row;
    },

    // ------------------------------------------------------------------ paying

    /**
     * Pays a bonus from the BONUS account to the member's main wallet: one ledger transaction keyed
     * per member and `bonus.key`, so a retry or a concurrent twin moves nothing more (`replayed`).
     */
    payBonus(merchant: MerchantRow, memberId: number, bonus: Bonus) {
      return postTransaction(db, {
        merchantId: merchant.id,
        currency: merchant.currency,
        source: bonus.source,
        idempotencyKey: `${memberId}:${bonus.key}`,
        type: 'BONUS',
        memberId,
        reference: `PR-${bonus.key}`,
        metadata: bonus.metadata,
        postings: [
          { account: system('BONUS'), amount: -bonus.amount },
          { account: player(memberId, MAIN_WALLET_ID), amount: bonus.amount },
        ],
      });
    },

    /** Raises the member's turnover requirement (what to bet before a withdrawal) by `required`. */
    async raiseTurnover(memberId: number, required: bigint): Promise<void> {
      if (required <= 0n) return;
      await db.execute(sql`INSERT INTO member_turnover (member_id, required_minor, done_minor)
          VALUES (${memberId}, ${required.toString()}::bigint, 0)
          ON CONFLICT (member_id) DO UPDATE SET
            required_minor = member_turnover.required_minor + ${required.toString()}::bigint, updated_at = now()`);
    },
  };
}
