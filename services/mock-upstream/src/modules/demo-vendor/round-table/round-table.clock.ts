/**
 * The clock of a round table (a baccarat table, a cockfight arena): rounds back to back, a betting
 * window of `betMs`, then the round is played and shown until the next one opens `roundMs` after
 * this one did. A table's rounds are numbered from a fixed epoch, each table offset by its own
 * `offsetMs` so that the tables do not all close at once: every player, every request and the
 * settling job agree on which round is open without asking anyone.
 */
export interface RoundTableRule {
  /** The table's id (a baccarat table's `BC-1`, a cockfight arena's DS88 game code). */
  tableId: string;
  /** The smallest single bet, minor units. */
  minMinor: bigint;
  /** The most a player may have staked on one round of the table (all spots together), minor units. */
  maxMinor: bigint;
  /** Where the table's clock starts within a round. */
  offsetMs: number;
}

export interface RoundClock<Closed extends string> {
  roundNo: number;
  opensAt: Date;
  closesAt: Date;
  /** The round after this one opens then. */
  nextAt: Date;
  /** `betting` while the window is open, then the game's word for the round being played. */
  phase: 'betting' | Closed;
}

export interface RoundClockRule<Closed extends string> {
  betMs: number;
  roundMs: number;
  /** Round 0 of a table opens at this instant plus the table's offset. */
  epochMs: number;
  /** The phase after the betting window (`dealing`, `fighting`). */
  closedPhase: Closed;
}

export function roundClock<Closed extends string>(rule: RoundClockRule<Closed>) {
  function clockOf(table: RoundTableRule, roundNo: number, now: number): RoundClock<Closed> {
    const opens = rule.epochMs + table.offsetMs + roundNo * rule.roundMs;
    return {
      roundNo,
      opensAt: new Date(opens),
      closesAt: new Date(opens + rule.betMs),
      nextAt: new Date(opens + rule.roundMs),
      phase: now < opens + rule.betMs ? 'betting' : rule.closedPhase,
    };
  }
  return {
    clockOf,
    /** The table's round at `now`: the one taking bets, or the one being played. */
    roundAt(table: RoundTableRule, now: number): RoundClock<Closed> {
      return clockOf(table, Math.floor((now - rule.epochMs - table.offsetMs) / rule.roundMs), now);
    },
  };
}
export type RoundTableClock<Closed extends string> = ReturnType<typeof roundClock<Closed>>;
