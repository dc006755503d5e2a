import { outcomeOfStops, type StopsOutcome } from '@portal/contracts/slot';
import { roundStops, type FairSeeds } from './slot.random.js';

/**
 * The game as one module: its rules (`slot.rules.ts`), the tables precomputed from them
 * (`slot.tables.ts`), the random source (`slot.random.ts`), a round's outcome (here) and the
 * published figures (`slot.figures.ts`).
 */
export * from './slot.rules.js';
export { linePayOfSymbols, payUnitsOfStops, STRIP_LENGTHS } from './slot.tables.js';
export { isAllowedBet, outcomeOfStops, type LineWin, type StopsOutcome } from '@portal/contracts/slot';
export * from './slot.random.js';
export * from './slot.figures.js';

export interface SpinOutcome extends StopsOutcome {
  roundId: string;
  /** Hex of the round's random bytes (usually one 32-byte block). */
  hmac: string[];
}

/**
 * The outcome of a round, whatever the bet: deterministic from the member's seed pair and the
 * round's nonce when it has them, else from the game seed and the round id.
 */
export function spinOutcome(
  seed: Buffer,
  roundId: string,
  totalBetMinor: bigint,
  fair: FairSeeds | null = null,
): SpinOutcome {
  const { stops, blocks } = roundStops(seed, roundId, fair);
  return { roundId, hmac: blocks.map((b) => b.toString('hex')), ...outcomeOfStops(stops, totalBetMinor) };
}
