/** Lottery lobby answers (`lottery.*` procedures) shaped by the @portal/contracts schemas. */
import type { OpenedNumero, PopularLotteryGame, VnGameMenu, VnNumbers } from '@portal/contracts';

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** A drawn result: draw `draw` of 2026-11-22 (Vietnam time), drawn `draw` minutes after midnight. */
export function openedNumero(gameCode: string, draw: number): OpenedNumero {
  const numbers = (digits: number, count: number, from: number) =>
    Array.from({ length: count }, (_, i) => pad((draw * 7919 + (from + i) * 104729) % 10 ** digits, digits));
  const prizes = {
    DB: numbers(5, 1, 0),
    G1: numbers(5, 1, 1),
    G2: numbers(5, 2, 2),
    G3: numbers(5, 6, 4),
    G4: numbers(4, 4, 10),
    G5: numbers(4, 6, 14),
    G6: numbers(3, 3, 20),
    G7: numbers(2, 4, 23),
  };
  return {
    gameCode,
    numero: `20261122-${pad(draw, 4)}`,
    winningTime: new Date(Date.UTC(2026, 10, 21, 17, draw)).toISOString(),
    winNo: Object.values(prizes).flat(),
    prizes,
    seed: 'a'.repeat(64),
    commitment: 'b'.repeat(64),
  };
}

/** `lottery.results`: the latest `count` draws of a game, latest first (draw 345 the latest). */
export function lotteryResults(input: unknown): OpenedNumero[] {
  const { gameCode, count } = input as { gameCode: string; count: number };
  return Array.from({ length: count }, (_, i) => openedNumero(gameCode, 345 - i));
}

/** `lottery.vnNumbers`: number n drawn (n * 7) % 5 times; 00 and every fifth not seen at all. */
export function vnNumbers(input: unknown): VnNumbers {
  const { gameCode } = input as { gameCode: string };
  return {
    gameCode,
    draws: 30,
    latestNumero: '20261122-0345',
    numbers: Array.from({ length: 100 }, (_, n) => {
      const hits = (n * 7) % 5;
      return { number: pad(n, 2), hits, drawsSinceSeen: hits === 0 ? null : (n % 4) + 1 };
    }),
  };
}

/**
 * `lottery.vnMenu`: VNMB and VNMN (ids 1001 and 1002, as the lobby tests' menus) and VNST1, whose
 * draw is `secondsToDraw` away (betting closes 10 s before it).
 */
export function vnMenu(secondsToDraw = 50, now = Date.now()): VnGameMenu {
  const at = (ms: number) => new Date(now + ms).toISOString();
  const game = (gameCode: string, gameName: string, gameId: number, ms: number) => ({
    gameCode,
    gameName,
    gameId,
    nodeId: 901,
    defaultPlayType: 'LO2',
    prizeMode: 'Lott',
    numero: '20261122-0346',
    nextDrawTime: at(ms),
    closeTime: at(ms - 10_000),
  });
  return {
    MIEN_BAC: [game('VNMB', 'Miền Bắc', 1001, 2 * 3600_000)],
    MIEN_NAM: [game('VNMN', 'Miền Nam', 1002, 3600_000)],
    SIEU_TOC: [game('VNST1', 'Siêu Tốc 1 Phút', 1006, secondsToDraw * 1000)],
  };
}

export function popularLottery(): PopularLotteryGame[] {
  const game = (gameCode: string, gameName: string, gameId: number, vendor: string, bets24h: number) => ({
    gameCode,
    gameName,
    gameId,
    nodeId: vendor === 'TCG' ? 902 : 901,
    vendor,
    gameType: 'LOTT',
    defaultPlayType: vendor === 'TCG' ? 'DXDS' : 'DE',
    bets24h,
  });
  return [
    game('VNST1', 'Siêu Tốc 1 Phút', 1006, 'TCG_LOTTO_VN', 12),
    game('SSC1', 'Fast SSC 1 Min', 2001, 'TCG', 0),
    game('MY4D', 'Malaysia 4D', 3001, 'ELSEWHERE', 0),
  ];
}

/** The fake gateway's answers for the lottery lobby's panels. */
export function lotteryApi() {
  return {
    'lottery.results': lotteryResults,
    'lottery.vnNumbers': vnNumbers,
    'lottery.vnMenu': () => vnMenu(),
    'lottery.popular': popularLottery(),
  };
}
