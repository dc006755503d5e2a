import {
  isSalaryKind,
  percentToPpm,
  ppmToPercent,
  PROPORTION_SCALE,
  toMinor,
  type ContractKind,
  type ContractPeriod,
  type ContractTier,
  type FieldErrors,
  type OfferStatus,
} from '@portal/contracts';
import { z } from 'zod';
import type { ContractTierRow } from '../../db/schema/index.js';
import { money, type BrandCurrency } from '../../lib/money.js';
import { periodContaining } from './agent-contract.periods.js';

/**
 * The pure rules of one agent contract (ADR 0009): tiers as stored, tier selection, the amount a
 * contract pays for a period, the offer lifecycle and paying a debt from a balance. No I/O here: the
 * settlement job, the offer service and the property test all call these same functions, so the
 * rules are written once and proven once.
 *
 * Money is bigint minor units, proportions integer parts per million; every division floors.
 * The rules across a chain of contracts (the bound, the automatic ends, the split) are in
 * agent-contract.chain.ts.
 */

// ---------------------------------------------------------------- tiers as stored

/** A tier as the upstream keeps it: money in minor units, rates and proportion in ppm. */
export interface StoredTier {
  teamDays: number;
  activeNumber: number;
  /** Team valid bets, at least (minor units). */
  totalAmount: bigint;
  /** Team payouts / valid bets, at most (ppm); null: no ceiling. */
  winRatePpm: number | null;
  /** Team net loss / valid bets, at least (ppm); null: no condition. */
  lossRatePpm: number | null;
  /** Team valid bets / settled rounds, at least (minor units); null: no condition. */
  singleBetAmount: bigint | null;
  proportionPpm: number;
}

/** The wire tiers (already checked by the contracts schema) in the brand's minor units; an amount
 * with more decimals than the currency has is a field error, as everywhere else (INVALID_AMOUNT). */
export function tiersFromWire(
  tiers: readonly ContractTier[],
  decimals: number,
): { tiers: StoredTier[]; fields: FieldErrors } {
  const fields: FieldErrors = {};
  const minor = (value: string, path: string): bigint => {
    try {
      return toMinor(value, decimals);
    } catch {
      fields[path] = 'amount_decimals';
      return 0n;
    }
  };
  const out = tiers.map((t, i) => ({
    teamDays: t.teamDays,
    activeNumber: t.activeNumber,
    totalAmount: minor(t.totalAmount, `tiers.${i}.totalAmount`),
    winRatePpm: t.winRate == null ? null : percentToPpm(t.winRate),
    lossRatePpm: t.lossRate == null ? null : percentToPpm(t.lossRate),
    singleBetAmount:
      t.singleBetAmount == null ? null : minor(t.singleBetAmount, `tiers.${i}.singleBetAmount`),
    proportionPpm: percentToPpm(t.proportion),
  }));
  return { tiers: out, fields };
}

/** A stored tier on the wire; the salary conditions only for a salary. */
export function tierToWire(kind: ContractKind, t: StoredTier, brand: BrandCurrency): ContractTier {
  const common = {
    teamDays: t.teamDays,
    activeNumber: t.activeNumber,
    totalAmount: money(t.totalAmount, brand),
    proportion: ppmToPercent(t.proportionPpm),
  };
  if (!isSalaryKind(kind)) return common;
  return {
    ...common,
    winRate: t.winRatePpm === null ? null : ppmToPercent(t.winRatePpm),
    lossRate: t.lossRatePpm === null ? null : ppmToPercent(t.lossRatePpm),
    singleBetAmount: money(t.singleBetAmount, brand),
  };
}

/**
 * The jsonb form of a tier table (contracts, offers, the change log; ContractTierRow in
 * db/schema/agent-contracts.ts): bigint amounts as decimal strings of minor units, because a JSON
 * number past 2^53 loses digits in JavaScript.
 */
