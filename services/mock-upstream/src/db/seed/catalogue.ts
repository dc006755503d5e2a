import { MAIN_WALLET_ID, vendorLogoPath, type GameCategory } from '@portal/contracts';

/**
 * The demo game catalogue. Everything here is computed from fixed lists, never from a random
 * source, so every run (and every process) seeds exactly the same names, codes and flags.
 */

export interface VendorSeed {
  vendor: string;
  gameType: GameCategory;
  displayName: string;
  vassalage: string | null;
  isHot: boolean;
  isVassalagePopup: boolean;
  maintenance: boolean;
}

export interface GameSeed {
  gameCode: string;
  gameName: string;
  gameClassify: string | null;
  minBet: string;
  isHot: boolean;
  isNew: boolean;
  freePlay: boolean;
  defaultPlayType: string | null;
}

const v = (
  vendor: string,
  gameType: GameCategory,
  displayName: string,
  opts: Partial<Pick<VendorSeed, 'vassalage' | 'isHot' | 'isVassalagePopup' | 'maintenance'>> = {},
): VendorSeed => ({
  vendor,
  gameType,
  displayName,
  vassalage: opts.vassalage ?? null,
  isHot: opts.isHot ?? false,
  isVassalagePopup: opts.isVassalagePopup ?? false,
  maintenance: opts.maintenance ?? false,
});

/**
 * The Thai, Lao, Malaysian and Singapore draws: a vendor of their own, not the Vietnamese lottery's
 * (they were listed under "Vietnam Lottery", and the demo Vietnamese lottery does not draw them).
 */
export const SEA_LOTTERY_VENDOR = 'TCG_LOTTO_SEA';
export const SEA_DRAW_CODES: readonly string[] = ['THLOTTO', 'LAOLOTTO', 'MY4D', 'SG4D'];

/**
 * Vendors per category, in display order. DS88 (cockfight) sits in LIVE: the category list is
 * fixed at eight and cockfights are live-streamed events, which is how players look for them.
 */
export const VENDORS: VendorSeed[] = [
  v('DEMO', 'RNG', 'Portal Originals', { isHot: true }),
  v('JILI', 'RNG', 'JILI Slots', { vassalage: 'JL', isHot: true }),
  v('PG', 'RNG', 'PG Soft', { isHot: true }),
  v('PP', 'RNG', 'Pragmatic Play', { isHot: true }),
  v('CQ9', 'RNG', 'CQ9 Gaming'),
  v('FC', 'RNG', 'Fa Chai'),
  v('JDB', 'RNG', 'JDB Gaming'),
  v('KA', 'RNG', 'KA Gaming', { isVassalagePopup: true }),
  v('SPADE', 'RNG', 'Spadegaming', { vassalage: 'SG' }),
  v('HABA', 'RNG', 'Habanero'),
  v('PT', 'RNG', 'Playtech'),
  v('RT', 'RNG', 'Red Tiger'),
  v('BNG', 'RNG', 'Booongo'),
  v('YGG', 'RNG', 'Yggdrasil'),
  v('MG', 'RNG', 'Microgaming', { maintenance: true }),
  v('EVO', 'LIVE', 'Evolution', { isHot: true }),
  v('SEXY', 'LIVE', 'AE Sexy'),
  v('DG', 'LIVE', 'Dream Gaming'),
  v('WM', 'LIVE', 'WM Casino'),
  v('SA', 'LIVE', 'SA Gaming'),
  v('DS88', 'LIVE', 'DS88 Cockfight', { isHot: true }),
  v('JILI', 'FISH', 'JILI Fishing', { vassalage: 'JL', isHot: true }),
  v('FC', 'FISH', 'Fa Chai Fishing'),
  v('JDB', 'FISH', 'JDB Fishing'),
  v('KA', 'FISH', 'KA Fishing'),
  v('KM', 'PVP', 'Kingmaker', { isHot: true }),
  v('V8', 'PVP', 'V8 Poker'),
  v('KY', 'PVP', 'Kaiyuan Cards'),
  v('SABA', 'SPORTS', 'SABA Sports', { isHot: true }),
  v('CMD', 'SPORTS', 'CMD368'),
  v('BTI', 'SPORTS', 'BTi Sports'),
  v('AV', 'ESPORTS', 'AV Esports', { isHot: true }),
  v('AI', 'ESPORTS', 'AI Esports'),
  v('IMES', 'ESPORTS', 'IM Esports'),
  v('TF', 'ESPORTS', 'TF Gaming'),
  v('IA', 'ESPORTS', 'IA Esports'),
  v('TCG_LOTTO_VN', 'LOTT', 'Vietnam Lottery', { isHot: true }),
  v('TCG', 'LOTT', 'TCG Lottery'),
  v('TCG_ELOTT', 'ELOTT', 'TCG E-Lottery', { isHot: true }),
  v('SGW', 'ELOTT', 'SGWin Quick Lotto'),
  // Last, so that every vendor before it keeps its accountTypeId (their wallets are numbered in order).
  v(SEA_LOTTERY_VENDOR, 'LOTT', 'Southeast Asia Lottery'),
];

