import { roundClock, type RoundTableRule } from '../round-table/round-table.clock.js';

/**
 * The demo live baccarat tables and their clock (ADR 0019). Every table runs rounds back to back:
 * a betting window of BET_MS, then the deal and the result until the next round opens ROUND_MS
 * after this one did (the round tables' clock, `round-table.clock.ts`).
 */
export type BaccaratTable = RoundTableRule;

/**
 * The demo tables the seed writes (`round_tables`): the operator changes them, closes them or opens
 * others at `/admin/round-tables`, and the game reads the tables from there (`round-table.settings.ts`).
 */
export const BACCARAT_TABLES: readonly BaccaratTable[] = [
  { tableId: 'BC-1', minMinor: 100n, maxMinor: 50_000n, offsetMs: 0 },
  { tableId: 'BC-2', minMinor: 1_000n, maxMinor: 500_000n, offsetMs: 8_000 },
  { tableId: 'BC-3', minMinor: 50n, maxMinor: 10_000n, offsetMs: 16_000 },
];

export const BET_MS = 15_000;
export const ROUND_MS = 25_000;
/** Round 0 of a table opens at this instant plus the table's offset. */
export const CLOCK_EPOCH_MS = Date.UTC(2026, 0, 1);

/** A seeded table (what the tests' clocks are computed from). */
export const tableRule = (tableId: string): BaccaratTable | undefined =>
  BACCARAT_TABLES.find((t) => t.tableId === tableId);

export const BACCARAT_CLOCK = roundClock({
  betMs: BET_MS,
  roundMs: ROUND_MS,
  epochMs: CLOCK_EPOCH_MS,
  closedPhase: 'dealing',
});
export const { clockOf, roundAt } = BACCARAT_CLOCK;
