import { z } from 'zod';
import type { ModuleId } from './system.js';
import { toMinor } from './minor-units.js';

/**
 * Agent contracts (the model is ADR 0009): an upline agent (or the brand, for a top
 * agent) and one DIRECT downline agent agree a contract of one kind, with a period and a table of
 * tiers. A tier's conditions are thresholds on the downline's team figures over the period; its
 * result is a proportion of the team's net loss (dividend) or valid bets (the three salaries).
 *
 * On the wire a proportion is a percent as a decimal string ("0.015" = 0.015 %, at most 4
 * decimals) and money is a decimal string in major units, like every amount of the portal. The
 * upstream stores proportions as integer parts per million (percent x 10,000, PROPORTION_SCALE)
 * and money as bigint minor units: no floating point touches either.
 *
 * This file holds the kinds, periods, proportions and tiers; the offers and the contracts as
 * answered are in agent-contract-offers.ts, the change log and feed in agent-contract-history.ts,
 * the pages' reports in agent-contract-reports.ts.
 */

// ---------------------------------------------------------------- kinds and periods

/** The spec's four contracts, in the agent centre's menu order. */
export const CONTRACT_KINDS = ['dividend', 'dailyWages', 'hourlySalary', 'realtimeSalary'] as const;
export const ContractKindSchema = z.enum(CONTRACT_KINDS);
export type ContractKind = z.infer<typeof ContractKindSchema>;

/** The salaries: paid on valid bets and with the extra tier conditions (win and loss rate, single bet). */
export const isSalaryKind = (kind: ContractKind): boolean => kind !== 'dividend';

/** The field of the consolidated contract info that says whether the brand enables each kind. */
export const CONTRACT_KIND_FLAGS = {
  dividend: 'divtypereq',
  dailyWages: 'dailysalreqtype',
  hourlySalary: 'contracthoursalreq',
  realtimeSalary: 'realtimesalreqtype',
} as const satisfies Record<ContractKind, string>;

/**
 * The brand's switch of each kind: a module under AFFMAN3 (switching the agent centre off switches
 * every kind off). The spec names the consolidated info's fields, not the modules behind them, so
 * these ids are this project's. A switched-off kind is listed as disabled and refuses offers and
 * acceptances (function.not.available); what was agreed before stays readable.
 */
export const CONTRACT_KIND_MODULES = {
  dividend: 'AGENTDIV3',
  dailyWages: 'AGENTDAILYSAL3',
  hourlySalary: 'AGENTHOURSAL3',
  realtimeSalary: 'AGENTRTSAL3',
} as const satisfies Record<ContractKind, ModuleId>;

/** Settlement periods. Day-based ones run between brand-zone midnights; `hourly` and `fiveMinutes`
 * are real-time lengths aligned to the brand-zone clock (ADR 0009, "Periods"). */
export const CONTRACT_PERIODS = [
  'daily',
  'weekly',
  'semimonthly',
  'monthly',
  'hourly',
  'fiveMinutes',
] as const;
export const ContractPeriodSchema = z.enum(CONTRACT_PERIODS);
export type ContractPeriod = z.infer<typeof ContractPeriodSchema>;

export const DIVIDEND_PERIODS = ['daily', 'weekly', 'semimonthly', 'monthly'] as const;
export const DividendPeriodSchema = z.enum(DIVIDEND_PERIODS);

/** The periods each kind may use (a dividend's is chosen by the contract at the top of its chain;
 * each salary has exactly one). */
export const PERIODS_OF_KIND = {
  dividend: DIVIDEND_PERIODS,
  dailyWages: ['daily'],
  hourlySalary: ['hourly'],
  realtimeSalary: ['fiveMinutes'],
} as const satisfies Record<ContractKind, readonly ContractPeriod[]>;

export const isPeriodOfKind = (kind: ContractKind, period: ContractPeriod): boolean =>
  (PERIODS_OF_KIND[kind] as readonly ContractPeriod[]).includes(period);

