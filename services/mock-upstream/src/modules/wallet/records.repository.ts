import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { dayEnd, dayStart } from '../../lib/day-range.js';
import { rowsOf, toDate } from '../../db/rows.js';

/** The record type a member sees for one entry: transfers read by the entry's sign. */
export const MEMBER_TYPE = sql`CASE
  WHEN t.type IN ('TRANSFER_OUT', 'TRANSFER_IN')
    THEN CASE WHEN e.amount < 0 THEN 'TRANSFER_OUT' ELSE 'TRANSFER_IN' END
  WHEN t.type IN ('AGENT_TRANSFER_OUT', 'AGENT_TRANSFER_IN')
    THEN CASE WHEN e.amount < 0 THEN 'AGENT_TRANSFER_OUT' ELSE 'AGENT_TRANSFER_IN' END
  ELSE t.type END`;

export interface RangeFilter {
  merchantId: number;
  memberId: number;
  startDate: string;
  endDate: string;
  timeZone: string;
}

/** Entries on the member's player accounts within the brand-zone days (transit never shows). */
const memberEntries = (f: RangeFilter) => sql`
  FROM ledger_accounts a
  JOIN ledger_entries e ON e.account_id = a.id
  JOIN ledger_transactions t ON t.id = e.transaction_id
  WHERE a.merchant_id = ${f.merchantId} AND a.kind = 'player' AND a.member_id = ${f.memberId}
    AND a.account_type_id <> 0 -- the in-transit wallet is bookkeeping, not a movement the player made
    AND e.created_at >= ${dayStart(f.startDate, f.timeZone)}
    AND e.created_at < ${dayEnd(f.endDate, f.timeZone)}`;

/** The member's records read from the ledger and the game rounds (read only). */
export function createRecordsRepository(db: Db) {
  return {
    async transactions(f: RangeFilter, types: string[] | null, pageNo: number, pageSize: number) {
      const typeFilter =
        types && types.length > 0
          ? sql`WHERE type IN (${sql.join(
              types.map((t) => sql`${t}`),
              sql`, `,
            )})`
          : sql``;
      const base = sql`SELECT e.id, e.created_at, e.amount, e.balance_after, a.account_type_id,
                              t.reference, ${MEMBER_TYPE} AS type ${memberEntries(f)}`;
      const [count] = rowsOf(
        await db.execute(sql`SELECT COUNT(*)::int AS total FROM (${base}) r ${typeFilter}`),
      );
      const rows = rowsOf(
        await db.execute(sql`
          SELECT id::text AS id, created_at, amount::text AS amount, balance_after::text AS balance_after,
                 account_type_id, reference, type
          FROM (${base}) r ${typeFilter}
          ORDER BY created_at DESC, id DESC LIMIT ${pageSize} OFFSET ${(pageNo - 1) * pageSize}`),
      );
      return {
        total: Number(count?.['total'] ?? 0),
        rows: rows.map((r) => ({
          id: String(r['id']),
          createdAt: toDate(r['created_at']),
          amount: BigInt(String(r['amount'])),
          balanceAfter: BigInt(String(r['balance_after'])),
          accountTypeId: Number(r['account_type_id']),
          reference: String(r['reference']),
          type: String(r['type']),
        })),
      };
    },

    /** Sums per brand-zone day and transaction type of the member's entries. */
    async dailySums(f: RangeFilter, types: string[]) {
      const rows = rowsOf(
        await db.execute(sql`
          SELECT to_char(e.created_at AT TIME ZONE ${f.timeZone}, 'YYYY-MM-DD') AS day, t.type AS type,
                 SUM(e.amount)::text AS total
          ${memberEntries(f)}
            AND t.type IN (${sql.join(
              types.map((t) => sql`${t}`),
              sql`, `,
            )})
          GROUP BY 1, 2`),
      );
      return rows.map((r) => ({
        day: String(r['day']),
        type: String(r['type']),
        total: BigInt(String(r['total'])),
      }));
    },

    /**
     * The member's rounds per brand-zone day they were bet (as the betting record files them):
     * the valid bet and wins of settled rounds and the stake of rounds still open.
     */
    async dailyRounds(f: RangeFilter) {
      const rows = rowsOf(
        await db.execute(sql`
          SELECT to_char(r.created_at AT TIME ZONE ${f.timeZone}, 'YYYY-MM-DD') AS day,
                 COALESCE(SUM(r.bet_minor) FILTER (WHERE r.status = 'settled'), 0)::text AS valid_bet,
                 COALESCE(SUM(r.win_minor) FILTER (WHERE r.status = 'settled'), 0)::text AS win,
                 COALESCE(SUM(r.bet_minor) FILTER (WHERE r.status = 'open'), 0)::text AS pending_bet
          FROM game_rounds r
          WHERE r.member_id = ${f.memberId} AND r.merchant_id = ${f.merchantId}
            AND r.created_at >= ${dayStart(f.startDate, f.timeZone)}
            AND r.created_at < ${dayEnd(f.endDate, f.timeZone)}
          GROUP BY 1`),
      );
      return rows.map((r) => ({
        day: String(r['day']),
        validBet: BigInt(String(r['valid_bet'])),
        win: BigInt(String(r['win'])),
        pendingBet: BigInt(String(r['pending_bet'])),
      }));
    },

    async bonuses(f: RangeFilter, pageNo: number, pageSize: number) {
      const where = sql`${memberEntries(f)} AND t.type = 'BONUS' AND e.amount > 0`;
      const [count] = rowsOf(await db.execute(sql`SELECT COUNT(*)::int AS total ${where}`));
      const rows = rowsOf(
        await db.execute(sql`
          SELECT e.id::text AS id, e.created_at, e.amount::text AS amount,
                 COALESCE(t.metadata->>'bonusType', '') AS bonus_type,
                 COALESCE(t.metadata->>'description', '') AS description,
                 (SELECT jsonb_build_object('id', p.id, 'title', p.title) FROM promotions p
                   WHERE p.merchant_id = t.merchant_id
                     AND p.id::text = t.metadata->>'promotionId') AS promotion
          ${where}
          ORDER BY e.created_at DESC, e.id DESC LIMIT ${pageSize} OFFSET ${(pageNo - 1) * pageSize}`),
      );
      return {
        total: Number(count?.['total'] ?? 0),
        rows: rows.map((r) => ({
          id: String(r['id']),
          createdAt: toDate(r['created_at']),
          amount: BigInt(String(r['amount'])),
          bonusType: String(r['bonus_type']),
          description: String(r['description']),
          promotion: promotionOf(r['promotion']),
        })),
      };
    },
  };
}
export type RecordsRepository = ReturnType<typeof createRecordsRepository>;

/** The promotion a bonus names (`{ id, title: { EN, VI, ... } }`), as the driver hands jsonb over. */
function promotionOf(value: unknown): { id: number; title: Record<string, string> } | null {
  if (value === null || value === undefined) return null;
  const parsed = (typeof value === 'string' ? JSON.parse(value) : value) as {
    id: number;
    title: Record<string, string>;
  };
  return { id: Number(parsed.id), title: parsed.title };
}
