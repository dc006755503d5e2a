import { z } from 'zod';

export const GAME_CATEGORIES = ['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS'] as const;
export const GameCategorySchema = z.enum(GAME_CATEGORIES);
export type GameCategory = z.infer<typeof GameCategorySchema>;

/** Nav order of categories (the spec's top navigation). */
export const CATEGORY_ORDER: GameCategory[] = [
  'RNG',
  'LIVE',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'LOTT',
  'ELOTT',
];

/** Route of each category page. */
export const CATEGORY_ROUTE: Record<GameCategory, string> = {
  RNG: '/rng',
  LIVE: '/live',
  FISH: '/fish',
  PVP: '/pvp',
  SPORTS: '/sports',
  ESPORTS: '/esports',
  LOTT: '/lott',
  ELOTT: '/elott',
};

export const SLOT_CLASSIFY = ['SC', 'VP', 'JP', 'TG', 'AC', 'BG'] as const;
export const MIN_BET_OPTIONS = ['all', '0.01', '0.05', '0.1', '0.5', '0.75'] as const;
export const ESPORTS_VENDOR_CODES = ['AV', 'AI', 'IMES', 'TF', 'IA'] as const;

/** Game vendor card (a vendor lane inside a category). */
export const VendorCardSchema = z.object({
  nodeId: z.number().int(),
  vendor: z.string(), // vendor code, e.g. JILI, DS88, TCG_LOTTO_VN
  displayName: z.string(),
  gameType: GameCategorySchema,
  vassalage: z.string().nullable(), // e.g. JL for JILI
  accountTypeId: z.number().int(),
  isHot: z.union([z.literal(0), z.literal(1)]),
  isVassalagePopup: z.boolean(), // VASSALAGE flag: opens a popup game list
  maintenance: z.boolean(),
  logo: z.string(), // image path relative to an image CDN, e.g. "/vendor/RNG/JL.svg"
  sort: z.number().int(),
});
export type VendorCard = z.infer<typeof VendorCardSchema>;

/** `GET /wps/relay/GCSGAME_vendorLanes` value: categories with their vendors (order kept). */
export const VendorLanesSchema = z.array(
  z.object({ gameType: GameCategorySchema, vendors: z.array(VendorCardSchema) }),
);
export type VendorLanes = z.infer<typeof VendorLanesSchema>;

/**
 * Footer/nav vendor logo rule of the spec: ESPORTS uses the SPORTS logo folder, LOTT uses ELOTT,
 * and the file is named by vassalage when there is one, else by vendor code.
 */
export function vendorLogoPath(v: Pick<VendorCard, 'gameType' | 'vassalage' | 'vendor'>): string {
  const folder = v.gameType === 'ESPORTS' ? 'SPORTS' : v.gameType === 'LOTT' ? 'ELOTT' : v.gameType;
  return `/vendor/${folder}/${v.vassalage ?? v.vendor}.svg`;
}

/** A game in a vendor's catalogue. */
export const GameSchema = z.object({
  nodeId: z.number().int(),
  gameCode: z.string(),
  gameName: z.string(),
  vendor: z.string(),
  gameType: GameCategorySchema,
  vassalage: z.string().nullable(),
  gameClassify: z.enum(SLOT_CLASSIFY).nullable(),
  minBet: z.string(), // decimal string
  isHot: z.boolean(),
  isNew: z.boolean(),
  freePlay: z.boolean(),
  defaultPlayType: z.string().nullable(),
  icon: z.string(),
});
export type Game = z.infer<typeof GameSchema>;

/** `/lgw/games/game_menus?prizeMode=`: bare object keyed by group. */
export const LotteryMenuGameSchema = z.object({
  gameCode: z.string(),
  gameName: z.string(),
  gameId: z.number().int(),
  nodeId: z.number().int(),
  defaultPlayType: z.string(),
  prizeMode: z.string(),
});
export const LotteryMenusSchema = z.record(z.string(), z.array(LotteryMenuGameSchema));
export type LotteryMenus = z.infer<typeof LotteryMenusSchema>;
