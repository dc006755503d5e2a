import { CONTRACT_KINDS, isSalaryKind, PROPORTION_SCALE, type ContractKind } from '@portal/contracts';
import { propertyRuns } from '@portal/contracts/testing/property-runs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkOfferBound, settleTree, type TreeContract } from './agent-contract.chain.js';
import { maxProportion, type StoredTier, type TeamFigures } from './agent-contract.rules.js';

/**
 * Over random agent trees, tier tables and team figures, one period of one kind settled with
 * settleTree:
 * - each contract pays exactly floor(base x p / 10^6), where p is the proportion of the highest tier
 *   its team meets (computed here by a separate, naive reading of the tier conditions) capped at
 *   what its upline was applied;
 * - nobody is applied more than its own tier's proportion, and no proportion exceeds the upline's;
 * - the money balances: each agent's net is its receipt less what it paid its own downlines, and
 *   the nets add up to what the brand paid;
 * - for a salary, no upline pays out more than it received.
 * The team figures are the sums of the members' own figures over each agent's team (every level
 * below it, as the rollups count them), so a sub-team's figures never exceed its upline's team's.
 */

interface Member {
  parent: number | null; // index of the upline member; null: at the top of the brand
  isAgent: boolean;
  activeDays: number; // bit mask over the days of the window
  validBets: bigint;
  payouts: bigint;
  bonuses: bigint;
  rebates: bigint;
  betCount: number;
}

const minor = (max: number) => fc.bigInt({ min: 0n, max: BigInt(max) });

const memberArb = (index: number): fc.Arbitrary<Member> =>
  fc.record({
    // Member 0 is a top agent; later members hang under an earlier one (a tree, no loop).
    parent: index === 0 ? fc.constant(null) : fc.oneof(fc.constant(null), fc.nat({ max: index - 1 })),
    isAgent: index === 0 ? fc.constant(true) : fc.boolean(),
    activeDays: fc.nat({ max: 0x7f }),
    validBets: minor(5_000_000),
    payouts: minor(6_000_000),
    bonuses: minor(50_000),
    rebates: minor(20_000),
    betCount: fc.nat({ max: 500 }),
  });

const treeArb = fc
  .integer({ min: 1, max: 14 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => memberArb(i))));

/** A tier table: each condition non-decreasing, proportions strictly increasing, all <= `max`. */
const tiersArb = (max: number, salary: boolean): fc.Arbitrary<StoredTier[]> =>
  fc
    .integer({ min: 1, max: Math.min(4, max) })
    .chain((k) =>
      fc.record({
        proportions: fc.uniqueArray(fc.integer({ min: 1, max }), { minLength: k, maxLength: k }),
        teamDays: fc.array(fc.nat({ max: 7 }), { minLength: k, maxLength: k }),
        active: fc.array(fc.nat({ max: 10 }), { minLength: k, maxLength: k }),
        total: fc.array(minor(8_000_000), { minLength: k, maxLength: k }),
        winCeiling: fc.array(
          fc.option(fc.integer({ min: 500_000, max: 1_200_000 }).map((v) => Math.min(v, PROPORTION_SCALE))),
          {
            minLength: k,
            maxLength: k,
          },
        ),
        lossFloor: fc.array(fc.option(fc.nat({ max: 100_000 })), { minLength: k, maxLength: k }),
        single: fc.array(fc.option(minor(20_000)), { minLength: k, maxLength: k }),
      }),
    )
    .map((r) => {
      const asc = <T>(xs: T[], by: (a: T, b: T) => number) => [...xs].sort(by);
      const num = (a: number, b: number) => a - b;
      const big = (a: bigint, b: bigint) => (a < b ? -1 : a > b ? 1 : 0);
      const proportions = asc(r.proportions, num);
      const teamDays = asc(r.teamDays, num);
      const active = asc(r.active, num);
      const total = asc(r.total, big);
      return proportions.map((proportionPpm, i) => ({
        teamDays: teamDays[i] ?? 0,
        activeNumber: active[i] ?? 0,
        totalAmount: total[i] ?? 0n,
        winRatePpm: salary ? (r.winCeiling[i] ?? null) : null,
        lossRatePpm: salary ? (r.lossFloor[i] ?? null) : null,
        singleBetAmount: salary ? (r.single[i] ?? null) : null,
        proportionPpm,
      }));
    });

/** Each agent's team figures: the sums over every member below it (itself excluded). */
function teamFigures(members: Member[], agent: number): TeamFigures {
  const f: TeamFigures = {
    teamDays: 0,
    activeNumber: 0,
    validBets: 0n,
    payouts: 0n,
    bonuses: 0n,
    rebates: 0n,
    betCount: 0,
  };
  let days = 0;
  const below = (i: number): boolean => {
    for (let p = members[i]?.parent ?? null; p !== null; p = members[p]?.parent ?? null)
      if (p === agent) return true;
    return false;
  };
  members.forEach((m, i) => {
    if (!below(i)) return;
    days |= m.activeDays;
    if (m.activeDays !== 0) f.activeNumber++;
    f.validBets += m.validBets;
    f.payouts += m.payouts;
    f.bonuses += m.bonuses;
    f.rebates += m.rebates;
    f.betCount += m.betCount;
  });
  for (let d = days; d; d >>= 1) f.teamDays += d & 1;
  return f;
}

