import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  computePayoutMoments,
  computeReturnToPlayer,
  createStopReader,
  deriveServerSeed,
  LINE_COUNT,
  LINE_PAYS,
  linePayOfSymbols,
  outcomeOfStops,
  PAYLINES,
  payUnitsOfStops,
  REEL_STRIPS,
  REELS,
  ROWS,
  SCATTER_PAYS,
  seedCommitment,
  spinOutcome,
  STRIP_LENGTHS,
  SYMBOLS,
  TOTAL_BETS_MINOR,
} from './slot.engine.js';

const seed = deriveServerSeed('test-seamless-secret');
const sym = (code: string) => SYMBOLS.indexOf(code as (typeof SYMBOLS)[number]);
const line = (codes: string) => linePayOfSymbols([...codes].map(sym));
const rtp = computeReturnToPlayer();
const moments = computePayoutMoments();

/** Every stop combination is too many to walk; a seeded sweep of stops finds the cases. */
function* seededStops(count: number): Generator<number[]> {
  for (let i = 0; i < count; i++) {
    const stops = [0, 0, 0, 0, 0];
    createStopReader((k) => createHmac('sha256', 'sweep').update(`${i}:${k}`).digest())(stops);
    yield stops;
  }
}

describe('slot engine: rules', () => {
  it('offers the seven total bets, each a whole number of minor units per line', () => {
    expect(TOTAL_BETS_MINOR).toEqual([20n, 40n, 100n, 200n, 400n, 1000n, 2000n]);
    for (const bet of TOTAL_BETS_MINOR) expect(bet % BigInt(LINE_COUNT)).toBe(0n);
  });

  it('gives a known round id a known window, and the same one every time', () => {
    const outcome = spinOutcome(seed, 'DS-known-round-1', 100n);
    expect(seedCommitment(seed)).toBe('c1443307e6a10b0ab4085846fb3cc3f2039ba1bb0376f5a4c259b1154ddb2381');
    expect(outcome.hmac).toEqual(['96ac6032a40d624831594dcd56b77dece58eca7f4c446a045100e8324a87adc8']);
    expect(outcome.stops).toEqual([33, 12, 16, 9, 8]);
    expect(outcome.window).toEqual([
      ['R', 'K', 'C', 'C', 'W'],
      ['W', 'A', 'K', 'J', 'A'],
      ['J', 'R', 'J', 'A', 'C'],
    ]);
    // Line 12 (rows 1,0,1,0,1) reads W K K C ..: the wild stands in for a K, three K pay 8 line bets.
    expect(outcome.lines).toEqual([
      {
        line: 12,
        symbol: 'K',
        count: 3,
        winMinor: 40n,
        cells: [
          [0, 1],
          [1, 0],
          [2, 1],
        ],
      },
    ]);
    expect(outcome.winMinor).toBe(40n);
    expect(spinOutcome(seed, 'DS-known-round-1', 100n)).toEqual(outcome);
    // The bet scales the win, never the window.
    expect(spinOutcome(seed, 'DS-known-round-1', 2000n).winMinor).toBe(800n);
  });

  it('lets the wild stand in for any symbol but the lantern, and pays the better of wild and symbol', () => {
    expect(line('AAAJK')).toBe(10);
    expect(line('WAAJK')).toBe(10);
    expect(line('AWWAQ')).toBe(30);
    expect(line('WWWWA')).toBe(LINE_PAYS.W[1]); // four wilds (250) beat five A (100)
    expect(line('WWWWW')).toBe(1000);
    expect(line('WWWJK')).toBe(50); // three wilds (50) beat four J (10)
    expect(line('WWWLA')).toBe(50); // a lantern breaks the line; the wilds still pay
    expect(line('LAAAA')).toBe(0);
    expect(line('AALAA')).toBe(0);
    expect(line('KAAAA')).toBe(0); // left to right only
    expect(line('GGWGG')).toBe(400);
  });

  it('pays lanterns anywhere on the total bet, on top of the lines', () => {
    // A lantern in the top row of reels 1, 2 and 4, none on reels 3 and 5: 2 x the total bet.
    const lanternAt = (reel: number) => REEL_STRIPS[reel]!.indexOf('L');
    const noLantern = (reel: number) => {
      const strip = REEL_STRIPS[reel]! + REEL_STRIPS[reel]!;
      return [...REEL_STRIPS[reel]!].findIndex((_, stop) => !strip.slice(stop, stop + ROWS).includes('L'));
    };
    const stops = [lanternAt(0), lanternAt(1), noLantern(2), lanternAt(3), noLantern(4)];
    const outcome = outcomeOfStops(stops, 200n);
    expect(outcome.scatter.count).toBe(3);
    expect(outcome.scatter.winMinor).toBe(BigInt(SCATTER_PAYS[0]) * 200n);
    expect(outcome.scatter.cells).toEqual([
      [0, 0],
      [1, 0],
      [3, 0],
    ]);
    expect(outcome.winMinor).toBe(
      outcome.scatter.winMinor + outcome.lines.reduce((s, l) => s + l.winMinor, 0n),
    );
  });

  it('shows at most one lantern per reel (the strips keep them three apart)', () => {
    for (const strip of REEL_STRIPS) {
      const at = [...strip].flatMap((c, i) => (c === 'L' ? [i] : []));
      for (const a of at) {
        for (const b of at) {
          if (a !== b)
            expect(
              Math.min((a - b + strip.length) % strip.length, (b - a + strip.length) % strip.length),
            ).toBeGreaterThanOrEqual(ROWS);
        }
      }
    }
  });

  it('pays every one of the 20 lines along its own rows', () => {
    const seen = new Set<number>();
    const problems: string[] = [];
    for (const stops of seededStops(3000)) {
      const outcome = outcomeOfStops(stops, 100n);
      for (const win of outcome.lines) {
        seen.add(win.line);
        const rows = PAYLINES[win.line - 1]!;
        const symbols = rows.map((row, reel) => outcome.window[row]![reel]!);
        const cellsOk =
          JSON.stringify(win.cells) ===
          JSON.stringify(rows.slice(0, win.count).map((row, reel) => [reel, row]));
        const symbolsOk = win.cells.every(([reel, row]) =>
          [win.symbol, 'W'].includes(outcome.window[row]![reel]!),
        );
        if (!cellsOk || !symbolsOk || BigInt(line(symbols.join(''))) * 5n !== win.winMinor) {
          problems.push(`stops ${stops.join(',')} line ${win.line}`);
        }
      }
      // The allocation-free path the statistics use agrees with the detailed one.
      if (BigInt(payUnitsOfStops(stops)) * 5n !== outcome.winMinor)
        problems.push(`stops ${stops.join(',')} total`);
    }
    expect(problems).toEqual([]);
    expect([...seen].sort((a, b) => a - b)).toEqual(Array.from({ length: LINE_COUNT }, (_, i) => i + 1));
  });

  it('reads stops by rejection sampling: a byte that would bias the stop is skipped', () => {
    // 256 % 39 = 22, so bytes 234..255 are refused on a 39-stop strip (reel 1).
    expect(STRIP_LENGTHS[0]).toBe(39);
    const blocks = [Uint8Array.from([234, 255, 40, 1, 2]), Uint8Array.from([250, 3, 4])];
    const asked: number[] = [];
    const stops = [0, 0, 0, 0, 0];
    createStopReader((i) => {
      asked.push(i);
      return blocks[i]!;
    })(stops);
    expect(stops).toEqual([1, 1, 2, 3, 4]);
    expect(asked).toEqual([0, 1]);
  });
});

