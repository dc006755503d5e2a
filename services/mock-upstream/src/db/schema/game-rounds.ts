import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { ledgerTransactions } from './ledger.js';
import { merchantRef } from './merchants.js';
import { memberRef } from './accounts.js';
import { createdAt } from './columns.js';

/**
 * One game round of a seamless-wallet vendor (the demo vendor and any vendor that debits and credits
 * the main wallet itself instead of holding a wallet of its own). `bet_minor` is what its debits took
 * (less what rollbacks returned), `win_minor` what its credit paid. open -> settled by a credit,
 * open -> rolled_back when rollbacks return every debit. The betting record reads these rows.
 */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef('restrict'),
    vendor: text('vendor').notNull(),
    roundId: text('round_id').notNull(),
    gameCode: text('game_code').notNull(),
    status: text('status').$type<'open' | 'settled' | 'rolled_back'>().notNull().default('open'),
    betMinor: bigint('bet_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    winMinor: bigint('win_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    unique('game_rounds_vendor_round_uq').on(t.merchantId, t.vendor, t.roundId),
    check('game_rounds_status', sql`${t.status} IN ('open', 'settled', 'rolled_back')`),
    check('game_rounds_amounts', sql`${t.betMinor} >= 0 AND ${t.winMinor} >= 0`),
    index('game_rounds_member_created').on(t.memberId, t.createdAt),
    // Sub-day contract periods (hourly, 5 minutes: ADR 0009, "Figures") read a team's rounds by the
    // time they settled, member by member; only settled rounds count, so the index holds only them.
    index('game_rounds_member_settled')
      .on(t.memberId, t.settledAt)
      .where(sql`${t.status} = 'settled'`),
  ],
);

/**
 * Every seamless-wallet call a vendor made, keyed by the vendor's transaction id: a retry answers the
 * stored outcome (moving nothing), the same id with a different call is IDEMPOTENCY_KEY_REUSED.
 * Refusals are stored too, so a replayed refusal answers the same refusal. `outcome` is OK or the
 * refusal's error code; `ledger_transaction_id` is the movement it made (none for a zero credit or a
 * refusal).
 */
export const gameRoundOps = pgTable(
  'game_round_ops',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantRef(),
    vendor: text('vendor').notNull(),
    txId: text('tx_id').notNull(),
    kind: text('kind').$type<'debit' | 'credit' | 'rollback'>().notNull(),
    roundId: text('round_id').notNull(),
    memberId: memberRef('restrict'),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    refTxId: text('ref_tx_id'),
    requestHash: text('request_hash').notNull(),
    outcome: text('outcome').notNull(),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }).references(
      () => ledgerTransactions.id,
    ),
    createdAt: createdAt(),
  },
  (t) => [
    unique('game_round_ops_tx_uq').on(t.merchantId, t.vendor, t.txId),
    check('game_round_ops_kind', sql`${t.kind} IN ('debit', 'credit', 'rollback')`),
    // Rollbacks only (the only calls with a ref): partial, so it costs a debit or credit nothing
    // and the replay check never takes it for the txId key (on a table without statistics, the
    // planner did, and filtered every call of the vendor: O(n) per call).
    index('game_round_ops_ref')
      .on(t.merchantId, t.vendor, t.refTxId)
      .where(sql`${t.refTxId} IS NOT NULL`),
  ],
);
