/**
 * The DS88 demo cockfight arenas and their clock (ADR 0020). Each arena is one of DS88's seeded
 * games and runs fights back to back: a betting window of BET_MS, then the fight and its result
 * until the next fight opens FIGHT_MS after this one did. Fights are numbered from a fixed epoch, so
 * every player, every request and the settling job agree on which fight is open without asking.
 */
export interface Arena {
  /** The DS88 game code the arena is launched by. */
  arenaId: string;
  /** The smallest single bet, minor units. */
  minMinor: bigint;
  /** The most a player may have staked on one fight of the arena (all sides together), minor units. */
  maxMinor: bigint;
  /** Where the arena's clock starts within a fight, so the arenas do not all fight at once. */
  offsetMs: number;
}

export const ARENAS: readonly Arena[] = [
  { arenaId: 'DS88L101', minMinor: 100n, maxMinor: 100_000n, offsetMs: 0 },
  { arenaId: 'DS88L102', minMinor: 1_000n, maxMinor: 1_000_000n, offsetMs: 10_000 },
  { arenaId: 'DS88L103', minMinor: 50n, maxMinor: 20_000n, offsetMs: 20_000 },
];

export const BET_MS = 20_000;
export const FIGHT_MS = 30_000;
/** Fight 0 of an arena opens at this instant plus the arena's offset. */
export const CLOCK_EPOCH_MS = Date.UTC(2026, 0, 1);

export const arenaRule = (arenaId: string): Arena | undefined => ARENAS.find((a) => a.arenaId === arenaId);

export interface FightClock {
  fightNo: number;
  opensAt: Date;
  closesAt: Date;
  /** The fight after this one opens then. */
  nextAt: Date;
  phase: 'betting' | 'fighting';
}

export function clockOf(arena: Arena, fightNo: number, now: number): FightClock {
  const opens = CLOCK_EPOCH_MS + arena.offsetMs + fightNo * FIGHT_MS;
  return {
    fightNo,
    opensAt: new Date(opens),
    closesAt: new Date(opens + BET_MS),
    nextAt: new Date(opens + FIGHT_MS),
    phase: now < opens + BET_MS ? 'betting' : 'fighting',
  };
}

/** The arena's fight at `now`: the one taking bets, or the one being fought. */
export function fightAt(arena: Arena, now: number): FightClock {
  return clockOf(arena, Math.floor((now - CLOCK_EPOCH_MS - arena.offsetMs) / FIGHT_MS), now);
}
