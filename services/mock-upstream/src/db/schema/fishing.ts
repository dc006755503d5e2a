import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { memberRef } from './accounts.js';
import { createdAt } from './columns.js';
import { merchantRef } from './merchants.js';

/**
 * The demo fishing game's shots (ADR 0022). A shot is its own seamless round (`id`, `FH-<member>-<shot
 * id of the page>`): `pending` once accepted (before its debit answered), `placed` once debited,
 * `settled` once its credit was paid (`win_minor`: what it returned, stake included; 0 for a fish
 * that got away), `refused` when the wallet refused the debit (`error`), `rolled_back` when the
 * credit was refused or the shot stalled, and its stake was returned. The draw is written once the
 * shot has its nonce on the member's seed pair (fair_rounds): `nonce`, the pair's hash and client
 * seed, the `roll` and whether the fish was `caught`.
 */
export const fishingShots = pgTable(
  'fishing_shots',
  {
    id: text('id').primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef('cascade'),
    level: smallint('level').notNull(),
    stakeMinor: bigint('stake_minor', { mode: 'bigint' }).notNull(),
    fish: text('fish').notNull(),
    multiplier: integer('multiplier').notNull(),
    status: text('status', { enum: ['pending', 'placed', 'settled', 'refused', 'rolled_back'] })
      .notNull()
      .default('pending'),
    nonce: integer('nonce'),
    serverSeedHash: text('server_seed_hash'),
    clientSeed: text('client_seed'),
    roll: integer('roll'),
    caught: boolean('caught'),
    winMinor: bigint('win_minor', { mode: 'bigint' }),
    error: text('error'),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('fishing_shots_member_idx').on(t.memberId, t.createdAt),
    index('fishing_shots_live_idx')
      .on(t.createdAt)
      .where(sql`${t.status} IN ('pending', 'placed')`),
    check(
      'fishing_shots_status',
      sql`${t.status} IN ('pending', 'placed', 'settled', 'refused', 'rolled_back')`,
    ),
    check('fishing_shots_stake', sql`${t.stakeMinor} > 0`),
    check('fishing_shots_multiplier', sql`${t.multiplier} > 1`),
  ],
);
