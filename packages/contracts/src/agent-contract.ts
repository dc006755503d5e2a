import { z } from 'zod';
import { AccountNameSchema, AgentPageQuerySchema } from './agent.js';
import type { ModuleId } from './system.js';
import { MoneySchema } from './envelope.js';
import { pageOf, toMinor } from './wallet.js';

/**
 * Agent contracts (issue 16; the model is ADR 0009): an upline agent (or the brand, for a top
 * agent) and one DIRECT downline agent agree a contract of one kind, with a period and a table of
 * tiers. A tier's conditions are thresholds on the downline's team figures over the period; its
 * result is a proportion of the team's net loss (dividend) or valid bets (the three salaries).
 *
 * On the wire a proportion is a percent as a decimal string ("0.015" = 0.015 %, at most 4
 * decimals) and money is a decimal string in major units, like every amount of the portal. The
 * upstream stores proportions as integer parts per million (percent x 10,000, PROPORTION_SCALE)
 * and money as bigint minor units: no floating point touches either.
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

// ---------------------------------------------------------------- offers

/** What an offer asks: a new contract (replacing the current one, if any) or the current one's end. */
export const OFFER_ACTIONS = ['new', 'terminate'] as const;
export const OfferActionSchema = z.enum(OFFER_ACTIONS);
export type OfferAction = z.infer<typeof OfferActionSchema>;

export const OFFER_STATUSES = ['pending', 'accepted', 'rejected', 'cancelled'] as const;
export const OfferStatusSchema = z.enum(OFFER_STATUSES);
export type OfferStatus = z.infer<typeof OfferStatusSchema>;

/** active: in force from its start, no end decided; ending: its end is decided (a period
 * boundary) and it is still settled up to it; ended: nothing of it is left to settle. */
export const CONTRACT_STATUSES = ['active', 'ending', 'ended'] as const;
export const ContractStatusSchema = z.enum(CONTRACT_STATUSES);
export type ContractStatus = z.infer<typeof ContractStatusSchema>;

/** Why a contract ended (the change log and the pages say it). */
export const CONTRACT_END_REASONS = [
  'terminated', // a termination offer was accepted
  'replaced', // a new contract of the same pair and kind was agreed
  'aboveUpline', // the upline's new contract pays less than this one's highest tier (spec section 4)
  'uplineEnded', // the upline's own contract of the kind ended: the upline has nothing to pay it from
  'uplinePeriodChanged', // the upline's new dividend has another period: a downline's follows its upline's
  'uplineChanged', // the downline was moved under another upline: the pair is gone
] as const;
export const ContractEndReasonSchema = z.enum(CONTRACT_END_REASONS);
export type ContractEndReason = z.infer<typeof ContractEndReasonSchema>;

/** A new dividend contract: the period is chosen by the top of the chain (a downline's must equal
 * its upline's: ADR 0009), the tiers by the upline. */
const DividendOfferSchema = z.strictObject({
  downline: AccountNameSchema,
  kind: z.literal('dividend'),
  period: DividendPeriodSchema,
  tiers: DividendTiersSchema,
});
const salaryOffer = <K extends Exclude<ContractKind, 'dividend'>>(kind: K) =>
  z.strictObject({
    downline: AccountNameSchema,
    kind: z.literal(kind),
    /** Each salary has one period; a client may omit it. */
    period: z.literal(PERIODS_OF_KIND[kind][0]).optional(),
    tiers: SalaryTiersSchema,
  });

/**
 * The upline's offer of a new contract to a direct downline. The schema checks the form (field
 * paths `tiers.<i>.<field>`); the server adds what it alone knows: the downline is a direct
 * downline agent (NOT_IN_DOWNLINE), no offer of the pair and kind is pending, no proportion
 * exceeds the upline's own (`tiers.<i>.proportion: proportion_above_upline`), amounts have no more
 * decimals than the brand's currency (`amount_decimals`).
 */
export const ContractOfferRequestSchema = z.discriminatedUnion('kind', [
  DividendOfferSchema,
  salaryOffer('dailyWages'),
  salaryOffer('hourlySalary'),
  salaryOffer('realtimeSalary'),
]);
export type ContractOfferRequest = z.infer<typeof ContractOfferRequestSchema>;

/** The upline asks to end the pair's contract of a kind at its current period's end. */
export const ContractTerminateRequestSchema = z.strictObject({
  downline: AccountNameSchema,
  kind: ContractKindSchema,
});
export type ContractTerminateRequest = z.infer<typeof ContractTerminateRequestSchema>;

