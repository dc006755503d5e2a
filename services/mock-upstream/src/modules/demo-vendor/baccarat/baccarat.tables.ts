/**
 * The demo live baccarat tables and their clock (ADR 0019). Every table runs rounds back to back:
 * a betting window of BET_MS, then the deal and the result until the next round opens ROUND_MS
 * after this one did. A table's rounds are numbered from a fixed epoch, so every player, every
 * request and the settling job agree on which round is open without asking anyone.
 */
export interface BaccaratTable {
  tableId: string;
  /** The smallest single bet, minor units. */
  minMinor: bigint;
  /** The most a player may have staked on one round of the table (all spots together), minor units. */
  maxMinor: bigint;
  /** Where the table's clock starts within a round, so the tables do not all deal at once. */
  offsetMs: number;
}

export const BACCARAT_TABLES: readonly BaccaratTable[] = [
  { tableId: 'BC-1', minMinor: 100n, maxMinor: 50_000n, offsetMs: 0 },
  { tableId: 'BC-2', minMinor: 1_000n, maxMinor: 500_000n, offsetMs: 8_000 },
  { tableId: 'BC-3', minMinor: 50n, maxMinor: 10_000n, offsetMs: 16_000 },
];

export const BET_MS = 15_000;
export const ROUND_MS = 25_000;
/** Round 0 of a table opens at this instant plus the table's offset. */
export const CLOCK_EPOCH_MS = Date.UTC(2026, 0, 1);

export const tableRule = (tableId: string): BaccaratTable | undefined =>
  BACCARAT_TABLES.find((t) => t.tableId === tableId);

export interface RoundClock {
  roundNo: number;
  opensAt: Date;
  closesAt: Date;
  /** The round after this one opens then. */
  nextAt: Date;
  phase: 'betting' | 'dealing';
}

export function clockOf(table: BaccaratTable, roundNo: number, now: number): RoundClock {
  const opens = CLOCK_EPOCH_MS + table.offsetMs + roundNo * ROUND_MS;
  return {
    roundNo,
    opensAt: new Date(opens),
    closesAt: new Date(opens + BET_MS),
    nextAt: new Date(opens + ROUND_MS),
    phase: now < opens + BET_MS ? 'betting' : 'dealing',
  };
}

/** The round of the table at `now`: the one taking bets, or the one being dealt. */
export function roundAt(table: BaccaratTable, now: number): RoundClock {
  return clockOf(table, Math.floor((now - CLOCK_EPOCH_MS - table.offsetMs) / ROUND_MS), now);
}
