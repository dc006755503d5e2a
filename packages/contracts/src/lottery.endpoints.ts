/**
 * The lottery area's platform endpoints (see endpoint.ts): the lottery vendor's lobby API, bare JSON
 * under /lgw. The catalogue's lottery menus (`games.gameMenus`) are a games endpoint (see there).
 */
import { endpoints } from './endpoint.js';
import {
  OpenedNumeroListSchema,
  OpenedNumeroQuerySchema,
  PopularLotteryGamesSchema,
  PopularLotteryQuerySchema,
  VnGameMenuQuerySchema,
  VnGameMenuSchema,
  VnNumbersQuerySchema,
  VnNumbersSchema,
} from './lottery.js';

export const lotteryEndpoints = endpoints('lottery', {
  /** The Vietnamese lottery menu by region group, each game with the draw open for betting now. */
  vnMenu: {
    method: 'GET',
    path: '/lgw/vn/games/game_menu',
    auth: 'public',
    bare: true,
    query: VnGameMenuQuerySchema,
    response: VnGameMenuSchema,
  },
  /** The latest drawn results of a game, latest first. */
  openedNumero: {
    method: 'GET',
    path: '/lgw/games/opened_numero',
    auth: 'public',
    bare: true,
    query: OpenedNumeroQuerySchema,
    response: OpenedNumeroListSchema,
  },
  /** The most played lottery games (bets of the last 24 hours). */
  popular: {
    method: 'GET',
    path: '/lgw/games/popular',
    auth: 'public',
    bare: true,
    query: PopularLotteryQuerySchema,
    response: PopularLotteryGamesSchema,
  },
  /** Hits of the two-digit numbers 00-99 over a VN game's latest draws. */
  vnNumbers: {
    method: 'GET',
    path: '/lgw/vn/numbers',
    auth: 'public',
    bare: true,
    query: VnNumbersQuerySchema,
    response: VnNumbersSchema,
  },
});
