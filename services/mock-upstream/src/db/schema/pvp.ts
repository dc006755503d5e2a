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
 * A room's shared hands (ADR 0018): one row per hand of a brand's room, numbered in the room
 * (`hand_no`, the hand's nonce: the banker is seat hand_no mod seats). The room owns the hand's seed:
 * `server_seed` is drawn when the hand is opened and committed by `server_seed_hash`, shown to
 * everyone at the table before the deal and revealed after it. `waiting`: nobody is in yet, no clock;
 * `betting`: someone is in, the deal is at `closes_at`; `dealt`: the cards are out (`result` names the
 * seats people played). At most one hand of a room is not dealt (partial unique index).
 */
export const pvpRoomHands = pgTable(
  'pvp_room_hands',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    roomId: text('room_id').notNull(),
    handNo: integer('hand_no').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    status: text('status').$type<'waiting' | 'betting' | 'dealt'>().notNull().default('waiting'),
    closesAt: timestamp('closes_at', { withTimezone: true }),
    dealtAt: timestamp('dealt_at', { withTimezone: true }),
    result: jsonb('result'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('pvp_room_hands_no_uq').on(t.merchantId, t.roomId, t.handNo),
    uniqueIndex('pvp_room_hands_current_uq')
      .on(t.merchantId, t.roomId)
      .where(sql`${t.status} <> 'dealt'`),
    index('pvp_room_hands_betting_idx')
      .on(t.closesAt)
      .where(sql`${t.status} = 'betting'`),
    check('pvp_room_hands_status', sql`${t.status} IN ('waiting', 'betting', 'dealt')`),
  ],
);

/**
 * Each hand a member played at the table: its seeds (the server seed is revealed with the result),
 * its stake and the state of its money: `open` once the hand is taken (before the stake is debited),
 * `staked` once the stake is debited and the room's hand still open (the person is in for the deal),
 * `settled` once the payout is credited, `refused` when the wallet refused the stake, `rolled_back`
 * when the stake was returned because the hand could not complete. The round id is the seamless one.
 * A person's part in a shared hand names it (`room_hand_id`, its seeds copied); one person per seat
 * of a hand. Rows without it are the hands dealt one person at a time before shared hands.
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
    roomHandId: integer('room_hand_id').references(() => pvpRoomHands.id, { onDelete: 'cascade' }),
    status: text('status')
      .$type<'open' | 'staked' | 'settled' | 'refused' | 'rolled_back'>()
      .notNull()
      .default('open'),
    result: jsonb('result'),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('pvp_hands_open_idx')
      .on(t.createdAt)
      .where(sql`${t.status} IN ('open', 'staked')`),
    // One person in play per seat of a hand (a refused or returned stake leaves the seat free).
    uniqueIndex('pvp_hands_room_hand_seat_uq')
      .on(t.roomHandId, t.seat)
      .where(sql`${t.status} IN ('open', 'staked', 'settled')`),
    check('pvp_hands_status', sql`${t.status} IN ('open', 'staked', 'settled', 'refused', 'rolled_back')`),
  ],
);
