import { z } from 'zod';
import { InstantSchema } from './dates.js';
import { MoneySchema } from './envelope.js';
import { GameCategorySchema } from './games.js';
import { localized } from './localized.js';

/**
 * Winner board. The real platform's winner payload is not published beyond "iconUrl,
 * customerName, gameName, winAmount", so this file decides the rest. The upstream keeps the big
 * wins and masks the member's name when it records one: a full account name never leaves it.
 */

/** How many wins the home page shows (spec section 9: winner board 20). */
export const WINNER_BOARD_SIZE = 20;

/**
 * A win of a seamless-wallet round (the demo vendor's games) goes on the winner board when it pays
 * at least BIG_WIN_MULTIPLE times the round's bet and at least BIG_WIN_MIN_AMOUNT.
 */
export const BIG_WIN_MULTIPLE = 20n;
export const BIG_WIN_MIN_AMOUNT = '10.00';
/** Largest `limitNum` the upstream accepts. */
export const WINNER_BOARD_MAX = 50;

/** A name as the board shows it: at most two characters either side of `***` (e.g. `de***er`). */
export const MaskedNameSchema = z.string().regex(/^[^*]{0,2}\*\*\*[^*]{0,2}$/, 'masked_name');

/** Masks an account name for the board: first two and last two characters around `***` (names of
 * four characters or fewer keep only their first character). */
export function maskCustomerName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length <= 4) return `${chars[0] ?? ''}***`;
  return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
}

export const WinnerSchema = z.object({
  id: z.number().int(),
  iconUrl: z.string(), // image path relative to an image CDN, e.g. /game/12.svg
  customerName: MaskedNameSchema,
  gameName: z.string(),
  winAmount: MoneySchema, // decimal string in major units of the brand's currency
  gameCategory: GameCategorySchema,
  vendor: z.string(),
  gameId: z.number().int(), // the game's nodeId in the catalogue
  nodeId: z.number().int().optional(), // the vendor lane's nodeId when known
  /** The game's code and default play type: a lottery win launches its game in the lottery lobby
   * (which is entered by vendor and game code, not by node). Optional: older boards lack them. */
  gameCode: z.string().optional(),
  defaultPlayType: z.string().nullable().optional(),
  wonAt: z.string(), // ISO 8601
});
export type Winner = z.infer<typeof WinnerSchema>;

/**
 * A big win as the platform announces it (the `winners.changed` event): a board entry in no
 * language yet, with its game's own name and the game's names in other languages. Every gateway
 * holding a board puts it there at once (`withWin`) instead of reading the board again first.
 */
export const WinNewsSchema = WinnerSchema.extend({
  translations: z.record(z.string(), z.object({ gameName: z.string().optional() })),
});
export type WinNews = z.infer<typeof WinNewsSchema>;

/** The news of a win as the board shows it in `language` (its game's own name where none). */
export function winnerIn(news: WinNews, language: string): Winner {
  const { translations: _names, ...entry } = news;
  return { ...entry, gameName: localized(news, language, 'gameName') };
}

/** The board's order: the latest win first (`wonAt`), of two at one instant the later recorded. */
export function newerWinFirst(a: Winner, b: Winner): number {
  return Date.parse(b.wonAt) - Date.parse(a.wonAt) || b.id - a.id;
}

/**
 * `board` (newest first, at most `size`) with `win` in its place. The same array when the win is
 * already there, or older than every one of a full board's.
 */
export function withWin(board: Winner[], win: Winner, size = WINNER_BOARD_SIZE): Winner[] {
  if (board.some((w) => w.id === win.id)) return board;
  const at = board.findIndex((w) => newerWinFirst(win, w) < 0);
  const index = at === -1 ? board.length : at;
  if (index >= size) return board;
  return [...board.slice(0, index), win, ...board.slice(index, size - 1)];
}

/** `GET /wps/relay/CMS_winnerBoard?gameCategory=ALL&language=&limitNum=20` value, newest first. */
export const WinnerBoardSchema = z.object({ list: z.array(WinnerSchema) });
export type WinnerBoard = z.infer<typeof WinnerBoardSchema>;

export const WinnerBoardQuerySchema = z.object({
  gameCategory: z.union([z.literal('ALL'), GameCategorySchema]).default('ALL'),
  language: z.string().max(16).optional(),
  limitNum: z.coerce.number().int().min(1).max(WINNER_BOARD_MAX).default(WINNER_BOARD_SIZE),
});

/** Operator / demo vendor: `POST /admin/winners` records a big win (the account's name is masked on
 * write). `wonAt` defaults to now. */
export const AdminWinnerSchema = z.object({
  gameId: z.number().int().positive(),
  account: z.string().trim().min(1).max(64),
  winAmount: z
    .string()
    .trim()
    .regex(/^\d{1,12}(\.\d{1,8})?$/, 'amount_format')
    .refine((s) => /[1-9]/.test(s), 'amount_positive'),
  wonAt: InstantSchema.optional(),
});
export type AdminWinner = z.infer<typeof AdminWinnerSchema>;
