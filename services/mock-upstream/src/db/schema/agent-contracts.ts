import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type {
  ContractEndReason,
  ContractKind,
  ContractPeriod,
  ContractStatus,
  OfferAction,
  OfferStatus,
} from '@portal/contracts';
import { members } from './accounts.js';
import { createdAt } from './columns.js';
import { merchantRef } from './merchants.js';
import { ledgerTransactions } from './ledger.js';

/**
 * Agent contracts (the model is docs/adr/0009-agent-contracts.md). A contract is between
 * an upline agent (NULL: the brand, for a top agent) and one DIRECT downline agent, of one kind,
 * with a period and a table of tiers. Rows are money records: members are `restrict`ed, never
 * cascaded away. Amounts are bigint minor units, proportions integer parts per million.
 *
 * A downline has exactly one upline, so (downline_id, kind) names a pair's contract of a kind: the
 * "one pending offer" and "one active contract" rules are partial unique indexes on it (a NULL
 * upline, the brand, would not collide in a unique index that included upline_id).
 */

/** One tier in jsonb: minor amounts as decimal strings (a JSON number past 2^53 loses digits in
 * JavaScript), rates and proportion in ppm (see StoredTier in agent-contract.rules.ts). */
export interface ContractTierRow {
  teamDays: number;
  activeNumber: number;
  totalAmount: string;
  winRatePpm: number | null;
  lossRatePpm: number | null;
  singleBetAmount: string | null;
  proportionPpm: number;
}

const money = (name: string) => bigint(name, { mode: 'bigint' });
const instant = (name: string) => timestamp(name, { withTimezone: true });
const upline = () => integer('upline_id').references(() => members.id, { onDelete: 'restrict' });
const downline = () =>
  integer('downline_id')
    .notNull()
    .references(() => members.id, { onDelete: 'restrict' });

/** The kinds and their periods, as in PERIODS_OF_KIND (packages/contracts/src/agent-contract.ts). */
const kindPeriodCheck = (kind: unknown, period: unknown) => sql`(
  (${kind} = 'dividend' AND ${period} IN ('daily', 'weekly', 'semimonthly', 'monthly'))
  OR (${kind} = 'dailyWages' AND ${period} = 'daily')
  OR (${kind} = 'hourlySalary' AND ${period} = 'hourly')
  OR (${kind} = 'realtimeSalary' AND ${period} = 'fiveMinutes'))`;
const tiersCheck = (tiers: unknown) =>
  sql`jsonb_typeof(${tiers}) = 'array' AND jsonb_array_length(${tiers}) BETWEEN 1 AND 10`;
const ppmCheck = (ppm: unknown) => sql`${ppm} BETWEEN 1 AND 1000000`;

/**
 * Offers: the upline proposes a new contract (replacing the pair's current one, if any) or the
 * termination of the current one; the downline accepts or rejects; the upline may cancel. One
 * pending offer per pair and kind, new or terminate alike.
 */
export const agentContractOffers = pgTable(
  'agent_contract_offers',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    action: text('action').$type<OfferAction>().notNull(),
    kind: text('kind').$type<ContractKind>().notNull(),
    uplineId: upline(),
    downlineId: downline(),
    /** new: the proposed period and tiers, and the tiers' highest proportion (for the bound). */
    period: text('period').$type<ContractPeriod>(),
    tiers: jsonb('tiers').$type<ContractTierRow[]>(),
    maxProportionPpm: integer('max_proportion_ppm'),
    /** terminate: the contract to end. */
    contractId: integer('contract_id').references((): AnyPgColumn => agentContracts.id, {
      onDelete: 'restrict',
    }),
    status: text('status').$type<OfferStatus>().notNull().default('pending'),
    /** The member who offered (NULL: the operator, for the brand's own contracts). */
    offeredBy: integer('offered_by').references(() => members.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
    decidedAt: instant('decided_at'),
    /** The member who accepted, rejected or cancelled (NULL: the system, e.g. the pair was moved). */
    decidedBy: integer('decided_by').references(() => members.id, { onDelete: 'restrict' }),
    /** new, accepted: the contract it made. */
    resultContractId: integer('result_contract_id').references((): AnyPgColumn => agentContracts.id, {
      onDelete: 'restrict',
    }),
  },
  (t) => [
    uniqueIndex('agent_contract_offers_pending_uq')
      .on(t.downlineId, t.kind)
      .where(sql`${t.status} = 'pending'`),
    index('agent_contract_offers_upline_idx').on(t.uplineId, t.status, t.id),
    index('agent_contract_offers_downline_idx').on(t.downlineId, t.status, t.id),
    check('agent_contract_offers_action', sql`${t.action} IN ('new', 'terminate')`),
    check(
      'agent_contract_offers_status',
      sql`${t.status} IN ('pending', 'accepted', 'rejected', 'cancelled')`,
    ),
    check('agent_contract_offers_pair', sql`${t.uplineId} IS DISTINCT FROM ${t.downlineId}`),
    check(
      'agent_contract_offers_shape',
      sql`(${t.action} = 'new' AND ${t.period} IS NOT NULL AND ${t.tiers} IS NOT NULL
            AND ${t.maxProportionPpm} IS NOT NULL AND ${t.contractId} IS NULL
            AND ${kindPeriodCheck(t.kind, t.period)} AND ${tiersCheck(t.tiers)}
            AND ${ppmCheck(t.maxProportionPpm)})
       OR (${t.action} = 'terminate' AND ${t.contractId} IS NOT NULL AND ${t.tiers} IS NULL)`,
    ),
    check('agent_contract_offers_decided', sql`(${t.status} = 'pending') = (${t.decidedAt} IS NULL)`),
  ],
);

