/**
 * The fishing game's rules as pure functions (ADR 0022). Every shot is one bet at the cannon level's
 * stake, aimed at one fish. A fish worth ×m is caught with probability RTP / m and then pays m times
 * the stake (stake included: the shot's return), else the shot returns nothing. So every shot, at
 * any fish and any level, returns RTP of its stake on average: 96 %, a house edge of 4 %.
 *
 * The draw (ADR 0016's formula, `fair-draw.ts`): the shot's roll is a uniform integer below
 * 1,000,000 from the member's seed pair and the shot's nonce, and the fish is caught when
 * roll < 960,000 / m. Every threshold is a whole number (checked below), so the chance is exact.
 */
import { fairUniforms, type DrawSeeds } from '../fair-draw.js';

/** The fish, smallest first: kind (the page's name and drawing) and what a catch pays. */
export const FISH = [
  { kind: 'clownfish', multiplier: 2 },
  { kind: 'pufferfish', multiplier: 3 },
  { kind: 'angelfish', multiplier: 5 },
  { kind: 'turtle', multiplier: 10 },
  { kind: 'swordfish', multiplier: 20 },
  { kind: 'manta', multiplier: 30 },
  { kind: 'shark', multiplier: 50 },
  { kind: 'dragon', multiplier: 100 },
] as const;
export type FishKind = (typeof FISH)[number]['kind'];
export const FISH_KINDS = FISH.map((f) => f.kind) as [FishKind, ...FishKind[]];

/** The cannon's levels: the stake of one shot, in minor units (0.10 to 10.00). */
export const CANNON_LEVELS_MINOR: readonly bigint[] = [10n, 20n, 50n, 100n, 200n, 500n, 1_000n];

/** A shot's roll is uniform on 0 .. ROLL_RANGE - 1. */
export const ROLL_RANGE = 1_000_000;
/** The return to player of every shot, in parts per million of the stake (96 %). */
export const RTP_PPM = 960_000;

export function multiplierOf(kind: FishKind): number {
  const fish = FISH.find((f) => f.kind === kind);
  if (!fish) throw new RangeError(`no fish ${kind}`);
  return fish.multiplier;
}

/** A roll below this catches a fish worth ×multiplier: RTP_PPM / multiplier, a whole number. */
export function catchThreshold(multiplier: number): number {
  const threshold = RTP_PPM / multiplier;
  if (!Number.isInteger(threshold)) throw new RangeError(`×${multiplier} has no exact catch chance`);
  return threshold;
}
// Every fish's chance is exact (a fish whose threshold were a fraction would fail the module's load).
for (const fish of FISH) catchThreshold(fish.multiplier);

/** The stake of a cannon level (1 to 7), or null for no such level. */
export function stakeOfLevel(level: number): bigint | null {
  return CANNON_LEVELS_MINOR[level - 1] ?? null;
}

export interface ShotOutcome {
  roll: number;
  threshold: number;
  caught: boolean;
  /** What the shot returns, stake included: stake × multiplier when caught, else 0. */
  winMinor: bigint;
}

/** What a roll does to a shot at a fish worth ×multiplier. */
export function outcomeOfRoll(roll: number, multiplier: number, stakeMinor: bigint): ShotOutcome {
  const threshold = catchThreshold(multiplier);
  const caught = roll < threshold;
  return { roll, threshold, caught, winMinor: caught ? stakeMinor * BigInt(multiplier) : 0n };
}

/** The shot's roll: the first uniform integer below ROLL_RANGE the seeds give. */
export function shotRoll(seeds: DrawSeeds): number {
  return fairUniforms(seeds)(ROLL_RANGE);
}

/** A shot's outcome from the member's seed pair and its nonce. */
export function shotOutcome(seeds: DrawSeeds, multiplier: number, stakeMinor: bigint): ShotOutcome {
  return outcomeOfRoll(shotRoll(seeds), multiplier, stakeMinor);
}

/** How the page and `info` explain a shot. */
export const FISHING_FORMULA =
  'hash = SHA-256(serverSeed), shown before you shoot; block k = HMAC-SHA256(serverSeed, clientSeed + ":" + ' +
  'nonce [+ ":" + k]); u = the next big-endian 32-bit word of the blocks, a word at or above ' +
  '2^32 - (2^32 mod 1000000) skipped; roll = u mod 1000000. A fish worth ×m is caught when ' +
  'roll < 960000 / m, and then pays m × the stake.';
