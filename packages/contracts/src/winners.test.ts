import { describe, expect, it } from 'vitest';
import { newerWinFirst, winnerIn, withWin, WINNER_BOARD_SIZE, type WinNews, type Winner } from './winners.js';

function win(id: number, wonAt: string): Winner {
  return {
    id,
    iconUrl: `/game/${id}.svg`,
    customerName: 'de***er',
    gameName: 'Fortune Tree',
    winAmount: '100.00',
    gameCategory: 'RNG',
    vendor: 'DEMO',
    gameId: 7,
    wonAt,
  };
}

const at = (second: number) => new Date(Date.UTC(2026, 10, 30, 12, 0, second)).toISOString();

describe('withWin', () => {
  it('puts a new win first, and the board keeps its size', () => {
    const board = Array.from({ length: WINNER_BOARD_SIZE }, (_, i) => win(100 - i, at(40 - i)));
    const next = withWin(board, win(200, at(50)));
    expect(next).toHaveLength(WINNER_BOARD_SIZE);
    expect(next[0]?.id).toBe(200);
    expect(next.slice(1)).toEqual(board.slice(0, WINNER_BOARD_SIZE - 1));
  });

  it('puts a win recorded late (an earlier wonAt) in its place, and not at all below a full board', () => {
    const board = [win(3, at(30)), win(2, at(20)), win(1, at(10))];
    expect(withWin(board, win(4, at(15))).map((w) => w.id)).toEqual([3, 2, 4, 1]);
    expect(withWin(board, win(5, at(5))).map((w) => w.id)).toEqual([3, 2, 1, 5]);
    expect(withWin(board, win(6, at(5)), 3)).toBe(board);
  });

  it('orders two wins of one instant by the later recorded first', () => {
    const board = [win(8, at(30)), win(6, at(30))];
    expect(withWin(board, win(7, at(30))).map((w) => w.id)).toEqual([8, 7, 6]);
  });

  it('answers the same board for a win it already holds (the news heard twice)', () => {
    const board = [win(3, at(30)), win(2, at(20))];
    expect(withWin(board, win(2, at(20)))).toBe(board);
  });

  it('after any wins in any order, holds what a fresh read of the latest wins would', () => {
    let seed = 42;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % n;
    };
    for (let run = 0; run < 200; run++) {
      const size = 1 + random(8);
      const all: Winner[] = [];
      let board: Winner[] = [];
      for (let id = 1; id <= 30; id++) {
        // Many share an instant; some come back (the same news twice).
        const next = random(4) === 0 && all.length > 0 ? all[random(all.length)]! : win(id, at(random(12)));
        if (!all.includes(next)) all.push(next);
        board = withWin(board, next, size);
      }
      expect(board).toEqual([...all].sort(newerWinFirst).slice(0, size));
    }
  });
});

describe('winnerIn', () => {
  it('names the game in the language, in its own name where the language has none', () => {
    const news: WinNews = { ...win(1, at(0)), translations: { VI: { gameName: 'Cây Tài Lộc' }, TH: {} } };
    expect(winnerIn(news, 'VI')).toEqual({ ...win(1, at(0)), gameName: 'Cây Tài Lộc' });
    expect(winnerIn(news, 'TH').gameName).toBe('Fortune Tree');
    expect(winnerIn(news, 'EN')).not.toHaveProperty('translations');
  });
});
