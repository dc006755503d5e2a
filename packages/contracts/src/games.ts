import { z } from 'zod';
import { DayRangeShape, withRange } from './dates.js';
import { DisputeStateSchema } from './disputes.js';
import { MoneySchema } from './envelope.js';
import { PVP_ROOM_ID_PATTERN } from './pvp.js';

export const GAME_CATEGORIES = ['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS'] as const;
export const GameCategorySchema = z.enum(GAME_CATEGORIES);
export type GameCategory = z.infer<typeof GameCategorySchema>;
/** GameCategorySchema's check without zod, for code that needs nothing else of it. */
export const isGameCategory = (value: unknown): value is GameCategory =>
  (GAME_CATEGORIES as readonly unknown[]).includes(value);

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
  /** How many games the vendor has in this category that the asking client can run (its client type's
   * or named platforms; every game when it names none), so it agrees with the game list the client
   * gets for that vendor tab. Optional: older platforms do not send it. */
  gameCount: z.number().int().min(0).optional(),
  /** True when the vendor's games open only a sandbox page here (a page that names the game and
   * moves no money), not a real game: the web says so on its tiles before the click. Optional: a
   * platform that does not send it has every game playable. */
  sandbox: z.boolean().optional(),
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
  /** True when the game opens only a sandbox page (its vendor is not connected), as on its vendor's
   * card. Optional: absent means playable. */
  sandbox: z.boolean().optional(),
});
export type Game = z.infer<typeof GameSchema>;

/** `/lgw/games/game_menus?prizeMode=` query: one of the brand's prize modes. */
export const GameMenusQuerySchema = z.object({
  prizeMode: z.string({ message: 'is required' }).min(1, 'is required').max(16),
});

/** `/lgw/games/game_menus?prizeMode=`: bare object keyed by group. */
export const LotteryMenuGameSchema = z.object({
  gameCode: z.string(),
  gameName: z.string(),
  /** `games.id` */
  gameId: z.number().int(),
  /** the vendor's id (`game_vendors.id`) */
  nodeId: z.number().int(),
  defaultPlayType: z.string(),
  prizeMode: z.string(),
});
export const LotteryMenusSchema = z.record(z.string(), z.array(LotteryMenuGameSchema));
export type LotteryMenus = z.infer<typeof LotteryMenusSchema>;

// ---------------------------------------------------------------- lobby

/** Spec section 9 constants of the game lists. */
export const GAME_PAGE_SIZE = 21;
export const GAME_SEARCH_DEBOUNCE_MS = 500;
export const INFINITE_SCROLL_THROTTLE_MS = 200;
export const VENDOR_DROPDOWN_SIZE = 11;
export const VENDOR_ARROWS_ABOVE = 7;
export const HOT_IS_PLATFORM = 2;
export const LAZY_IMAGE_RETRIES = 3;

// ---------------------------------------------------------------- client type and game platforms

/**
 * The game platforms a game can run on; every game in the catalogue lists the ones it supports, and
 * a lobby call lists the ones its client can run (`platform`, a comma list). Known from the spec:
 * `flash` and `html5-desktop` (its constant "platform flash,html5-desktop"); `html5-mobile` is this
 * project's name for the games a phone app or mobile browser runs.
 */
export const GAME_PLATFORMS = ['flash', 'html5-desktop', 'html5-mobile'] as const;
export const GamePlatformSchema = z.enum(GAME_PLATFORMS);
export type GamePlatform = z.infer<typeof GamePlatformSchema>;
const isGamePlatform = (value: string): value is GamePlatform =>
  (GAME_PLATFORMS as readonly string[]).includes(value);

/**
 * The client types the platform knows (spec: the portal is client type 3). The spec names only 3;
 * this project decides 1 (a mobile browser) and 2 (a phone app) so that a call may name its client
 * instead of its platforms.
 */
