import { z } from 'zod';
import { textsSchema } from './localized.js';
import { MoneySchema } from './envelope.js';
import { GameCategorySchema } from './games.js';
import { DaySchema } from './dates.js';

/**
 * Missions and the mission leaderboard (spec sections 2 and 7: the member centre's
 * missionLeaderboard page, "mission summary and leaderboard"). The real platform's payloads are not
 * published, so this file decides them (upstream-contract.md).
 *
 * - The operator defines daily and weekly missions. A daily mission's period is the brand's calendar
 *   day (its time zone, as merchant_day() files play), a weekly one's the ISO week (Monday to Sunday
 *   in brand days).
 * - Kinds: `validBet` (valid bets, the stake of settled rounds, of one category or any, reach an
 *   amount), `rounds` (settled rounds of one category or any), `deposit` (approved deposits reach an
 *   amount), `loginDays` (logged in on N consecutive brand days within the period).
 * - Progress moves in the database, in the transaction that settles a round, posts a deposit or
 *   opens a session. Completing a mission issues exactly one reward per member, mission and period:
 *   a `rewards` row (source `mission`) claimed in the reward centre.
 * - Each mission is worth mission points. The leaderboard of a period ranks members by the mission
 *   points of the missions they completed in it (a day: completed that brand day; a week: completed
 *   that ISO week, daily missions included); a tie goes to whoever reached the score first.
 * Every call is gated by REWCEN3 (missions pay through the reward centre).
 */

export const MISSION_PERIODS = ['daily', 'weekly'] as const;
export const MissionPeriodSchema = z.enum(MISSION_PERIODS);
export type MissionPeriod = z.infer<typeof MissionPeriodSchema>;

export const MISSION_KINDS = ['validBet', 'rounds', 'deposit', 'loginDays'] as const;
export const MissionKindSchema = z.enum(MISSION_KINDS);
export type MissionKind = z.infer<typeof MissionKindSchema>;

/** Kinds counted in money (target and progress are decimal strings of the brand's currency). */
export const MONEY_MISSION_KINDS: readonly MissionKind[] = ['validBet', 'deposit'];
export const isMoneyMission = (kind: MissionKind) => MONEY_MISSION_KINDS.includes(kind);

/** A mission's reward as the reward centre has it. `none`: not completed yet. */
export const MISSION_REWARD_STATES = ['none', 'waiting', 'claimed', 'expired'] as const;
export const MissionRewardStateSchema = z.enum(MISSION_REWARD_STATES);
export type MissionRewardState = z.infer<typeof MissionRewardStateSchema>;

/** A figure of a mission: money (a decimal string) for validBet and deposit, a whole count otherwise. */
const FigureSchema = z.string().regex(/^\d+(\.\d{1,8})?$/, 'figure_format');

export const MissionSchema = z.object({
  id: z.number().int(),
  period: MissionPeriodSchema,
  kind: MissionKindSchema,
  /** The game category that counts (validBet, rounds); null: every category. */
  category: GameCategorySchema.nullable(),
  title: z.string(),
  target: FigureSchema,
  /** Progress this period, capped at the target. */
  progress: FigureSchema,
  /** 0 to 100, rounded down. */
  percent: z.number().int().min(0).max(100),
  completed: z.boolean(),
  /** When it was completed, `YYYY-MM-DD HH:mm:ss` in the brand's zone. */
  completedAt: z.string().nullable(),
  reward: MoneySchema,
  missionPoints: z.number().int().nonnegative(),
  rewardState: MissionRewardStateSchema,
  /** The reward centre's row once issued. */
  rewardId: z.number().int().nullable(),
  /** First and last brand day of the current period. */
  periodStart: DaySchema,
  periodEnd: DaySchema,
});
export type Mission = z.infer<typeof MissionSchema>;

/** `GET /wps/relay/MISSION_list`: the brand's active missions with the member's progress this period. */
export const MissionListSchema = z.object({ list: z.array(MissionSchema) });
export type MissionList = z.infer<typeof MissionListSchema>;

/** `GET /wps/relay/MISSION_summary` (spec section 7 "mission summary"). */
export const MissionSummarySchema = z.object({
  /** The brand day and the ISO week (its Monday) the figures are of. */
  day: DaySchema,
  weekStart: DaySchema,
  /** Active missions completed in their current period, of all active missions. */
  completed: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  /** Rewards of the missions completed in their current period. */
  rewardsEarned: MoneySchema,
  /** Mission points of this ISO week (the weekly leaderboard's score). */
  weekPoints: z.number().int().nonnegative(),
  /** Mission rewards waiting in the reward centre (any period): the menu entry's badge. */
  unclaimed: z.number().int().nonnegative(),
});
export type MissionSummary = z.infer<typeof MissionSummarySchema>;

