/**
 * Wallet figures of the agent area, from the ledger: the agent's own income by period and the
 * main-wallet movements of its team.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf, toDate } from '../../db/rows.js';
import { dayEnd, dayStart } from '../../lib/day-range.js';
import { MEMBER_TYPE } from '../wallet/wallet.repository.js';
import { big, int, type RangeDays } from './agent.repository.common.js';

export function createAgentWalletRepository(db: Db) {
  return {
    /** The agent's own main-wallet income by period: bonuses named commission, dividend or
     * salary, and agent transfers in and out. */
    async income(
      agentId: number,
      merchantId: number,
      r: RangeDays,
      period: 'day' | 'week' | 'month',
      timeZone: string,
    ) {
      const unit = sql.raw(`'${period}'`);
      const rows = rowsOf(
        await db.execute(sql`
          WITH moves AS (
            SELECT date_trunc(${unit}, (e.created_at AT TIME ZONE ${timeZone})::date)::date AS p,
                   CASE
                     WHEN t.type = 'BONUS' AND lower(t.metadata->>'bonusType') LIKE 'commission%' THEN 'commission'
                     WHEN t.type = 'BONUS' AND lower(t.metadata->>'bonusType') LIKE 'dividend%' THEN 'dividend'
                     WHEN t.type = 'BONUS' AND lower(t.metadata->>'bonusType') LIKE 'salary%' THEN 'salary'
                     WHEN t.type IN ('AGENT_TRANSFER_IN', 'AGENT_TRANSFER_OUT') AND e.amount > 0 THEN 'transfersIn'
                     WHEN t.type IN ('AGENT_TRANSFER_IN', 'AGENT_TRANSFER_OUT') THEN 'transfersOut'
                   END AS source, e.amount
            FROM ledger_accounts a
            JOIN ledger_entries e ON e.account_id = a.id
            JOIN ledger_transactions t ON t.id = e.transaction_id
            WHERE a.merchant_id = ${merchantId} AND a.kind = 'player' AND a.member_id = ${agentId}
              AND a.account_type_id = 1
              AND e.created_at >= ${dayStart(r.start, timeZone)} AND e.created_at < ${dayEnd(r.end, timeZone)}
              AND t.type IN ('BONUS', 'AGENT_TRANSFER_IN', 'AGENT_TRANSFER_OUT')
          )
          SELECT to_char(g.p, ${period === 'month' ? 'YYYY-MM' : 'YYYY-MM-DD'}) AS period,
                 coalesce(sum(m.amount) FILTER (WHERE m.source = 'commission'), 0)::text AS commission,
                 coalesce(sum(m.amount) FILTER (WHERE m.source = 'dividend'), 0)::text AS dividend,
                 coalesce(sum(m.amount) FILTER (WHERE m.source = 'salary'), 0)::text AS salary,
                 coalesce(sum(m.amount) FILTER (WHERE m.source = 'transfersIn'), 0)::text AS transfers_in,
                 coalesce(sum(m.amount) FILTER (WHERE m.source = 'transfersOut'), 0)::text AS transfers_out
          FROM (SELECT DISTINCT date_trunc(${unit}, d)::date AS p
                FROM generate_series(${r.start}::date, ${r.end}::date, interval '1 day') AS s(d)) g
          LEFT JOIN moves m ON m.p = g.p
          GROUP BY g.p ORDER BY g.p`),
      );
      return rows.map((row) => ({
        period: String(row['period']),
        commission: big(row['commission']),
        dividend: big(row['dividend']),
        salary: big(row['salary']),
        transfersIn: big(row['transfers_in']),
        transfersOut: big(row['transfers_out']),
      }));
    },

    /** Main-wallet movements of the agent's descendants (or one of them), newest first. */
    async transactions(
      agentId: number,
      merchantId: number,
      r: RangeDays,
      q: { memberId?: number | undefined; type?: string | undefined; pageNo: number; pageSize: number },
      timeZone: string,
    ) {
      const who =
        q.memberId !== undefined
          ? sql`a.member_id = ${q.memberId}`
          : sql`a.member_id IN (SELECT c.descendant_id FROM member_closure c
              WHERE c.ancestor_id = ${agentId} AND c.depth > 0)`;
      const base = sql`SELECT e.id, e.created_at, e.amount, e.balance_after, t.reference, m.account,
          ${MEMBER_TYPE} AS type
        FROM ledger_accounts a
        JOIN ledger_entries e ON e.account_id = a.id
        JOIN ledger_transactions t ON t.id = e.transaction_id
        JOIN members m ON m.id = a.member_id
        WHERE a.merchant_id = ${merchantId} AND a.kind = 'player' AND a.account_type_id = 1 AND ${who}
          AND e.created_at >= ${dayStart(r.start, timeZone)} AND e.created_at < ${dayEnd(r.end, timeZone)}`;
      const typeFilter = q.type ? sql`WHERE type = ${q.type}` : sql``;
      const [count] = rowsOf(await db.execute(sql`SELECT count(*)::int AS n FROM (${base}) x ${typeFilter}`));
      const rows = rowsOf(
        await db.execute(sql`SELECT id::text, created_at, amount::text, balance_after::text, reference, account, type
          FROM (${base}) x ${typeFilter} ORDER BY created_at DESC, id DESC
          LIMIT ${q.pageSize} OFFSET ${(q.pageNo - 1) * q.pageSize}`),
      );
      return {
        total: int(count?.['n']),
        rows: rows.map((row) => ({
          id: String(row['id']),
          account: String(row['account']),
          time: toDate(row['created_at']),
          type: String(row['type']),
          amount: big(row['amount']),
          balanceAfter: big(row['balance_after']),
          reference: String(row['reference']),
        })),
      };
    },
  };
}
