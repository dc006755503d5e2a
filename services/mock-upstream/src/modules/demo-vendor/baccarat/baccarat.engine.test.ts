/**
 * The baccarat rules (ADR 0019): the third-card tableau, what each bet returns, the committed draw,
 * the house edge of every bet (exact, over every six-card sequence of an 8-deck shoe, and by a
 * simulation of rounds dealt from seeds), and the roads.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  bankerDraws,
  betReturn,
  coupOf,
  drawCards,
  playCoup,
  pointsOf,
  SHOE,
  type Coup,
  type Outcome,
} from './baccarat.engine.js';
import { beadRoad, bigRoad, type RoadRound } from './baccarat.roads.js';

// Cards by rank (suit diamonds): A=0, 2=1 ... 9=8, 10=9, J=10, Q=11, K=12.
const c = (rank: number) => rank - 1;
const K = 13;

describe('the third-card rules', () => {
  it('stands both hands on a natural 8 or 9', () => {
    const coup = playCoup([c(4), c(5), c(4), c(2), c(1), c(1)]); // player 8, banker 7
    expect(coup.natural).toBe(true);
    expect(coup.player).toHaveLength(2);
    expect(coup.banker).toHaveLength(2);
    expect(coup.outcome).toBe('player');
    const bankerNatural = playCoup([c(2), c(9), c(1), c(K), c(1), c(1)]); // player 3, banker 9
    expect(bankerNatural.player).toHaveLength(2);
    expect(bankerNatural.outcome).toBe('banker');
  });

  it('draws the player a third card on 0-5 and stands it on 6-7', () => {
    for (let p = 0; p <= 7; p++) {
      // Player cards 10 and p (p = 0 as a king), banker 10 + 7 (stands on 7 whatever happens).
      const coup = playCoup([c(10), c(10), p === 0 ? c(K) : c(p), c(7), c(1), c(1)]);
      expect(coup.player.length, `player on ${p}`).toBe(p <= 5 ? 3 : 2);
    }
  });

  it('draws the banker by its total alone when the player stood', () => {
    for (let b = 0; b <= 7; b++) {
      // Player 10 + 6 stands on 6; banker 10 + b.
      const coup = playCoup([c(10), c(10), c(6), b === 0 ? c(K) : c(b), c(1), c(1)]);
      expect(coup.banker.length, `banker on ${b}`).toBe(b <= 5 ? 3 : 2);
      // The banker's third card is the fifth card: the player took none.
      if (b <= 5) expect(coup.banker[2]).toBe(c(1));
    }
  });

  it('follows the tableau when the player drew: every banker total against every third card', () => {
    // Banker draws (rows: banker total 0..7; columns: the player's third card 0..9).
    const table = [
      '1111111111',
      '1111111111',
      '1111111111',
      '1111111101',
      '0011111100',
      '0000111100',
      '0000001100',
      '0000000000',
    ];
    for (let b = 0; b <= 7; b++) {
      for (let third = 0; third <= 9; third++) {
        expect(bankerDraws(b, third), `banker ${b}, third ${third}`).toBe(table[b]![third] === '1');
        // And as dealt: player 10 + 10 draws `third`, banker 10 + b.
        const coup = playCoup([
          c(10),
          c(10),
          c(K),
          b === 0 ? c(K) : c(b),
          third === 0 ? c(K) : c(third),
          c(1),
        ]);
        expect(coup.player).toHaveLength(3);
        expect(coup.banker.length, `banker ${b}, third ${third}`).toBe(table[b]![third] === '1' ? 3 : 2);
      }
    }
  });

  it('counts 10 and faces as 0 and a hand mod 10, and tells pairs by rank', () => {
    expect([c(10), c(11), c(12), c(K)].map(pointsOf)).toEqual([0, 0, 0, 0]);
    const coup = playCoup([c(9), c(8), c(9), c(8) + 13, c(1), c(1)]); // 9+9=8, 8+8=6, naturals
    expect(coup.playerPoints).toBe(8);
    expect(coup.bankerPoints).toBe(6);
    expect(coup.playerPair).toBe(true);
    expect(coup.bankerPair).toBe(true); // 8 of diamonds and 8 of clubs
  });
});

describe('what a bet returns', () => {
  const coup = (outcome: Outcome, pairs = false): Coup => ({
    player: [],
    banker: [],
    playerPoints: 0,
    bankerPoints: 0,
    outcome,
    playerPair: pairs,
    bankerPair: pairs,
    natural: false,
  });
  it('pays player 1:1, banker 1:1 less 5 %, tie 8:1, pairs 11:1, and pushes player and banker on a tie', () => {
    expect(betReturn('player', 1000n, coup('player'))).toBe(2000n);
    expect(betReturn('player', 1000n, coup('banker'))).toBe(0n);
    expect(betReturn('banker', 1000n, coup('banker'))).toBe(1950n);
    expect(betReturn('banker', 1001n, coup('banker'))).toBe(1001n + 950n); // 950.95 down to the house
    expect(betReturn('banker', 1000n, coup('player'))).toBe(0n);
    expect(betReturn('player', 1000n, coup('tie'))).toBe(1000n);
    expect(betReturn('banker', 1000n, coup('tie'))).toBe(1000n);
    expect(betReturn('tie', 1000n, coup('tie'))).toBe(9000n);
    expect(betReturn('tie', 1000n, coup('player'))).toBe(0n);
    expect(betReturn('playerPair', 1000n, coup('banker', true))).toBe(12000n);
    expect(betReturn('bankerPair', 1000n, coup('player', true))).toBe(12000n);
    expect(betReturn('bankerPair', 1000n, coup('player', false))).toBe(0n);
  });
});

describe('the committed draw', () => {
  it('is the slot formula: six cards from HMAC-SHA256(serverSeed, "table:round[:k]"), the same every time', () => {
    const seeds = { serverSeed: 'a'.repeat(64), clientSeed: 'BC-1', nonce: 42 };
    const cards = drawCards(seeds);
    expect(cards).toEqual(drawCards(seeds));
    expect(cards).toHaveLength(6);
    for (const card of cards) expect(card).toBeGreaterThanOrEqual(0);
    // Recomputed here from the formula alone.
    const block = createHmac('sha256', seeds.serverSeed).update('BC-1:42').digest();
    const shoe = Array.from({ length: SHOE }, (_, i) => i);
    for (let i = 0; i < 6; i++) {
      const n = SHOE - i;
      const word = block.readUInt32BE(i * 4);
      expect(word).toBeLessThan(2 ** 32 - (2 ** 32 % n)); // (no skip with this seed)
      const j = i + (word % n);
      [shoe[i], shoe[j]] = [shoe[j]!, shoe[i]!];
    }
    expect(cards).toEqual(shoe.slice(0, 6).map((s) => s % 52));
    expect(drawCards({ ...seeds, nonce: 43 })).not.toEqual(cards);
    expect(createHash('sha256').update(seeds.serverSeed).digest('hex')).toHaveLength(64);
  });
});

/** Every sequence of six ranks drawn from an 8-deck shoe, with its probability (without replacement). */
function exactOdds() {
  const perRank = (SHOE / 13) | 0;
  const left = new Array<number>(13).fill(perRank);
  const cards = [0, 0, 0, 0, 0, 0];
  const p = { player: 0, banker: 0, tie: 0, playerPair: 0, bankerPair: 0 };
  const walk = (depth: number, weight: number) => {
    if (depth === 6) {
      const coup = playCoup(cards);
      p[coup.outcome] += weight;
      if (coup.playerPair) p.playerPair += weight;
      if (coup.bankerPair) p.bankerPair += weight;
      return;
    }
    for (let r = 0; r < 13; r++) {
      const n = left[r]!;
      left[r] = n - 1;
      cards[depth] = r;
      walk(depth + 1, (weight * n) / (SHOE - depth));
      left[r] = n;
    }
  };
  walk(0, 1);
  return p;
}

