import { at, five } from '../../../lib/at.js';
import {
  REELS,
  ROWS,
  SYMBOLS,
  type SymbolCode,
  LINE_PAYS,
  SCATTER_PAYS,
  REEL_STRIPS,
  PAYLINES,
  LINE_COUNT,
} from './slot.rules.js';

// Tables precomputed from the rules once, at load: what a spin and the published figures read.

export const WILD = 0;
export const SCATTER = 1;
export const SYMBOL_COUNT = SYMBOLS.length;
export const ALL_SYMBOLS = (1 << SYMBOL_COUNT) - 1;

export const STRIPS: readonly Uint8Array[] = REEL_STRIPS.map((strip) =>
  Uint8Array.from(strip, (ch) => {
    const index = SYMBOLS.indexOf(ch as SymbolCode);
    if (index < 0) throw new Error(`unknown symbol ${ch} on a reel strip`);
    return index;
  }),
);
export const STRIP_LENGTHS: readonly number[] = STRIPS.map((s) => s.length);

/** PAY[symbol * 6 + count]: line pay (line-bet multiples) of `count` of that symbol from the left. */
export const PAY = new Int32Array(SYMBOL_COUNT * 6);
for (const [code, pays] of Object.entries(LINE_PAYS)) {
  const symbol = SYMBOLS.indexOf(code as SymbolCode);
  pays.forEach((pay, i) => (PAY[symbol * 6 + 3 + i] = pay));
}
/** SCATTER_UNITS[n]: the scatter pay of n lanterns in line-bet units (a total bet is 20 of them). */
export const SCATTER_UNITS = new Int32Array(REELS * ROWS + 1);
SCATTER_PAYS.forEach((pay, i) => (SCATTER_UNITS[3 + i] = pay * LINE_COUNT));
for (let n = 6; n < SCATTER_UNITS.length; n++) SCATTER_UNITS[n] = SCATTER_UNITS[5] ?? 0;

/** WINDOW[reel][stop * 3 + row]: the symbol a reel shows in that row when it stops there. */
export const WINDOW: readonly Uint8Array[] = STRIPS.map((strip) => {
  const out = new Uint8Array(strip.length * ROWS);
  for (let stop = 0; stop < strip.length; stop++) {
    for (let row = 0; row < ROWS; row++) out[stop * ROWS + row] = strip[(stop + row) % strip.length] ?? 0;
  }
  return out;
});
/** LANTERNS[reel][stop]: how many scatters a reel shows at that stop. */
export const LANTERNS: readonly Uint8Array[] = WINDOW.map((window, reel) => {
  const out = new Uint8Array(STRIP_LENGTHS[reel] ?? 0);
  for (let i = 0; i < window.length; i++) {
    if (window[i] !== SCATTER) continue;
    const stop = Math.floor(i / ROWS);
    out[stop] = at(out, stop) + 1;
  }
  return out;
});
/** LANTERNS of reels 1 to 5, for payUnitsOfStops. */
const [N0, N1, N2, N3, N4] = five(LANTERNS);
const LINE_ROWS = Uint8Array.from(PAYLINES.flat());

const LINE = new Uint8Array(REELS); // scratch of lineResult (one thread, never re-entered)
/**
 * One payline's result from its five symbols: the longest left run of a symbol (wilds standing in)
 * against the run of leading wilds paid as wilds; the better of the two pays. A scatter breaks a line.
 * Packed as pay * 256 + symbol * 16 + count; 0 = no win.
 */
export function lineResult(s0: number, s1: number, s2: number, s3: number, s4: number): number {
  LINE[0] = s0;
  LINE[1] = s1;
  LINE[2] = s2;
  LINE[3] = s3;
  LINE[4] = s4;
  let wilds = 0;
  while (wilds < REELS && LINE[wilds] === WILD) wilds++;
  const wildPay = at(PAY, WILD * 6 + wilds);
  if (wilds === REELS) return wildPay * 256 + WILD * 16 + REELS;
  const target = at(LINE, wilds);
  let symbolPay = 0;
  let count = 0;
  if (target !== SCATTER) {
    count = wilds + 1;
    while (count < REELS && (LINE[count] === target || LINE[count] === WILD)) count++;
    symbolPay = at(PAY, target * 6 + count);
  }
  if (symbolPay === 0 && wildPay === 0) return 0;
  return symbolPay >= wildPay ? symbolPay * 256 + target * 16 + count : wildPay * 256 + WILD * 16 + wilds;
}

/** Line pay (line-bet multiples) of five symbols given by index; exported for the tests. */
export function linePayOfSymbols(symbols: readonly number[]): number {
  return lineResult(symbols[0] ?? 0, symbols[1] ?? 0, symbols[2] ?? 0, symbols[3] ?? 0, symbols[4] ?? 0) >> 8;
}

/** COMBO_PAY[a * 9^4 + b * 9^3 + c * 9^2 + d * 9 + e]: the line pay of those five symbols. */
const COMBO_PAY = new Int32Array(SYMBOL_COUNT ** REELS);
for (let i = 0; i < COMBO_PAY.length; i++) {
  const digit = (p: number) => Math.floor(i / SYMBOL_COUNT ** p) % SYMBOL_COUNT;
  COMBO_PAY[i] = lineResult(digit(4), digit(3), digit(2), digit(1), digit(0)) >> 8;
}
/** K0..K4 (reels 1 to 5) [stop * 3 + row]: that window symbol's share of a COMBO_PAY index. */
const [K0, K1, K2, K3, K4] = five(
  WINDOW.map((window, reel) =>
    Int32Array.from(window, (symbol) => symbol * SYMBOL_COUNT ** (REELS - 1 - reel)),
  ),
);

/**
 * The whole win of one set of stops in line-bet units (lines plus scatter), allocation-free: what
 * the statistical test runs a million times. `stops` holds one stop per reel.
 */
export function payUnitsOfStops(stops: ArrayLike<number>): number {
  const s0 = at(stops, 0);
  const s1 = at(stops, 1);
  const s2 = at(stops, 2);
  const s3 = at(stops, 3);
  const s4 = at(stops, 4);
  const b0 = s0 * ROWS;
  const b1 = s1 * ROWS;
  const b2 = s2 * ROWS;
  const b3 = s3 * ROWS;
  const b4 = s4 * ROWS;
  let units = 0;
  for (let l = 0; l < LINE_COUNT * REELS; l += REELS) {
    units += at(
      COMBO_PAY,
      at(K0, b0 + at(LINE_ROWS, l)) +
        at(K1, b1 + at(LINE_ROWS, l + 1)) +
        at(K2, b2 + at(LINE_ROWS, l + 2)) +
        at(K3, b3 + at(LINE_ROWS, l + 3)) +
        at(K4, b4 + at(LINE_ROWS, l + 4)),
    );
  }
  const lanterns = at(N0, s0) + at(N1, s1) + at(N2, s2) + at(N3, s3) + at(N4, s4);
  return units + at(SCATTER_UNITS, lanterns);
}
