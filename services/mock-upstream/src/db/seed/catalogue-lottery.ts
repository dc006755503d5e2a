// The lottery vendors' games and the lottery lobby's menus.
import { en } from './translations/index.js';

/**
 * The Thai, Lao, Malaysian and Singapore draws: a vendor of their own, not the Vietnamese lottery's
 * (they were listed under "Vietnam Lottery", and the demo Vietnamese lottery does not draw them).
 */
export const SEA_LOTTERY_VENDOR = 'TCG_LOTTO_SEA';
export const SEA_DRAW_CODES: readonly string[] = ['THLOTTO', 'LAOLOTTO', 'MY4D', 'SG4D'];

/**
 * Lottery games: [code, name, default play type] per lottery vendor. A name is the game's own,
 * English one (the demo lottery calls VNST1 "Super Speed 1 Min"); a game with a key
 * `<vendor>:<code>` in translations/<code>.ts `games` has its names in other languages there
 * ("Siêu Tốc 1 Phút" in VI), and its English name is taken from translations/en.ts.
 */
export const LOTTERY_GAMES: Record<string, [string, string, string][]> = {
  TCG_LOTTO_VN: [
    ['VNMB', en.games['TCG_LOTTO_VN:VNMB'], 'LO2'],
    ['VNMN', en.games['TCG_LOTTO_VN:VNMN'], 'LO2'],
    ['VNMT', en.games['TCG_LOTTO_VN:VNMT'], 'LO2'],
    ['VNHNVIP', en.games['TCG_LOTTO_VN:VNHNVIP'], 'LO2'],
    ['VNHCMVIP', en.games['TCG_LOTTO_VN:VNHCMVIP'], 'LO2'],
    ['VNST1', en.games['TCG_LOTTO_VN:VNST1'], 'DE'],
    ['VNST5', en.games['TCG_LOTTO_VN:VNST5'], 'DE'],
  ],
  [SEA_LOTTERY_VENDOR]: [
    ['THLOTTO', 'Thai Lotto', '3D'],
    ['LAOLOTTO', 'Lao Lotto', '3D'],
    ['MY4D', 'Malaysia 4D', '4D'],
    ['SG4D', 'Singapore 4D', '4D'],
  ],
  TCG: [
    ['SSC1', 'Fast SSC 1 Min', 'DXDS'],
    ['SSC3', 'Fast SSC 3 Min', 'DXDS'],
    ['SSC5', 'Fast SSC 5 Min', 'DXDS'],
    ['K3F', 'Quick 3 Dice', 'HZ'],
    ['K3S', 'Jiangsu Fast 3', 'HZ'],
    ['11X5F', 'Fast 11 Choose 5', 'RX5'],
    ['11X5G', 'Guangdong 11 Choose 5', 'RX5'],
    ['PK10F', 'Racing PK10', 'GYH'],
    ['PK10S', 'Speedy Racing', 'GYH'],
    ['LUCKY28', 'Lucky 28', 'DXDS'],
  ],
  TCG_ELOTT: [
    ['KENO1', 'Keno 1 Min', 'BIGSMALL'],
    ['KENO5', 'Keno 5 Min', 'BIGSMALL'],
    ['FAST3', 'Fast 3 Express', 'SUM'],
    ['WINGO1', 'Win Go 1 Min', 'COLOR'],
    ['WINGO3', 'Win Go 3 Min', 'COLOR'],
    ['LUCKY5', 'Lucky 5 Draw', 'BIGSMALL'],
  ],
  SGW: [
    ['SGWFRUIT', 'Lucky Fruits Lotto', 'BIGSMALL'],
    ['SGWDICE', 'Dice Draw', 'SUM'],
    ['SGWCOLOR', 'Color Rush', 'COLOR'],
    ['SGWSTAR', 'Star Numbers', 'BIGSMALL'],
    ['SGWGEM', 'Gem Lotto', 'BIGSMALL'],
    ['SGWTURBO', 'Turbo Keno', 'BIGSMALL'],
  ],
};

/** Lottery lobby menus: prize mode -> group -> [vendor, game code][]. */
export const LOTTERY_MENUS: Record<string, Record<string, [string, string][]>> = {
  Lott: {
    VN: LOTTERY_GAMES.TCG_LOTTO_VN?.map(([c]) => ['TCG_LOTTO_VN', c] as [string, string]) ?? [],
    SSC: [
      ['TCG', 'SSC1'],
      ['TCG', 'SSC3'],
      ['TCG', 'SSC5'],
      ['TCG', 'LUCKY28'],
    ],
    K3: [
      ['TCG', 'K3F'],
      ['TCG', 'K3S'],
    ],
    '11X5': [
      ['TCG', '11X5F'],
      ['TCG', '11X5G'],
    ],
    PK10: [
      ['TCG', 'PK10F'],
      ['TCG', 'PK10S'],
    ],
  },
  ZY: {
    SSC: [
      ['TCG', 'SSC1'],
      ['TCG', 'SSC5'],
    ],
    K3: [['TCG', 'K3F']],
    PK10: [['TCG', 'PK10F']],
  },
  Elott: {
    KENO: [
      ['TCG_ELOTT', 'KENO1'],
      ['TCG_ELOTT', 'KENO5'],
      ['SGW', 'SGWTURBO'],
    ],
    WINGO: [
      ['TCG_ELOTT', 'WINGO1'],
      ['TCG_ELOTT', 'WINGO3'],
      ['SGW', 'SGWCOLOR'],
    ],
    FAST: [
      ['TCG_ELOTT', 'FAST3'],
      ['TCG_ELOTT', 'LUCKY5'],
      ['SGW', 'SGWDICE'],
      ['SGW', 'SGWFRUIT'],
    ],
  },
  SEA: {
    VN: [
      ['TCG_LOTTO_VN', 'VNMB'],
      ['TCG_LOTTO_VN', 'VNMN'],
      ['TCG_LOTTO_VN', 'VNMT'],
    ],
    TH: [[SEA_LOTTERY_VENDOR, 'THLOTTO']],
    LA: [[SEA_LOTTERY_VENDOR, 'LAOLOTTO']],
    '4D': [
      [SEA_LOTTERY_VENDOR, 'MY4D'],
      [SEA_LOTTERY_VENDOR, 'SG4D'],
    ],
  },
};
