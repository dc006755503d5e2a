import {
  PROPORTION_SCALE,
  type ContractEndReason,
  type ContractKind,
  type ContractPeriod,
  type FieldErrors,
} from '@portal/contracts';
import {
  contractAmount,
  type ContractResult,
  type StoredTier,
  type TeamFigures,
} from './agent-contract.rules.js';

/**
 * The pure rules across a chain of agent contracts (ADR 0009): the bound "no proportion above the
 * upline's", which lower contracts end when a contract is agreed or ends, and the split of a chain
 * (what an upline pays comes out of what it receives). No I/O, like agent-contract.rules.ts.
 */

// ---------------------------------------------------------------- the bound

/**
 * An offer's tiers against the upline's own contract of the kind: every proportion at most the
 * upline's highest (null upline contract: the upline has none and can offer nothing; the brand
 * offers a top agent with `uplineMaxPpm` = PROPORTION_SCALE).
 */
export function checkOfferBound(tiers: readonly StoredTier[], uplineMaxPpm: number | null): FieldErrors {
  const fields: FieldErrors = {};
  tiers.forEach((t, i) => {
    if (uplineMaxPpm === null || t.proportionPpm > uplineMaxPpm) {
      fields[`tiers.${i}.proportion`] = 'proportion_above_upline';
    }
  });
  return fields;
}

/** A live contract (active or ending) of one kind, as the end rules need it. */
export interface LiveContract {
  id: number;
  uplineId: number | null;
  downlineId: number;
  maxProportionPpm: number;
  period: ContractPeriod;
}

/**
 * Which contracts below an agent end when the contract that agent receives changes (spec section
 * 4): `received` is the agent's contract of the kind from now on (a newly agreed one), or null (it
 * ended). Walking down the tree, a contract ends when its upline receives nothing any more
 * (uplineEnded), when its highest proportion exceeds what its upline now receives (aboveUpline), or
 * when its period differs from its upline's (a downline's dividend is paid out of its upline's, per
 * the same period: uplinePeriodChanged); each one that ends leaves its own downlines with nothing,
 * so the walk goes on below it. `below` holds the kind's live contracts of the agent's team (the
 * agent's own, received, is not among them).
 */
export function contractsToEnd(
  agentId: number,
  received: { maxProportionPpm: number; period: ContractPeriod } | null,
  below: readonly LiveContract[],
): Array<{ id: number; reason: ContractEndReason }> {
  const byUpline = new Map<number, LiveContract[]>();
  for (const c of below) {
    if (c.uplineId === null) continue;
    const list = byUpline.get(c.uplineId) ?? [];
    list.push(c);
    byUpline.set(c.uplineId, list);
  }
  const ended: Array<{ id: number; reason: ContractEndReason }> = [];
  const queue: Array<{ agentId: number; bound: typeof received }> = [{ agentId, bound: received }];
  const seen = new Set<number>();
  for (let next = queue.shift(); next; next = queue.shift()) {
    if (seen.has(next.agentId)) continue; // a corrupt tree with a loop must not spin
    seen.add(next.agentId);
    for (const c of byUpline.get(next.agentId) ?? []) {
      const bound = next.bound;
      const reason: ContractEndReason | null =
        bound === null
          ? 'uplineEnded'
          : c.maxProportionPpm > bound.maxProportionPpm
            ? 'aboveUpline'
            : c.period !== bound.period
              ? 'uplinePeriodChanged'
              : null;
      if (reason) ended.push({ id: c.id, reason });
      queue.push({
        agentId: c.downlineId,
        bound: reason ? null : { maxProportionPpm: c.maxProportionPpm, period: c.period },
      });
    }
  }
  return ended;
}

// ---------------------------------------------------------------- a chain's split

export interface TreeContract {
  id: number;
  /** The payer: the upline agent, or null when the brand pays (a top agent's contract). */
  uplineId: number | null;
  downlineId: number;
  tiers: readonly StoredTier[];
  figures: TeamFigures;
}

export interface TreeSettlement extends ContractResult {
  id: number;
  payerId: number | null;
  payeeId: number;
}

/**
 * One period of one kind for a whole tree of contracts, top-down: each contract's proportion is
 * capped at what its upline's contract applied, and what it pays comes out of the upline's wallet
 * (the brand's for a top agent). `net` is each agent's receipt less what it paid its downlines;
 * summed over the agents it equals `brandPaid` (money only moves between the brand and agents).
 * For a salary nobody's net is negative (a team's valid bets include its sub-teams'); a dividend
 * upline can owe more than it got (its other sub-teams won), which is what the freeze is for.
 */
export function settleTree(
  kind: ContractKind,
  contracts: readonly TreeContract[],
): { settlements: TreeSettlement[]; net: Map<number, bigint>; brandPaid: bigint } {
  const byPayee = new Map(contracts.map((c) => [c.downlineId, c]));
  const applied = new Map<number, TreeSettlement>();

  const settle = (c: TreeContract, path: Set<number>): TreeSettlement => {
    const done = applied.get(c.id);
    if (done) return done;
    let cap = PROPORTION_SCALE;
    if (c.uplineId !== null) {
      const upline = byPayee.get(c.uplineId);
      // An upline without a contract of the kind (or a loop) receives nothing and passes on nothing.
      cap = upline && !path.has(upline.id) ? settle(upline, new Set(path).add(c.id)).proportionPpm : 0;
    }
    const result: TreeSettlement = {
      id: c.id,
      payerId: c.uplineId,
      payeeId: c.downlineId,
      ...contractAmount(kind, c.tiers, c.figures, cap),
    };
    applied.set(c.id, result);
    return result;
  };

  const settlements = contracts.map((c) => settle(c, new Set([c.id])));
  const net = new Map<number, bigint>();
  let brandPaid = 0n;
  for (const s of settlements) {
    net.set(s.payeeId, (net.get(s.payeeId) ?? 0n) + s.amount);
    if (s.payerId === null) brandPaid += s.amount;
    else net.set(s.payerId, (net.get(s.payerId) ?? 0n) - s.amount);
  }
  return { settlements, net, brandPaid };
}