describe('the house edge of each bet', () => {
  it('is exactly banker 1.06 %, player 1.24 %, tie 14.36 %, each pair 10.36 % with these rules', () => {
    const p = exactOdds();
    expect(p.player + p.banker + p.tie).toBeCloseTo(1, 9);
    // Expected return per unit staked (commission 5 % of a banker win, pushes return the stake).
    const edge = {
      banker: -(p.banker * 0.95 - p.player),
      player: -(p.player - p.banker),
      tie: -(p.tie * 8 - (1 - p.tie)),
      playerPair: -(p.playerPair * 11 - (1 - p.playerPair)),
      bankerPair: -(p.bankerPair * 11 - (1 - p.bankerPair)),
    };
    expect(edge.banker * 100).toBeCloseTo(1.0579, 3);
    expect(edge.player * 100).toBeCloseTo(1.2351, 3);
    expect(edge.tie * 100).toBeCloseTo(14.3596, 3);
    expect(edge.playerPair * 100).toBeCloseTo(10.3614, 3);
    expect(edge.bankerPair * 100).toBeCloseTo(10.3614, 3);
    expect(p.banker).toBeCloseTo(0.458597, 5);
    expect(p.player).toBeCloseTo(0.446247, 5);
    expect(p.tie).toBeCloseTo(0.095156, 5);
  });

  it('shows in a simulation of rounds dealt from random seeds (within five standard errors)', () => {
    const exact = exactOdds();
    const rounds = 40_000;
    const seen = { player: 0, banker: 0, tie: 0, playerPair: 0 };
    let bankerReturn = 0n;
    const serverSeed = randomBytes(32).toString('hex');
    for (let n = 0; n < rounds; n++) {
      const coup = coupOf({ serverSeed, clientSeed: 'BC-SIM', nonce: n });
      seen[coup.outcome] += 1;
      if (coup.playerPair) seen.playerPair += 1;
      bankerReturn += betReturn('banker', 10_000n, coup);
    }
    for (const key of ['player', 'banker', 'tie', 'playerPair'] as const) {
      const q = exact[key];
      const tolerance = 5 * Math.sqrt((q * (1 - q)) / rounds);
      expect(Math.abs(seen[key] / rounds - q), key).toBeLessThan(tolerance);
    }
    // The banker bet's simulated return per unit: 1 - edge, within five standard errors (sd < 1).
    const perUnit = Number(bankerReturn) / (rounds * 10_000);
    expect(Math.abs(perUnit - (1 - 0.010579))).toBeLessThan(5 / Math.sqrt(rounds));
  });
});