/**
 * Vendors that keep no wallet of their own and move the player's main-wallet money through the
 * seamless-wallet API: the built-in demo vendor and the Vietnamese lottery it serves.
 */
export const SEAMLESS_VENDORS: readonly string[] = ['DEMO', 'TCG_LOTTO_VN'];

/**
 * One wallet per transfer vendor: the same vendor in two categories shares its accountTypeId. A
 * seamless vendor plays from the main wallet (1). DEMO came later and is left out of the numbering
 * so that every other vendor keeps the id it was seeded with.
 */
export function accountTypeIdOf(vendor: string): number {
  if (SEAMLESS_VENDORS.includes(vendor)) return MAIN_WALLET_ID;
  const codes = [...new Set(VENDORS.map((x) => x.vendor).filter((code) => code !== 'DEMO'))];
  return 100 + codes.indexOf(vendor);
}

/** The demo vendor's own games (served by modules/demo-vendor). */
const DEMO_GAMES: GameSeed[] = [
  {
    gameCode: 'DEMOSLOT',
    gameName: 'Lucky Lanterns',
    gameClassify: null,
    minBet: '0.01',
    isHot: true,
    isNew: true,
    freePlay: true,
    defaultPlayType: null,
  },
];

export function logoOf(seed: VendorSeed): string {
  return vendorLogoPath({ gameType: seed.gameType, vassalage: seed.vassalage, vendor: seed.vendor });
}

const MIN_BETS = ['0.01', '0.05', '0.1', '0.5', '0.75'] as const;
const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;

const ADJECTIVES = [
  'Golden',
  'Lucky',
  'Mighty',
  'Royal',
  'Jade',
  'Crimson',
  'Mystic',
  'Wild',
  'Fortune',
  'Blazing',
  'Emerald',
  'Silver',
  'Sacred',
  'Thunder',
  'Midnight',
  'Crystal',
  'Imperial',
  'Sapphire',
  'Ancient',
  'Neon',
  'Phoenix',
  'Lotus',
  'Dragon',
  'Sunset',
] as const;
const NOUNS = [
  'Dragon',
  'Tiger',
  'Koi',
  'Empress',
  'Temple',
  'Pearls',
  'Panda',
  'Treasures',
  'Phoenix',
  'Lanterns',
  'Samurai',
  'Pharaoh',
  'Gems',
  'Riches',
  'Buffalo',
  'Mermaid',
  'Warrior',
  'Fortunes',
  'Jungle',
  'Heist',
  'Bonanza',
  'Festival',
  'Kingdom',
  'Rush',
  'Dynasty',
  'Oasis',
  'Cherries',
  'Sevens',
] as const;
const SUFFIXES = ['', '', '', ' Megaways', '', ' Deluxe', '', ' Hold & Win', '', ' 2'] as const;
const SCRATCH = ['Scratch Cash', 'Lucky Scratch', 'Gold Scratch', 'Diamond Scratch'] as const;
const POKER = ['Jacks or Better', 'Deuces Wild', 'Joker Poker', 'Double Bonus Poker'] as const;
const TABLE = ['Blackjack', 'European Roulette', 'Baccarat Deluxe', 'Three Card Poker'] as const;
const ARCADE = ['Plinko', 'Mines', 'Crash Rocket', 'Limbo', 'Hi-Lo', 'Dice'] as const;
const BINGO = ['Bingo Carnival', 'Lucky Bingo', 'Bingo Party'] as const;

function slotName(k: number): string {
  // 37 is coprime with 24 * 28, so k -> p visits every adjective/noun pair once before repeating.
  const p = (k * 37) % (ADJECTIVES.length * NOUNS.length);
  const adjective = pick(ADJECTIVES, p);
  let noun = pick(NOUNS, Math.floor(p / ADJECTIVES.length));
  if (noun === adjective) noun = pick(NOUNS, Math.floor(p / ADJECTIVES.length) + 1);
  return `${adjective} ${noun}${pick(SUFFIXES, k)}`;
}

