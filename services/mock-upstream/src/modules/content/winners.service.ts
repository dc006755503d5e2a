import {
  GameCategorySchema,
  maskCustomerName,
  winnerIn,
  type AdminWinner,
  type GameCategory,
  type WinNews,
  type Winner,
} from '@portal/contracts';
import { AppError } from '../../lib/errors.js';
import type { GamesRepository } from '../games/games.repository.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import type { WinnerRow, WinnersRepository } from './winners.repository.js';

export function gameIconPath(gameId: number): string {
  return `/game/${gameId}.svg`;
}

/** A win in no language yet: the board's entry with its game's names (the news of a new win). */
function toNews(row: WinnerRow): WinNews {
  const translations: WinNews['translations'] = {};
  for (const [language, names] of Object.entries(row.translations)) {
    if (names?.gameName) translations[language] = { gameName: names.gameName };
  }
  return {
    id: row.id,
    iconUrl: gameIconPath(row.gameId),
    customerName: row.customerName,
    gameName: row.gameName,
    translations,
    winAmount: row.winAmount,
    gameCategory: GameCategorySchema.parse(row.gameType),
    vendor: row.vendor,
    gameId: row.gameId,
    gameCode: row.gameCode,
    defaultPlayType: row.defaultPlayType,
    wonAt: row.wonAt.toISOString(),
  };
}

/** A win as the board shows it, its game named in `language` (its own name where none). */
function toWinner(row: WinnerRow, language: string): Winner {
  return winnerIn(toNews(row), language);
}

export function createWinnersService(deps: {
  repo: WinnersRepository;
  games: Pick<GamesRepository, 'findGame'>;
  /** Called after a win is recorded, with the win (the upstream event bus: winners.changed). */
  changed(merchantCode: string, win: WinNews): void;
}) {
  const { repo, games, changed } = deps;
  return {
    /** The latest wins, newest first, their games named in `language`. */
    async latest(
      merchantId: number,
      category: GameCategory | 'ALL',
      limit: number,
      language: string,
    ): Promise<Winner[]> {
      return (await repo.latest(merchantId, category === 'ALL' ? null : category, limit)).map((row) =>
        toWinner(row, language),
      );
    },

    /** Records a big win; the account name is masked before it is written. */
    async record(merchant: MerchantRow, input: AdminWinner): Promise<Winner> {
      const game = await games.findGame(input.gameId);
      if (!game) throw AppError.notFound(`no game ${input.gameId}`);
      const decimals = merchant.currencyDecimals;
      const fraction = input.winAmount.split('.')[1] ?? '';
      if (fraction.length > decimals) {
        throw AppError.badRequest(`winAmount has more than ${decimals} decimals`, {
          winAmount: 'amount_decimals',
        });
      }
      const wonAt = input.wonAt ? new Date(input.wonAt) : new Date();
      const customerName = maskCustomerName(input.account);
      const stored = await repo.insert({
        merchantId: merchant.id,
        gameId: game.id,
        customerName,
        winAmount: input.winAmount,
        wonAt,
      });
      const news = toNews({
        ...stored,
        gameId: game.id,
        gameName: game.gameName,
        translations: game.translations,
        gameCode: game.gameCode,
        defaultPlayType: game.defaultPlayType,
        gameType: game.gameType,
        vendor: game.vendor,
        customerName,
      });
      changed(merchant.code, news);
      // The operator's answer names the game by its own name.
      return winnerIn({ ...news, translations: {} }, 'EN');
    },
  };
}
export type WinnersService = ReturnType<typeof createWinnersService>;
