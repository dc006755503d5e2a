/**
 * The lottery lobby's side panels: latest results, popular games, the VN number statistics and the
 * VN menu with its next draws. Public and the same for every visitor (of a language, where names
 * are in it), so they are cached in the shared cache, briefly: results and open draws change at
 * every draw (VNST1 draws each minute), and a panel a few seconds late is fine while a burst of
 * visitors after a draw still costs the platform one call per key.
 */
import {
  lotteryEndpoints,
  POPULAR_LOTTERY_COUNT,
  VN_NUMBERS_COUNT,
  type OpenedNumero,
  type PopularLotteryGame,
  type VnGameMenu,
  type VnNumbers,
} from '@portal/contracts';
import { publicMeta } from '../../platform/lanes.js';
import type { AppServices } from '../../services.js';
import type { Visitor } from '../../http/visitor.js';

/** Seconds an answer that changes at every draw (results, numbers, open draws) is served from cache. */
export const DRAW_DATA_TTL_S = 5;
/** Seconds the popular list (bets of the last 24 hours) is served from cache. */
export const POPULAR_TTL_S = 60;
/** The device the lobby's calls name (the spec's brand configuration: device WEB). */
const DEVICE = 'WEB';

const e = lotteryEndpoints;

/** The latest `count` drawn results of a game, latest first. */
export function getResults(
  services: AppServices,
  visitor: Visitor,
  gameCode: string,
  count: number,
): Promise<OpenedNumero[]> {
  return services.cache.getOrLoad(
    `lottery:results:${gameCode}:${count}`,
    DRAW_DATA_TTL_S,
    e.openedNumero.response,
    () => services.upstream.call(e.openedNumero, { ...publicMeta(visitor), query: { gameCode, count } }),
  );
}

/** The spec's 20 most played lottery games (of a prize mode's menus when one is given). */
export function getPopular(
  services: AppServices,
  visitor: Visitor,
  prizeMode: string | undefined,
): Promise<PopularLotteryGame[]> {
  return services.cache.getOrLoad(
    `lottery:popular:${visitor.language}:${prizeMode ?? ''}`,
    POPULAR_TTL_S,
    e.popular.response,
    () =>
      services.upstream.call(e.popular, {
        ...publicMeta(visitor),
        query: { count: POPULAR_LOTTERY_COUNT, prizeMode, device: DEVICE, language: visitor.language },
      }),
  );
}

/** Hits of the 100 two-digit numbers 00-99 over a game's latest draws. */
export function getVnNumbers(services: AppServices, visitor: Visitor, gameCode: string): Promise<VnNumbers> {
  return services.cache.getOrLoad(
    `lottery:vnNumbers:${gameCode}`,
    DRAW_DATA_TTL_S,
    e.vnNumbers.response,
    () =>
      services.upstream.call(e.vnNumbers, {
        ...publicMeta(visitor),
        query: { gameCode, count: VN_NUMBERS_COUNT },
      }),
  );
}

/** The Vietnamese lottery menu by region group, each game with the draw open for betting now. */
export function getVnMenu(
  services: AppServices,
  visitor: Visitor,
  prizeMode: string | undefined,
): Promise<VnGameMenu> {
  return services.cache.getOrLoad(
    `lottery:vnMenu:${visitor.language}:${prizeMode ?? ''}`,
    DRAW_DATA_TTL_S,
    e.vnMenu.response,
    () => services.upstream.call(e.vnMenu, { ...publicMeta(visitor), query: { prizeMode, device: DEVICE } }),
  );
}
