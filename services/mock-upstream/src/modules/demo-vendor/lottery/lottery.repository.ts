import { and, asc, desc, eq, gt, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import {
  gameVendors,
  games,
  lotteryMenuEntries,
  merchantVendors,
  merchants,
  vnLotteryBets,
  vnLotteryDraws,
} from '../../../db/schema/index.js';
import type { DrawResult } from './lottery.rules.js';
import { type Row, rowsOf } from '../../../db/rows.js';

export type DrawRow = typeof vnLotteryDraws.$inferSelect;
export type BetRow = typeof vnLotteryBets.$inferSelect;
export type NewBet = typeof vnLotteryBets.$inferInsert;

/** Joins a vendor lane (game_vendors) to the merchant's row for it (merchant_vendors). */
const merchantLane = (merchantId: number) =>
  and(eq(merchantVendors.vendorId, gameVendors.id), eq(merchantVendors.merchantId, merchantId));

/** A claimed bet with what settling or rolling it back needs (raw rows: both drivers' types vary). */
export interface ClaimedBet {
  id: number;
  merchantCode: string;
  account: string;
  ref: string;
  gameCode: string;
  betType: string;
  numbers: string;
  amountMinor: bigint;
  oddsCents: number;
  result: DrawResult | null;
}

function claimedOf(row: Row): ClaimedBet {
  const result = row['result'];
  return {
    id: Number(row['id']),
    merchantCode: String(row['merchant_code']),
    account: String(row['account']),
    ref: String(row['ref']),
    gameCode: String(row['game_code']),
    betType: String(row['bet_type']),
    numbers: String(row['numbers']),
    amountMinor: BigInt(String(row['amount_minor'])),
    oddsCents: Number(row['odds_cents']),
    result: (typeof result === 'string' ? JSON.parse(result) : (result ?? null)) as DrawResult | null,
  };
}

export function createLotteryRepository(db: Db) {
  return {
    async scheduleDraws(rows: { gameCode: string; numero: string; drawAt: Date; commitment: string }[]) {
      if (rows.length === 0) return 0;
      const inserted = await db
        .insert(vnLotteryDraws)
        .values(rows)
        .onConflictDoNothing({ target: [vnLotteryDraws.gameCode, vnLotteryDraws.numero] })
        .returning({ id: vnLotteryDraws.id });
      return inserted.length;
    },

    dueDraws(now: Date, limit: number) {
      return db
        .select()
        .from(vnLotteryDraws)
        .where(and(eq(vnLotteryDraws.status, 'scheduled'), lte(vnLotteryDraws.drawAt, now)))
        .orderBy(asc(vnLotteryDraws.drawAt))
        .limit(limit);
    },

    /** Sets the result of a draw still scheduled; false when another process drew it first. */
    async markDrawn(id: number, seed: string, result: DrawResult): Promise<boolean> {
      const rows = await db
        .update(vnLotteryDraws)
        .set({ status: 'drawn', seed, result, drawnAt: new Date() })
        .where(and(eq(vnLotteryDraws.id, id), eq(vnLotteryDraws.status, 'scheduled')))
        .returning({ id: vnLotteryDraws.id });
      return rows.length === 1;
    },

    /**
     * Claims open bets of drawn draws for this process: rows another process holds (its lease, or a
     * row lock of its claim) are skipped, so two processes never settle one bet at once.
     */
    async claimSettleable(limit: number, leaseMs: number): Promise<ClaimedBet[]> {
      return rowsOf(
        await db.execute(sql`
          UPDATE vn_lottery_bets b
          SET claimed_until = now() + ${leaseMs} * interval '1 millisecond'
          FROM vn_lottery_draws d
          WHERE d.id = b.draw_id AND b.id IN (
            SELECT b2.id FROM vn_lottery_bets b2
            JOIN vn_lottery_draws d2 ON d2.id = b2.draw_id
            WHERE b2.status = 'open' AND d2.status = 'drawn'
              AND (b2.claimed_until IS NULL OR b2.claimed_until < now())
            ORDER BY b2.id
            LIMIT ${limit}
            FOR UPDATE OF b2 SKIP LOCKED)
          RETURNING b.id, b.merchant_code, b.account, b.ref, b.game_code, b.bet_type, b.numbers,
            b.amount_minor, b.odds_cents, d.result`),
      ).map(claimedOf);
    },

    /** Claims placements left pending (a crash between insert and debit, or a lost answer). */
    async claimStalePending(olderThanMs: number, limit: number, leaseMs: number): Promise<ClaimedBet[]> {
      return rowsOf(
        await db.execute(sql`
          UPDATE vn_lottery_bets b
          SET claimed_until = now() + ${leaseMs} * interval '1 millisecond'
          WHERE b.id IN (
            SELECT b2.id FROM vn_lottery_bets b2
            WHERE b2.status = 'pending'
              AND b2.created_at < now() - ${olderThanMs} * interval '1 millisecond'
              AND (b2.claimed_until IS NULL OR b2.claimed_until < now())
            ORDER BY b2.id
            LIMIT ${limit}
            FOR UPDATE OF b2 SKIP LOCKED)
          RETURNING b.id, b.merchant_code, b.account, b.ref, b.game_code, b.bet_type, b.numbers,
            b.amount_minor, b.odds_cents, NULL::jsonb AS result`),
      ).map(claimedOf);
    },

    /** Records a settlement once: a bet no longer open is left as it is. */
    async finishBet(
      id: number,
      from: 'open' | 'pending',
      to: 'won' | 'lost' | 'void',
      hits: number | null,
      winMinor: bigint,
    ) {
      const rows = await db
        .update(vnLotteryBets)
        .set({ status: to, hits, winMinor, settledAt: new Date(), claimedUntil: null })
        .where(and(eq(vnLotteryBets.id, id), eq(vnLotteryBets.status, from)))
        .returning({ id: vnLotteryBets.id });
      return rows.length === 1;
    },

    async retryLater(id: number, delayMs: number) {
      await db
        .update(vnLotteryBets)
        .set({ claimedUntil: new Date(Date.now() + delayMs) })
        .where(eq(vnLotteryBets.id, id));
    },

    async insertPending(bet: NewBet): Promise<BetRow | undefined> {
      const [row] = await db
        .insert(vnLotteryBets)
        .values(bet)
        .onConflictDoNothing({
          target: [vnLotteryBets.merchantCode, vnLotteryBets.account, vnLotteryBets.betId],
        })
        .returning();
      return row;
    },

    async findBet(merchantCode: string, account: string, betId: string): Promise<BetRow | undefined> {
      const [row] = await db
        .select()
        .from(vnLotteryBets)
        .where(
          and(
            eq(vnLotteryBets.merchantCode, merchantCode),
            eq(vnLotteryBets.account, account),
            eq(vnLotteryBets.betId, betId),
          ),
        )
        .limit(1);
      return row;
    },

    async markOpen(id: number): Promise<BetRow | undefined> {
      await db
        .update(vnLotteryBets)
        .set({ status: 'open' })
        .where(and(eq(vnLotteryBets.id, id), eq(vnLotteryBets.status, 'pending')));
      const [row] = await db.select().from(vnLotteryBets).where(eq(vnLotteryBets.id, id));
      return row;
    },

    async deletePending(id: number) {
      await db
        .delete(vnLotteryBets)
        .where(and(eq(vnLotteryBets.id, id), eq(vnLotteryBets.status, 'pending')));
    },

    async findDraw(gameCode: string, numero: string): Promise<DrawRow | undefined> {
      const [row] = await db
        .select()
        .from(vnLotteryDraws)
        .where(and(eq(vnLotteryDraws.gameCode, gameCode), eq(vnLotteryDraws.numero, numero)))
        .limit(1);
      return row;
    },

    /** Per game, the first scheduled draw whose betting closes after `closesAfter`. */
    async openDraws(closesAfterDrawAt: Date): Promise<Map<string, DrawRow>> {
      const rows = await db
        .selectDistinctOn([vnLotteryDraws.gameCode])
        .from(vnLotteryDraws)
        .where(and(eq(vnLotteryDraws.status, 'scheduled'), gt(vnLotteryDraws.drawAt, closesAfterDrawAt)))
        .orderBy(vnLotteryDraws.gameCode, asc(vnLotteryDraws.drawAt));
      return new Map(rows.map((r) => [r.gameCode, r]));
    },

    /** Per game, the latest drawn draw. */
    async lastDrawn(): Promise<Map<string, DrawRow>> {
      const rows = await db
        .selectDistinctOn([vnLotteryDraws.gameCode])
        .from(vnLotteryDraws)
        .where(eq(vnLotteryDraws.status, 'drawn'))
        .orderBy(vnLotteryDraws.gameCode, desc(vnLotteryDraws.drawAt));
      return new Map(rows.map((r) => [r.gameCode, r]));
    },

    latestResults(gameCode: string, count: number) {
      return db
        .select()
        .from(vnLotteryDraws)
        .where(and(eq(vnLotteryDraws.gameCode, gameCode), eq(vnLotteryDraws.status, 'drawn')))
        .orderBy(desc(vnLotteryDraws.drawAt))
        .limit(count);
    },

    playerBets(merchantCode: string, account: string, limit: number) {
      return db
        .select()
        .from(vnLotteryBets)
        .where(and(eq(vnLotteryBets.merchantCode, merchantCode), eq(vnLotteryBets.account, account)))
        .orderBy(desc(vnLotteryBets.createdAt), desc(vnLotteryBets.id))
        .limit(limit);
    },

    async betsSince(since: Date): Promise<Map<string, number>> {
      const rows = await db
        .select({ gameCode: vnLotteryBets.gameCode, n: sql<number>`count(*)::int` })
        .from(vnLotteryBets)
        .where(
          and(gte(vnLotteryBets.createdAt, since), inArray(vnLotteryBets.status, ['open', 'won', 'lost'])),
        )
        .groupBy(vnLotteryBets.gameCode);
      return new Map(rows.map((r) => [r.gameCode, Number(r.n)]));
    },

    /** The vendor's catalogue rows (games.id, the vendor id) of the LOTT category for a merchant. */
    catalogue(merchantId: number, vendor: string) {
      return db
        .select({
          gameCode: games.gameCode,
          gameName: games.gameName,
          translations: games.translations,
          gameId: games.id,
          nodeId: gameVendors.id,
        })
        .from(games)
        .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
        .innerJoin(merchantVendors, merchantLane(merchantId))
        .where(
          and(
            eq(gameVendors.vendor, vendor),
            eq(gameVendors.gameType, 'LOTT'),
            eq(merchantVendors.enabled, true),
          ),
        )
        .orderBy(asc(games.sort));
    },

    /** Every lottery game (LOTT and ELOTT) a merchant offers, in catalogue order; optionally only
     * those of one prize mode's menus. */
    async lotteryGames(merchantId: number, prizeMode: string | undefined) {
      const rows = await db
        .select({
          gameCode: games.gameCode,
          gameName: games.gameName,
          translations: games.translations,
          gameId: games.id,
          nodeId: gameVendors.id,
          vendor: gameVendors.vendor,
          gameType: gameVendors.gameType,
          defaultPlayType: games.defaultPlayType,
        })
        .from(games)
        .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
        .innerJoin(merchantVendors, merchantLane(merchantId))
        .where(
          and(
            inArray(gameVendors.gameType, ['LOTT', 'ELOTT']),
            eq(merchantVendors.enabled, true),
            prizeMode === undefined
              ? undefined
              : inArray(
                  games.id,
                  db
                    .select({ id: lotteryMenuEntries.gameId })
                    .from(lotteryMenuEntries)
                    .where(eq(lotteryMenuEntries.prizeMode, prizeMode)),
                ),
          ),
        )
        .orderBy(asc(merchantVendors.sort), asc(games.sort), asc(games.id));
      return rows;
    },

    async merchantByCode(code: string) {
      const [row] = await db.select().from(merchants).where(eq(merchants.code, code)).limit(1);
      return row;
    },
  };
}
export type LotteryRepository = ReturnType<typeof createLotteryRepository>;
