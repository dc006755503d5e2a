import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { memberRef } from './accounts.js';
import { createdAt } from './columns.js';
import { merchantRef } from './merchants.js';

/**
 * The demo sportsbook's single bets (ADR 0021). A bet is its own seamless round (`SB-<id>`):
 * `pending` once accepted (before its debit answered), `placed` once debited (the platform's round
 * stays open, so the betting record shows it pending), `refused` when the wallet refused the debit,
 * `settled` once its credit was paid after the match (`outcome`, `win_minor`: what it returned,
 * stake included; 0 for a loss), `rolled_back` when the credit was refused and the stake returned.
 * `line` is in quarters of a goal (null for 1X2); `odds_h` the decimal price in hundredths.
 */
export const sportsbookBets = pgTable(
  'sportsbook_bets',
  {
    id: text('id').primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef('cascade'),
    fixtureNo: bigint('fixture_no', { mode: 'number' }).notNull(),
    market: text('market').notNull(),
    line: integer('line'),
    selection: text('selection').notNull(),
    oddsH: integer('odds_h').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: ['pending', 'placed', 'refused', 'settled', 'rolled_back'] })
      .notNull()
      .default('pending'),
    outcome: text('outcome'),
    winMinor: bigint('win_minor', { mode: 'bigint' }),
    error: text('error'),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('sportsbook_bets_member_idx').on(t.memberId, t.createdAt),
    index('sportsbook_bets_live_idx')
      .on(t.fixtureNo)
      .where(sql`${t.status} IN ('pending', 'placed')`),
    check(
      'sportsbook_bets_status',
      sql`${t.status} IN ('pending', 'placed', 'refused', 'settled', 'rolled_back')`,
    ),
    check('sportsbook_bets_amount', sql`${t.amountMinor} > 0`),
    check('sportsbook_bets_odds', sql`${t.oddsH} > 100`),
  ],
);
