import { z } from 'zod';
import { BET_TYPES, BET_RULES, PRIZE_NAMES } from './lottery.rules.js';
import { VN_GAME_CODES } from './lottery.games.js';

/**
 * Wire schemas of the demo Vietnamese lottery. The /lgw ones (lobby: menu, results, popular games,
 * number stats) answer bare JSON like the platform's other /lgw calls and belong in
 * packages/contracts once the gateway reads them; the /demo-vendor/api ones are the game page's own.
 */

const IsoSchema = z.iso.datetime({ offset: true });
const NumeroSchema = z.string().regex(/^\d{8}-\d{4}$/, 'numero_format');
const MoneySchema = z.string().regex(/^-?\d+\.\d{2}$/);

// ------------------------------------------------------------------ /lgw (bare JSON)

export const VnGameMenuQuerySchema = z.object({
  prizeMode: z.string().max(16).optional(),
  device: z.string().max(16).optional(),
});

/** One game of `GET /lgw/vn/games/game_menu`: catalogue ids and the draw open for betting now. */
export const VnMenuGameSchema = z.object({
  gameCode: z.string(),
  gameName: z.string(),
  /** `games.id` */
  gameId: z.number().int(),
  /** the vendor's id (`game_vendors.id`) */
  nodeId: z.number().int(),
  defaultPlayType: z.string(),
  prizeMode: z.string(),
  /** The draw open for betting (null until the job has scheduled one). */
  numero: NumeroSchema.nullable(),
  nextDrawTime: IsoSchema.nullable(),
  closeTime: IsoSchema.nullable(),
});
/** `GET /lgw/vn/games/game_menu?prizeMode=&device=WEB`: groups MIEN_BAC, MIEN_NAM, MIEN_TRUNG, VIP, SIEU_TOC. */
export const VnGameMenuSchema = z.record(z.string(), z.array(VnMenuGameSchema));
export type VnGameMenu = z.infer<typeof VnGameMenuSchema>;

export const OpenedNumeroQuerySchema = z.object({
  gameCode: z.enum(VN_GAME_CODES, { message: `must be one of ${VN_GAME_CODES.join(', ')}` }),
  count: z.coerce.number().int().min(1).max(50).default(10),
});

const PrizesSchema = z.object(
  Object.fromEntries(PRIZE_NAMES.map((name) => [name, z.array(z.string().regex(/^\d{2,5}$/))])) as Record<
    (typeof PRIZE_NAMES)[number],
    z.ZodArray<z.ZodString>
  >,
);

/** One drawn result. `winNo` holds the 27 numbers, special prize (DB) first, then G1 ... G7. */
export const OpenedNumeroSchema = z.object({
  gameCode: z.string(),
  numero: NumeroSchema,
  winningTime: IsoSchema,
  winNo: z.array(z.string()).length(27),
  prizes: PrizesSchema,
  /** The per-draw HMAC the numbers were expanded from, and its sha256 published before the draw. */
  seed: z.string().regex(/^[0-9a-f]{64}$/),
  commitment: z.string().regex(/^[0-9a-f]{64}$/),
});
export type OpenedNumero = z.infer<typeof OpenedNumeroSchema>;
/** `GET /lgw/games/opened_numero?gameCode=&count=`: latest first. */
export const OpenedNumeroListSchema = z.array(OpenedNumeroSchema);

export const PopularQuerySchema = z.object({
  count: z.coerce.number().int().min(1).max(100).default(20),
  prizeMode: z.string().max(16).optional(),
  device: z.string().max(16).optional(),
  language: z.string().max(8).optional(),
});

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
/** `GET /lgw/games/popular?count=20&prizeMode=&device=&language=`: by bets in 24 h, then catalogue order. */
export const PopularLotteryGamesSchema = z.array(PopularLotteryGameSchema);

export const VnNumbersQuerySchema = z.object({
  gameCode: z.enum(VN_GAME_CODES, { message: `must be one of ${VN_GAME_CODES.join(', ')}` }),
  count: z.coerce.number().int().min(1).max(100).default(100),
});

