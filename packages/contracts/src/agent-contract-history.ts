import { z } from 'zod';
import { AccountNameSchema, AgentPageQuerySchema } from './agent.js';
import { ContractKindSchema, ContractPeriodSchema } from './agent-contract.js';
import { ContractEndReasonSchema, ContractTierViewSchema } from './agent-contract-offers.js';
import { MoneySchema } from './envelope.js';
import { pageOf } from './wallet.js';

/**
 * An agent contract's change log (ADR 0009): a pair's history, paged, and the live
 * feed's replay of every change the caller is a party to.
 */

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