/** The downline accepts or rejects a pending offer; the upline may cancel its own (`cancel`). */
export const ContractOfferDecisionSchema = z.strictObject({
  offerId: z.number().int().positive(),
  decision: z.enum(['accept', 'reject', 'cancel']),
});
export type ContractOfferDecision = z.infer<typeof ContractOfferDecisionSchema>;

// ---------------------------------------------------------------- what the lifecycle answers

/**
 * A tier as the platform answers it: the wire form of DividendTierSchema / SalaryTierSchema (the
 * salary conditions present, null for "no condition", only on a salary's tiers). Plain strings
 * here: a stored table is answered as it is, not re-validated against the offer form's rules.
 */
export const ContractTierViewSchema = z.object({
  teamDays: z.number().int(),
  activeNumber: z.number().int(),
  totalAmount: z.string(),
  proportion: z.string(),
  winRate: z.string().nullable().optional(),
  lossRate: z.string().nullable().optional(),
  singleBetAmount: z.string().nullable().optional(),
});
export type ContractTierView = z.infer<typeof ContractTierViewSchema>;

/** A contract. `upline` null: the brand (a top agent's contract, offered by the operator). */
export const ContractViewSchema = z.object({
  id: z.number().int(),
  kind: ContractKindSchema,
  period: ContractPeriodSchema,
  upline: z.string().nullable(),
  downline: z.string(),
  tiers: z.array(ContractTierViewSchema),
  /** The highest tier's proportion (percent): the bound of any contract its downline offers. */
  maxProportion: z.string(),
  status: ContractStatusSchema,
  /** ISO instants: the first period's start; the decided end (a period boundary), if any. */
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  endReason: ContractEndReasonSchema.nullable(),
  createdAt: z.string(),
});
export type ContractView = z.infer<typeof ContractViewSchema>;