export const CLIENT_TYPES = [1, 2, 3] as const;
export type ClientType = (typeof CLIENT_TYPES)[number];
const isClientType = (value: number): value is ClientType =>
  (CLIENT_TYPES as readonly number[]).includes(value);

/** The portal's client type and platform value, sent on every game list, favourites, recent and
 * launch call (spec sections 7 and 9: "client type 3; platform flash,html5-desktop"). */
export const GAME_CLIENT_TYPE = 3 satisfies ClientType;
export const PORTAL_GAME_PLATFORM = 'flash,html5-desktop';

/** The game platforms a client type runs when a call names no platform of its own. */
export const CLIENT_TYPE_PLATFORMS: Record<ClientType, readonly GamePlatform[]> = {
  1: ['html5-mobile'],
  2: ['html5-mobile'],
  3: ['flash', 'html5-desktop'],
};

/** `clientType` on the wire (a query string's digits or a JSON number): one of CLIENT_TYPES. */
export const ClientTypeSchema = z.coerce
  .number({ message: 'client_type_unknown' })
  .int('client_type_unknown')
  .refine(isClientType, 'client_type_unknown')
  .transform((n) => n as ClientType);

/**
 * `platform` on the wire: a comma list of GAME_PLATFORMS ("flash,html5-desktop"), read as the
 * distinct platforms named; an unknown name or an empty list is refused (`platform_unknown`).
 */
export const GamePlatformsSchema = z
  .string()
  .max(64, 'platform_unknown')
  .transform((raw, ctx) => {
    const names = raw
      .split(',')
      .map((p) => p.trim())
      .filter((p) => p !== '');
    if (names.length === 0 || !names.every(isGamePlatform)) {
      ctx.addIssue({ code: 'custom', message: 'platform_unknown' });
      return z.NEVER;
    }
    return [...new Set(names)];
  });

/** `GET /wps/relay/GCSGAME_vendorLanes` query: the brand comes from the Merchant header (`merchant`
 * and `language` are accepted for compatibility and do not change the answer); the client's type and
 * platforms decide which games each card counts. */
export const VendorLanesQuerySchema = z.object({
  merchant: z.string().max(32).optional(),
  language: z.string().max(8).optional(),
  /** Which client asks (CLIENT_TYPES); its platforms apply when `platform` is absent. */
  clientType: ClientTypeSchema.optional(),
  /** The game platforms the client runs: each card's `gameCount` counts only the games that support
   * one of them, as the game list lists them to that client. */
  platform: GamePlatformsSchema.optional(),
});
export type VendorLanesQuery = z.infer<typeof VendorLanesQuerySchema>;

/**
 * The game platforms a call asks for: its `platform` list, else its client type's platforms, else
 * none named (every game, for a caller that says nothing of its client).
 */
export function requestedPlatforms(q: {
  platform?: readonly GamePlatform[] | undefined;
  clientType?: ClientType | undefined;
}): readonly GamePlatform[] | undefined {
  if (q.platform) return q.platform;
  return q.clientType === undefined ? undefined : CLIENT_TYPE_PLATFORMS[q.clientType];
}

export const SlotClassifySchema = z.enum(SLOT_CLASSIFY);
export type SlotClassify = z.infer<typeof SlotClassifySchema>;
export const MinBetSchema = z.enum(MIN_BET_OPTIONS);
export type MinBet = z.infer<typeof MinBetSchema>;

/** A vendor tab is named by its vassalage when it has one, else by its vendor code. */
const VendorTabSchema = z.string().regex(/^[A-Za-z0-9_]{1,32}$/, 'vendor_format');
const GameNameSearchSchema = z.string().trim().max(64, 'max_64');

/**
 * `GET /wps/relay/GCSGAME_gameList` query (spec section 3's game query). `vassalage` names the
 * vendor tab (vassalage or vendor code); `minBet` all or absent means every game.
 */