describe('slot engine: the published return to player', () => {
  it('is exact, between 95% and 97%, and agrees with the pattern decomposition', () => {
    expect(rtp.percent).toBe('96.48');
    const value = Number(rtp.numerator) / Number(rtp.denominator);
    expect(value).toBeGreaterThan(0.95);
    expect(value).toBeLessThan(0.97);
    expect(rtp.denominator).toBe(STRIP_LENGTHS.reduce((p, l) => p * BigInt(l), 1n));
    expect(moments.mean).toBeCloseTo(value, 12);
    expect(Math.sqrt(moments.variance)).toBeGreaterThan(1.9);
    expect(Math.sqrt(moments.variance)).toBeLessThan(2.1);
  });

  // 5 standard errors of the mean of 1,000,000 spins: 5 x sd / 1000, with sd from the exact variance
  // (sd = 1.979 total bets, so the tolerance is about 0.99 percentage points).
  const SPINS = 1_000_000;
  const tolerance = (5 * Math.sqrt(moments.variance)) / Math.sqrt(SPINS);
  it(`measures the RTP over 1,000,000 seeded spins within 5 standard errors (±${(tolerance * 100).toFixed(2)} points)`, () => {
    // The same rejection sampler as a round, fed by an HMAC-SHA256 counter stream (one block serves
    // about six spins, which keeps the test within its time budget).
    const key = deriveServerSeed('rtp-measurement');
    const read = createStopReader((i) => createHmac('sha256', key).update(`block:${i}`).digest());
    const stops = new Uint8Array(REELS);
    let units = 0;
    let squares = 0;
    for (let i = 0; i < SPINS; i++) {
      read(stops);
      const win = payUnitsOfStops(stops);
      units += win;
      squares += win * win;
    }
    const measured = units / LINE_COUNT / SPINS;
    const expected = Number(rtp.numerator) / Number(rtp.denominator);
    expect(Math.abs(measured - expected)).toBeLessThan(tolerance);
    // The sample variance agrees with the exact one (a check of the variance the tolerance uses).
    const sampleVariance = squares / LINE_COUNT ** 2 / SPINS - measured ** 2;
    expect(sampleVariance / moments.variance).toBeGreaterThan(0.9);
    expect(sampleVariance / moments.variance).toBeLessThan(1.1);
  }, 180_000); // seeded and deterministic; about 10 s on a quiet core, 45 s beside the browser tests
});