/**
 * Contracts. A contract starts at a period boundary after it was agreed and, once its end is
 * decided (termination, replacement, an automatic end), ends at one: every period of a pair and
 * kind is covered by at most one contract. Tiers never change: a change is a new contract.
 * status: active (no end decided), ending (ends_at set; still settled up to it), ended (nothing
 * left to settle: the settlement job sets it after the last period, or at once when a contract
 * ends before it started).
 */
export const agentContracts = pgTable(
  'agent_contracts',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    kind: text('kind').$type<ContractKind>().notNull(),
    period: text('period').$type<ContractPeriod>().notNull(),
    uplineId: upline(),
    downlineId: downline(),
    tiers: jsonb('tiers').$type<ContractTierRow[]>().notNull(),
    /** The highest tier's proportion: the bound a lower contract is checked against, in SQL too. */
    maxProportionPpm: integer('max_proportion_ppm').notNull(),
    status: text('status').$type<ContractStatus>().notNull().default('active'),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at'),
    endReason: text('end_reason').$type<ContractEndReason>(),
    /** The offer it came from (NULL: written by the operator or the seed directly). */
    offerId: integer('offer_id').references((): AnyPgColumn => agentContractOffers.id, {
      onDelete: 'restrict',
    }),
    /** The contract this one replaced, if any (the history reads the chain). */
    replacesId: integer('replaces_id').references((): AnyPgColumn => agentContracts.id, {
      onDelete: 'restrict',
    }),
    /** Settled up to here: the end of the last settled period (NULL: nothing settled yet). The
     * job's watermark, advanced in the transaction that writes the settlement. */
    settledUntil: instant('settled_until'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('agent_contracts_active_uq')
      .on(t.downlineId, t.kind)
      .where(sql`${t.status} = 'active'`),
    index('agent_contracts_upline_idx').on(t.uplineId, t.kind, t.status),
    index('agent_contracts_downline_idx').on(t.downlineId, t.kind, t.id),
    // The job's scan: live contracts of a kind.
    index('agent_contracts_live_idx')
      .on(t.merchantId, t.kind, t.id)
      .where(sql`${t.status} <> 'ended'`),
    check('agent_contracts_kind_period', kindPeriodCheck(t.kind, t.period)),
    check('agent_contracts_tiers', tiersCheck(t.tiers)),
    check('agent_contracts_max_proportion', ppmCheck(t.maxProportionPpm)),
    check('agent_contracts_status', sql`${t.status} IN ('active', 'ending', 'ended')`),
    check('agent_contracts_pair', sql`${t.uplineId} IS DISTINCT FROM ${t.downlineId}`),
    check(
      'agent_contracts_end',
      sql`(${t.status} = 'active') = (${t.endsAt} IS NULL) AND (${t.endsAt} IS NULL OR ${t.endsAt} >= ${t.startsAt})
        AND (${t.endsAt} IS NULL) = (${t.endReason} IS NULL)`,
    ),
    check(
      'agent_contracts_settled_until',
      sql`${t.settledUntil} IS NULL OR (${t.settledUntil} > ${t.startsAt}
        AND (${t.endsAt} IS NULL OR ${t.settledUntil} <= ${t.endsAt}))`,
    ),
  ],
);

/**
 * Every change of a pair's contracts, for the pages' history and the audit: who (NULL: the operator
 * or the system), when, what, and the tiers before and after. Written in the transaction of the
 * change. The live feed is replayed by `seq`, not by id: ids are drawn when a row is inserted, so a
 * transaction that commits late can make a lower id appear after a client read a higher one. `seq` is
 * given afterwards by the one publisher (agent-contract.feed.ts, under an advisory lock) to committed
 * rows in id order, so it only grows: a client that has seen seq n has seen all of its own before.
 */