const MinorJson = z.string().regex(/^\d{1,20}$/);
const Ppm = z.number().int().min(0).max(PROPORTION_SCALE);
const StoredTierJsonSchema: z.ZodType<ContractTierRow> = z.object({
  teamDays: z.number().int().min(0),
  activeNumber: z.number().int().min(0),
  totalAmount: MinorJson,
  winRatePpm: Ppm.nullable(),
  lossRatePpm: Ppm.nullable(),
  singleBetAmount: MinorJson.nullable(),
  proportionPpm: Ppm.min(1),
});
export const StoredTiersJsonSchema = z.array(StoredTierJsonSchema).min(1);

export const tiersToJson = (tiers: readonly StoredTier[]): ContractTierRow[] =>
  tiers.map((t) => ({
    ...t,
    totalAmount: t.totalAmount.toString(),
    singleBetAmount: t.singleBetAmount === null ? null : t.singleBetAmount.toString(),
  }));

/** Reads a stored table back; a row that does not parse is a bug, not a person's input: it throws. */
export const tiersFromJson = (json: unknown): StoredTier[] =>
  StoredTiersJsonSchema.parse(json).map((t) => ({
    ...t,
    totalAmount: BigInt(t.totalAmount),
    singleBetAmount: t.singleBetAmount === null ? null : BigInt(t.singleBetAmount),
  }));

/** A contract's "proportion" in the spec's sense: its highest tier's (the tiers pay more going up). */
export const maxProportion = (tiers: readonly StoredTier[]): number =>
  tiers.reduce((max, t) => Math.max(max, t.proportionPpm), 0);

// ---------------------------------------------------------------- figures, tier, amount

/**
 * A team's figures over a period (ADR 0009, "Figures"), read from the rollups of the downline
 * agent's team (every level below it, itself excluded, as the agent centre's team reports).
 */
export interface TeamFigures {
  /** Days of the team-days window with at least one active member. */
  teamDays: number;
  /** Distinct members who placed a bet in the period. */
  activeNumber: number;
  /** Settled rounds' stake (the "total amount"). */
  validBets: bigint;
  payouts: bigint;
  bonuses: bigint;
  rebates: bigint;
  /** Settled rounds. */
  betCount: number;
}

/** What the brand kept from the team: valid bets - payouts - bonuses - rebates (negative when the
 * team won), i.e. minus the team profitLoss of the agent centre. */
export const netLoss = (f: TeamFigures): bigint => f.validBets - f.payouts - f.bonuses - f.rebates;

/** The amount a proportion applies to: the net loss for a dividend (never below zero: a winning
 * team owes its agent nothing and carries nothing over), the valid bets for a salary. */
export function baseOf(kind: ContractKind, f: TeamFigures): bigint {
  if (isSalaryKind(kind)) return f.validBets;
  const loss = netLoss(f);
  return loss > 0n ? loss : 0n;
}

const SCALE = BigInt(PROPORTION_SCALE);

/**
 * Whether a team meets every condition of a tier. Rates are compared by cross-multiplying, never by
 * dividing (exact at any size); a rate or an average of a team without bets is undefined, so a tier
 * that sets one is not met by such a team.
 */
export function meetsTier(t: StoredTier, f: TeamFigures): boolean {
  if (f.teamDays < t.teamDays || f.activeNumber < t.activeNumber || f.validBets < t.totalAmount) return false;
  if (
    t.winRatePpm !== null &&
    (f.validBets <= 0n || f.payouts * SCALE > BigInt(t.winRatePpm) * f.validBets)
  ) {
    return false;
  }
  if (
    t.lossRatePpm !== null &&
    (f.validBets <= 0n || netLoss(f) * SCALE < BigInt(t.lossRatePpm) * f.validBets)
  ) {
    return false;
  }
  if (
    t.singleBetAmount !== null &&
    (f.betCount <= 0 || f.validBets < t.singleBetAmount * BigInt(f.betCount))
  ) {
    return false;
  }
  return true;
}

/** The index of the highest tier whose every condition is met, or null. Scanning from the top
 * makes it so even for a table that broke the ordering rule (an old row, a hand-written seed). */
export function selectTier(tiers: readonly StoredTier[], f: TeamFigures): number | null {
  for (let i = tiers.length - 1; i >= 0; i--) {
    const t = tiers[i];
    if (t && meetsTier(t, f)) return i;
  }
  return null;
}

