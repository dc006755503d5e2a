import { describe, expect, it } from 'vitest';
import { drawsAfter, numeroOf, vnGame, type VnGame } from './lottery.games.js';
import {
  BET_RULES,
  commitmentOf,
  drawKey,
  drawSeed,
  hitsOf,
  PRIZES,
  resultFromSeed,
  tailsOf,
  winNumbers,
  winOf,
  type DrawResult,
} from './lottery.rules.js';

const game = (code: string): VnGame => {
  const found = vnGame(code);
  if (!found) throw new Error(code);
  return found;
};

describe('draw results', () => {
  const key = drawKey('test-master-secret');

  it('have the Miền Bắc structure: 27 numbers, special prize first', () => {
    const result = resultFromSeed(drawSeed(key, 'VNST1', '20261122-0345'));
    for (const prize of PRIZES) {
      expect(result[prize.name]).toHaveLength(prize.count);
      for (const n of result[prize.name]) expect(n).toMatch(new RegExp(`^\\d{${prize.digits}}$`));
    }
    const all = winNumbers(result);
    expect(all).toHaveLength(27);
    expect(all[0]).toBe(result.DB[0]);
    expect(all.slice(-4)).toEqual(result.G7);
  });

  it('are the same for the same game, numero and key, and differ otherwise', () => {
    const seed = drawSeed(key, 'VNST1', '20261122-0345');
    expect(resultFromSeed(seed)).toEqual(resultFromSeed(drawSeed(key, 'VNST1', '20261122-0345')));
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(commitmentOf(seed)).not.toBe(seed);
    expect(drawSeed(key, 'VNST1', '20261122-0346')).not.toBe(seed);
    expect(drawSeed(key, 'VNST5', '20261122-0345')).not.toBe(seed);
    expect(drawSeed(drawKey('another-secret'), 'VNST1', '20261122-0345')).not.toBe(seed);
  });

  it('spread the last two digits evenly over 00-99', () => {
    const counts = new Array<number>(100).fill(0);
    for (let i = 0; i < 400; i++) {
      for (const tail of tailsOf(resultFromSeed(drawSeed(key, 'VNST1', `20261122-${i}`)))) {
        counts[Number(tail)] = (counts[Number(tail)] ?? 0) + 1;
      }
    }
    // 10 800 tails, 108 expected per number; these bounds are about 5 standard deviations wide.
    expect(Math.min(...counts)).toBeGreaterThan(55);
    expect(Math.max(...counts)).toBeLessThan(161);
  });
});

describe('bet rules', () => {
  // Chosen by hand: 45 ends ĐB, G1 and a G3; 07 ends a G2 and a G5; 12 ends a G2 and a G7.
  const result: DrawResult = {
    DB: ['12345'],
    G1: ['99945'],
    G2: ['00007', '11112'],
    G3: ['22223', '33334', '44445', '55556', '66667', '77778'],
    G4: ['8889', '9990', '0001', '1102'],
    G5: ['2203', '3304', '4405', '5506', '6607', '7708'],
    G6: ['809', '910', '011'],
    G7: ['12', '13', '14', '15'],
  };

  it('lô (LO2) pays per occurrence among the 27 numbers', () => {
    expect(hitsOf('LO2', ['45'], result)).toBe(3);
    expect(hitsOf('LO2', ['07'], result)).toBe(2);
    expect(hitsOf('LO2', ['12'], result)).toBe(2);
    expect(hitsOf('LO2', ['50'], result)).toBe(0);
    expect(winOf(1000n, BET_RULES.LO2.oddsCents, 3)).toBe(10_500n);
  });

  it('đề (DE) wins on the last two digits of the special prize only', () => {
    expect(hitsOf('DE', ['45'], result)).toBe(1);
    expect(hitsOf('DE', ['07'], result)).toBe(0);
    expect(winOf(1000n, BET_RULES.DE.oddsCents, 1)).toBe(95_000n);
  });

  it('xiên 2 (XIEN2) wins once when both numbers occur', () => {
    expect(hitsOf('XIEN2', ['07', '45'], result)).toBe(1);
    expect(hitsOf('XIEN2', ['07', '50'], result)).toBe(0);
    expect(winOf(1000n, BET_RULES.XIEN2.oddsCents, 1)).toBe(17_000n);
  });

  it('ba càng (3CANG) wins on the last three digits of the special prize', () => {
    expect(hitsOf('3CANG', ['345'], result)).toBe(1);
    expect(hitsOf('3CANG', ['945'], result)).toBe(0);
    expect(winOf(1000n, BET_RULES['3CANG'].oddsCents, 1)).toBe(950_000n);
  });

  it('rounds a win down to the minor unit and pays nothing on no hit', () => {
    expect(winOf(101n, BET_RULES.LO2.oddsCents, 1)).toBe(353n);
    expect(winOf(101n, BET_RULES.LO2.oddsCents, 0)).toBe(0n);
  });
});

describe('schedule', () => {
  it('numbers interval draws by their place in the Vietnam-local day', () => {
    // 2026-11-22 05:44:30 in Hồ Chí Minh City.
    const [next, after] = drawsAfter(game('VNST1'), new Date('2026-11-21T22:44:30Z'), 2);
    expect(next).toEqual({ numero: '20261122-0345', drawAt: new Date('2026-11-21T22:45:00Z') });
    expect(after?.numero).toBe('20261122-0346');
    const [quarter] = drawsAfter(game('VNHNVIP'), new Date('2026-11-21T22:44:30Z'), 1);
    expect(quarter).toEqual({ numero: '20261122-0023', drawAt: new Date('2026-11-21T22:45:00Z') });
  });

  it('gives the draw at local midnight to the day that ends', () => {
    const [last, first] = drawsAfter(game('VNST5'), new Date('2026-11-22T16:57:00Z'), 2);
    expect(last).toEqual({ numero: '20261122-0288', drawAt: new Date('2026-11-22T17:00:00Z') });
    expect(first?.numero).toBe('20261123-0001');
    expect(numeroOf(game('VNST5'), new Date('2026-11-22T17:00:00Z'))).toBe('20261122-0288');
  });

  it('draws the daily games at 16:15, 17:15 and 18:15 local time', () => {
    const at = new Date('2026-11-22T10:00:00Z'); // 17:00 local
    expect(drawsAfter(game('VNMN'), at, 1)[0]).toEqual({
      numero: '20261123-0001',
      drawAt: new Date('2026-11-23T09:15:00Z'),
    });
    expect(drawsAfter(game('VNMT'), at, 1)[0]?.drawAt).toEqual(new Date('2026-11-22T10:15:00Z'));
    expect(drawsAfter(game('VNMB'), at, 2).map((d) => d.numero)).toEqual(['20261122-0001', '20261123-0001']);
  });
});
