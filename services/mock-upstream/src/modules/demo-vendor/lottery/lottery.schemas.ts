import { ALL_LANGUAGES, NumeroSchema, OpenedNumeroSchema } from '@portal/contracts';
import { z } from 'zod';
import { BET_TYPES, BET_RULES } from './lottery.rules.js';
import { VN_GAME_CODES } from './lottery.games.js';

/**
 * Wire schemas of the demo Vietnamese lottery's game page (/demo-vendor/api). The lobby calls (menu,
 * results, popular games, number stats) are platform endpoints: their descriptors and schemas are
 * @portal/contracts' `lotteryEndpoints`; the answers are re-exported here for the page's own use.
 */

export {
  OpenedNumeroListSchema,
  OpenedNumeroSchema,
  PopularLotteryGameSchema,
  PopularLotteryGamesSchema,
  VnGameMenuSchema,
  VnMenuGameSchema,
  VnNumberStatSchema,
  VnNumbersSchema,
  type OpenedNumero,
  type VnGameMenu,
  type VnNumbers,
} from '@portal/contracts';

const IsoSchema = z.iso.datetime({ offset: true });
const MoneySchema = z.string().regex(/^-?\d+\.\d{2}$/);

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
  language: z.enum(ALL_LANGUAGES),
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
