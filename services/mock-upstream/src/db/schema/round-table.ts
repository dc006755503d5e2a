import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { memberRef } from './accounts.js';
import { createdAt } from './columns.js';
import { merchantRef } from './merchants.js';

/** The demo vendor's games played in shared rounds on a clock: live baccarat (ADR 0019), cockfight (ADR 0020). */
export const ROUND_TABLE_GAMES = ['baccarat', 'cockfight'] as const;
export type RoundTableGame = (typeof ROUND_TABLE_GAMES)[number];

/**
 * The demo vendor's round tables as the operator sets them (migration 0056): a baccarat table
 * (`BC-1`) or a cockfight arena (a DS88 game code, `DS88L101`), with its limits (the smallest single
 * bet, the most one player may stake on one round of it, minor units of the brand's two-decimal
 * money), where its clock starts within a round (`offset_ms`, so the tables do not all close at
 * once), whether it is open (`enabled`) and its place in the list (`sort`). The seed writes the demo
 * rows once; the operator's `/admin/round-tables` edits them, and the games read them within seconds,
 * without a restart.
 */
export const roundTables = pgTable(
  'round_tables',
  {
    game: text('game', { enum: ROUND_TABLE_GAMES }).notNull(),
    tableId: text('table_id').notNull(),
    minMinor: bigint('min_minor', { mode: 'bigint' }).notNull(),
    maxMinor: bigint('max_minor', { mode: 'bigint' }).notNull(),
    offsetMs: integer('offset_ms').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.game, t.tableId] }),
    check('round_tables_game', sql`${t.game} IN ('baccarat', 'cockfight')`),
    check('round_tables_limits', sql`${t.minMinor} > 0 AND ${t.maxMinor} >= ${t.minMinor}`),
    check('round_tables_offset', sql`${t.offsetMs} >= 0`),
  ],
);

/**
 * The shared rounds of the demo vendor's round tables (a baccarat table's rounds, a cockfight
 * arena's fights): one row per round of a table that someone watched or bet in, on the table's
 * clock. `server_seed` is drawn when the row is made and committed by `server_seed_hash` (shown
 * while bets are open); it is revealed once betting closes. `open` while bets are taken, `settling`
 * once the result is fixed (`result`, in the game's own shape, written), `settled` once every bet
 * of the round has ended. Migration 0049 moved the rows of `baccarat_rounds` and `cockfight_fights`
 * here.
 */
export const roundTableRounds = pgTable(
  'round_table_rounds',
  {
    game: text('game', { enum: ROUND_TABLE_GAMES }).notNull(),
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
    primaryKey({ columns: [t.game, t.tableId, t.roundNo] }),
    index('round_table_rounds_unsettled_idx')
      .on(t.game, t.closesAt)
      .where(sql`${t.status} <> 'settled'`),
    check('round_table_rounds_game', sql`${t.game} IN ('baccarat', 'cockfight')`),
    check('round_table_rounds_status', sql`${t.status} IN ('open', 'settling', 'settled')`),
  ],
);

/**
 * Every bet on a round table: `pending` once accepted (before its seamless debit answered),
 * `placed` once debited, `refused` when the wallet refused the debit, `settled` once the member's
 * round was credited (`win_minor`: what this bet returned, stake included; 0 for a loss),
 * `rolled_back` when the credit was refused and the stake returned. `spot` is where the bet lies, one
 * of its game's (baccarat's five spots, cockfight's three sides). `odds_hundredths`: the decimal
 * odds the bet was taken at, in hundredths, for a game whose odds change from round to round
 * (cockfight's, fixed before betting opened); null where the pays are the game's rules (baccarat).
 * `id` is the vendor's bet id.
 */
export const roundTableBets = pgTable(
  'round_table_bets',
  {
    id: text('id').primaryKey(),
    game: text('game', { enum: ROUND_TABLE_GAMES }).notNull(),
    merchantId: merchantRef(),
    memberId: memberRef('cascade'),
    tableId: text('table_id').notNull(),
    roundNo: bigint('round_no', { mode: 'number' }).notNull(),
    spot: text('spot').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    oddsHundredths: bigint('odds_hundredths', { mode: 'number' }),
    status: text('status', { enum: ['pending', 'placed', 'refused', 'settled', 'rolled_back'] })
      .notNull()
      .default('pending'),
    winMinor: bigint('win_minor', { mode: 'bigint' }),
    error: text('error'),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('round_table_bets_round_idx').on(t.game, t.tableId, t.roundNo, t.memberId),
    check(
      'round_table_bets_status',
      sql`${t.status} IN ('pending', 'placed', 'refused', 'settled', 'rolled_back')`,
    ),
    check('round_table_bets_amount', sql`${t.amountMinor} > 0`),
    check(
      'round_table_bets_spot',
      sql`(${t.game} = 'baccarat' AND ${t.spot} IN ('player', 'banker', 'tie', 'playerPair', 'bankerPair') AND ${t.oddsHundredths} IS NULL)
        OR (${t.game} = 'cockfight' AND ${t.spot} IN ('meron', 'wala', 'draw') AND ${t.oddsHundredths} > 0)`,
    ),
  ],
);