export const VnNumberStatSchema = z.object({
  number: z.string().regex(/^\d{2}$/),
  /** Occurrences among the last-two digits of the 27 numbers, over the window. */
  hits: z.number().int(),
  /** Draws since it last occurred (0 = in the latest), null when not seen in the window. */
  drawsSinceSeen: z.number().int().nullable(),
});
/** `GET /lgw/vn/numbers?gameCode=&count=100`: numbers 00.. (count of them) over the last 30 draws. */
export const VnNumbersSchema = z.object({
  gameCode: z.string(),
  /** Draws the stats cover (at most 30). */
  draws: z.number().int(),
  latestNumero: NumeroSchema.nullable(),
  numbers: z.array(VnNumberStatSchema),
});
export type VnNumbers = z.infer<typeof VnNumbersSchema>;

// ------------------------------------------------------------------ /demo-vendor/api/lottery

export const TicketQuerySchema = z.object({
  ticket: z.string({ message: 'is required' }).min(1, 'is required').max(2048),
});

export const StateQuerySchema = TicketQuerySchema.extend({
  game: z.string().max(16).optional(),
});

export const AmountTextSchema = z
  .string({ message: 'is required' })
  .regex(/^\d{1,9}(\.\d{1,2})?$/, 'amount_format');

/** `POST /demo-vendor/api/lottery/bets?ticket=`: one bet on one draw. */
export const PlaceBetSchema = z
  .object({
    /** The player's idempotency key: a retried placement with it moves nothing twice. */
    betId: z.string({ message: 'is required' }).regex(/^[A-Za-z0-9_-]{8,64}$/, 'bet_id_format'),
    gameCode: z.enum(VN_GAME_CODES, { message: 'game_not_open' }),
    numero: NumeroSchema,
    betType: z.enum(BET_TYPES, { message: `must be one of ${BET_TYPES.join(', ')}` }),
    numbers: z
      .array(z.string().regex(/^\d{2,3}$/, 'number_format'))
      .min(1, 'pick_numbers')
      .max(2),
    amount: AmountTextSchema,
  })
  .superRefine((bet, ctx) => {
    const rule = BET_RULES[bet.betType];
    const wrongShape = bet.numbers.length !== rule.picks || bet.numbers.some((n) => n.length !== rule.digits);
    if (wrongShape) {
      ctx.addIssue({
        code: 'custom',
        path: ['numbers'],
        message: `${bet.betType} takes ${rule.picks} number(s) of ${rule.digits} digits`,
      });
    } else if (new Set(bet.numbers).size !== bet.numbers.length) {
      ctx.addIssue({ code: 'custom', path: ['numbers'], message: 'numbers must differ' });
    }
  });
export type PlaceBet = z.infer<typeof PlaceBetSchema>;

export const BetViewSchema = z.object({
  betId: z.string(),
  gameCode: z.string(),
  numero: z.string(),
  betType: z.enum(BET_TYPES),
  numbers: z.array(z.string()),
  amount: MoneySchema,
  odds: z.string(),
  status: z.enum(['pending', 'open', 'won', 'lost', 'void']),
  hits: z.number().int().nullable(),
  win: MoneySchema,
  createdAt: IsoSchema,
  settledAt: IsoSchema.nullable(),
});
export type BetView = z.infer<typeof BetViewSchema>;

export const PlaceBetResultSchema = z.object({
  bet: BetViewSchema,
  balance: MoneySchema.nullable(),
  /** True when this betId had been placed before (nothing moved this time). */
  replayed: z.boolean(),
});

const DrawRefSchema = z.object({
  numero: NumeroSchema,
  drawAt: IsoSchema,
  closeAt: IsoSchema,
});

export const StateSchema = z.object({
  serverTime: IsoSchema,
  account: z.string(),
  currency: z.string().nullable(),
  balance: MoneySchema.nullable(),
  realMoney: z.boolean(),
  language: z.enum(['en', 'vi']),
  game: z.string(),
  isOpen: z.boolean(),
  games: z.array(
    z.object({
      gameCode: z.string(),
      gameName: z.string(),
      group: z.string(),
      isOpen: z.boolean(),
      next: DrawRefSchema.nullable(),
      lastSpecial: z.string().nullable(),
      lastNumero: z.string().nullable(),
    }),
  ),
  draw: DrawRefSchema.nullable(),
  closeSeconds: z.number().int(),
  limits: z.object({ min: MoneySchema, max: MoneySchema }),
  betTypes: z.array(
    z.object({
      type: z.enum(BET_TYPES),
      picks: z.number().int(),
      digits: z.number().int(),
      odds: z.string(),
      perHit: z.boolean(),
      rtp: z.string(),
    }),
  ),
  results: z.array(OpenedNumeroSchema),
  bets: z.array(BetViewSchema),
});
export type State = z.infer<typeof StateSchema>;
