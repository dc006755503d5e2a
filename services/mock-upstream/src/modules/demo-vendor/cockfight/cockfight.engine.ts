/**
 * The cockfight's rules as pure functions (ADR 0020): a fight's odds and result from its committed
 * seed, and what each bet returns.
 *
 * A fight draws two numbers from its seed. The first, `share`, is Meron's chance of winning a fight
 * that is not a draw, in per mille, uniform on 350..650 (so the two cocks are never far apart, as
 * a matchmaker pairs them). The second, `roll`, uniform on 0..9999, decides: below 1000 a draw
 * (10 %), below 1000 + 9 × share Meron, else Wala. So P(draw) = 0.1, P(Meron) = 0.9 × share / 1000,
 * P(Wala) = 0.9 × (1000 − share) / 1000, and the odds shown before betting closes follow from
 * `share` alone (the roll stays hidden in the seed until the reveal).
 *
 * Odds are decimal (what 1 staked returns, stake included), in hundredths: Meron
 * floor(95000 / share), Wala floor(95000 / (1000 − share)): the fair odds of a decided fight less a
 * 5 % margin, rounded down. A draw pays 8:1 (9× back); Meron and Wala bets are returned on a draw.
 */
import { fairBlock, fairUniforms, seedHash, type DrawSeeds } from '../fair-draw.js';

export const SIDES = ['meron', 'wala', 'draw'] as const;
export type Side = (typeof SIDES)[number];
export type Outcome = Side;

export const SHARE_MIN = 350;
export const SHARE_MAX = 650;
export const DRAW_PER_10K = 1000;
/** The margin taken from the fair odds of a decided fight, in basis points. */
export const MARGIN_BPS = 500;
/** A draw pays 8:1. */
export const DRAW_PAYS = 8;
/** Draw odds in hundredths (9.00: 8:1 and the stake). */
export const DRAW_ODDS = (DRAW_PAYS + 1) * 100;

export interface FightOdds {
  /** Meron's chance of winning a decided fight, per mille. */
  share: number;
  meron: number;
  wala: number;
  draw: number;
}

export function oddsOf(share: number): FightOdds {
  const k = 10_000 - MARGIN_BPS; // 9500: the odds in hundredths are k * 10 / share-per-mille
  return {
    share,
    meron: Math.floor((k * 10) / share),
    wala: Math.floor((k * 10) / (1000 - share)),
    draw: DRAW_ODDS,
  };
}

export function outcomeOf(share: number, roll: number): Outcome {
  if (roll < DRAW_PER_10K) return 'draw';
  return roll < DRAW_PER_10K + 9 * share ? 'meron' : 'wala';
}

/**
 * What a bet returns, stake included (0 for a loss): the winning side its odds (rounded down to the
 * minor unit); Meron or Wala on a draw is returned; a draw bet 9× on a draw.
 */
export function betReturn(side: Side, stakeMinor: bigint, oddsHundredths: number, outcome: Outcome): bigint {
  if (side === outcome) return (stakeMinor * BigInt(oddsHundredths)) / 100n;
  if (outcome === 'draw') return stakeMinor;
  return 0n;
}

/** A fight's seeds: the slot's provably fair formula (ADR 0016), the arena as client seed. */
export type FightSeeds = DrawSeeds;

export { seedHash };

/** Block k of a fight: HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}[:k]`). */
export const fightBlock = fairBlock;

export interface Fight {
  odds: FightOdds;
  roll: number;
  outcome: Outcome;
}

/** A fight's odds and result from its seeds. */
export function fightOf(seeds: FightSeeds): Fight {
  const next = fairUniforms(seeds);
  const share = SHARE_MIN + next(SHARE_MAX - SHARE_MIN + 1);
  const roll = next(10_000);
  return { odds: oddsOf(share), roll, outcome: outcomeOf(share, roll) };
}

/** How the page explains a fight. */
export const COCKFIGHT_FORMULA =
  'hash = SHA-256(serverSeed), shown while bets are open; block k = HMAC-SHA256(serverSeed, arena + ":" + ' +
  'fight [+ ":" + k]); u = the next big-endian 32-bit word of the blocks, a word at or above 2^32 - (2^32 mod n) ' +
  'skipped. share = 350 + u mod 301 (Meron odds floor(95000 / share) / 100, Wala floor(95000 / (1000 - share)) / 100); ' +
  'roll = u mod 10000: below 1000 a draw, below 1000 + 9 × share Meron, else Wala.';
