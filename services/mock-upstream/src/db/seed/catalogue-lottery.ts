// The lottery vendors' games and the lottery lobby's menus.

/**
 * The Thai, Lao, Malaysian and Singapore draws: a vendor of their own, not the Vietnamese lottery's
 * (they were listed under "Vietnam Lottery", and the demo Vietnamese lottery does not draw them).
 */
export const SEA_LOTTERY_VENDOR = 'TCG_LOTTO_SEA';
export const SEA_DRAW_CODES: readonly string[] = ['THLOTTO', 'LAOLOTTO', 'MY4D', 'SG4D'];

/** Lottery games: [code, name, default play type] per lottery vendor. */
export const LOTTERY_GAMES: Record<string, [string, string, string][]> = {
  TCG_LOTTO_VN: [
    ['VNMB', 'Miền Bắc', 'LO2'],
    ['VNMN', 'Miền Nam', 'LO2'],
    ['VNMT', 'Miền Trung', 'LO2'],
    ['VNHNVIP', 'Hà Nội VIP', 'LO2'],
    ['VNHCMVIP', 'Hồ Chí Minh VIP', 'LO2'],
    ['VNST1', 'Siêu Tốc 1 Phút', 'DE'],
    ['VNST5', 'Siêu Tốc 5 Phút', 'DE'],
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
