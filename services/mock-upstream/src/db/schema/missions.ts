import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { GameCategory, MissionKind, MissionPeriod } from '@portal/contracts';
import { createdAt, updatedAt } from './columns.js';
import { merchantRef } from './merchants.js';
import { memberRef } from './accounts.js';
import { rewards } from './promotions.js';

/**
 * Missions. The operator's daily and weekly missions, each member's progress per mission
 * and period, and the brand days a member logged in on. Progress moves in the database: in the
 * transaction that posts a deposit or opens a session (triggers of migration 0027, mission_advance
 * and mission_login), and when a settled round is applied from the bet outbox (migration 0055, ADR
 * 0024, mission_advance_on the day it settled); the one statement that marks a mission completed is guarded by
 * `completed_at IS NULL`, and the reward it issues is a `rewards` row whose (member, source_key) is
 * unique, so a mission pays once per member and period however many events arrive at once.
 */
type Texts = Record<string, string>;

export const missions = pgTable(
  'missions',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    /** Seed key (null for missions the operator created without one). */
    code: text('code'),
    title: jsonb('title').$type<Texts>().notNull(),
    period: text('period').$type<MissionPeriod>().notNull(),
    kind: text('kind').$type<MissionKind>().notNull(),
    /** validBet and rounds: the one category that counts; null: any. */
    category: text('category').$type<GameCategory>(),
    /** Minor units for validBet and deposit, a count for rounds and loginDays. */
    target: bigint('target', { mode: 'bigint' }).notNull(),
    rewardMinor: bigint('reward_minor', { mode: 'bigint' }).notNull(),
    missionPoints: integer('mission_points').notNull().default(0),
    turnoverMultiplier: integer('turnover_multiplier').notNull().default(1),
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('missions_code_uq').on(t.merchantId, t.code),
    index('missions_merchant_kind').on(t.merchantId, t.kind),
    check('missions_period', sql`${t.period} IN ('daily', 'weekly')`),
    check('missions_kind', sql`${t.kind} IN ('validBet', 'rounds', 'deposit', 'loginDays')`),
    check(
      'missions_figures',
      sql`${t.target} > 0 AND ${t.rewardMinor} > 0 AND ${t.missionPoints} >= 0 AND ${t.turnoverMultiplier} >= 0`,
    ),
  ],
);

/** A member's progress on a mission in one period (`period_start`: the brand day, or the ISO week's Monday). */
export const missionProgress = pgTable(
  'mission_progress',
  {
    memberId: memberRef('cascade'),
    missionId: integer('mission_id')
      .notNull()
      .references(() => missions.id, { onDelete: 'cascade' }),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    merchantId: merchantRef(),
    progress: bigint('progress', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The brand day it was completed on (the leaderboard's period test). */
    completedDay: date('completed_day', { mode: 'string' }),
    missionPoints: integer('mission_points').notNull().default(0),
    rewardId: integer('reward_id').references(() => rewards.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.missionId, t.periodStart] }),
    index('mission_progress_completed')
      .on(t.merchantId, t.completedDay)
      .where(sql`${t.completedAt} IS NOT NULL`),
    check('mission_progress_not_negative', sql`${t.progress} >= 0`),
  ],
);

/** The brand days a member opened a session on (loginDays missions count consecutive ones). */
export const missionLoginDays = pgTable(
  'mission_login_days',
  {
    memberId: memberRef('cascade'),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.day] })],
);
