/**
 * The games feature's own rules: the public menus (game list, hot games, lottery menus) are cached
 * per filter and language under the game-menu generation (platform/game-menus.ts), and a launch is
 * turned into the platform's launch query. Member calls that only forward sit in the router.
 */
import {
  GAME_PAGE_SIZE,
  GameListSchema,
  gamesEndpoints,
  HOT_IS_PLATFORM,
  HotGamesSchema,
  LotteryMenusSchema,
  PVP_LAUNCH_IS_POST,
  VassalGameTypesSchema,
  type Game,
  type GameList,
  type LotteryMenus,
  type VassalGameTypes,
} from '@portal/contracts';
import type { AppServices } from '../../services.js';
import { UpstreamError } from '../../upstream/upstream-error.js';
import type { Visitor } from '../../http/visitor.js';
import { callMeta, type MemberContext } from '../../trpc/procedures.js';
import { PORTAL_CLIENT, publicMeta } from '../../platform/lanes.js';
import type { GameListInput, LaunchInput, MemberGamesInput, VassalGameTypesInput } from './games.schemas.js';

/** What every lobby and launch call says of the portal (platform/lanes.ts). */
const CLIENT = PORTAL_CLIENT;

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
    services.upstream.call(gamesEndpoints.gameList, {
      ...publicMeta(visitor),
      query: { ...query, language: visitor.language, ...CLIENT },
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
    services.upstream.call(gamesEndpoints.hotGames, {
      ...publicMeta(visitor),
      query: {
        gameType: input.gameType,
        vassalage: input.vassalage,
        isPlatform: HOT_IS_PLATFORM,
        language: visitor.language,
        platform: CLIENT.platform,
      },
    }),
  );
  return hot.list;
}

/**
 * The game types (slot classifies) of a category's vendor tab (the spec's "vassal game type"), for
 * its classify filter: cached per tab like the lists (the answer has no words to translate).
 */
export function getVassalGameTypes(
  services: AppServices,
  visitor: Visitor,
  input: VassalGameTypesInput,
): Promise<VassalGameTypes> {
  const key = `types:${input.gameType}|${input.vassalage ?? ''}`;
  return services.gameMenus.get(key, VassalGameTypesSchema, () =>
    services.upstream.call(gamesEndpoints.vassalGameTypes, {
      ...publicMeta(visitor),
      query: { gameType: input.gameType, vassalage: input.vassalage, ...CLIENT },
    }),
  );
}

export function getLotteryMenus(
  services: AppServices,
  visitor: Visitor,
  prizeMode: string,
): Promise<LotteryMenus> {
  return services.gameMenus.get(`lotteryMenus:${visitor.language}:${prizeMode}`, LotteryMenusSchema, () =>
    services.upstream.call(gamesEndpoints.gameMenus, { ...publicMeta(visitor), query: { prizeMode } }),
  );
}

/** A member's games (favourites, recent) are asked for in the lobby's page size, for the portal's client. */
export const memberGamesQuery = (input: MemberGamesInput, language: string) => ({
  gameType: input.gameType,
  vassalage: input.vassalage,
  pageNo: input.pageNo,
  pageSize: GAME_PAGE_SIZE,
  language,
  ...CLIENT,
});

/**
 * Whether the platform refused a GET launch because the game is a PvP game, whose launch is the
 * spec's POST ("pvp launch").
 */
const isPvpLaunchRefusal = (err: unknown): boolean =>
  err instanceof UpstreamError && err.fields?.['nodeId'] === PVP_LAUNCH_IS_POST;

/**
 * Launches a game (launchMode GLS), a PvP game into a room (the platform's POST: the spec's "pvp
 * launch") or a lottery (LOTT: lottoArea VN, prize mode, game code or the lobby, betting or lobby
 * view, device, backUrl, language) and answers the vendor's URL. A game named only by its node
 * (`kind: 'game'`) that the platform says is PvP is launched by the POST.
 */

export async function launchGame(ctx: MemberContext, input: LaunchInput): Promise<{ url: string }> {
  const common = { ...CLIENT, language: ctx.visitor.language, accountType: input.freePlay ? 0 : 1 };
  const launchPvp = async (nodeId: number, roomId: string | undefined) => {
    const result = await ctx.services.upstream.call(gamesEndpoints.launchPvp, {
      ...callMeta(ctx),
      body: { ...common, nodeId, roomId },
    });
    return { url: result.content.game_url };
  };
  if (input.kind === 'pvp') return launchPvp(input.nodeId, input.roomId);
  const query =
    input.kind === 'game'
      ? { ...common, launchMode: 'GLS' as const, nodeId: input.nodeId }
      : {
          ...common,
          launchMode: 'LOTT' as const,
          vassalage: input.vassalage,
          lottoArea: 'VN',
          lottoPrizeMode: input.prizeMode,
          lottoGameCode: input.gameCode ?? '',
          lottoView: input.gameCode ? (input.view ?? 'betting') : ('lobby' as const),
          device: input.device,
          backUrl: input.backUrl,
        };
  try {
    const result = await ctx.services.upstream.call(gamesEndpoints.launch, { ...callMeta(ctx), query });
    return { url: result.content.game_url };
  } catch (err) {
    // A game named only by its node (a banner's or a shared link's bare node id, with no category
    // to say it is PvP) is launched by the call the platform says is its own.
    if (input.kind === 'game' && isPvpLaunchRefusal(err)) return launchPvp(input.nodeId, undefined);
    throw err;
  }
}