export const GameListQuerySchema = z.object({
  gameType: GameCategorySchema,
  vassalage: VendorTabSchema.optional(),
  gameClassify: SlotClassifySchema.optional(),
  gameName: GameNameSearchSchema.optional(),
  minBet: MinBetSchema.optional(),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(GAME_PAGE_SIZE),
  language: z.string().max(8).optional(),
  /** Which client asks (CLIENT_TYPES); its platforms apply when `platform` is absent. */
  clientType: ClientTypeSchema.optional(),
  /** The game platforms the client runs: only games that support one of them are listed. */
  platform: GamePlatformsSchema.optional(),
});
export type GameListQuery = z.infer<typeof GameListQuerySchema>;

export const GameListSchema = z.object({
  games: z.array(GameSchema),
  pageNo: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
});
export type GameList = z.infer<typeof GameListSchema>;

/** `GET /wps/relay/GCSGAME_hotGamesV2?isPlatform=2&vassalage=` : hot games of a vendor (no paging). */
export const HotGamesQuerySchema = z.object({
  gameType: GameCategorySchema,
  vassalage: VendorTabSchema.optional(),
  isPlatform: z.coerce.number().int().optional(),
  language: z.string().max(8).optional(),
  clientType: ClientTypeSchema.optional(),
  platform: GamePlatformsSchema.optional(),
});
export const HotGamesSchema = z.object({ list: z.array(GameSchema) });

/**
 * `GET /wps/relay/GCSGAME_vassalGameType` query (the spec's "vassal game type"): a category's vendor
 * tab (its vassalage, or vendor code; none: the whole category), with the client's platforms as the
 * game list takes them.
 */
export const VassalGameTypesQuerySchema = z.object({
  gameType: GameCategorySchema,
  vassalage: VendorTabSchema.optional(),
  language: z.string().max(8).optional(),
  clientType: ClientTypeSchema.optional(),
  platform: GamePlatformsSchema.optional(),
});
export type VassalGameTypesQuery = z.infer<typeof VassalGameTypesQuerySchema>;

/**
 * The game types (slot classifies) of a vendor tab: each with how many of its games the client's
 * platforms list, in SLOT_CLASSIFY order, a type without games left out; `gameCount` counts every
 * game of the tab, typed or not. The lobby offers a classify filter only for the types listed.
 */
export const VassalGameTypesSchema = z.object({
  gameCount: z.number().int().min(0),
  list: z.array(z.object({ gameClassify: SlotClassifySchema, gameCount: z.number().int().positive() })),
});
export type VassalGameTypes = z.infer<typeof VassalGameTypesSchema>;

/**
 * Favourites and recent games (token): `GCSGAME_favoriteGames`, `GCSGAME_recentGames` (spec: clientType
 * 3, platform, language, gameType, paging). A game the client's platforms cannot run is left out.
 */
export const MemberGamesQuerySchema = z.object({
  gameType: GameCategorySchema.optional(),
  vassalage: VendorTabSchema.optional(),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(GAME_PAGE_SIZE),
  language: z.string().max(8).optional(),
  clientType: ClientTypeSchema.optional(),
  platform: GamePlatformsSchema.optional(),
});
export type MemberGamesQuery = z.infer<typeof MemberGamesQuerySchema>;
export const MemberGamesSchema = z.object({
  list: z.array(GameSchema),
  pageNo: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
});
export type MemberGames = z.infer<typeof MemberGamesSchema>;

/** `POST /wps/relay/GCSGAME_favoriteToggle` (token): spec's favourite (nodeId, vendor, gameType). */
export const FavouriteToggleSchema = z.object({
  nodeId: z.number().int().positive(),
  vendor: z.string().min(1).max(32),
  gameType: GameCategorySchema,
  favourite: z.boolean(),
});
export type FavouriteToggle = z.infer<typeof FavouriteToggleSchema>;
export const FavouriteStateSchema = z.object({ nodeId: z.number().int(), favourite: z.boolean() });

