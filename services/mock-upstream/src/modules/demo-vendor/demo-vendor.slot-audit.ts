/**
 * What the platform may ask of the demo slot about one of its rounds: the outcome recomputed from
 * the round's random bytes (a dispute attaches it), from the member's seed pair when the round was
 * played on one (the fairness area's record), else from the slot's own seed. Finished rounds only,
 * as the slot's own audit: the bytes of a round not yet played would tell its outcome in advance.
 */
import {
  deriveServerSeed,
  isAllowedBet,
  outcomeOfStops,
  roundStops,
  type FairSeeds,
} from './slot/slot.engine.js';
import { SLOT_GAME_CODES, SLOT_VENDOR } from './slot/slot.service.js';

export type { FairSeeds };

export interface RecomputedSlotRound {
  stops: number[];
  window: string[][];
  winMinor: bigint;
}

/** A recomputer of the slot's finished rounds; null for a round of any other game, or not finished. */
export function slotRoundAudit(
  masterSecret: string,
  /** The seeds a round was played on, when it was played on a member's seed pair. */
  recordedSeeds: (vendor: string, roundId: string) => Promise<FairSeeds | null> = async () => null,
) {
  const seed = deriveServerSeed(masterSecret);
  return async (round: {
    vendor: string;
    gameCode: string;
    roundId: string;
    status: string;
    betMinor: bigint;
  }): Promise<RecomputedSlotRound | null> => {
    if (round.vendor !== SLOT_VENDOR || !SLOT_GAME_CODES.includes(round.gameCode)) return null;
    if (round.status !== 'settled' || !isAllowedBet(round.betMinor)) return null;
    const fair = await recordedSeeds(round.vendor, round.roundId);
    const outcome = outcomeOfStops(roundStops(seed, round.roundId, fair).stops, round.betMinor);
    return { stops: outcome.stops, window: outcome.window, winMinor: outcome.winMinor };
  };
}
