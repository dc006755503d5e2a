import { roundClock, type RoundTableRule } from '../round-table/round-table.clock.js';

/**
 * The DS88 demo cockfight arenas and their clock (ADR 0020). Each arena is one of DS88's seeded
 * games (its `tableId` is the game code it is launched by) and runs fights back to back: a betting
 * window of BET_MS, then the fight and its result until the next fight opens FIGHT_MS after this one
 * did (the round tables' clock, `round-table.clock.ts`: a fight is an arena's round).
 */
export type Arena = RoundTableRule;

/**
 * The demo arenas the seed writes (`round_tables`): the operator changes them, closes them or opens
 * another DS88 game as an arena at `/admin/round-tables`, and the game reads them from there.
 */
export const ARENAS: readonly Arena[] = [
  { tableId: 'DS88L101', minMinor: 100n, maxMinor: 100_000n, offsetMs: 0 },
  { tableId: 'DS88L102', minMinor: 1_000n, maxMinor: 1_000_000n, offsetMs: 10_000 },
  { tableId: 'DS88L103', minMinor: 50n, maxMinor: 20_000n, offsetMs: 20_000 },
];

export const BET_MS = 20_000;
export const FIGHT_MS = 30_000;
/** Fight 0 of an arena opens at this instant plus the arena's offset. */
export const CLOCK_EPOCH_MS = Date.UTC(2026, 0, 1);

/** A seeded arena (what the tests' clocks are computed from). */
export const arenaRule = (arenaId: string): Arena | undefined => ARENAS.find((a) => a.tableId === arenaId);

export const ARENA_CLOCK = roundClock({
  betMs: BET_MS,
  roundMs: FIGHT_MS,
  epochMs: CLOCK_EPOCH_MS,
  closedPhase: 'fighting',
});
/** An arena's fight by its number; the arena's fight at `now` (the one taking bets, or the one fought). */
export const { clockOf, roundAt: fightAt } = ARENA_CLOCK;
