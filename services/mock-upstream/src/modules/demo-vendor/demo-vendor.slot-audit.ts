/**
 * What the platform may ask of the demo slot about one of its rounds: the outcome recomputed from
 * the round's random bytes (a dispute attaches it). Finished rounds only, as the slot's own audit:
 * the bytes of a round not yet played would tell its outcome in advance.
 */
import { deriveServerSeed, isAllowedBet, outcomeOfStops, roundStops } from './slot/slot.engine.js';
import { SLOT_GAME_CODES, SLOT_VENDOR } from './slot/slot.service.js';

export interface RecomputedSlotRound {
  stops: number[];
  window: string[][];
  winMinor: bigint;
}

/** A recomputer of the slot's finished rounds; null for a round of any other game, or not finished. */
export function slotRoundAudit(masterSecret: string) {
  const seed = deriveServerSeed(masterSecret);
  return (round: {
    vendor: string;
    gameCode: string;
    roundId: string;
    status: string;
    betMinor: bigint;
  }): RecomputedSlotRound | null => {
    if (round.vendor !== SLOT_VENDOR || !SLOT_GAME_CODES.includes(round.gameCode)) return null;
    if (round.status !== 'settled' || !isAllowedBet(round.betMinor)) return null;
    const outcome = outcomeOfStops(roundStops(seed, round.roundId).stops, round.betMinor);
    return { stops: outcome.stops, window: outcome.window, winMinor: outcome.winMinor };
  };
}
