import { at, five } from '../../../lib/at.js';
import {
  REELS,
  ROWS,
  PAYLINES,
  LINE_COUNT,
  SCATTER,
  SCATTER_UNITS,
  STRIP_LENGTHS,
  SYMBOL_COUNT,
  WINDOW,
  lineResult,
} from '@portal/contracts/slot';

// The tables a round reads (strips, window, pays) are shared with the web's verifier and live in
// @portal/contracts/slot; here are the ones only the published figures and the statistics read.
export {
  WILD,
  SCATTER,
  SYMBOL_COUNT,
  STRIPS,
  STRIP_LENGTHS,
  PAY,
  SCATTER_UNITS,
  WINDOW,
  lineResult,
} from '@portal/contracts/slot';
export const ALL_SYMBOLS = (1 << SYMBOL_COUNT) - 1;

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
