import { z } from 'zod';
import { AccountNameSchema, AgentPageQuerySchema } from './agent.js';
import { DayRangeShape, withRange } from './dates.js';
import { ContractKindSchema, ContractPeriodSchema } from './agent-contract.js';
import { ContractOfferRequestSchema, ContractViewSchema } from './agent-contract-offers.js';
import { MoneySchema } from './envelope.js';
import { pageOf } from './wallet.js';

/**
 * What the contract pages read beside the lifecycle (ADR 0009): this period's progress
 * towards the next tier, the settlements of a range with their totals and the schedule ahead, and
 * the simulator (what drafted tiers would have paid over the last 30 days of the downline's real
 * team figures). Money as decimal strings in major units, rates and proportions as percent strings.
 */

/** The team figures a tier is judged on (ADR 0009, "Figures"), with the rates derived from them. */
export const ContractFiguresSchema = z.object({
  teamDays: z.number().int(),
  activeNumber: z.number().int(),
  /** The team's valid bets: the "total amount". */
  validBets: MoneySchema,
  payouts: MoneySchema,
  bonuses: MoneySchema,
  rebates: MoneySchema,
  /** valid bets - payouts - bonuses - rebates (negative: the team won). */
  netLoss: MoneySchema,
  /** Settled rounds. */
  betCount: z.number().int(),
  /** payouts / valid bets, percent with 4 decimals (null: no valid bets). */
  winRate: z.string().nullable(),
  /** net loss / valid bets, percent (null: no valid bets). */
  lossRate: z.string().nullable(),
  /** valid bets / settled rounds (null: no rounds). */
  singleBetAmount: MoneySchema.nullable(),
});
export type ContractFigures = z.infer<typeof ContractFiguresSchema>;

/** The tier conditions a progress line can name, in the tier table's order. */
export const TIER_CONDITION_FIELDS = [
  'teamDays',
  'activeNumber',
  'totalAmount',
  'winRate',
  'lossRate',
  'singleBetAmount',
] as const;
export const TierConditionFieldSchema = z.enum(TIER_CONDITION_FIELDS);
export type TierConditionField = z.infer<typeof TierConditionFieldSchema>;

/** One condition of the next tier: what it asks, where the team is, and whether it is met. For
 * `winRate` (a ceiling) met means at most; for the others at least. */
export const TierConditionProgressSchema = z.object({
  field: TierConditionFieldSchema,
  required: z.string(),
  current: z.string().nullable(),
  met: z.boolean(),
});
export type TierConditionProgress = z.infer<typeof TierConditionProgressSchema>;

/**
 * `GET /wps/relay/AGENT_contractProgress?kind[&downline]`: the period in progress of the caller's
 * own contract of a kind (as a downline) or, with `downline`, of the contract the caller pays that
 * direct downline agent: the figures so far, the tier they meet, what the next tier still needs,
 * and the amount the period would pay if it closed now (capped by the payer's own highest tier;
 * the settlement caps it by what the payer is applied for the period).
 */
export const ContractProgressQuerySchema = z.object({
  kind: ContractKindSchema,
  downline: AccountNameSchema.optional(),
});
export type ContractProgressQuery = z.infer<typeof ContractProgressQuerySchema>;
export const ContractProgressSchema = z.object({
  /** The contract in force now (null: none: every other field is null or empty). */
  contract: ContractViewSchema.nullable(),
  /** The period in progress (ISO instants), null before the contract's first period. */
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  figures: ContractFiguresSchema.nullable(),
  /** The index of the highest tier met so far (null: none). */
  tierIndex: z.number().int().nullable(),
  /** The proportion that tier pays and the one applied after the cap (percent). */
  tierProportion: z.string().nullable(),
  proportion: z.string().nullable(),
  /** What the period would pay if it closed now. */
  estimatedAmount: MoneySchema.nullable(),
  /** The next tier's index and each of its conditions (null: the top tier is met). */
  nextTier: z
    .object({
      index: z.number().int(),
      proportion: z.string(),
      conditions: z.array(TierConditionProgressSchema),
    })
    .nullable(),
  /** When the figures were read. */
  asOf: z.string(),
});
export type ContractProgress = z.infer<typeof ContractProgressSchema>;