/** `GET /wps/relay/GCSGAME_favoriteIds` (token): every favourite game id of the member (for tiles). */
export const FavouriteIdsSchema = z.object({ ids: z.array(z.number().int()) });

// ---------------------------------------------------------------- launch

export const LAUNCH_MODES = ['GLS', 'LOTT'] as const;
export const LOTTO_VIEWS = ['betting', 'lobby'] as const;

/**
 * `GET /wps/game/launchGame` (token), upstream-contract.md: a casino game (GLS) or a lottery (LOTT).
 * `accountType` 1 real money, 0 free play. A PvP game is launched by the POST (PvpLaunchBodySchema).
 */
export const LaunchGameQuerySchema = z.object({
  launchMode: z.enum(LAUNCH_MODES),
  nodeId: z.coerce.number().int().positive().optional(),
  gameId: z.string().max(64).optional(),
  vassalage: VendorTabSchema.optional(),
  platform: GamePlatformsSchema.optional(),
  clientType: ClientTypeSchema.optional(),
  accountType: z.coerce.number().int().min(0).max(1).default(1),
  language: z.string().max(8).optional(),
  lottoArea: z.string().max(8).optional(),
  lottoPrizeMode: z.string().max(16).optional(),
  lottoGameCode: z.string().max(32).optional(),
  lottoView: z.enum(LOTTO_VIEWS).optional(),
  device: z.string().max(16).optional(),
  backUrl: z.string().max(512).optional(),
});
export type LaunchGameQuery = z.infer<typeof LaunchGameQuerySchema>;

/**
 * `POST /wps/game/launchGame` (token): the spec's "pvp launch" (its call table: POST). A PvP game by
 * its nodeId, into one of its rooms when `roomId` names one (the rooms call lists them); the answer
 * is the GET's, its `game_url` opening that room.
 */
export const PvpLaunchBodySchema = z.object({
  nodeId: z.number({ message: 'is required' }).int().positive(),
  roomId: z.string().regex(PVP_ROOM_ID_PATTERN, 'room_format').optional(),
  accountType: z.number().int().min(0).max(1).default(1),
  clientType: ClientTypeSchema.optional(),
  platform: GamePlatformsSchema.optional(),
  language: z.string().max(8).optional(),
});
export type PvpLaunchBody = z.infer<typeof PvpLaunchBodySchema>;

/** `value.content.game_url`: relative to a launch host of `launchGameCDNs` (same origin if none). */
export const LaunchGameResultSchema = z.object({
  content: z.object({ game_url: z.string() }),
});
export type LaunchGameResult = z.infer<typeof LaunchGameResultSchema>;

// ---------------------------------------------------------------- betting record

/** `pending`: bet, not settled yet (its outcome is unknown); `settled`: the vendor paid out (0.00 for
 * a loss); `rolled_back`: cancelled, its stake refunded. */
export const BET_RECORD_STATUSES = ['pending', 'settled', 'rolled_back'] as const;
export const BetRecordStatusSchema = z.enum(BET_RECORD_STATUSES);
export type BetRecordStatus = z.infer<typeof BetRecordStatusSchema>;

/**
 * A round's valid bet, in minor units: what counts towards the withdrawal turnover, and what the
 * betting record's valid-bet column and the profit and loss report as bet. It is the round's stake
 * as settled (its debits less what rollbacks refunded) once the vendor has settled it, win or loss,
 * and 0 while it is pending or when it was rolled back. Free play never reaches the platform's
 * wallet, so it never counts. The platform adds it to the member's achieved turnover in the
 * settlement's own database statement (game_round_move), up to what is still required.
 */
export function validBetMinor(round: { status: BetRecordStatus; betMinor: bigint }): bigint {
  return round.status === 'settled' ? round.betMinor : 0n;
}

