import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './accounts.js';
import { merchantRef } from './merchants.js';
import { createdAt } from './columns.js';

/**
 * Double-entry ledger (architecture: money). Every balance lives in `ledger_accounts.balance` and
 * changes only in the database transaction that writes the entries explaining it; every
 * transaction's entries sum to zero.
 *
 * kind:
 * - player: a member's wallet (`account_type_id` 1 = main, 100+ = a vendor wallet); never negative
 *   (CHECK), so no code path can overdraw a player whatever it forgets to check.
 * - system: the brand's own accounts, one per `system_code` and currency (HOUSE, PAYMENT_CLEARING,
 *   BONUS, VENDOR_SETTLEMENT, WITHDRAW_HOLD, ...); these may go negative.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantRef(),
    kind: text('kind').$type<'player' | 'system'>().notNull(),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'restrict' }),
    accountTypeId: integer('account_type_id'),
    systemCode: text('system_code'),
    currency: text('currency').notNull(),
    balance: bigint('balance', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    createdAt: createdAt(),
  },
  (t) => [
    check('ledger_accounts_player_not_negative', sql`${t.kind} <> 'player' OR ${t.balance} >= 0`),
    check(
      'ledger_accounts_shape',
      sql`(${t.kind} = 'player' AND ${t.memberId} IS NOT NULL AND ${t.accountTypeId} IS NOT NULL AND ${t.systemCode} IS NULL)
       OR (${t.kind} = 'system' AND ${t.memberId} IS NULL AND ${t.systemCode} IS NOT NULL)`,
    ),
    uniqueIndex('ledger_accounts_player_uq')
      .on(t.merchantId, t.memberId, t.accountTypeId)
      .where(sql`${t.kind} = 'player'`),
    uniqueIndex('ledger_accounts_system_uq')
      .on(t.merchantId, t.systemCode, t.currency)
      .where(sql`${t.kind} = 'system'`),
  ],
);

/**
 * One movement of money. (merchant, source, idempotency_key) is unique: a retried request finds the
 * first transaction and moves nothing. `request_hash` lets a retry with a different body be told
 * apart from a genuine replay (IDEMPOTENCY_KEY_REUSED).
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantRef(),
    source: text('source').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    // The TransactionType the member's record shows (DEPOSIT, TRANSFER_OUT, ...).
    type: text('type').notNull(),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'restrict' }),
    reference: text('reference').notNull(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    unique('ledger_transactions_idempotency_uq').on(t.merchantId, t.source, t.idempotencyKey),
    index('ledger_transactions_member_time_idx').on(t.memberId, t.createdAt),
  ],
);

/** A signed change to one account: positive adds to its balance. `balance_after` is the balance the
 * account had right after this entry (a running balance for the account record). */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'restrict' }),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('ledger_entries_not_zero', sql`${t.amount} <> 0`),
    index('ledger_entries_account_idx').on(t.accountId, t.id),
    index('ledger_entries_transaction_idx').on(t.transactionId),
  ],
);
