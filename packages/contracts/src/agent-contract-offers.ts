import { z } from 'zod';
import { AccountNameSchema, AgentPageQuerySchema } from './agent.js';
import {
  ContractKindSchema,
  ContractPeriodSchema,
  DividendPeriodSchema,
  DividendTiersSchema,
  PERIODS_OF_KIND,
  SalaryTiersSchema,
  type ContractKind,
} from './agent-contract.js';
import { pageOf } from './wallet.js';

/**
 * An agent contract's lifecycle (ADR 0009; kinds, periods and tiers in
 * agent-contract.ts): the upline's offers and terminations, the downline's decisions, and the
 * contracts and offers as the platform answers them.
 */

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

/** The operator's offer of a brand contract to a top agent, and its termination
 * (`/admin/agent-contracts/...`): the downline must be an agent without an upline. */
export const AdminContractOfferSchema = ContractOfferRequestSchema;
export const AdminContractTerminateSchema = ContractTerminateRequestSchema;
