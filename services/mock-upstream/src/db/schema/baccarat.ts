import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { memberRef } from './accounts.js';
import { createdAt } from './columns.js';
import { merchantRef } from './merchants.js';

/**
 * The demo live baccarat tables' shared rounds (ADR 0019): one row per round of a table that
 * someone watched or bet in, on the table's clock. `server_seed` is drawn when the row is made and
 * committed by `server_seed_hash` (shown while bets are open); it is revealed once betting closes.
 * `open` while bets are taken, `settling` once the deal is fixed (its `result` written), `settled`
 * once every bet of the round has ended.
 */
export const baccaratRounds = pgTable(
  'baccarat_rounds',
  {
    tableId: text('table_id').notNull(),
    roundNo: bigint('round_no', { mode: 'number' }).notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['open', 'settling', 'settled'] })
      .notNull()
      .default('open'),
    result: jsonb('result'),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tableId, t.roundNo] }),
    index('baccarat_rounds_unsettled_idx')
      .on(t.closesAt)
      .where(sql`${t.status} <> 'settled'`),
    check('baccarat_rounds_status', sql`${t.status} IN ('open', 'settling', 'settled')`),
  ],
);

/**
 * Every bet placed at a table: `pending` once accepted (before its seamless debit answered),
 * `placed` once debited, `refused` when the wallet refused the debit, `settled` once the member's
 * round was credited (`win_minor`: what this bet returned, stake included; 0 for a loss),
 * `rolled_back` when the credit was refused and the stake returned. `id` is the vendor's bet id.
 */
export const baccaratBets = pgTable(
  'baccarat_bets',
  {
    id: text('id').primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef('cascade'),
    tableId: text('table_id').notNull(),
    roundNo: bigint('round_no', { mode: 'number' }).notNull(),
    spot: text('spot').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: ['pending', 'placed', 'refused', 'settled', 'rolled_back'] })
      .notNull()
      .default('pending'),
    winMinor: bigint('win_minor', { mode: 'bigint' }),
    error: text('error'),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('baccarat_bets_round_idx').on(t.tableId, t.roundNo, t.memberId),
    check(
      'baccarat_bets_status',
      sql`${t.status} IN ('pending', 'placed', 'refused', 'settled', 'rolled_back')`,
    ),
    check('baccarat_bets_amount', sql`${t.amountMinor} > 0`),
  ],
);
