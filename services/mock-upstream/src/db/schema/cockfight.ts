import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { memberRef } from './accounts.js';
import { createdAt } from './columns.js';
import { merchantRef } from './merchants.js';

/**
 * The DS88 demo cockfight arenas' fights (ADR 0020): one row per fight of an arena that someone
 * watched or bet on, on the arena's clock. `server_seed` is drawn when the row is made and committed
 * by `server_seed_hash` (shown while bets are open, with the fight's odds, which follow from it);
 * it is revealed once betting closes. `open` while bets are taken, `settling` once the result is
 * fixed (`result` written), `settled` once every bet of the fight has ended.
 */
export const cockfightFights = pgTable(
  'cockfight_fights',
  {
    arenaId: text('arena_id').notNull(),
    fightNo: bigint('fight_no', { mode: 'number' }).notNull(),
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
    primaryKey({ columns: [t.arenaId, t.fightNo] }),
    index('cockfight_fights_unsettled_idx')
      .on(t.closesAt)
      .where(sql`${t.status} <> 'settled'`),
    check('cockfight_fights_status', sql`${t.status} IN ('open', 'settling', 'settled')`),
  ],
);

/**
 * Every bet on a fight: `pending` once accepted (before its seamless debit answered), `placed` once
 * debited, `refused` when the wallet refused the debit, `settled` once the member's fight was
 * credited (`win_minor`: what this bet returned, stake included; 0 for a loss), `rolled_back` when
 * the credit was refused and the stake returned. `odds_hundredths`: the decimal odds the bet was
 * taken at (the fight's, fixed before betting opened), in hundredths. `id` is the vendor's bet id.
 */
export const cockfightBets = pgTable(
  'cockfight_bets',
  {
    id: text('id').primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef('cascade'),
    arenaId: text('arena_id').notNull(),
    fightNo: bigint('fight_no', { mode: 'number' }).notNull(),
    side: text('side').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    oddsHundredths: bigint('odds_hundredths', { mode: 'number' }).notNull(),
    status: text('status', { enum: ['pending', 'placed', 'refused', 'settled', 'rolled_back'] })
      .notNull()
      .default('pending'),
    winMinor: bigint('win_minor', { mode: 'bigint' }),
    error: text('error'),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('cockfight_bets_fight_idx').on(t.arenaId, t.fightNo, t.memberId),
    check(
      'cockfight_bets_status',
      sql`${t.status} IN ('pending', 'placed', 'refused', 'settled', 'rolled_back')`,
    ),
    check('cockfight_bets_side', sql`${t.side} IN ('meron', 'wala', 'draw')`),
    check('cockfight_bets_amount', sql`${t.amountMinor} > 0`),
  ],
);
