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
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

/**
 * The demo vendor's Vietnamese lottery (TCG_LOTTO_VN). It is a vendor, not the platform: its rows
 * name the merchant by code and the player by account, as its launch ticket does, and it moves
 * money only through the seamless-wallet API.
 *
 * One scheduled draw of one game. `commitment` (sha256 of the seed) is known before the draw;
 * `seed` (the per-draw HMAC the 27 numbers are expanded from) and `result` are set when it is drawn.
 */
export const vnLotteryDraws = pgTable(
  'vn_lottery_draws',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    gameCode: text('game_code').notNull(),
    /** `YYYYMMDD-NNNN`: the Vietnam-local day and the draw's number within it. */
    numero: text('numero').notNull(),
    drawAt: timestamp('draw_at', { withTimezone: true }).notNull(),
    status: text('status').$type<'scheduled' | 'drawn'>().notNull().default('scheduled'),
    commitment: text('commitment').notNull(),
    seed: text('seed'),
    /** Prize name (DB, G1 ... G7) -> the numbers of that prize, as digit strings. */
    result: jsonb('result').$type<Record<string, string[]>>(),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
  },
  (t) => [
    unique('vn_lottery_draws_game_numero').on(t.gameCode, t.numero),
    check('vn_lottery_draws_status', sql`${t.status} IN ('scheduled', 'drawn')`),
    index('vn_lottery_draws_status_time').on(t.status, t.drawAt),
    index('vn_lottery_draws_game_time').on(t.gameCode, t.drawAt),
  ],
);

/**
 * One bet = one seamless round. pending (debit under way) -> open (debited) -> won | lost (credited);
 * pending -> void when a placement that never finished is rolled back. `bet_id` is the player's
 * idempotency key; `ref` (derived from merchant, account and bet_id) names the round and its txIds.
 */
export const vnLotteryBets = pgTable(
  'vn_lottery_bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    account: text('account').notNull(),
    betId: text('bet_id').notNull(),
    ref: text('ref').notNull(),
    requestHash: text('request_hash').notNull(),
    drawId: bigint('draw_id', { mode: 'number' })
      .notNull()
      .references(() => vnLotteryDraws.id, { onDelete: 'restrict' }),
    gameCode: text('game_code').notNull(),
    numero: text('numero').notNull(),
    betType: text('bet_type').notNull(),
    /** The picked numbers, '-'-joined ("07", "07-45", "123"). */
    numbers: text('numbers').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    /** What one unit staked returns per hit, in hundredths (350 = 3.5x). */
    oddsCents: integer('odds_cents').notNull(),
    status: text('status').$type<'pending' | 'open' | 'won' | 'lost' | 'void'>().notNull(),
    hits: integer('hits'),
    winMinor: bigint('win_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Lease of the job process settling it (another process skips it until then). */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    unique('vn_lottery_bets_player_bet').on(t.merchantCode, t.account, t.betId),
    unique('vn_lottery_bets_ref').on(t.ref),
    check('vn_lottery_bets_status', sql`${t.status} IN ('pending', 'open', 'won', 'lost', 'void')`),
    check('vn_lottery_bets_amounts', sql`${t.amountMinor} > 0 AND ${t.winMinor} >= 0`),
    index('vn_lottery_bets_status_draw').on(t.status, t.drawId),
    index('vn_lottery_bets_player_created').on(t.merchantCode, t.account, t.createdAt),
    index('vn_lottery_bets_game_created').on(t.gameCode, t.createdAt),
  ],
);
