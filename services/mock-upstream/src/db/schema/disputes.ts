import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { DisputeLedgerEntry, DisputeRound } from '@portal/contracts';
import { memberRef } from './accounts.js';
import { createdAt } from './columns.js';
import { gameRounds } from './game-rounds.js';
import { merchantRef } from './merchants.js';

/**
 * A member's dispute of one of their rounds. `round` and `ledger` are what the platform knew when it
 * was opened (the vendor's round record, the demo slot's recomputed outcome, the round's ledger
 * entries), kept as they were so the operator judges what the member saw.
 * Two unique indexes make the rules hold under any number of simultaneous submissions: one dispute
 * per (member, request id), so a replay finds the first; one open dispute per round.
 * open -> answered (outcome upheld or rejected, with the operator's message).
 */
export const roundDisputes = pgTable(
  'round_disputes',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef('cascade'),
    gameRoundId: bigint('game_round_id', { mode: 'number' })
      .notNull()
      .references(() => gameRounds.id, { onDelete: 'restrict' }),
    vendor: text('vendor').notNull(),
    roundId: text('round_id').notNull(),
    requestId: text('request_id').notNull(),
    reason: text('reason').notNull(),
    note: text('note').notNull().default(''),
    status: text('status').$type<'open' | 'answered'>().notNull().default('open'),
    outcome: text('outcome').$type<'upheld' | 'rejected'>(),
    answer: text('answer'),
    round: jsonb('round').$type<DisputeRound>().notNull(),
    ledger: jsonb('ledger').$type<DisputeLedgerEntry[]>().notNull(),
    createdAt: createdAt(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('round_disputes_request_uq').on(t.memberId, t.requestId),
    uniqueIndex('round_disputes_open_uq')
      .on(t.gameRoundId)
      .where(sql`${t.status} = 'open'`),
    // The betting record reads each round's latest dispute.
    index('round_disputes_round_idx').on(t.gameRoundId, t.id),
    index('round_disputes_member_created_idx').on(t.memberId, t.createdAt),
    index('round_disputes_merchant_status_idx').on(t.merchantId, t.status, t.id),
    check('round_disputes_status_ck', sql`${t.status} IN ('open', 'answered')`),
    check(
      'round_disputes_answer_ck',
      sql`(${t.status} = 'open' AND ${t.outcome} IS NULL AND ${t.answer} IS NULL)
       OR (${t.status} = 'answered' AND ${t.outcome} IN ('upheld', 'rejected') AND ${t.answer} IS NOT NULL AND ${t.answeredAt} IS NOT NULL)`,
    ),
  ],
);
