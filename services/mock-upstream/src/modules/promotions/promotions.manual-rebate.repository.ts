/**
 * The manual rebate's rows (part of the promotions repository, promotions.repository.ts): the rates
 * per VIP rank, the minimum claim, each member's watermark (where the last claim ended), the claims,
 * and the settled play a claim is computed from.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf, toDate } from '../../db/rows.js';
import { rebateClaims, rebateRates, rebateSettings } from '../../db/schema/index.js';

export type RebateRateRow = typeof rebateRates.$inferSelect;
export type RebateClaimRow = typeof rebateClaims.$inferSelect;
export type NewRebateClaim = typeof rebateClaims.$inferInsert;

export function manualRebateQueries(db: Db) {
  return {
    /** The rebate rates of a VIP rank (per category, and per vendor where one is set). */
    rebateRatesOf(merchantId: number, rankLevel: number): Promise<RebateRateRow[]> {
      return db
        .select()
        .from(rebateRates)
        .where(and(eq(rebateRates.merchantId, merchantId), eq(rebateRates.rankLevel, rankLevel)));
    },

    async minRebateClaim(merchantId: number): Promise<bigint> {
      const [row] = await db.select().from(rebateSettings).where(eq(rebateSettings.merchantId, merchantId));
      return row?.minClaimMinor ?? 0n;
    },

    /** Where the member's last manual rebate claim ended (null: never claimed). */
    async rebateWatermark(memberId: number): Promise<Date | null> {
      const [mark] = rowsOf(
        await db.execute(sql`SELECT last_claim_at FROM member_rebates WHERE member_id = ${memberId}`),
      );
      return mark?.['last_claim_at'] ? toDate(mark['last_claim_at']) : null;
    },

    /** The member's watermark row, created when missing and locked to the end of the transaction. */
    async lockRebateWatermark(memberId: number): Promise<void> {
      await db.execute(
        sql`INSERT INTO member_rebates (member_id) VALUES (${memberId}) ON CONFLICT DO NOTHING`,
      );
      await db.execute(sql`SELECT 1 FROM member_rebates WHERE member_id = ${memberId} FOR UPDATE`);
    },

    async moveRebateWatermark(memberId: number, to: Date): Promise<void> {
      await db.execute(
        sql`UPDATE member_rebates SET last_claim_at = ${to.toISOString()}::timestamptz WHERE member_id = ${memberId}`,
      );
    },

    /** Valid bets of the member's rounds settled after `from` (null: ever) up to `to`, per vendor and category. */
    async validBetsByVendor(memberId: number, from: Date | null, to: Date) {
      const rows = rowsOf(
        await db.execute(sql`SELECT vendor, round_category(vendor, game_code) AS category,
            sum(bet_minor)::text AS valid FROM game_rounds
          WHERE member_id = ${memberId} AND status = 'settled' AND settled_at <= ${to.toISOString()}::timestamptz
            AND (${from?.toISOString() ?? null}::timestamptz IS NULL OR settled_at > ${from?.toISOString() ?? null}::timestamptz)
          GROUP BY 1, 2 ORDER BY 2, 1`),
      );
      return rows.map((r) => ({
        vendor: String(r['vendor']),
        category: String(r['category']),
        validBets: BigInt(String(r['valid'])),
      }));
    },

    async rebateClaimByRequest(memberId: number, requestId: string): Promise<RebateClaimRow | undefined> {
      const [row] = await db
        .select()
        .from(rebateClaims)
        .where(and(eq(rebateClaims.memberId, memberId), eq(rebateClaims.requestId, requestId)));
      return row;
    },

    async insertRebateClaim(values: NewRebateClaim): Promise<RebateClaimRow> {
      const [row] = await db.insert(rebateClaims).values(values).returning();
      if (!row) throw new Error('rebate claim insert returned nothing');
      return row;
    },

    async setRebateClaimTransaction(id: number, ledgerTransactionId: number): Promise<void> {
      await db.update(rebateClaims).set({ ledgerTransactionId }).where(eq(rebateClaims.id, id));
    },

    /** A page of the member's rebate claims made in [from, to), newest first. */
    async rebateClaimsPage(memberId: number, from: Date, to: Date, pageNo: number, pageSize: number) {
      const where = sql`member_id = ${memberId} AND created_at >= ${from.toISOString()}::timestamptz
        AND created_at < ${to.toISOString()}::timestamptz`;
      const [count] = rowsOf(
        await db.execute(sql`SELECT count(*)::int AS n FROM rebate_claims WHERE ${where}`),
      );
      const rows = await db
        .select()
        .from(rebateClaims)
        .where(where)
        .orderBy(desc(rebateClaims.createdAt), desc(rebateClaims.id))
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize);
      return { rows, totalCount: Number(count?.['n'] ?? 0) };
    },

    /** The brand's rates replaced by `rates`, and its minimum claim set. */
    async replaceRebateRates(
      merchantId: number,
      rates: { rankLevel: number; category: string; vendor: string; rate: string }[],
      minClaimMinor: bigint,
    ): Promise<void> {
      await db.delete(rebateRates).where(eq(rebateRates.merchantId, merchantId));
      if (rates.length > 0) {
        await db
          .insert(rebateRates)
          .values(rates.map((r) => ({ merchantId, ...r })))
          .onConflictDoNothing();
      }
      await db
        .insert(rebateSettings)
        .values({ merchantId, minClaimMinor })
        .onConflictDoUpdate({ target: rebateSettings.merchantId, set: { minClaimMinor } });
    },

    /** The database's clock (a claim's period ends at the instant its transaction sees). */
    async databaseNow(): Promise<Date> {
      const [clock] = rowsOf(await db.execute(sql`SELECT now() AS t`));
      return toDate(clock?.['t']);
    },
  };
}