/** Settlements the caller received (as the downline) or paid (as the upline, to its downlines). */
export const SETTLEMENT_ROLES = ['received', 'paid'] as const;
export const SettlementRoleSchema = z.enum(SETTLEMENT_ROLES);
export type SettlementRole = z.infer<typeof SettlementRoleSchema>;

/**
 * `GET /wps/relay/AGENT_contractSettlements`: the settled periods of a kind whose period started
 * on a day of the range (brand days, at most 31; the range may reach into the future: the
 * spec's next 7 and 30 days), newest first, with the totals of the whole range and the schedule of
 * the periods still to close in it. `downline` (role paid): one direct downline agent.
 */
export const ContractSettlementsQuerySchema = withRange(
  AgentPageQuerySchema.extend({
    ...DayRangeShape,
    kind: ContractKindSchema,
    role: SettlementRoleSchema.default('received'),
    downline: AccountNameSchema.optional(),
  }),
);
export type ContractSettlementsQuery = z.infer<typeof ContractSettlementsQuerySchema>;
export const ContractSettlementViewSchema = z.object({
  id: z.number().int(),
  kind: ContractKindSchema,
  /** null: the brand. */
  upline: z.string().nullable(),
  downline: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  figures: ContractFiguresSchema,
  tierIndex: z.number().int().nullable(),
  tierProportion: z.string().nullable(),
  /** The proportion applied: the tier's, capped by the upline's for the period. */
  proportion: z.string().nullable(),
  base: MoneySchema,
  amount: MoneySchema,
  paidAmount: MoneySchema,
  status: z.enum(['paid', 'owed']),
  settledAt: z.string(),
});
export type ContractSettlementView = z.infer<typeof ContractSettlementViewSchema>;
export const ContractSettlementsSchema = pageOf(ContractSettlementViewSchema).extend({
  totals: z.object({
    periods: z.number().int(),
    amount: MoneySchema,
    paidAmount: MoneySchema,
    /** amount - paid (what uplines still owe on these periods). */
    owed: MoneySchema,
  }),
  /** The periods of the live contracts still to close within the range (after now). */
  schedule: z.object({
    contracts: z.number().int(),
    periodsToClose: z.number().int(),
    /** The end of the period in progress (the next settlement follows it), null: none in range. */
    nextPeriodEnd: z.string().nullable(),
  }),
});
export type ContractSettlements = z.infer<typeof ContractSettlementsSchema>;

/** Days the simulator looks back over. */
export const SIMULATION_DAYS = 30;

/**
 * `POST /wps/relay/AGENT_contractSimulate`: the offer form's draft (the offer's own body and
 * checks: a direct downline agent, ordered tiers, proportions within the caller's bound), run over
 * the downline's real team figures of the closed periods of the last 30 days. Day-based periods
 * answer one row per period; hourly and 5-minute periods one row per brand day (their periods
 * summed: `periods` of them, `paying` with an amount). The cap applied is the caller's own highest
 * tier (its real receipt per period may be lower).
 */
export const ContractSimulationRequestSchema = ContractOfferRequestSchema;
export type ContractSimulationRequest = z.infer<typeof ContractSimulationRequestSchema>;
export const ContractSimulationRowSchema = z.object({
  start: z.string(),
  end: z.string(),
  periods: z.number().int(),
  paying: z.number().int(),
  /** Day-based rows: the period's figures and tier; per-day rows of sub-day periods: the day's sums
   * (team days and active number: the day's highest period). */
  figures: ContractFiguresSchema,
  tierIndex: z.number().int().nullable(),
  proportion: z.string().nullable(),
  amount: MoneySchema,
});
export type ContractSimulationRow = z.infer<typeof ContractSimulationRowSchema>;
export const ContractSimulationSchema = z.object({
  period: ContractPeriodSchema,
  from: z.string(),
  to: z.string(),
  /** The cap applied (the caller's own highest proportion, percent). */
  cap: z.string(),
  rows: z.array(ContractSimulationRowSchema),
  totals: z.object({ periods: z.number().int(), paying: z.number().int(), amount: MoneySchema }),
});
export type ContractSimulation = z.infer<typeof ContractSimulationSchema>;
