import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { memberRef } from './accounts.js';
import { createdAt } from './columns.js';
import { merchantRef } from './merchants.js';

/**
 * A member's provably fair seed pairs (ADR 0016). One pair per member is `active`: its server seed is
 * secret, its hash shown; `next_nonce` counts the rounds played on it. Rotating marks it `revealed`
 * (its server seed may be shown from then on) and inserts a new active one, under the lock of the old
 * row: the partial unique index keeps one active pair per member whatever races.
 */
export const fairSeedPairs = pgTable(
  'fair_seed_pairs',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef('cascade'),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nextNonce: integer('next_nonce').notNull().default(0),
    status: text('status').$type<'active' | 'revealed'>().notNull().default('active'),
    createdAt: createdAt(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('fair_seed_pairs_one_active')
      .on(t.memberId)
      .where(sql`${t.status} = 'active'`),
    uniqueIndex('fair_seed_pairs_hash_uq').on(t.serverSeedHash),
    index('fair_seed_pairs_member_revealed').on(t.memberId, t.revealedAt),
    check('fair_seed_pairs_status', sql`${t.status} IN ('active', 'revealed')`),
    check('fair_seed_pairs_nonce', sql`${t.nextNonce} >= 0`),
  ],
);

/**
 * The seed pair and nonce each demo round was played on, written once (the round id is unique) before
 * its outcome is computed; (pair, nonce) is unique, so no two rounds share a nonce. `bet_minor` and
 * `win_minor` are the outcome the seeds gave (for free play the only record of the round).
 */
export const fairRounds = pgTable(
  'fair_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef('cascade'),
    seedPairId: integer('seed_pair_id')
      .notNull()
      .references(() => fairSeedPairs.id, { onDelete: 'cascade' }),
    nonce: integer('nonce').notNull(),
    vendor: text('vendor').notNull(),
    roundId: text('round_id').notNull(),
    gameCode: text('game_code').notNull(),
    isFreePlay: boolean('is_free_play').notNull(),
    betMinor: bigint('bet_minor', { mode: 'bigint' }).notNull(),
    winMinor: bigint('win_minor', { mode: 'bigint' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('fair_rounds_round_uq').on(t.merchantId, t.vendor, t.roundId),
    unique('fair_rounds_nonce_uq').on(t.seedPairId, t.nonce),
    index('fair_rounds_member_created').on(t.memberId, t.createdAt),
  ],
);