/** The naive reading of a tier: each condition as the ADR words it, rates by exact fractions. */
function naiveTierPpm(tiers: StoredTier[], f: TeamFigures): number {
  const scale = BigInt(PROPORTION_SCALE);
  const met = tiers.filter((t) => {
    const net = f.validBets - f.payouts - f.bonuses - f.rebates;
    const checks = [
      f.teamDays >= t.teamDays,
      f.activeNumber >= t.activeNumber,
      f.validBets >= t.totalAmount,
      // payouts / validBets <= win / 10^6
      t.winRatePpm === null || (f.validBets > 0n && f.payouts * scale <= BigInt(t.winRatePpm) * f.validBets),
      t.lossRatePpm === null || (f.validBets > 0n && net * scale >= BigInt(t.lossRatePpm) * f.validBets),
      t.singleBetAmount === null || (f.betCount > 0 && f.validBets >= t.singleBetAmount * BigInt(f.betCount)),
    ];
    return checks.every(Boolean);
  });
  return met.reduce((max, t) => Math.max(max, t.proportionPpm), 0);
}

const scenarioArb = fc
  .record({ kind: fc.constantFrom(...CONTRACT_KINDS), members: treeArb })
  .chain(({ kind, members }) => {
    // Contracts: the brand with each top agent, and an agent with each direct downline agent,
    // where the upline has one itself (no upline contract: no proportion to pass on). Whether a
    // contract exists, and its tiers, are drawn; proportions respect the offer bound.
    const salary = isSalaryKind(kind as ContractKind);
    const build = (
      i: number,
      uplineMax: number,
    ): fc.Arbitrary<Array<{ member: number; tiers: StoredTier[] }>> =>
      fc.option(tiersArb(uplineMax, salary), { freq: 4 }).chain((tiers) => {
        if (!tiers) return fc.constant([]);
        const mine = { member: i, tiers };
        const kids = members.flatMap((m, j) => (m.parent === i && m.isAgent ? [j] : []));
        if (kids.length === 0) return fc.constant([mine]);
        return fc
          .tuple(...kids.map((j) => build(j, maxProportion(tiers))))
          .map((lists) => [mine, ...lists.flat()]);
      });
    const tops = members.flatMap((m, i) => (m.parent === null && m.isAgent ? [i] : []));
    return fc
      .tuple(...tops.map((i) => build(i, PROPORTION_SCALE)))
      .map((lists) => ({ kind: kind as ContractKind, members, contracts: lists.flat() }));
  });

describe('agent contracts settle by the rules (property)', () => {
  it('pays what the rules give, never above the upline, and balances', () => {
    fc.assert(
      fc.property(scenarioArb, ({ kind, members, contracts }) => {
        const input: TreeContract[] = contracts.map((c, id) => ({
          id: id + 1,
          uplineId: members[c.member]?.parent ?? null,
          downlineId: c.member,
          tiers: c.tiers,
          figures: teamFigures(members, c.member),
        }));
        // The generated tables respect the offer bound, as the offer service will insist.
        for (const c of input) {
          const upline = input.find((u) => u.downlineId === c.uplineId);
          expect(checkOfferBound(c.tiers, upline ? maxProportion(upline.tiers) : PROPORTION_SCALE)).toEqual(
            {},
          );
        }

        const { settlements, net, brandPaid } = settleTree(kind, input);
        const byPayee = new Map(settlements.map((s) => [s.payeeId, s]));
        const received = new Map<number, bigint>();
        const paidOut = new Map<number, bigint>();
        for (const s of settlements) {
          const c = input.find((x) => x.id === s.id);
          if (!c) throw new Error('a settlement of no contract');
          const own = naiveTierPpm([...c.tiers], c.figures);
          const cap = s.payerId === null ? PROPORTION_SCALE : (byPayee.get(s.payerId)?.proportionPpm ?? 0);
          const expected = Math.min(own, cap);
          // What the rules give.
          expect(s.tierPpm).toBe(own);
          expect(s.proportionPpm).toBe(expected);
          const net = c.figures.validBets - c.figures.payouts - c.figures.bonuses - c.figures.rebates;
          const base = isSalaryKind(kind) ? c.figures.validBets : net > 0n ? net : 0n;
          expect(s.base).toBe(base);
          expect(s.amount).toBe((base * BigInt(expected)) / BigInt(PROPORTION_SCALE));
          // Floored, never rounded up: amount <= base x p < amount + 1.
          expect(s.amount * BigInt(PROPORTION_SCALE)).toBeLessThanOrEqual(base * BigInt(expected));
          expect((s.amount + 1n) * BigInt(PROPORTION_SCALE)).toBeGreaterThan(base * BigInt(expected));
          // Nobody above its own proportion; no proportion above the upline's.
          expect(s.proportionPpm).toBeLessThanOrEqual(own);
          expect(s.proportionPpm).toBeLessThanOrEqual(cap);
          received.set(s.payeeId, (received.get(s.payeeId) ?? 0n) + s.amount);
          if (s.payerId !== null) paidOut.set(s.payerId, (paidOut.get(s.payerId) ?? 0n) + s.amount);
        }
        // Balance: each agent's net is its receipt less its payments, and the nets sum to the brand's.
        let total = 0n;
        for (const [agent, n] of net) {
          expect(n).toBe((received.get(agent) ?? 0n) - (paidOut.get(agent) ?? 0n));
          total += n;
        }
        expect(total).toBe(brandPaid);
        expect(brandPaid).toBe(
          settlements.filter((s) => s.payerId === null).reduce((sum, s) => sum + s.amount, 0n),
        );
        // A salary's upline keeps a share of every downline's base, so it never pays out more than
        // it received; a dividend's may (its other sub-teams won): the freeze's case.
        if (isSalaryKind(kind)) for (const n of net.values()) expect(n).toBeGreaterThanOrEqual(0n);
      }),
      { numRuns: propertyRuns(300) },
    );
  });
});
