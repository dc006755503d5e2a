import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const delta = (name: string) =>
  bigint(name, { mode: 'bigint' })
    .notNull()
    .default(sql`0`);

/**
 * The bet outbox (ADR 0024, migration 0055): one row per change of a game round, appended by the
 * trigger on game_rounds in the transaction of the bet, win or rollback that made it, and consumed in
 * batches by the platform's bet-outbox job (`bet_outbox_apply`: delete and apply in one transaction,
 * so each row counts exactly once). What the round's play moves outside the money itself is applied
 * from here: the member's and every ancestor's daily rollups and totals, the active days, points,
 * referral progress and mission progress.
 *
 * The bet writes this row only: no shared row is updated in its transaction for the figures, and
 * nothing here references another table (a foreign key would cost the bet a lookup and a lock on the
 * round's brand and member). A row holds the change as deltas, and what the consumer files it under
 * (the round's brand, member, day and game), so that it needs nothing else from the round.
 */
export const betOutbox = pgTable('bet_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** When the change was made (the bet's transaction time): the lag is measured from it. */
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  /** game_rounds.id (points are earned once per round by this reference). */
  roundId: bigint('round_id', { mode: 'number' }).notNull(),
  merchantId: integer('merchant_id').notNull(),
  memberId: integer('member_id').notNull(),
  /** The round's created_at: its play is filed on the brand-zone day it was bet. */
  roundAt: timestamp('round_at', { withTimezone: true }).notNull(),
  vendor: text('vendor').notNull(),
  gameCode: text('game_code').notNull(),
  /** The round was inserted: the member is active on its day. */
  opened: boolean('opened').notNull().default(false),
  /** Stake (bet_minor) change. */
  dBets: delta('d_bets'),
  /** Settled rounds (+1 when it settled). */
  dCount: integer('d_count').notNull().default(0),
  /** Valid bet (the stake of a settled round) change. */
  dValid: delta('d_valid'),
  /** Payout (win of a settled round) change. */
  dWin: delta('d_win'),
  /** The stake the round settled with when this change settled it (points, missions, referral), else 0. */
  settledBet: delta('settled_bet'),
});