/** `GET /wps/relay/GCSGAME_personalHistoryCopy` (token): the member's rounds, newest first. */
export const BetRecordQuerySchema = withRange(
  z.object({
    ...DayRangeShape,
    gameType: GameCategorySchema.optional(),
    vendor: z.string().max(32).optional(),
    status: BetRecordStatusSchema.optional(),
    pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  }),
);
export type BetRecordQuery = z.infer<typeof BetRecordQuerySchema>;

export const BetRecordSchema = z.object({
  roundId: z.string(),
  vendor: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  gameType: GameCategorySchema.nullable(),
  /** The stake (what is still staked after any partial rollback). */
  bet: MoneySchema,
  /** validBetMinor of the round: the stake once settled, 0.00 while pending or rolled back. */
  validBet: MoneySchema,
  /** null while the round is pending: its outcome is not known, so it is neither a win nor a loss. */
  win: MoneySchema.nullable(),
  /** win - bet, signed; null while pending. */
  profit: MoneySchema.nullable(),
  status: BetRecordStatusSchema,
  createdAt: z.string(),
  settledAt: z.string().nullable(),
  /** The round's latest dispute (disputes.ts); absent when the member never disputed it. */
  dispute: DisputeStateSchema.optional(),
});
export type BetRecord = z.infer<typeof BetRecordSchema>;
export const BetRecordsSchema = z.object({
  list: z.array(BetRecordSchema),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  totalCount: z.number().int(),
  /**
   * Over every matching round, not only this page. `bet` = `validBet` + `pendingBet` (every stake
   * still staked); `win` and `profit` (win - validBet) are of settled rounds only; `pendingBet` is
   * the stake of the `pendingRounds` not settled yet, kept out of the profit.
   */
  summary: z.object({
    bet: MoneySchema,
    validBet: MoneySchema,
    win: MoneySchema,
    profit: MoneySchema,
    pendingBet: MoneySchema,
    rounds: z.number().int(),
    pendingRounds: z.number().int(),
  }),
});
export type BetRecords = z.infer<typeof BetRecordsSchema>;

/** Operator: `PATCH /admin/vendors/:vendor/:gameType` switches a merchant's vendor (publishes games.changed). */
export const AdminVendorPatchSchema = z
  .object({
    maintenance: z.boolean().optional(),
    enabled: z.boolean().optional(),
    isHot: z.boolean().optional(),
    sort: z.number().int().min(0).max(10_000).optional(),
  })
  .refine((p) => Object.keys(p).length > 0, { message: 'nothing to change' });
export type AdminVendorPatch = z.infer<typeof AdminVendorPatchSchema>;

/** Where the built-in demo vendor's game pages live (the gateway proxies the prefix to the platform). */
export const DEMO_VENDOR_PREFIX = '/demo-vendor/';
/** The demo vendor's pages: their own scripts and styles only (inline style attributes allowed),
 * calls to their own origin, framed only by the portal. */
export const DEMO_VENDOR_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "connect-src 'self'",
  "img-src 'self' data:",
  // The pages' script fonts (Thai, Khmer, Arabic, ...), served under the same prefix.
  "font-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
  "object-src 'none'",
].join('; ');

/**
 * `GET /wps/relay/GCSGAME_playSession` (token): the play of the member's session so far, for the bar
 * above every game. `startedAt` is when the session's token was issued (its login); `bet`, `win`
 * and `net` (win - bet, negative is a loss) are read from the ledger: every stake, payout and refund
 * the seamless wallet moved for the member, on any vendor, since then, so that two bets at once are
 * both counted and nothing is counted twice. `turnoverRemaining` is what is still to bet before a
 * withdrawal (WithdrawInfo's required - done). Trial accounts answer it too (all zero but the time).
 */
export const PlaySessionSchema = z.object({
  startedAt: z.string(),
  rounds: z.number().int().min(0),
  bet: MoneySchema,
  win: MoneySchema,
  net: MoneySchema,
  turnoverRemaining: MoneySchema,
});
export type PlaySession = z.infer<typeof PlaySessionSchema>;