export const agentContractEvents = pgTable(
  'agent_contract_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantRef(),
    kind: text('kind').$type<ContractKind>().notNull(),
    uplineId: upline(),
    downlineId: downline(),
    /** offered, terminationOffered, accepted, rejected, cancelled, started, ending, ended. */
    event: text('event').notNull(),
    offerId: integer('offer_id').references(() => agentContractOffers.id, { onDelete: 'restrict' }),
    contractId: integer('contract_id').references(() => agentContracts.id, { onDelete: 'restrict' }),
    actorId: integer('actor_id').references(() => members.id, { onDelete: 'restrict' }),
    actorRole: text('actor_role').$type<'upline' | 'downline' | 'operator' | 'system'>().notNull(),
    tiersBefore: jsonb('tiers_before').$type<ContractTierRow[]>(),
    tiersAfter: jsonb('tiers_after').$type<ContractTierRow[]>(),
    /** What else the event says: the end reason and instant, the period, the offer's action. */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    /** Publication order (see above); NULL until published. */
    seq: bigint('seq', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('agent_contract_events_downline_idx').on(t.downlineId, t.id),
    index('agent_contract_events_upline_idx').on(t.uplineId, t.id),
    uniqueIndex('agent_contract_events_seq_uq').on(t.seq),
    index('agent_contract_events_unpublished_idx')
      .on(t.id)
      .where(sql`${t.seq} IS NULL`),
    index('agent_contract_events_downline_seq_idx').on(t.downlineId, t.seq),
    index('agent_contract_events_upline_seq_idx').on(t.uplineId, t.seq),
    check(
      'agent_contract_events_actor_role',
      sql`${t.actorRole} IN ('upline', 'downline', 'operator', 'system')`,
    ),
  ],
);

/**
 * One row per (contract, period): the unique key is what makes settlement exactly-once, whatever
 * the number of runners, a runner killed mid-way or clocks that differ (the row, the ledger
 * posting and the contract's watermark commit together or not at all; the posting's idempotency
 * key is `contract:<settlement id>:<paid before>`). A row is written for every closed period,
 * amount 0 included, so "settled" is a fact in the table and the history shows every period.
 * The figures the amount was computed from are kept: rollups may still move afterwards (a round
 * bet in the period and settled later), and the record must say what was paid and why.
 * status: paid (paid_amount = amount), owed (the payer's wallet could not cover it: the rest is
 * paid from its next credits, and the payer is frozen meanwhile; see member_freezes).
 */
export const agentContractSettlements = pgTable(
  'agent_contract_settlements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantRef(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => agentContracts.id, { onDelete: 'restrict' }),
    kind: text('kind').$type<ContractKind>().notNull(),
    /** The payer (NULL: the brand) and the payee, copied from the contract for the history's indexes. */
    uplineId: upline(),
    downlineId: downline(),
    periodStart: instant('period_start').notNull(),
    periodEnd: instant('period_end').notNull(),
    /** TeamFigures as read (bigint sums as strings), and the base the proportion applied to. */
    figures: jsonb('figures').$type<Record<string, string | number>>().notNull(),
    base: money('base').notNull(),
    /** The tier met (0-based; NULL: none), its proportion, and the one applied after the cap. */
    tierIndex: integer('tier_index'),
    tierPpm: integer('tier_ppm').notNull(),
    proportionPpm: integer('proportion_ppm').notNull(),
    amount: money('amount').notNull(),
    paidAmount: money('paid_amount')
      .notNull()
      .default(sql`0`),
    status: text('status').$type<'paid' | 'owed'>().notNull(),
    /** The posting that paid it (or its first part). */
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }).references(
      () => ledgerTransactions.id,
      { onDelete: 'restrict' },
    ),
    createdAt: createdAt(),
    paidAt: instant('paid_at'),
  },
  (t) => [
    unique('agent_contract_settlements_period_uq').on(t.contractId, t.periodStart),
    index('agent_contract_settlements_downline_idx').on(t.downlineId, t.kind, t.periodStart),
    index('agent_contract_settlements_upline_idx').on(t.uplineId, t.kind, t.periodStart),
    // The debts to sweep, oldest first, per payer.
    index('agent_contract_settlements_owed_idx')
      .on(t.uplineId, t.id)
      .where(sql`${t.status} = 'owed'`),
    check('agent_contract_settlements_period', sql`${t.periodEnd} > ${t.periodStart}`),
    check(
      'agent_contract_settlements_amounts',
      sql`${t.amount} >= 0 AND ${t.paidAmount} >= 0 AND ${t.paidAmount} <= ${t.amount}
        AND ${t.proportionPpm} BETWEEN 0 AND ${t.tierPpm} AND ${t.tierPpm} BETWEEN 0 AND 1000000`,
    ),
    check(
      'agent_contract_settlements_status',
      sql`(${t.status} = 'paid' AND ${t.paidAmount} = ${t.amount})
       OR (${t.status} = 'owed' AND ${t.paidAmount} < ${t.amount} AND ${t.uplineId} IS NOT NULL)`,
    ),
  ],
);

/**
 * Accounts frozen for a reason: while a row exists, the member cannot withdraw or transfer money
 * out (the wallet's checks read it, with the reason for the translated message). `contractUnpaid`:
 * the member owes a contract settlement it could not pay when the period closed (spec section 4);
 * the row goes in the transaction that pays its last debt. One row per reason, so reasons added
 * later lift independently.
 */
export const memberFreezes = pgTable(
  'member_freezes',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'restrict' }),
    reason: text('reason').$type<'contractUnpaid'>().notNull(),
    merchantId: merchantRef(),
    since: createdAt(),
    /** What to show or follow up: for contractUnpaid, the oldest owed settlement's id. */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.reason] }),
    check('member_freezes_reason', sql`${t.reason} IN ('contractUnpaid')`),
  ],
);
