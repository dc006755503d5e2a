import type { PointExchangeStatus, PointsLedgerType } from '@portal/contracts';
import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import {
  pointExchanges,
  pointProducts,
  pointsAccounts,
  pointsLedger,
  pointsRates,
  pointsSettings,
} from '../../db/schema/index.js';

export type PointProductRow = typeof pointProducts.$inferSelect;
export type PointExchangeRow = typeof pointExchanges.$inferSelect;
export type NewPointExchange = typeof pointExchanges.$inferInsert;

/** Conversion terms when the operator has set none. */
export const DEFAULT_POINTS_SETTINGS = { convertEnabled: true, pointsPerUnit: 100, minConvertPoints: 100 };

/** The points area's queries. Every balance change is a guarded UPDATE or points_move (migration 0024). */
export function createPointsRepository(db: Db) {
  return {
    async account(memberId: number): Promise<{ balance: number; totalEarned: number }> {
      const [row] = await db
        .select({ balance: pointsAccounts.balance, totalEarned: pointsAccounts.totalEarned })
        .from(pointsAccounts)
        .where(eq(pointsAccounts.memberId, memberId));
      return row ?? { balance: 0, totalEarned: 0 };
    },

    rates(merchantId: number) {
      return db
        .select({ category: pointsRates.category, rate: pointsRates.rate })
        .from(pointsRates)
        .where(eq(pointsRates.merchantId, merchantId))
        .orderBy(pointsRates.category);
    },

    async settings(merchantId: number) {
      const [row] = await db.select().from(pointsSettings).where(eq(pointsSettings.merchantId, merchantId));
      return row ?? DEFAULT_POINTS_SETTINGS;
    },

    activeProducts(merchantId: number): Promise<PointProductRow[]> {
      return db
        .select()
        .from(pointProducts)
        .where(and(eq(pointProducts.merchantId, merchantId), eq(pointProducts.active, true)))
        .orderBy(pointProducts.sort, pointProducts.id);
    },

    async product(merchantId: number, id: number): Promise<PointProductRow | undefined> {
      const [row] = await db
        .select()
        .from(pointProducts)
        .where(and(eq(pointProducts.merchantId, merchantId), eq(pointProducts.id, id)));
      return row;
    },

    async productById(id: number): Promise<PointProductRow | undefined> {
      const [row] = await db.select().from(pointProducts).where(eq(pointProducts.id, id));
      return row;
    },

    /** Stores the exchange unless the member used its requestId before (then undefined). */
    async insertExchange(row: NewPointExchange): Promise<PointExchangeRow | undefined> {
      const [inserted] = await db.insert(pointExchanges).values(row).onConflictDoNothing().returning();
      return inserted;
    },

    async exchangeByRequest(memberId: number, requestId: string): Promise<PointExchangeRow | undefined> {
      const [row] = await db
        .select()
        .from(pointExchanges)
        .where(and(eq(pointExchanges.memberId, memberId), eq(pointExchanges.requestId, requestId)));
      return row;
    },

    /** Takes `quantity` from the stock in one guarded UPDATE: false when fewer are left (nothing taken). */
    async takeStock(merchantId: number, productId: number, quantity: number): Promise<boolean> {
      const rows = await db
        .update(pointProducts)
        .set({ stock: sql`${pointProducts.stock} - ${quantity}`, updatedAt: new Date() })
        .where(
          and(
            eq(pointProducts.merchantId, merchantId),
            eq(pointProducts.id, productId),
            eq(pointProducts.active, true),
            gte(pointProducts.stock, quantity),
          ),
        )
        .returning({ stock: pointProducts.stock });
      return rows.length > 0;
    },

    async returnStock(productId: number, quantity: number): Promise<void> {
      await db
        .update(pointProducts)
        .set({ stock: sql`${pointProducts.stock} + ${quantity}`, updatedAt: new Date() })
        .where(eq(pointProducts.id, productId));
    },

    /**
     * Takes `points` from the member in one guarded UPDATE and records it in the points ledger:
     * the balance after, or undefined when the member has fewer (nothing taken).
     */
    async spend(
      merchantId: number,
      memberId: number,
      points: number,
      type: Extract<PointsLedgerType, 'REDEEM' | 'CONVERT'>,
      reference: string,
    ): Promise<number | undefined> {
      const [row] = await db
        .update(pointsAccounts)
        .set({ balance: sql`${pointsAccounts.balance} - ${points}`, updatedAt: new Date() })
        .where(and(eq(pointsAccounts.memberId, memberId), gte(pointsAccounts.balance, points)))
        .returning({ balance: pointsAccounts.balance });
      if (!row) return undefined;
      await db
        .insert(pointsLedger)
        .values({ merchantId, memberId, type, change: -points, balanceAfter: row.balance, reference });
      return row.balance;
    },

    /** points_move: adds (or takes) points once per (member, type, reference); null when seen before. */
    async move(
      merchantId: number,
      memberId: number,
      type: Extract<PointsLedgerType, 'REFUND' | 'ADJUST' | 'EARN'>,
      change: number,
      reference: string,
    ): Promise<number | null> {
      const [row] = rowsOf(
        await db.execute(
          sql`SELECT points_move(${merchantId}::integer, ${memberId}::integer, ${type}::text,
            ${change}::bigint, ${reference}::text) AS balance`,
        ),
      );
      const balance = row?.['balance'];
      return balance === null || balance === undefined ? null : Number(balance);
    },

    async exchangesPage(
      memberId: number,
      page: { pageNo: number; pageSize: number; status?: PointExchangeStatus | undefined },
    ): Promise<{ rows: PointExchangeRow[]; total: number }> {
      const where = and(
        eq(pointExchanges.memberId, memberId),
        page.status ? eq(pointExchanges.status, page.status) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(pointExchanges)
          .where(where)
          .orderBy(desc(pointExchanges.createdAt), desc(pointExchanges.id))
          .limit(page.pageSize)
          .offset((page.pageNo - 1) * page.pageSize),
        db.select({ n: count() }).from(pointExchanges).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async ledgerPage(
      memberId: number,
      page: { pageNo: number; pageSize: number; type?: PointsLedgerType | undefined },
    ) {
      const where = and(
        eq(pointsLedger.memberId, memberId),
        page.type ? eq(pointsLedger.type, page.type) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(pointsLedger)
          .where(where)
          .orderBy(desc(pointsLedger.id))
          .limit(page.pageSize)
          .offset((page.pageNo - 1) * page.pageSize),
        db.select({ n: count() }).from(pointsLedger).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Passes or rejects an exchange still in application; undefined when it is not (any more). */
    async decide(
      merchantId: number,
      transactionNo: string,
      status: Exclude<PointExchangeStatus, 'applying'>,
      reason: string | null,
    ): Promise<PointExchangeRow | undefined> {
      const [row] = await db
        .update(pointExchanges)
        .set({ status, reason, decidedAt: new Date() })
        .where(
          and(
            eq(pointExchanges.merchantId, merchantId),
            eq(pointExchanges.transactionNo, transactionNo),
            eq(pointExchanges.status, 'applying'),
          ),
        )
        .returning();
      return row;
    },

    async exchangeByNo(merchantId: number, transactionNo: string): Promise<PointExchangeRow | undefined> {
      const [row] = await db
        .select()
        .from(pointExchanges)
        .where(
          and(eq(pointExchanges.merchantId, merchantId), eq(pointExchanges.transactionNo, transactionNo)),
        );
      return row;
    },

    adminExchanges(merchantId: number, status: PointExchangeStatus | undefined) {
      return db
        .select()
        .from(pointExchanges)
        .where(
          and(
            eq(pointExchanges.merchantId, merchantId),
            status ? eq(pointExchanges.status, status) : undefined,
          ),
        )
        .orderBy(desc(pointExchanges.id))
        .limit(200);
    },
  };
}
export type PointsRepository = ReturnType<typeof createPointsRepository>;
