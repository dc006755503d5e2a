import { z } from 'zod';
import { MoneySchema } from './envelope.js';
import { InstantSchema } from './dates.js';
import { AmountSchema } from './wallet.js';

/**
 * Player protection (the footer's Responsible Gaming): deposit and loss limits per day,
 * week and month, the reality check, the time-out and self-exclusion, all enforced by the platform.
 *
 * Windows are ROLLING (docs/adr/0011-player-protection.md): "day" is the last 24 hours, "week" the
 * last 7 x 24 hours, "month" the last 30 x 24 hours, counted back from the moment of the deposit or
 * the bet, so no brand time zone decides when a window starts and no midnight resets a limit.
 *
 * A lower limit (or a first one) is in force at once; a higher one, or removing one, only 24 hours
 * after it was asked for (`pending`), and a new change replaces a pending one.
 */

export const LIMIT_KINDS = ['deposit', 'loss'] as const;
export const LimitKindSchema = z.enum(LIMIT_KINDS);
export type LimitKind = z.infer<typeof LimitKindSchema>;

export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export const LimitPeriodSchema = z.enum(LIMIT_PERIODS);
export type LimitPeriod = z.infer<typeof LimitPeriodSchema>;

/** Length of each rolling window. */
export const LIMIT_PERIOD_MS: Record<LimitPeriod, number> = {
  day: 24 * 3_600_000,
  week: 7 * 24 * 3_600_000,
  month: 30 * 24 * 3_600_000,
};

/** How long a raised or removed limit waits before it is in force. */
export const LIMIT_RAISE_DELAY_MS = 24 * 3_600_000;

/** Reality-check intervals a member may choose (minutes). */
export const REALITY_CHECK_MINUTES = [15, 30, 45, 60, 90, 120] as const;
/** Time-out: 24 hours to 6 weeks, in whole days. */
export const TIMEOUT_DAYS = { min: 1, max: 42 } as const;
/** Self-exclusion: 6 months and up (5 years at most), in whole months. */
export const EXCLUSION_MONTHS = { min: 6, max: 60 } as const;

export const ProtectionLimitSchema = z.object({
  kind: LimitKindSchema,
  period: LimitPeriodSchema,
  /** The limit in force now; null: none. */
  amount: MoneySchema.nullable(),
  /** Deposited (pending orders included) or net lost in the window so far. */
  used: MoneySchema,
  /** A raise or removal waiting for its 24 hours: the amount (null: removal) and when it applies. */
  pending: z.object({ amount: MoneySchema.nullable(), effectiveAt: z.string() }).nullable(),
});
export type ProtectionLimit = z.infer<typeof ProtectionLimitSchema>;

export const ProtectionSettingsSchema = z.object({
  /** Six rows: deposit and loss, each day, week and month. */
  limits: z.array(ProtectionLimitSchema),
  /** Minutes between reality checks while playing; null: off. */
  realityCheckMinutes: z.number().int().nullable(),
  /** End of the time-out in force (ISO), or null. */
  timeoutUntil: z.string().nullable(),
  /** End of the self-exclusion in force (ISO), or null. */
  excludedUntil: z.string().nullable(),
});
export type ProtectionSettings = z.infer<typeof ProtectionSettingsSchema>;

/** Sets (amount) or removes (null) one limit. */
export const SetLimitRequestSchema = z.object({
  kind: LimitKindSchema,
  period: LimitPeriodSchema,
  amount: AmountSchema.nullable(),
});
export type SetLimitRequest = z.infer<typeof SetLimitRequestSchema>;

export const SetRealityCheckRequestSchema = z.object({
  minutes: z
    .number()
    .int()
    .refine((m) => (REALITY_CHECK_MINUTES as readonly number[]).includes(m), 'reality_check_minutes')
    .nullable(),
});
export type SetRealityCheckRequest = z.infer<typeof SetRealityCheckRequestSchema>;

export const StartTimeoutRequestSchema = z.object({
  days: z.number().int().min(TIMEOUT_DAYS.min, 'timeout_days').max(TIMEOUT_DAYS.max, 'timeout_days'),
});
export type StartTimeoutRequest = z.infer<typeof StartTimeoutRequestSchema>;

export const SelfExcludeRequestSchema = z.object({
  months: z
    .number()
    .int()
    .min(EXCLUSION_MONTHS.min, 'exclusion_months')
    .max(EXCLUSION_MONTHS.max, 'exclusion_months'),
});
export type SelfExcludeRequest = z.infer<typeof SelfExcludeRequestSchema>;

/** What the reality check shows: the net result of the member's rounds since `since`. */
export const PlaySummaryQuerySchema = z.object({ since: InstantSchema });
export const PlaySummarySchema = z.object({
  since: z.string(),
  rounds: z.number().int(),
  bet: MoneySchema,
  win: MoneySchema,
  /** win - bet: negative is a loss. */
  net: MoneySchema,
});
export type PlaySummary = z.infer<typeof PlaySummarySchema>;

/**
 * The `value` a protection refusal carries (DEPOSIT_LIMIT_EXCEEDED, LOSS_LIMIT_REACHED,
 * PLAYER_TIMED_OUT, SELF_EXCLUDED): which window refused, how much room is left, until when.
 */
export const ProtectionRefusalSchema = z.object({
  period: LimitPeriodSchema.optional(),
  remaining: MoneySchema.optional(),
  until: z.string().optional(),
});
export type ProtectionRefusal = z.infer<typeof ProtectionRefusalSchema>;
