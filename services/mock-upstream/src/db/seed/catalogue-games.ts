import type { GameSeed, VendorSeed } from './catalogue.js';
import { LOTTERY_GAMES } from './catalogue-lottery.js';

// The games of each vendor, generated from fixed name lists (the same on every run).

/** The demo vendor's own games (served by modules/demo-vendor), by category. */
const DEMO_GAMES: Partial<Record<string, GameSeed[]>> = {
  RNG: [
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
  ],
  // The Niu-Niu table (ADR 0018): real money only, its stakes are the other seats' money.
  PVP: [
    {
      gameCode: 'DEMONIUNIU',
      gameName: 'Niu-Niu',
      gameClassify: null,
      minBet: '0.5',
      isHot: true,
      isNew: true,
      freePlay: false,
      defaultPlayType: null,
    },
  ],
  // The live baccarat tables (ADR 0019): real money only, shared rounds on a clock.
  LIVE: [
    {
      gameCode: 'DEMOBACCARAT',
      gameName: 'Live Baccarat',
      gameClassify: null,
      minBet: '0.5',
      isHot: true,
      isNew: true,
      freePlay: false,
      defaultPlayType: null,
    },
  ],
  // --- demo sportsbook (ADR 0021): real money only, simulated matches on a clock ---
  SPORTS: [
    {
      gameCode: 'DEMOSPORTS',
      gameName: 'Sportsbook',
      gameClassify: null,
      minBet: '0.5',
      isHot: true,
      isNew: true,
      freePlay: false,
      defaultPlayType: null,
    },
  ],
  // --- end demo sportsbook ---
  // --- demo e-sports book (ADR 0025): the sportsbook on map series, real money only ---
  ESPORTS: [
    {
      gameCode: 'DEMOESPORTS',
      gameName: 'E-sports',
      gameClassify: null,
      minBet: '0.5',
      isHot: true,
      isNew: true,
      freePlay: false,
      defaultPlayType: null,
    },
  ],
  // --- end demo e-sports book ---
  // --- demo fishing (ADR 0022): real money only, every shot a bet on the seamless wallet ---
  FISH: [
    {
      gameCode: 'DEMOFISH',
      gameName: 'Reef Hunter',
      gameClassify: null,
      minBet: '0.1',
      isHot: true,
      isNew: true,
      freePlay: false,
      defaultPlayType: null,
    },
  ],
  // --- end demo fishing ---
};

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
      // The vendors' video poker is their old Flash build: the portal (flash,html5-desktop) lists it,
      // a phone does not.
      ...(classify === 'VP' ? { platforms: ['flash' as const] } : {}),
    };
  });
}

/**
 * Games a vendor makes for phones only (html5-mobile): the platform lists them to a phone app or
 * mobile browser, never to the portal's desktop platforms. Codes follow the vendor's 24 slots.
 */
const PHONE_ONLY_SLOTS: Partial<Record<string, string[]>> = {
  JDB: ['Pocket Fortune', 'Tap Tap Treasures'],
};

function phoneOnlyGames(seed: VendorSeed): GameSeed[] {
  return (PHONE_ONLY_SLOTS[seed.vendor] ?? []).map((gameName, j) => ({
    gameCode: `${codePrefix(seed)}${1025 + j}`,
    gameName,
    gameClassify: null,
    minBet: '0.01',
    isHot: false,
    isNew: true,
    freePlay: true,
    defaultPlayType: null,
    platforms: ['html5-mobile'],
  }));
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

export function gamesOf(seed: VendorSeed, vendorIndex: number): GameSeed[] {
  if (seed.vendor === 'DEMO') return DEMO_GAMES[seed.gameType] ?? [];
  switch (seed.gameType) {
    case 'RNG':
      return [...slotGames(seed, vendorIndex), ...phoneOnlyGames(seed)];
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
