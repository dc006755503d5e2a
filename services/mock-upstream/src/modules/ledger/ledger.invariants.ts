import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';

export interface LedgerReport {
  ok: boolean;
  transactions: number;
  entries: number;
  /** One line per broken rule, with the first offending rows. Empty when ok. */
  problems: string[];
}

/**
 * The ledger's invariants: per currency all entries sum to zero, every transaction is
 * balanced, every balance equals the sum of its entries, no player balance is negative, and no
 * idempotency key was applied twice. Read in one REPEATABLE READ snapshot on PostgreSQL so that a
 * check running beside live traffic sees a consistent ledger.
 */
export async function checkLedger(db: Db): Promise<LedgerReport> {
  return db.transaction(
    async (tx) => {
      const problems: string[] = [];
      const report = async (label: string, query: ReturnType<typeof sql>) => {
        const rows = rowsOf(await tx.execute(query));
        if (rows.length > 0) problems.push(`${label}: ${JSON.stringify(rows.slice(0, 5))}`);
      };

      await report(
        'entries of a currency do not sum to zero',
        sql`SELECT a.merchant_id, a.currency, SUM(e.amount)::text AS total
            FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
            GROUP BY a.merchant_id, a.currency HAVING SUM(e.amount) <> 0`,
      );
      await report(
        'unbalanced transactions',
        sql`SELECT transaction_id, SUM(amount)::text AS total FROM ledger_entries
            GROUP BY transaction_id HAVING SUM(amount) <> 0 LIMIT 5`,
      );
      await report(
        'transactions without entries',
        sql`SELECT t.id FROM ledger_transactions t
            WHERE NOT EXISTS (SELECT 1 FROM ledger_entries e WHERE e.transaction_id = t.id) LIMIT 5`,
      );
      await report(
        'balances that differ from the sum of their entries',
        sql`SELECT a.id, a.balance::text AS balance, COALESCE(SUM(e.amount), 0)::text AS entries
            FROM ledger_accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
            GROUP BY a.id HAVING a.balance <> COALESCE(SUM(e.amount), 0) LIMIT 5`,
      );
      await report(
        'negative player balances',
        sql`SELECT id, member_id, account_type_id, balance::text AS balance FROM ledger_accounts
            WHERE kind = 'player' AND balance < 0 LIMIT 5`,
      );
      await report(
        'idempotency keys applied more than once',
        sql`SELECT merchant_id, source, idempotency_key, COUNT(*)::int AS times FROM ledger_transactions
            GROUP BY merchant_id, source, idempotency_key HAVING COUNT(*) > 1 LIMIT 5`,
      );
      await report(
        'running balances that do not end at the balance',
        sql`SELECT a.id, a.balance::text AS balance, last.balance_after::text AS last
            FROM ledger_accounts a
            JOIN LATERAL (SELECT balance_after FROM ledger_entries e WHERE e.account_id = a.id
                          ORDER BY e.id DESC LIMIT 1) last ON true
            WHERE last.balance_after <> a.balance LIMIT 5`,
      );

      await report(
        'game rounds whose bet or win differs from their ledger movements',
        // One grouped pass over the movements (hash joins), not a lookup per round.
        sql`WITH moved AS (
              SELECT o.merchant_id, o.vendor, o.round_id,
                     COALESCE(SUM(-e.amount) FILTER (WHERE t.type IN ('BET', 'REFUND')), 0) AS bet,
                     COALESCE(SUM(e.amount) FILTER (WHERE t.type = 'WIN'), 0) AS win
              FROM game_round_ops o
              JOIN ledger_transactions t ON t.id = o.ledger_transaction_id
              JOIN ledger_entries e ON e.transaction_id = t.id
              JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'player'
              GROUP BY o.merchant_id, o.vendor, o.round_id
            )
            SELECT r.id, r.round_id, r.bet_minor::text AS bet, r.win_minor::text AS win,
                   COALESCE(m.bet, 0)::text AS moved_bet, COALESCE(m.win, 0)::text AS moved_win
            FROM game_rounds r
            LEFT JOIN moved m ON m.merchant_id = r.merchant_id AND m.vendor = r.vendor AND m.round_id = r.round_id
            WHERE COALESCE(m.bet, 0) <> r.bet_minor OR COALESCE(m.win, 0) <> r.win_minor LIMIT 5`,
      );
      const [counts] = rowsOf(
        await tx.execute(
          sql`SELECT (SELECT COUNT(*) FROM ledger_transactions)::int AS transactions,
                     (SELECT COUNT(*) FROM ledger_entries)::int AS entries`,
        ),
      );
      return {
        ok: problems.length === 0,
        transactions: Number(counts?.['transactions'] ?? 0),
        entries: Number(counts?.['entries'] ?? 0),
        problems,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