// ---------------------------------------------------------------- proportions (parts per million)

/** A proportion of 100 %: stored proportions are integers in 1..PROPORTION_SCALE (parts per million). */
export const PROPORTION_SCALE = 1_000_000;
/** Decimals a percent may have on the wire: 4, so that percent x 10^4 is an integer ppm. */
export const PERCENT_DECIMALS = 4;

/** "0.015" (percent) -> 150 (ppm). Exact: string arithmetic, no float. Throws on a malformed string. */
export function percentToPpm(percent: string): number {
  return Number(toMinor(percent, PERCENT_DECIMALS));
}

/** 150 (ppm) -> "0.015" (percent): trailing zeros of the fraction dropped, "5" for 50,000. */
export function ppmToPercent(ppm: number): string {
  if (!Number.isSafeInteger(ppm) || ppm < 0) throw new RangeError(`not a proportion: ${ppm}`);
  const whole = Math.floor(ppm / 10 ** PERCENT_DECIMALS);
  const fraction = String(ppm % 10 ** PERCENT_DECIMALS)
    .padStart(PERCENT_DECIMALS, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

const PERCENT_FORMAT = /^\d{1,3}(\.\d{1,4})?$/;
/** The ppm of a percent string, or null when malformed (zod runs a refinement even after the
 * format check failed; the format issue alone is then reported). */
const ppmOrNull = (s: string) => (PERCENT_FORMAT.test(s) ? percentToPpm(s) : null);

/** A percent on the wire: 0 < p <= 100, at most 4 decimals ("35", "0.8", "0.0125"). */
export const PercentSchema = z
  .string()
  .trim()
  .regex(PERCENT_FORMAT, 'percent_format')
  .refine((s) => {
    const ppm = ppmOrNull(s);
    return ppm === null || (ppm > 0 && ppm <= PROPORTION_SCALE);
  }, 'percent_range');

/** A rate condition (win or loss rate): 0 <= p <= 100 %, at most 4 decimals. */
export const RatePercentSchema = z
  .string()
  .trim()
  .regex(PERCENT_FORMAT, 'percent_format')
  .refine((s) => (ppmOrNull(s) ?? 0) <= PROPORTION_SCALE, 'percent_range');

/** A threshold amount on the wire: zero or more, major units, at most 12 integer digits and 8
 * decimals (the upstream refuses more decimals than the brand's currency has: amount_decimals). */
export const ThresholdAmountSchema = z
  .string()
  .trim()
  .regex(/^\d{1,12}(\.\d{1,8})?$/, 'amount_format');

// ---------------------------------------------------------------- tiers

/** Most tiers a contract may have (the offer form shows them all at once). */
export const MAX_CONTRACT_TIERS = 10;
/** teamDays counts brand-zone days of one month at most (ADR 0009, "Figures"). */
export const MAX_TEAM_DAYS = 31;
export const MAX_ACTIVE_NUMBER = 1_000_000;

const tierCommon = {
  /** Days of the team-days window with at least one active team member, at least. */
  teamDays: z.number().int().min(0).max(MAX_TEAM_DAYS),
  /** Distinct team members who placed a bet in the period, at least. */
  activeNumber: z.number().int().min(0).max(MAX_ACTIVE_NUMBER),
  /** The team's valid bets in the period, at least. */
  totalAmount: ThresholdAmountSchema,
  /** The proportion paid when this is the highest tier met. */
  proportion: PercentSchema,
};

/** A dividend tier: the spec's team days, active number, total amount and proportion. */
export const DividendTierSchema = z.strictObject(tierCommon);
export type DividendTier = z.infer<typeof DividendTierSchema>;

/** A salary tier adds three optional conditions (null: no condition). */
export const SalaryTierSchema = z.strictObject({
  ...tierCommon,
  /** The team's payouts / valid bets in the period, AT MOST (a ceiling: null, no ceiling). */
  winRate: RatePercentSchema.nullable().default(null),
  /** The team's net loss / valid bets in the period, at least. */
  lossRate: RatePercentSchema.nullable().default(null),
  /** The team's average valid bet per settled round (valid bets / rounds), at least. */
  singleBetAmount: ThresholdAmountSchema.nullable().default(null),
});
export type SalaryTier = z.infer<typeof SalaryTierSchema>;
/** A tier of either kind (a dividend tier has none of the salary conditions). */
export type ContractTier = DividendTier &
  Partial<Pick<SalaryTier, 'winRate' | 'lossRate' | 'singleBetAmount'>>;

/** Compares two decimal strings exactly (scaled to 8 decimals, the most the wire allows). */
const amountKey = (s: string) => toMinor(s, 8);
const cmp = (a: bigint, b: bigint) => (a < b ? -1 : a > b ? 1 : 0);

const TIER_CONDITIONS = [
  'teamDays',
  'activeNumber',
  'totalAmount',
  'winRate',
  'lossRate',
  'singleBetAmount',
] as const;
type TierKeys = { conditions: bigint[]; proportion: number };

/**
 * How strict each condition of a tier is (in TIER_CONDITIONS order), as numbers where larger =
 * stricter, so that ordering tiers is one comparison per condition. A ceiling (winRate) is
 * stricter the lower it is; an absent condition is the least strict value. Null when the tier
 * failed its own schema (reported there; comparing it would only add noise).
 */
function tierKeys(t: ContractTier): TierKeys | null {
  const ABSENT = -1n;
  try {
    return {
      conditions: [
        BigInt(t.teamDays),
        BigInt(t.activeNumber),
        amountKey(t.totalAmount),
        t.winRate == null ? ABSENT : BigInt(PROPORTION_SCALE - percentToPpm(t.winRate)),
        t.lossRate == null ? ABSENT : BigInt(percentToPpm(t.lossRate)),
        t.singleBetAmount == null ? ABSENT : amountKey(t.singleBetAmount),
      ],
      proportion: percentToPpm(t.proportion),
    };
  } catch {
    return null;
  }
}

/**
 * The rule that makes "the highest tier whose every condition is met" a fair and unambiguous
 * choice: tier i+1 is at least as strict as tier i in every condition, stricter in at least one,
 * and pays strictly more. So a team meeting a tier meets every tier below it, and no two tiers
 * describe the same team. Errors name the offending field of the later tier.
 */
function checkTierOrder(tiers: readonly ContractTier[], ctx: z.RefinementCtx): void {
  const keys = tiers.map(tierKeys);
  for (let i = 1; i < keys.length; i++) {
    const a = keys[i - 1];
    const b = keys[i];
    if (!a || !b) continue;
    let stricter = false;
    TIER_CONDITIONS.forEach((field, c) => {
      const order = cmp(b.conditions[c] ?? 0n, a.conditions[c] ?? 0n);
      if (order < 0) ctx.addIssue({ code: 'custom', message: 'tier_not_increasing', path: [i, field] });
      if (order > 0) stricter = true;
    });
    if (!stricter) ctx.addIssue({ code: 'custom', message: 'tier_overlaps', path: [i, 'totalAmount'] });
    if (b.proportion <= a.proportion) {
      ctx.addIssue({ code: 'custom', message: 'proportion_not_increasing', path: [i, 'proportion'] });
    }
  }
}

export const DividendTiersSchema = z
  .array(DividendTierSchema)
  .min(1, 'tiers_required')
  .max(MAX_CONTRACT_TIERS, 'tiers_too_many')
  .superRefine(checkTierOrder);
export const SalaryTiersSchema = z
  .array(SalaryTierSchema)
  .min(1, 'tiers_required')
  .max(MAX_CONTRACT_TIERS, 'tiers_too_many')
  .superRefine(checkTierOrder);
