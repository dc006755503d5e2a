import { z } from 'zod';
import { LotteryMenuGameSchema } from './games.js';

/**
 * The lottery lobby's platform calls (bare JSON under /lgw, like `game_menus` in games.ts): the
 * Vietnamese lottery menu with its open draws, the latest drawn results, the popular lottery games
 * and the two-digit number statistics. The mock-upstream answers them with these schemas and the
 * gateway parses them with the same ones.
 */

/** Spec section 9: the popular list holds 20 games, the VN number statistics 100 numbers. */
export const POPULAR_LOTTERY_COUNT = 20;
export const VN_NUMBERS_COUNT = 100;
/** `opened_numero` answers at most this many draws (and 10 when no count is asked for). */
export const OPENED_NUMERO_MAX_COUNT = 50;
export const OPENED_NUMERO_DEFAULT_COUNT = 10;

/** Prizes of a Miền Bắc result, special prize (ĐB) first. */
export const VN_PRIZE_NAMES = ['DB', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7'] as const;
export type VnPrizeName = (typeof VN_PRIZE_NAMES)[number];
/** A result holds 27 numbers: 1 + 1 + 2 + 6 + 4 + 6 + 3 + 4. */
export const VN_RESULT_SIZE = 27;

const IsoSchema = z.iso.datetime({ offset: true });
/** A lottery game's code as the lobby calls name it (which codes exist is the vendor's to say). */
export const LotteryGameCodeSchema = z.string().regex(/^[A-Za-z0-9_]{1,32}$/, 'game_code_format');
const PrizeModeQuerySchema = z.string().max(16).optional();
const DeviceQuerySchema = z.string().max(16).optional();

/** `lottery.vnMenu` query: a prize mode of the brand (none: every one) and the device. */
export const VnGameMenuQuerySchema = z.object({ prizeMode: PrizeModeQuerySchema, device: DeviceQuerySchema });

/** `lottery.openedNumero` query: a game and how many of its latest draws. */
export const OpenedNumeroQuerySchema = z.object({
  gameCode: LotteryGameCodeSchema,
  count: z.coerce.number().int().min(1).max(OPENED_NUMERO_MAX_COUNT).default(OPENED_NUMERO_DEFAULT_COUNT),
});

/** `lottery.popular` query. */
export const PopularLotteryQuerySchema = z.object({
  count: z.coerce.number().int().min(1).max(100).default(POPULAR_LOTTERY_COUNT),
  prizeMode: PrizeModeQuerySchema,
  device: DeviceQuerySchema,
  language: z.string().max(8).optional(),
});

/** `lottery.vnNumbers` query: a VN game and how many of the numbers 00.. to count. */
export const VnNumbersQuerySchema = z.object({
  gameCode: LotteryGameCodeSchema,
  count: z.coerce.number().int().min(1).max(VN_NUMBERS_COUNT).default(VN_NUMBERS_COUNT),
});
/** `YYYYMMDD-NNNN`: the Vietnam-local day and the draw's number in it. */
export const NumeroSchema = z.string().regex(/^\d{8}-\d{4}$/, 'numero_format');

/** One game of `GET /lgw/vn/games/game_menu`: catalogue ids and the draw open for betting now. */
export const VnMenuGameSchema = LotteryMenuGameSchema.extend({
  /** The draw open for betting (null until the platform has scheduled one). */
  numero: NumeroSchema.nullable(),
  nextDrawTime: IsoSchema.nullable(),
  closeTime: IsoSchema.nullable(),
});
export type VnMenuGame = z.infer<typeof VnMenuGameSchema>;
/** `GET /lgw/vn/games/game_menu?prizeMode=&device=WEB`: groups MIEN_BAC, MIEN_NAM, MIEN_TRUNG, VIP, SIEU_TOC. */
export const VnGameMenuSchema = z.record(z.string(), z.array(VnMenuGameSchema));
export type VnGameMenu = z.infer<typeof VnGameMenuSchema>;

const PrizesSchema = z.object(
  Object.fromEntries(VN_PRIZE_NAMES.map((name) => [name, z.array(z.string().regex(/^\d{2,5}$/))])) as Record<
    VnPrizeName,
    z.ZodArray<z.ZodString>
  >,
);

/** One drawn result. `winNo` holds the 27 numbers, special prize (DB) first, then G1 ... G7. */
export const OpenedNumeroSchema = z.object({
  gameCode: z.string(),
  numero: NumeroSchema,
  winningTime: IsoSchema,
  winNo: z.array(z.string()).length(VN_RESULT_SIZE),
  prizes: PrizesSchema,
  /** The per-draw HMAC the numbers were expanded from, and its sha256 published before the draw. */
  seed: z.string().regex(/^[0-9a-f]{64}$/),
  commitment: z.string().regex(/^[0-9a-f]{64}$/),
});
export type OpenedNumero = z.infer<typeof OpenedNumeroSchema>;
/** `GET /lgw/games/opened_numero?gameCode=&count=`: latest first. */
export const OpenedNumeroListSchema = z.array(OpenedNumeroSchema);

export const PopularLotteryGameSchema = z.object({
  gameCode: z.string(),
  gameName: z.string(),
  gameId: z.number().int(),
  nodeId: z.number().int(),
  vendor: z.string(),
  gameType: z.string(),
  defaultPlayType: z.string(),
  /** Bets placed on it in the last 24 hours. */
  bets24h: z.number().int(),
});
export type PopularLotteryGame = z.infer<typeof PopularLotteryGameSchema>;
/** `GET /lgw/games/popular?count=20&prizeMode=&device=&language=`: by bets in 24 h, then catalogue order. */
export const PopularLotteryGamesSchema = z.array(PopularLotteryGameSchema);

export const VnNumberStatSchema = z.object({
  number: z.string().regex(/^\d{2}$/),
  /** Occurrences among the last-two digits of the 27 numbers, over the window. */
  hits: z.number().int(),
  /** Draws since it last occurred (0 = in the latest), null when not seen in the window. */
  drawsSinceSeen: z.number().int().nullable(),
});
export type VnNumberStat = z.infer<typeof VnNumberStatSchema>;
/** `GET /lgw/vn/numbers?gameCode=&count=100`: numbers 00.. (count of them) over the last 30 draws. */
export const VnNumbersSchema = z.object({
  gameCode: z.string(),
  /** Draws the stats cover (at most 30). */
  draws: z.number().int(),
  latestNumero: NumeroSchema.nullable(),
  numbers: z.array(VnNumberStatSchema),
});
export type VnNumbers = z.infer<typeof VnNumbersSchema>;