export const MissionLeaderboardQuerySchema = z.object({
  period: MissionPeriodSchema.default('weekly'),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export type MissionLeaderboardQuery = z.infer<typeof MissionLeaderboardQuerySchema>;

export const MissionLeaderboardEntrySchema = z.object({
  rank: z.number().int().positive(),
  /** Others masked (first two and last two characters); the member's own account in full. */
  name: z.string(),
  points: z.number().int().nonnegative(),
  isMe: z.boolean(),
});
export type MissionLeaderboardEntry = z.infer<typeof MissionLeaderboardEntrySchema>;

/** `GET /wps/relay/MISSION_leaderboard` (spec section 7 "leaderboard"). */
export const MissionLeaderboardSchema = z.object({
  period: MissionPeriodSchema,
  periodStart: DaySchema,
  periodEnd: DaySchema,
  list: z.array(MissionLeaderboardEntrySchema),
  /** The member's own place, also when outside the list; rank null: no mission points yet. */
  me: z.object({ rank: z.number().int().positive().nullable(), points: z.number().int().nonnegative() }),
});
export type MissionLeaderboard = z.infer<typeof MissionLeaderboardSchema>;

// ---------------------------------------------------------------- operator (/admin, x-admin-key)

// Any language the portal offers (an unknown code is a field error at its path: `title.XX`).
const TranslatedTitleSchema = textsSchema(z.string().trim().min(1).max(200), { requireEnglish: true });

/** `POST /admin/missions` and `PUT /admin/missions/:id`. */
export const AdminMissionSchema = z
  .object({
    code: z
      .string()
      .regex(/^[a-z0-9_-]{1,40}$/, 'code_format')
      .optional(),
    title: TranslatedTitleSchema,
    period: MissionPeriodSchema,
    kind: MissionKindSchema,
    category: GameCategorySchema.nullable().default(null),
    /** Money (validBet, deposit) or a whole count (rounds, loginDays). */
    target: z.string().regex(/^\d{1,12}(\.\d{1,8})?$/, 'amount_format'),
    reward: z.string().regex(/^\d{1,12}(\.\d{1,8})?$/, 'amount_format'),
    missionPoints: z.number().int().min(0).max(1_000_000).default(10),
    turnoverMultiplier: z.number().int().min(0).max(100).default(1),
    active: z.boolean().default(true),
    sort: z.number().int().min(0).max(10_000).default(0),
  })
  .superRefine((m, ctx) => {
    if (!isMoneyMission(m.kind) && !/^\d+$/.test(m.target)) {
      ctx.addIssue({ code: 'custom', path: ['target'], message: 'count_format' });
    }
    if (m.kind === 'loginDays' && m.period === 'daily' && m.target !== '1') {
      ctx.addIssue({ code: 'custom', path: ['target'], message: 'login_days_exceed_period' });
    }
    if (m.kind === 'loginDays' && Number(m.target) > 7) {
      ctx.addIssue({ code: 'custom', path: ['target'], message: 'login_days_exceed_period' });
    }
    if ((m.kind === 'deposit' || m.kind === 'loginDays') && m.category !== null) {
      ctx.addIssue({ code: 'custom', path: ['category'], message: 'category_not_applicable' });
    }
    if (!/[1-9]/.test(m.target))
      ctx.addIssue({ code: 'custom', path: ['target'], message: 'amount_positive' });
    if (!/[1-9]/.test(m.reward))
      ctx.addIssue({ code: 'custom', path: ['reward'], message: 'amount_positive' });
  });
export type AdminMission = z.infer<typeof AdminMissionSchema>;

export const AdminMissionRowSchema = z.object({
  id: z.number().int(),
  code: z.string().nullable(),
  title: z.record(z.string(), z.string()),
  period: MissionPeriodSchema,
  kind: MissionKindSchema,
  category: GameCategorySchema.nullable(),
  target: FigureSchema,
  reward: MoneySchema,
  missionPoints: z.number().int(),
  turnoverMultiplier: z.number().int(),
  active: z.boolean(),
  sort: z.number().int(),
});
export type AdminMissionRow = z.infer<typeof AdminMissionRowSchema>;
