/**
 * The scoreboards ("roads") of a baccarat table as players in Asia read them (ADR 0019), from the
 * table's rounds oldest first. Both have six rows.
 *
 * Bead road: every round in one cell, down each column then on to the next column.
 * Big road: ties take no cell (they are counted on the cell before them; ties before the first
 * player or banker win on the first cell); a win by the same side goes one cell down, a change of
 * side starts a new column at the top. A streak that meets the bottom row or a taken cell turns
 * right along its row (the "dragon tail"), and the next streak still starts at the column after the
 * one its predecessor started in.
 */
import type { Outcome } from './baccarat.engine.js';

export const ROAD_ROWS = 6;

export interface RoadRound {
  outcome: Outcome;
  playerPair: boolean;
  bankerPair: boolean;
}

export interface BeadCell extends RoadRound {
  col: number;
  row: number;
}

export interface BigRoadCell {
  col: number;
  row: number;
  outcome: 'player' | 'banker';
  ties: number;
  playerPair: boolean;
  bankerPair: boolean;
}

/** The last rounds that fill whole columns of `columns` (the newest column may be part full). */
export function beadRoad(rounds: readonly RoadRound[], columns: number): BeadCell[] {
  const cols = Math.ceil(rounds.length / ROAD_ROWS);
  const firstCol = Math.max(0, cols - columns);
  return rounds.slice(firstCol * ROAD_ROWS).map((r, i) => ({
    ...r,
    col: Math.floor(i / ROAD_ROWS),
    row: i % ROAD_ROWS,
  }));
}

/** The big road's cells, columns counted from 0 at the first win shown. */
export function bigRoad(rounds: readonly RoadRound[]): BigRoadCell[] {
  const cells: BigRoadCell[] = [];
  const taken = new Set<string>();
  const key = (col: number, row: number) => `${col}:${row}`;
  let leadingTies = 0;
  let streakCol = -1;
  for (const r of rounds) {
    const last = cells[cells.length - 1];
    if (r.outcome === 'tie') {
      if (last) last.ties += 1;
      else leadingTies += 1;
      continue;
    }
    let col: number;
    let row: number;
    if (!last || last.outcome !== r.outcome) {
      streakCol += 1;
      col = streakCol;
      row = 0;
    } else if (last.row + 1 < ROAD_ROWS && !taken.has(key(last.col, last.row + 1)) && !turned(cells)) {
      col = last.col;
      row = last.row + 1;
    } else {
      col = last.col + 1;
      row = last.row;
    }
    taken.add(key(col, row));
    cells.push({
      col,
      row,
      outcome: r.outcome,
      ties: cells.length === 0 ? leadingTies : 0,
      playerPair: r.playerPair,
      bankerPair: r.bankerPair,
    });
  }
  return cells;
}

/** Whether the current streak already turned right (it then keeps going right). */
function turned(cells: readonly BigRoadCell[]): boolean {
  const last = cells[cells.length - 1];
  const before = cells[cells.length - 2];
  return !!last && !!before && before.outcome === last.outcome && before.row === last.row;
}
