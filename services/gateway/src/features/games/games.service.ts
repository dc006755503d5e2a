import {
  BetRecordsSchema,
  FavouriteIdsSchema,
  FavouriteStateSchema,
  GAME_CLIENT_TYPE,
  GAME_PAGE_SIZE,
  GameListSchema,
  HOT_IS_PLATFORM,
  HotGamesSchema,
  LaunchGameResultSchema,
  LotteryMenusSchema,
  MemberGamesSchema,
  type BetRecordQuery,
  type BetRecords,
  type FavouriteToggle,
  type Game,
  type GameList,
  type LotteryMenus,
  type MemberGames,
} from '@portal/contracts';
import type { AppServices } from '../../services.js';
import type { Visitor } from '../../trpc/context.js';
import { callMeta, type MemberContext } from '../../trpc/procedures.js';
import { publicMeta } from '../../platform/lanes.js';
import type { GameListInput, LaunchInput, MemberGamesInput } from './games.schemas.js';

/** The platform string the lobby calls send (spec section 9: platform flash,html5-desktop). */
const PLATFORM = 'html5-desktop';

/** One page of a category's games (vendor tab, classify, minimum bet, name): cached per filter. */
export function getGameList(
  services: AppServices,
  visitor: Visitor,
  input: GameListInput,
): Promise<GameList> {
  const query = {
    gameType: input.gameType,
    vassalage: input.vassalage,
    gameClassify: input.gameClassify,
    gameName: input.gameName ? input.gameName : undefined,
    minBet: input.minBet === 'all' ? undefined : input.minBet,
    pageNo: input.pageNo,
    pageSize: GAME_PAGE_SIZE,
  };
  const key = `list:${visitor.language}:${[
    query.gameType,
    query.vassalage ?? '',
    query.gameClassify ?? '',
    query.minBet ?? '',
    query.pageNo,
    query.gameName ?? '',
  ].join('|')}`;
  return services.gameMenus.get(key, GameListSchema, () =>
    services.upstream.call('/wps/relay/GCSGAME_gameList', {
      ...publicMeta(visitor),
      query: { ...query, language: visitor.language, clientType: GAME_CLIENT_TYPE, platform: PLATFORM },
      schema: GameListSchema,
    }),
  );
}

/** Hot games of a category's vendor tab: one local list, no paging (spec section 4). */
export async function getHotGames(
  services: AppServices,
  visitor: Visitor,
  input: Pick<GameListInput, 'gameType' | 'vassalage'>,
): Promise<Game[]> {
  const key = `hot:${visitor.language}:${input.gameType}|${input.vassalage ?? ''}`;
  const hot = await services.gameMenus.get(key, HotGamesSchema, () =>
    services.upstream.call('/wps/relay/GCSGAME_hotGamesV2', {
      ...publicMeta(visitor),
      query: {
        gameType: input.gameType,
        vassalage: input.vassalage,
        isPlatform: HOT_IS_PLATFORM,
        language: visitor.language,
        platform: PLATFORM,
      },
      schema: HotGamesSchema,
    }),
  );
  return hot.list;
}

export function getLotteryMenus(
  services: AppServices,
  visitor: Visitor,
  prizeMode: string,
): Promise<LotteryMenus> {
  return services.gameMenus.get(`lotteryMenus:${visitor.language}:${prizeMode}`, LotteryMenusSchema, () =>
    services.upstream.call('/lgw/games/game_menus', {
      ...publicMeta(visitor),
      query: { prizeMode },
      schema: LotteryMenusSchema,
    }),
  );
}

const memberQuery = (input: MemberGamesInput) => ({
  gameType: input.gameType,
  vassalage: input.vassalage,
  pageNo: input.pageNo,
  pageSize: GAME_PAGE_SIZE,
});

export function getFavourites(ctx: MemberContext, input: MemberGamesInput): Promise<MemberGames> {
  return ctx.services.upstream.call('/wps/relay/GCSGAME_favoriteGames', {
    ...callMeta(ctx),
    query: memberQuery(input),
    schema: MemberGamesSchema,
  });
}

export async function getFavouriteIds(ctx: MemberContext): Promise<number[]> {
  const { ids } = await ctx.services.upstream.call('/wps/relay/GCSGAME_favoriteIds', {
    ...callMeta(ctx),
    schema: FavouriteIdsSchema,
  });
  return ids;
}

/** Sets the favourite state asked for (not a flip), so a retried toggle cannot undo itself. */
export function setFavourite(ctx: MemberContext, input: FavouriteToggle) {
  return ctx.services.upstream.call('/wps/relay/GCSGAME_favoriteToggle', {
    ...callMeta(ctx),
    method: 'POST',
    body: input,
    schema: FavouriteStateSchema,
  });
}

export function getRecent(ctx: MemberContext, input: MemberGamesInput): Promise<MemberGames> {
  return ctx.services.upstream.call('/wps/relay/GCSGAME_recentGames', {
    ...callMeta(ctx),
    query: memberQuery(input),
    schema: MemberGamesSchema,
  });
}

/**
 * Launches a game (launchMode GLS) or a lottery (LOTT: lottoArea VN, prize mode, game code or the
 * lobby, betting or lobby view, device, backUrl, language) and answers the vendor's URL.
 */
export async function launchGame(ctx: MemberContext, input: LaunchInput): Promise<{ url: string }> {
  const common = {
    clientType: GAME_CLIENT_TYPE,
    platform: PLATFORM,
    language: ctx.visitor.language,
    accountType: input.freePlay ? 0 : 1,
  };
  const query =
    input.kind === 'game'
      ? { ...common, launchMode: 'GLS', nodeId: input.nodeId }
      : {
          ...common,
          launchMode: 'LOTT',
          vassalage: input.vassalage,
          lottoArea: 'VN',
          lottoPrizeMode: input.prizeMode,
          lottoGameCode: input.gameCode ?? '',
          lottoView: input.gameCode ? (input.view ?? 'betting') : 'lobby',
          device: input.device,
          backUrl: input.backUrl,
        };
  const result = await ctx.services.upstream.call('/wps/game/launchGame', {
    ...callMeta(ctx),
    query,
    schema: LaunchGameResultSchema,
  });
  return { url: result.content.game_url };
}

export function getBetRecords(ctx: MemberContext, input: BetRecordQuery): Promise<BetRecords> {
  return ctx.services.upstream.call('/wps/relay/GCSGAME_personalHistoryCopy', {
    ...callMeta(ctx),
    query: { ...input },
    schema: BetRecordsSchema,
  });
}
