/**
 * What a sportsbook bet returns and what it is worth now (ADR 0021), pure and the same for every
 * sport (ADR 0025): a single is a bet of one leg, a parlay of 2 to 10 legs on different fixtures. Returns are exact in minor units (the house
 * keeps any fraction of a unit); the cash-out offer is the bet's fair value from the in-play
 * probabilities, less CASH_OUT_MARGIN_BPS.
 */
import { pickOutcomeIn, type BookFixture, type Outcome, type Pick, type Sport } from './sportsbook.sport.js';

/** The fewest and the most legs of a parlay. */
export const PARLAY_LEGS = { min: 2, max: 10 } as const;
/** The cash-out offer keeps this part of the bet's fair value, in basis points (5%). */
export const CASH_OUT_MARGIN_BPS = 500;

/**
 * A leg's factor on the stake, as an exact fraction [numerator, denominator]: won the odds, half won
 * (1 + odds) / 2 (half the stake at the odds, half returned), void 1, half lost 1/2, lost 0.
 */
function factor(oddsH: number, outcome: Outcome): [bigint, bigint] {
  switch (outcome) {
    case 'won':
      return [BigInt(oddsH), 100n];
    case 'half_won':
      return [BigInt(oddsH) + 100n, 200n];
    case 'void':
      return [1n, 1n];
    case 'half_lost':
      return [1n, 2n];
    case 'lost':
      return [0n, 1n];
  }
}

export interface SettledLeg {
  oddsH: number;
  outcome: Outcome;
}

/**
 * What a bet returns, stake included: the stake times the product of its legs' factors, rounded
 * down to the minor unit once at the end (a lost leg loses the bet, a void one counts as odds 1).
 */
export function betReturnOf(stakeMinor: bigint, legs: readonly SettledLeg[]): bigint {
  let numerator = stakeMinor;
  let denominator = 1n;
  for (const leg of legs) {
    const [n, d] = factor(leg.oddsH, leg.outcome);
    numerator *= n;
    denominator *= d;
  }
  return numerator / denominator;
}

/** What a single returns: won stake x odds; half won (stake x (odds + 1)) / 2; void the stake; half lost half. */
export const betReturn = (stakeMinor: bigint, oddsH: number, outcome: Outcome) =>
  betReturnOf(stakeMinor, [{ oddsH, outcome }]);

/** The most a bet can return: every leg won. */
export const maxReturnOf = (stakeMinor: bigint, oddsH: readonly number[]) =>
  betReturnOf(
    stakeMinor,
    oddsH.map((o) => ({ oddsH: o, outcome: 'won' as const })),
  );

/** The combined price of legs (decimal hundredths): their product, rounded down to the cent. */
export function combinedOddsH(oddsH: readonly number[]): number {
  let product = 1n;
  for (const o of oddsH) product *= BigInt(o);
  return Number(product / 100n ** BigInt(Math.max(0, oddsH.length - 1)));
}

/** What a bet's outcome is called: a single's is its leg's; a parlay's is won, void, lost or partial. */
export type BetOutcome = Outcome | 'partial';

/**
 * A parlay's outcome from what it returned: lost when nothing, void when exactly the stake (every
 * leg void), won above the stake, partial in between (half-lost legs cost more than the rest won).
 */
export function parlayOutcome(stakeMinor: bigint, returned: bigint): BetOutcome {
  if (returned === 0n) return 'lost';
  if (returned === stakeMinor) return 'void';
  return returned > stakeMinor ? 'won' : 'partial';
}

export interface OpenLeg<F extends BookFixture = BookFixture> {
  fixture: F;
  pick: Pick;
  oddsH: number;
}

/**
 * A leg's expected factor at `now`: known once its fixture is over; before, averaged over the final
 * scores from the state now (before the start: from 0-0).
 */
export function legValue<F extends BookFixture>(sport: Sport<F>, leg: OpenLeg<F>, now: number): number {
  const f = leg.fixture;
  const toFloat = ([n, d]: [bigint, bigint]) => Number(n) / Number(d);
  if (now >= sport.endOf(f)) return toFloat(factor(leg.oddsH, pickOutcomeIn(sport, f, leg.pick)));
  let value = 0;
  for (const { score: s, p } of sport.scoresAt(f, now)) {
    value += p * toFloat(factor(leg.oddsH, sport.outcomeOf(leg.pick, s)));
  }
  return value;
}

/**
 * The cash-out offer of an open bet at `now`, in minor units: stake x the product of its legs'
 * values x (1 - margin), rounded down; null once its last match is over (the result settles it) or
 * when nothing is left to offer (a leg lost).
 */
export function cashOutOffer<F extends BookFixture>(
  sport: Sport<F>,
  stakeMinor: bigint,
  legs: readonly OpenLeg<F>[],
  now: number,
): bigint | null {
  if (legs.length === 0 || legs.every((l) => now >= sport.endOf(l.fixture))) return null;
  const value = legs.reduce((v, leg) => v * legValue(sport, leg, now), 1);
  const offer = Math.floor(Number(stakeMinor) * value * (1 - CASH_OUT_MARGIN_BPS / 10_000));
  return offer >= 1 ? BigInt(offer) : null;
}

/** When a bet is due: when the last of its legs' fixtures is over. */
export const dueAtOf = <F extends BookFixture>(sport: Sport<F>, fixtures: readonly F[]) =>
  Math.max(...fixtures.map((f) => sport.endOf(f)));