function codePrefix(seed: VendorSeed): string {
  return (seed.vassalage ?? seed.vendor).replace(/[^A-Z0-9]/g, '').slice(0, 4);
}

/** 24 games per slot vendor: 16 video slots (every 4th with a jackpot) and 8 specialty games. */
function slotGames(seed: VendorSeed, vendorIndex: number): GameSeed[] {
  const layout: (string | null)[] = [
    ...Array.from({ length: 16 }, (_, i) => (i % 4 === 3 ? 'JP' : null)),
    'SC',
    'SC',
    'VP',
    'VP',
    'TG',
    'AC',
    'AC',
    'BG',
  ];
  return layout.map((classify, j) => {
    const k = vendorIndex * 24 + j;
    const special = vendorIndex + j;
    const name =
      classify === 'SC'
        ? pick(SCRATCH, special)
        : classify === 'VP'
          ? pick(POKER, special)
          : classify === 'TG'
            ? pick(TABLE, special)
            : classify === 'AC'
              ? pick(ARCADE, special)
              : classify === 'BG'
                ? pick(BINGO, special)
                : slotName(k);
    return {
      gameCode: `${codePrefix(seed)}${1001 + j}`,
      gameName: name,
      gameClassify: classify,
      minBet: pick(MIN_BETS, k),
      isHot: j % 7 === 0,
      isNew: j % 9 === 1,
      freePlay: j % 3 === 0,
      defaultPlayType: null,
    };
  });
}

const FISH_FIRST = ['Ocean', 'Dragon', 'Golden', 'Royal', 'Mega', 'Lucky', 'Happy', 'Deep Sea'] as const;
const FISH_SECOND = ['Fishing', 'Hunter', 'King', 'Catch', 'Shooter', 'Legend'] as const;
const PVP = [
  'Tongits',
  'Pusoy',
  'Teen Patti',
  'Rummy',
  'Sic Bo',
  'Dragon Tiger',
  "Texas Hold'em",
  'Blackjack',
  'Fan Tan',
  'Andar Bahar',
  'Pai Gow',
  'Niu Niu',
] as const;
const PVP_VARIANT = ['', ' Go', ' Classic'] as const;
const LIVE = ['Baccarat', 'Speed Baccarat', 'Roulette', 'Dragon Tiger', 'Sic Bo'] as const;
const COCKFIGHT = ['Sabong Arena', 'Derby Championship', 'Main Event Live'] as const;

function simpleGames(
  seed: VendorSeed,
  names: string[],
  opts: { minBet: string; freePlay?: boolean },
): GameSeed[] {
  return names.map((gameName, j) => ({
    gameCode: `${codePrefix(seed)}${seed.gameType.slice(0, 1)}${101 + j}`,
    gameName,
    gameClassify: null,
    minBet: opts.minBet,
    isHot: j === 0,
    isNew: j === names.length - 1 && names.length > 2,
    freePlay: opts.freePlay ?? false,
    defaultPlayType: null,
  }));
}

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

export function gamesOf(seed: VendorSeed, vendorIndex: number): GameSeed[] {
  if (seed.vendor === 'DEMO') return DEMO_GAMES;
  switch (seed.gameType) {
    case 'RNG':
      return slotGames(seed, vendorIndex);
    case 'FISH':
      return simpleGames(
        seed,
        Array.from(
          { length: 8 },
          (_, j) => `${pick(FISH_FIRST, j + vendorIndex)} ${pick(FISH_SECOND, j * 5 + vendorIndex)}`,
        ),
        { minBet: '0.1', freePlay: true },
      );
    case 'PVP':
      return simpleGames(
        seed,
        PVP.map((n) => `${n}${pick(PVP_VARIANT, vendorIndex)}`),
        { minBet: '0.5' },
      );
    case 'LIVE':
      return seed.vendor === 'DS88'
        ? simpleGames(seed, [...COCKFIGHT], { minBet: '0.5' })
        : simpleGames(
            seed,
            LIVE.map((n) => `${seed.displayName} ${n}`),
            { minBet: '0.5' },
          );
    case 'SPORTS':
    case 'ESPORTS':
      return simpleGames(seed, [`${seed.displayName} Lobby`], { minBet: '0.5' });
    case 'LOTT':
    case 'ELOTT':
      return (LOTTERY_GAMES[seed.vendor] ?? []).map(([gameCode, gameName, playType], j) => ({
        gameCode,
        gameName,
        gameClassify: null,
        minBet: '0.1',
        isHot: j < 2,
        isNew: j === 5,
        freePlay: false,
        defaultPlayType: playType,
      }));
  }
}