/** floor(base x ppm / 1,000,000): the payer keeps any fraction of a minor unit. */
export function applyProportion(base: bigint, ppm: number): bigint {
  if (base <= 0n || ppm <= 0) return 0n;
  return (base * BigInt(ppm)) / SCALE;
}

export interface ContractResult {
  /** The tier met (index into the table), or null. */
  tierIndex: number | null;
  /** That tier's proportion (0 when none). */
  tierPpm: number;
  /** The proportion applied: the tier's, capped at the upline's applied proportion this period. */
  proportionPpm: number;
  base: bigint;
  amount: bigint;
}

/**
 * What one contract pays for one period. `capPpm` is the proportion the upline itself is paid this
 * period (PROPORTION_SCALE for a contract with the brand): a downline's proportion never exceeds
 * its upline's, even when the downline's team meets a higher tier than the upline's does.
 */
export function contractAmount(
  kind: ContractKind,
  tiers: readonly StoredTier[],
  f: TeamFigures,
  capPpm: number,
): ContractResult {
  const tierIndex = selectTier(tiers, f);
  const tierPpm = tierIndex === null ? 0 : (tiers[tierIndex]?.proportionPpm ?? 0);
  const proportionPpm = Math.max(0, Math.min(tierPpm, capPpm));
  const base = baseOf(kind, f);
  return { tierIndex, tierPpm, proportionPpm, base, amount: applyProportion(base, proportionPpm) };
}

// ---------------------------------------------------------------- lifecycle

/** Who may move a pending offer where: the downline decides, the upline may withdraw it. */
export function decideOffer(
  status: OfferStatus,
  decision: 'accept' | 'reject' | 'cancel',
  role: 'upline' | 'downline',
): { status: OfferStatus } | { error: 'OFFER_NOT_PENDING' | 'NOT_YOURS' } {
  if (status !== 'pending') return { error: 'OFFER_NOT_PENDING' };
  if (decision === 'cancel') return role === 'upline' ? { status: 'cancelled' } : { error: 'NOT_YOURS' };
  if (role !== 'downline') return { error: 'NOT_YOURS' };
  return { status: decision === 'accept' ? 'accepted' : 'rejected' };
}

/** A contract agreed at `acceptedAt` starts with the next period (a period is never split between
 * two versions of a pair's contract); the contract it replaces ends at that same instant. */
export const newContractStart = (period: ContractPeriod, acceptedAt: number, timeZone: string): number =>
  periodContaining(period, acceptedAt, timeZone).end;

/** An accepted termination ends the contract when its current period ends (or at its start, when it
 * has not started yet: then it never had a period to settle). */
export function terminationEnd(
  contract: { startsAt: number; period: ContractPeriod },
  acceptedAt: number,
  timeZone: string,
): number {
  if (acceptedAt < contract.startsAt) return contract.startsAt;
  return periodContaining(contract.period, acceptedAt, timeZone).end;
}

// ---------------------------------------------------------------- paying a debt

/**
 * Pays what an upline owes from what its wallet holds, oldest debt first (spec: an unpaid dividend
 * forces the distribution from the upline's balance). Each payment is named by the settlement and
 * the amount paid before it (ledger idempotency key `contract:<settlementId>:<paidBefore>`), so a
 * retried sweep moves nothing twice. The upline stays frozen while anything is left owing.
 */
export function sweepDebts(
  debts: ReadonlyArray<{ id: number; amount: bigint; paid: bigint }>,
  balance: bigint,
): { payments: Array<{ id: number; paidBefore: bigint; amount: bigint }>; frozen: boolean } {
  let left = balance > 0n ? balance : 0n;
  const payments: Array<{ id: number; paidBefore: bigint; amount: bigint }> = [];
  let frozen = false;
  for (const d of debts) {
    const owed = d.amount - d.paid;
    if (owed <= 0n) continue;
    const pay = owed < left ? owed : left;
    if (pay > 0n) {
      payments.push({ id: d.id, paidBefore: d.paid, amount: pay });
      left -= pay;
    }
    if (pay < owed) frozen = true;
  }
  return { payments, frozen };
}

export const paymentKey = (settlementId: number, paidBefore: bigint) =>
  `contract:${settlementId}:${paidBefore}`;
