import { MAIN_WALLET_ID, vendorLogoPath, type GameCategory, type GamePlatform } from '@portal/contracts';
import { PLAYABLE_VENDORS } from '../../modules/games/vendor-pages.js';
import { SEA_LOTTERY_VENDOR } from './catalogue-lottery.js';

/**
 * The demo game catalogue. Everything here is computed from fixed lists, never from a random
 * source, so every run (and every process) seeds exactly the same names, codes and flags.
 */

export interface VendorSeed {
  vendor: string;
  gameType: GameCategory;
  /**
   * Its English name. A name made of words (a category, a country) rather than a brand has its
   * translations in translations/<code>.ts `vendors`, under `<gameType>:<vendor>`: "Vietnam Lottery"
   * reads "Xổ số Việt Nam", "JILI Fishing" keeps JILI and translates Fishing. A brand name (PG Soft,
   * Evolution, SABA Sports) has none and reads the same everywhere.
   */
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
  /** The game platforms it runs on; absent: DEFAULT_GAME_PLATFORMS. */
  platforms?: GamePlatform[];
}

/** What a game runs on unless its seed says otherwise: desktop and mobile browsers (HTML5). */
export const DEFAULT_GAME_PLATFORMS: GamePlatform[] = ['html5-desktop', 'html5-mobile'];

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
 * Vendors per category, in display order. DS88 (cockfight) sits in LIVE: the category list is
 * fixed at eight and cockfights are live-streamed events, which is how players look for them.
 */
export const VENDORS: VendorSeed[] = [
  v('DEMO', 'RNG', 'Portal Originals', {
    isHot: true,
  }),
  v('JILI', 'RNG', 'JILI Slots', {
    vassalage: 'JL',
    isHot: true,
  }),
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
  v('DEMO', 'LIVE', 'Portal Originals', { isHot: true }),
  v('EVO', 'LIVE', 'Evolution', { isHot: true }),
  v('SEXY', 'LIVE', 'AE Sexy'),
  v('DG', 'LIVE', 'Dream Gaming'),
  v('WM', 'LIVE', 'WM Casino'),
  v('SA', 'LIVE', 'SA Gaming'),
  v('DS88', 'LIVE', 'DS88 Cockfight', {
    isHot: true,
  }),
  // --- demo fishing (ADR 0022) ---
  v('DEMO', 'FISH', 'Portal Originals', { isHot: true }),
  // --- end demo fishing ---
  v('JILI', 'FISH', 'JILI Fishing', {
    vassalage: 'JL',
    isHot: true,
  }),
  v('FC', 'FISH', 'Fa Chai Fishing'),
  v('JDB', 'FISH', 'JDB Fishing'),
  v('KA', 'FISH', 'KA Fishing'),
  v('DEMO', 'PVP', 'Portal Originals', { isHot: true }),
  v('KM', 'PVP', 'Kingmaker', { isHot: true }),
  v('V8', 'PVP', 'V8 Poker'),
  // 开元 is Kaiyuan's own Chinese name.
  v('KY', 'PVP', 'Kaiyuan Cards'),
  // --- demo sportsbook (ADR 0021) ---
  v('DEMO', 'SPORTS', 'Portal Originals', { isHot: true }),
  // --- end demo sportsbook ---
  v('SABA', 'SPORTS', 'SABA Sports', { isHot: true }),
  v('CMD', 'SPORTS', 'CMD368'),
  v('BTI', 'SPORTS', 'BTi Sports'),
  // --- demo e-sports book (ADR 0025) ---
  v('DEMO', 'ESPORTS', 'Portal Originals', { isHot: true }),
  // --- end demo e-sports book ---
  v('AV', 'ESPORTS', 'AV Esports', { isHot: true }),
  v('AI', 'ESPORTS', 'AI Esports'),
  v('IMES', 'ESPORTS', 'IM Esports'),
  v('TF', 'ESPORTS', 'TF Gaming'),
  v('IA', 'ESPORTS', 'IA Esports'),
  v('TCG_LOTTO_VN', 'LOTT', 'Vietnam Lottery', {
    isHot: true,
  }),
  v('TCG', 'LOTT', 'TCG Lottery'),
  v('TCG_ELOTT', 'ELOTT', 'TCG E-Lottery', {
    isHot: true,
  }),
  v('SGW', 'ELOTT', 'SGWin Quick Lotto'),
  // Last, so that every vendor before it keeps its accountTypeId (their wallets are numbered in order).
  v(SEA_LOTTERY_VENDOR, 'LOTT', 'Southeast Asia Lottery', {}),
];

/**
 * Vendors that keep no wallet of their own and move the player's main-wallet money through the
 * seamless-wallet API: every vendor whose games really play here (the built-in demo vendor, the
 * Vietnamese lottery it serves and DS88's cockfight arenas) bets that way, so the merchant wallet
 * call must say so. The sandbox vendors move no money and keep the transfer wallet a third party has.
 */
export const SEAMLESS_VENDORS: readonly string[] = PLAYABLE_VENDORS;

/**
 * One wallet per transfer vendor: the same vendor in two categories shares its accountTypeId. A
 * seamless vendor plays from the main wallet (1). DEMO came later and is left out of the numbering
 * so that every other vendor keeps the id it was seeded with; a vendor that became seamless later
 * (DS88) keeps its place in it for the same reason.
 */
export function accountTypeIdOf(vendor: string): number {
  if (SEAMLESS_VENDORS.includes(vendor)) return MAIN_WALLET_ID;
  const codes = [...new Set(VENDORS.map((x) => x.vendor).filter((code) => code !== 'DEMO'))];
  return 100 + codes.indexOf(vendor);
}

export function logoOf(seed: VendorSeed): string {
  return vendorLogoPath({ gameType: seed.gameType, vassalage: seed.vassalage, vendor: seed.vendor });
}
