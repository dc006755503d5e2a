import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { memberRef, members } from './accounts.js';
import { createdAt } from './columns.js';
import { merchantRef } from './merchants.js';

/**
 * The agent area. The downline and the reports are answered from structures written by
 * database triggers (migration 0014), so that no writer (registration, the ledger, the seamless
 * wallet, the lottery, payments, the operator, the seed) can forget them: money and members commit
 * with their writer; play (a round's changes) is appended to bet_outbox by the writer's transaction
 * and applied in batches a fraction of a second later (migration 0055, ADR 0024):
 * - member_closure: one row per (ancestor, descendant) with the depth between them, the member
 *   itself included at depth 0; written when a member is inserted or its upline changes.
 * - member_totals: per member, its team counts and lifetime figures (the team list's columns).
 * - member_daily / member_daily_games: per member and brand-zone day, its money and its play
 *   (per vendor and game category in the second).
 * - agent_daily / agent_daily_games: the same per ancestor and day (and level below it, or vendor
 *   and category), summed over its team, so that a team report reads a few rows per day whatever
 *   the team's size.
 * Amounts are minor units. Money is filed on the day it moved; play on the day its round was bet
 * (as the member's own betting record and profit and loss file it).
 */
const money = (name: string) =>
  bigint(name, { mode: 'bigint' })
    .notNull()
    .default(sql`0`);

/** The agent (a member) whose team a row counts; the row goes with the agent. */
const agentRef = () =>
  integer('agent_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' });

export const memberClosure = pgTable(
  'member_closure',
  {
    ancestorId: integer('ancestor_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    descendantId: integer('descendant_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    depth: integer('depth').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ancestorId, t.descendantId] }),
    index('member_closure_descendant_idx').on(t.descendantId, t.depth),
    // A team page: one ancestor, one depth (or all), newest (highest id) first, read backwards.
    index('member_closure_ancestor_depth_idx').on(t.ancestorId, t.depth, t.descendantId),
  ],
);

export const memberTotals = pgTable('member_totals', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  merchantId: merchantRef(),
  directCount: integer('direct_count').notNull().default(0),
  teamCount: integer('team_count').notNull().default(0),
  deposits: money('deposits'),
  validBets: money('valid_bets'),
  firstDepositAt: timestamp('first_deposit_at', { withTimezone: true }),
  firstDeposit: money('first_deposit'),
});

const dailyMoney = {
  deposits: money('deposits'),
  withdrawals: money('withdrawals'),
  betCount: integer('bet_count').notNull().default(0),
  bets: money('bets'),
  validBets: money('valid_bets'),
  payouts: money('payouts'),
  bonuses: money('bonuses'),
  rebates: money('rebates'),
};

export const memberDaily = pgTable(
  'member_daily',
  {
    memberId: memberRef('cascade'),
    day: date('day', { mode: 'string' }).notNull(),
    merchantId: merchantRef(),
    ...dailyMoney,
    firstDeposit: money('first_deposit'),
    // A round was bet this day (rolled back or not): the member was active.
    active: boolean('active').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.day] })],
);

const dailyPlay = {
  vendor: text('vendor').notNull(),
  category: text('category').notNull(),
  betCount: integer('bet_count').notNull().default(0),
  bets: money('bets'),
  validBets: money('valid_bets'),
  payouts: money('payouts'),
};

export const memberDailyGames = pgTable(
  'member_daily_games',
  {
    memberId: memberRef('cascade'),
    day: date('day', { mode: 'string' }).notNull(),
    ...dailyPlay,
  },
  (t) => [primaryKey({ columns: [t.memberId, t.day, t.vendor, t.category] })],
);

export const agentDaily = pgTable(
  'agent_daily',
  {
    agentId: agentRef(),
    day: date('day', { mode: 'string' }).notNull(),
    // Depth below the agent of the members counted: per level reports read their own rows, and a
    // whole-team figure sums a handful of rows a day.
    depth: integer('depth').notNull(),
    newMembers: integer('new_members').notNull().default(0),
    firstDeposits: integer('first_deposits').notNull().default(0),
    firstDepositAmount: money('first_deposit_amount'),
    ...dailyMoney,
  },
  (t) => [primaryKey({ columns: [t.agentId, t.day, t.depth] })],
);

export const agentDailyGames = pgTable(
  'agent_daily_games',
  {
    agentId: agentRef(),
    day: date('day', { mode: 'string' }).notNull(),
    ...dailyPlay,
  },
  (t) => [primaryKey({ columns: [t.agentId, t.day, t.vendor, t.category] })],
);

/**
 * Active members over a range, from the agent's own rows: per agent and day, how many team members
 * became active that day, by `gap` = days since the member's previous active day (32 when none or
 * further back; ranges span at most 31 days). A member is active in [s, e] exactly once: on its
 * first active day d in the range, the one whose previous active day is before s, i.e. gap > d - s.
 * So the distinct count is a sum over at most 31 days x 33 gaps, whatever the team's size.
 */
export const agentActiveDays = pgTable(
  'agent_active_days',
  {
    agentId: agentRef(),
    day: date('day', { mode: 'string' }).notNull(),
    gap: integer('gap').notNull(),
    members: integer('members').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.day, t.gap] })],
);

/** An agent's invitation link: its code registers a player or a sub-agent under the agent. */
export const agentInviteLinks = pgTable(
  'agent_invite_links',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    agentId: agentRef(),
    kind: text('kind').$type<'player' | 'agent'>().notNull(),
    code: text('code').notNull(),
    registrations: integer('registrations').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    unique('agent_invite_links_code_uq').on(t.merchantId, t.code),
    index('agent_invite_links_agent_idx').on(t.agentId, t.id),
  ],
);

/** Applications to become an agent; one pending per member and per contact (partial unique). */
export const agentApplications = pgTable(
  'agent_applications',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    mobileNum: text('mobile_num'),
    email: text('email'),
    telegram: text('telegram'),
    market: text('market').notNull(),
    experience: text('experience').notNull().default(''),
    status: text('status').$type<'pending' | 'approved' | 'rejected'>().notNull().default('pending'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('agent_applications_pending_member_uq')
      .on(t.merchantId, t.memberId)
      .where(sql`${t.status} = 'pending' AND ${t.memberId} IS NOT NULL`),
    uniqueIndex('agent_applications_pending_mobile_uq')
      .on(t.merchantId, t.mobileNum)
      .where(sql`${t.status} = 'pending' AND ${t.mobileNum} IS NOT NULL`),
    uniqueIndex('agent_applications_pending_email_uq')
      .on(t.merchantId, t.email)
      .where(sql`${t.status} = 'pending' AND ${t.email} IS NOT NULL`),
    uniqueIndex('agent_applications_pending_telegram_uq')
      .on(t.merchantId, t.telegram)
      .where(sql`${t.status} = 'pending' AND ${t.telegram} IS NOT NULL`),
    index('agent_applications_member_idx').on(t.memberId, t.id),
    index('agent_applications_merchant_idx').on(t.merchantId, t.status, t.id),
  ],
);