describe('the roads', () => {
  const r = (outcome: Outcome, pair = false): RoadRound => ({
    outcome,
    playerPair: pair,
    bankerPair: false,
  });

  it('bead road: every round, down six rows then the next column, the last columns kept', () => {
    const rounds = Array.from({ length: 14 }, (_, i) => r(i % 3 === 0 ? 'tie' : 'player'));
    const bead = beadRoad(rounds, 20);
    expect(bead).toHaveLength(14);
    expect(bead[6]).toMatchObject({ col: 1, row: 0 });
    expect(bead[13]).toMatchObject({ col: 2, row: 1, outcome: 'player' });
    const kept = beadRoad(rounds, 2);
    expect(kept).toHaveLength(8); // columns 1 and 2 of the three
    expect(kept[0]).toMatchObject({ col: 0, row: 0, outcome: 'tie' }); // round 7 (index 6)
  });

  it('big road: ties on the cell before, a new column on a change of side, a dragon tail past six', () => {
    const rounds = [
      r('tie'),
      r('banker'),
      r('banker'),
      r('tie'),
      r('tie'),
      r('player', true),
      ...Array.from({ length: 8 }, () => r('banker')),
      r('player'),
    ];
    const big = bigRoad(rounds);
    expect(big[0]).toMatchObject({ col: 0, row: 0, outcome: 'banker', ties: 1 });
    expect(big[1]).toMatchObject({ col: 0, row: 1, ties: 2 });
    expect(big[2]).toMatchObject({ col: 1, row: 0, outcome: 'player', playerPair: true });
    // Eight bankers: six down column 2, then right along the bottom row.
    expect(big.slice(3, 11).map((x) => [x.col, x.row])).toEqual([
      [2, 0],
      [2, 1],
      [2, 2],
      [2, 3],
      [2, 4],
      [2, 5],
      [3, 5],
      [4, 5],
    ]);
    // The next streak starts in the column after its predecessor's first one.
    expect(big[11]).toMatchObject({ col: 3, row: 0, outcome: 'player' });
    expect(bigRoad([r('tie'), r('tie')])).toEqual([]);
  });

  it('big road: a streak that meets a taken cell turns right at once', () => {
    const long = Array.from({ length: 8 }, () => r('banker'));
    const rounds = [...long, r('player'), ...Array.from({ length: 7 }, () => r('banker'))];
    const big = bigRoad(rounds);
    // The player sits at (1, 0); the next bankers start a column further, at (2, 0).
    const second = big.slice(9);
    expect(second[0]).toMatchObject({ col: 2, row: 0 });
    // Column 2 row 5 is taken by the first streak's tail: the streak turns right above it.
    expect(second.map((x) => [x.col, x.row])).toEqual([
      [2, 0],
      [2, 1],
      [2, 2],
      [2, 3],
      [2, 4],
      [3, 4],
      [4, 4],
    ]);
  });
});
