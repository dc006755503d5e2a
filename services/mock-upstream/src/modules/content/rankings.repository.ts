import type { RankingKind } from '@portal/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** One member's total in a period, before ranking; `account` never leaves the upstream unmasked. */
export interface RankingTotal {
  memberId: number;
  account: string;
  /** Minor units. */
  total: bigint;
  /** When the member's last counted movement of the period was written (breaks ties: first wins). */
  reachedAt: Date;
}

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;
const toDate = (value: unknown): Date => (value instanceof Date ? value : new Date(String(value)));

/**
 * Ledger transaction types a ranking sums and the sign that makes the member's part positive:
 * deposits credit the player's wallet; bets debit it and their refunds give part back. A bet is
 * valid once its round is settled: the stakes of a vendor's round still open do not count yet (bets
 * without a round, as the seed's, were settled when written).
 */
const SOURCES: Record<RankingKind, { types: string[]; sign: 1 | -1; valid: SQL }> = {
  deposit: { types: ['DEPOSIT'], sign: 1, valid: sql`true` },
  bet: {
    types: ['BET', 'REFUND'],
    sign: -1,
    valid: sql`NOT EXISTS (
      SELECT 1 FROM game_round_ops o
      JOIN game_rounds r ON r.merchant_id = o.merchant_id AND r.vendor = o.vendor AND r.round_id = o.round_id
      WHERE o.ledger_transaction_id = t.id AND r.status = 'open')`,
  },
};

export function createRankingsRepository(db: Db) {
  return {
    /**
     * The highest totals of the brand's real members (trial type 4 excluded) within the brand-zone
     * days `startDate`..`endDate` (inclusive), from the ledger's entries on their player wallets
     * (the in-transit wallet 0 is bookkeeping). Highest first; equals by who reached it first.
     */
    async top(
      merchantId: number,
      kind: RankingKind,
      range: { startDate: string; endDate: string; timeZone: string },
      limit: number,
    ): Promise<RankingTotal[]> {
      const { types, sign, valid } = SOURCES[kind];
      const from = sql`((${range.startDate}::date)::timestamp AT TIME ZONE ${range.timeZone})`;
      const to = sql`(((${range.endDate}::date) + 1)::timestamp AT TIME ZONE ${range.timeZone})`;
      const rows = rowsOf(
        await db.execute(sql`
          SELECT m.id AS member_id, m.account AS account,
                 (${sign}::int * SUM(e.amount))::text AS total, MAX(e.created_at) AS reached_at
          FROM ledger_transactions t
          JOIN ledger_entries e ON e.transaction_id = t.id
          JOIN ledger_accounts a ON a.id = e.account_id
          JOIN members m ON m.id = a.member_id
          WHERE t.merchant_id = ${merchantId}
            AND t.type IN (${sql.join(
              types.map((type) => sql`${type}`),
              sql`, `,
            )})
            AND a.kind = 'player' AND a.account_type_id <> 0
            AND m.type <> 4
            AND e.created_at >= ${from} AND e.created_at < ${to}
            AND (${valid})
          GROUP BY m.id, m.account
          HAVING ${sign}::int * SUM(e.amount) > 0
          ORDER BY ${sign}::int * SUM(e.amount) DESC, MAX(e.created_at) ASC, m.id ASC
          LIMIT ${limit}`),
      );
      return rows.map((r) => ({
        memberId: Number(r['member_id']),
        account: String(r['account']),
        total: BigInt(String(r['total'])),
        reachedAt: toDate(r['reached_at']),
      }));
    },
  };
}
export type RankingsRepository = ReturnType<typeof createRankingsRepository>;
