import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { memberRef } from './accounts.js';
import { createdAt } from './columns.js';
import { merchantRef } from './merchants.js';

/**
 * Who sits at the demo Niu-Niu table (ADR 0018): one row per taken seat of a brand's room. A member
 * sits in one room at a time; (room, seat) is unique, so however many join at once a room never
 * seats more than its seats. A seat not seen for a while is freed by the next join of its room.
 * `next_seed` is the server seed of the seat's next hand, committed by `next_seed_hash` (shown
 * before the deal); `hands` counts the seat's hands (the nonce of the next one).
 */
export const pvpSeats = pgTable(
  'pvp_seats',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef('cascade'),
    roomId: text('room_id').notNull(),
    seat: integer('seat').notNull(),
    nextSeed: text('next_seed').notNull(),
    nextSeedHash: text('next_seed_hash').notNull(),
    hands: integer('hands').notNull().default(0),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pvp_seats_room_seat_uq').on(t.merchantId, t.roomId, t.seat),
    uniqueIndex('pvp_seats_member_uq').on(t.memberId),
    check('pvp_seats_seat', sql`${t.seat} >= 0`),
  ],
);

/**
 * Each hand a member played at the table: its seeds (the server seed is revealed with the result),
 * its stake and the state of its money: `open` once the hand is taken (before the stake is debited),
 * `settled` once the payout is credited, `refused` when the wallet refused the stake, `rolled_back`
 * when the stake was returned because the hand could not complete. The round id is the seamless one.
 */
export const pvpHands = pgTable(
  'pvp_hands',
  {
    roundId: text('round_id').primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef('cascade'),
    gameCode: text('game_code').notNull(),
    roomId: text('room_id').notNull(),
    seat: integer('seat').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull(),
    stakeMinor: bigint('stake_minor', { mode: 'bigint' }).notNull(),
    status: text('status').$type<'open' | 'settled' | 'refused' | 'rolled_back'>().notNull().default('open'),
    result: jsonb('result'),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('pvp_hands_open_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'open'`),
    check('pvp_hands_status', sql`${t.status} IN ('open', 'settled', 'refused', 'rolled_back')`),
  ],
);