/** An offer: a new contract (period and tiers) or the termination of `contractId`. */
export const ContractOfferViewSchema = z.object({
  id: z.number().int(),
  action: OfferActionSchema,
  kind: ContractKindSchema,
  upline: z.string().nullable(),
  downline: z.string(),
  period: ContractPeriodSchema.nullable(),
  tiers: z.array(ContractTierViewSchema).nullable(),
  maxProportion: z.string().nullable(),
  contractId: z.number().int().nullable(),
  status: OfferStatusSchema,
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type ContractOfferView = z.infer<typeof ContractOfferViewSchema>;

/**
 * `GET /wps/relay/AGENT_contractInfo`: the consolidated contract info. The four spec flags say which
 * kinds the brand enables; per kind, the caller's own contracts as a downline (the one in force and,
 * after a change, the one that replaces it), the offer waiting for its answer, and `maxProportion`:
 * the most any tier it offers its own downlines may pay (its active contract's highest tier; null:
 * it has no active contract of the kind and can offer none).
 */
export const ContractInfoSchema = z.object({
  divtypereq: z.boolean(),
  dailysalreqtype: z.boolean(),
  contracthoursalreq: z.boolean(),
  realtimesalreqtype: z.boolean(),
  kinds: z.array(
    z.object({
      kind: ContractKindSchema,
      enabled: z.boolean(),
      contracts: z.array(ContractViewSchema),
      pendingOffer: ContractOfferViewSchema.nullable(),
      maxProportion: z.string().nullable(),
    }),
  ),
});
export type ContractInfo = z.infer<typeof ContractInfoSchema>;

/** `GET /wps/relay/AGENT_downlineContracts`: the caller's DIRECT downline agents, newest first,
 * optionally one of them (`account`) or one kind. */
export const DownlineContractsQuerySchema = AgentPageQuerySchema.extend({
  account: AccountNameSchema.optional(),
  kind: ContractKindSchema.optional(),
});
export type DownlineContractsQuery = z.infer<typeof DownlineContractsQuerySchema>;
export const DownlineContractsRowSchema = z.object({
  account: z.string(),
  nickname: z.string().nullable(),
  /** Live contracts (active and ending) the caller pays this downline. */
  contracts: z.array(ContractViewSchema),
  /** The caller's offers to it still waiting for an answer. */
  pendingOffers: z.array(ContractOfferViewSchema),
});
export const DownlineContractsPageSchema = pageOf(DownlineContractsRowSchema);
export type DownlineContractsPage = z.infer<typeof DownlineContractsPageSchema>;

/** `GET /wps/relay/AGENT_contractOffers`: offers waiting for an answer. `received`: addressed to the
 * caller (at most one per kind); `sent`: the caller's to its downlines, newest first, paged. */
export const ContractOffersQuerySchema = AgentPageQuerySchema.extend({
  kind: ContractKindSchema.optional(),
});
export type ContractOffersQuery = z.infer<typeof ContractOffersQuerySchema>;
export const ContractOffersSchema = z.object({
  received: z.array(ContractOfferViewSchema),
  sent: pageOf(ContractOfferViewSchema),
});
export type ContractOffers = z.infer<typeof ContractOffersSchema>;

/** The answer to an offer, a termination or a decision: the offer as it now is and, for an
 * accepted offer, the contract it made or ended. */
export const ContractOfferResultSchema = z.object({
  offer: ContractOfferViewSchema,
  contract: ContractViewSchema.nullable(),
});
export type ContractOfferResult = z.infer<typeof ContractOfferResultSchema>;

/** `GET /wps/relay/AGENT_contractHistory`: every change of a pair's contracts, newest first. Without
 * `downline`, the caller's own contracts as a downline; with it, the caller's contracts with that
 * direct downline agent. */
export const ContractHistoryQuerySchema = AgentPageQuerySchema.extend({
  downline: AccountNameSchema.optional(),
  kind: ContractKindSchema.optional(),
});
export type ContractHistoryQuery = z.infer<typeof ContractHistoryQuerySchema>;

/** What happened: the offer's life (offered, terminationOffered, accepted, rejected, cancelled) and
 * the contract's (ending: its end is decided; ended: it ended before it started). */
export const CONTRACT_EVENTS = [
  'offered',
  'terminationOffered',
  'accepted',
  'rejected',
  'cancelled',
  'ending',
  'ended',
  'settled', // a period was settled with an amount (paid, or owed in part: `settlement`)
] as const;
export const ContractEventTypeSchema = z.enum(CONTRACT_EVENTS);
export type ContractEventType = z.infer<typeof ContractEventTypeSchema>;

export const ContractEventViewSchema = z.object({
  id: z.number().int(),
  kind: ContractKindSchema,
  event: ContractEventTypeSchema,
  upline: z.string().nullable(),
  downline: z.string(),
  /** Who: a member's account (null: the operator or the system, as `actorRole` says). */
  actor: z.string().nullable(),
  actorRole: z.enum(['upline', 'downline', 'operator', 'system']),
  at: z.string(),
  offerId: z.number().int().nullable(),
  contractId: z.number().int().nullable(),
  tiersBefore: z.array(ContractTierViewSchema).nullable(),
  tiersAfter: z.array(ContractTierViewSchema).nullable(),
  period: ContractPeriodSchema.nullable(),
  endReason: ContractEndReasonSchema.nullable(),
  /** For ending and ended: the instant the contract ends. */
  endsAt: z.string().nullable(),
  /** For settled: the period, what it paid and what is still owed by the upline. */
  settlement: z
    .object({
      periodStart: z.string(),
      periodEnd: z.string(),
      amount: MoneySchema,
      paidAmount: MoneySchema,
      status: z.enum(['paid', 'owed']),
    })
    .nullable(),
});
export type ContractEventView = z.infer<typeof ContractEventViewSchema>;
export const ContractHistorySchema = pageOf(ContractEventViewSchema);
export type ContractHistory = z.infer<typeof ContractHistorySchema>;

/**
 * `GET /wps/relay/AGENT_contractFeed`: the live feed's replay. Every change of a contract or offer
 * the caller is a party to (upline or downline), in publication order: `seq` is given by the
 * platform's one publisher to committed events only, so it never goes back and a client that has
 * seen seq n has seen every earlier one of its own. `latestSeq`: the caller's newest seq (0: none),
 * where a client with no cursor starts.
 */
export const ContractFeedQuerySchema = z.object({
  afterSeq: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type ContractFeedQuery = z.infer<typeof ContractFeedQuerySchema>;
export const ContractFeedEventSchema = ContractEventViewSchema.extend({ seq: z.number().int().positive() });
export type ContractFeedEvent = z.infer<typeof ContractFeedEventSchema>;
export const ContractFeedSchema = z.object({
  list: z.array(ContractFeedEventSchema),
  latestSeq: z.number().int().min(0),
});
export type ContractFeed = z.infer<typeof ContractFeedSchema>;

/** The operator's offer of a brand contract to a top agent, and its termination
 * (`/admin/agent-contracts/...`): the downline must be an agent without an upline. */
export const AdminContractOfferSchema = ContractOfferRequestSchema;
export const AdminContractTerminateSchema = ContractTerminateRequestSchema;
