import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { memberRef } from './accounts.js';
import { createdAt } from './columns.js';
import { merchantRef } from './merchants.js';

/**
 * The demo sportsbook's bets (ADR 0021): a single (one leg) or a parlay (2 to 10 legs on different
 * matches, `sportsbook_legs`). A bet is its own seamless round (`SB-<member>-<betId>`): `pending`
 * once accepted (before its debit answered), `placed` once debited (the platform's round stays open,
 * so the betting record shows it pending), `refused` when the wallet refused the debit, `settled`
 * once its credit was paid after its last match (`outcome`, `win_minor`: what it returned, stake
 * included; 0 for a loss), `cashed_out` once a cash-out's credit was paid (`win_minor` the offer
 * taken), `rolled_back` when the credit was refused and the stake returned.
 *
 * `closed_by` is the one decision that closes a bet, written once while it is `placed`: `result`
 * (the settlement fixed `outcome` and `win_minor` from the final scores) or `cash_out` (an offer
 * was taken). Whichever is written first is the credit sent, however many settlements and cash-outs
 * race. `lease_until` keeps a settlement to one service instance at a time. `odds_h` is the decimal
 * price in hundredths (a parlay's: its legs' product rounded down to the cent); `due_at` when the
 * last leg's match is over. `book` is the book the bet was taken by (ADR 0025): `sportsbook`
 * (football, rounds `SB-…`) or `esports` (map series, rounds `ES-…`); each book settles its own.
 */
export const sportsbookBets = pgTable(
  'sportsbook_bets',
  {
    id: text('id').primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef('cascade'),
    book: text('book', { enum: ['sportsbook', 'esports'] })
      .notNull()
      .default('sportsbook'),
    kind: text('kind', { enum: ['single', 'parlay'] })
      .notNull()
      .default('single'),
    oddsH: integer('odds_h').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    status: text('status', {
      enum: ['pending', 'placed', 'refused', 'settled', 'cashed_out', 'rolled_back'],
    })
      .notNull()
      .default('pending'),
    outcome: text('outcome', { enum: ['won', 'half_won', 'void', 'half_lost', 'lost', 'partial'] }),
    winMinor: bigint('win_minor', { mode: 'bigint' }),
    closedBy: text('closed_by', { enum: ['result', 'cash_out'] }),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    error: text('error'),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('sportsbook_bets_member_idx').on(t.memberId, t.createdAt),
    index('sportsbook_bets_due_idx')
      .on(t.book, t.dueAt)
      .where(sql`${t.status} IN ('pending', 'placed')`),
    check(
      'sportsbook_bets_status',
      sql`${t.status} IN ('pending', 'placed', 'refused', 'settled', 'cashed_out', 'rolled_back')`,
    ),
    check('sportsbook_bets_kind', sql`${t.kind} IN ('single', 'parlay')`),
    check('sportsbook_bets_book', sql`${t.book} IN ('sportsbook', 'esports')`),
    check('sportsbook_bets_closed_by', sql`${t.closedBy} IN ('result', 'cash_out')`),
    check('sportsbook_bets_amount', sql`${t.amountMinor} > 0`),
    check('sportsbook_bets_odds', sql`${t.oddsH} > 100`),
  ],
);

/**
 * A bet's picks: one for a single, 2 to 10 on different fixtures for a parlay. `line` is in quarters
 * of a goal or a map (null for 1X2 and the match winner); `odds_h` the leg's decimal price in hundredths when the bet was taken;
 * `outcome` what the leg came to, written when the bet settles on the result.
 */
export const sportsbookLegs = pgTable(
  'sportsbook_legs',
  {
    betId: text('bet_id')
      .notNull()
      .references(() => sportsbookBets.id, { onDelete: 'cascade' }),
    legNo: smallint('leg_no').notNull(),
    fixtureNo: bigint('fixture_no', { mode: 'number' }).notNull(),
    market: text('market').notNull(),
    line: integer('line'),
    selection: text('selection').notNull(),
    oddsH: integer('odds_h').notNull(),
    outcome: text('outcome', { enum: ['won', 'half_won', 'void', 'half_lost', 'lost'] }),
  },
  (t) => [
    primaryKey({ columns: [t.betId, t.legNo] }),
    index('sportsbook_legs_fixture_idx').on(t.fixtureNo),
    check('sportsbook_legs_odds', sql`${t.oddsH} > 100`),
    check('sportsbook_legs_no', sql`${t.legNo} BETWEEN 0 AND 9`),
  ],
);

/**
 * Each fixture's committed seed, per book (ADR 0021, ADR 0025; football and e-sports number their
 * fixtures apart): a random server seed drawn and stored the first time the fixture is asked for
 * (listed, bet on or settled), before any bet, and never changed, so every process and every
 * settlement plays the same fixture from it. Its SHA-256 is shown while the fixture takes bets, the
 * seed once it is over; the fixture is drawn from (server seed, the book's game code as client seed,
 * the fixture number as nonce) by the demo vendor's fair draw (`scheme` 'fair'). `scheme` 'legacy'
 * keeps a fixture that had bets before seeds were stored on the seed it was played from then (HMAC of
 * the vendor's secret), so those bets settle on the fixture their players saw.
 */
export const sportsbookFixtures = pgTable(
  'sportsbook_fixtures',
  {
    book: text('book', { enum: ['sportsbook', 'esports'] }).notNull(),
    fixtureNo: bigint('fixture_no', { mode: 'number' }).notNull(),
    scheme: text('scheme', { enum: ['fair', 'legacy'] }).notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.book, t.fixtureNo] }),
    check('sportsbook_fixtures_book', sql`${t.book} IN ('sportsbook', 'esports')`),
    check('sportsbook_fixtures_scheme', sql`${t.scheme} IN ('fair', 'legacy')`),
    check('sportsbook_fixtures_no', sql`${t.fixtureNo} >= 0`),
  ],
);
