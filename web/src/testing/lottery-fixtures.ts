/** Lottery lobby answers (`lottery.*` procedures) shaped by the @portal/contracts schemas. */
import type { OpenedNumero, PopularLotteryGame, VnGameMenu, VnNumbers } from '@portal/contracts';
import { openedNumero } from '@portal/contracts/testing';

const pad = (n: number, width: number) => String(n).padStart(width, '0');

export { openedNumero };

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
