import { ErrorCode, PVP_ROOM_ID_PATTERN, type Winner } from '@portal/contracts';
import { errorCode, errorMessageKey } from '@/lib/errors';
import type { Game } from '../api/types';

/** What launching needs of a game: a tile's game, or a winner-board entry's game. */
export type LaunchableGame = Pick<
  Game,
  'nodeId' | 'gameType' | 'gameCode' | 'vendor' | 'defaultPlayType' | 'freePlay'
>;

/** Lottery categories and vendors open the lottery lobby, not a game frame (spec section 2). */
export function isLotteryGame(game: Pick<Game, 'gameType'>): boolean {
  return game.gameType === 'LOTT' || game.gameType === 'ELOTT';
}

/** Where a game tile leads: the lottery lobby for lottery games, else the game frame page. */
export function gameHref(game: LaunchableGame, options: { freePlay?: boolean; room?: string } = {}): string {
  if (isLotteryGame(game)) {
    // Without a game code (an older winner board) the lottery lobby opens on the vendor.
    if (!game.gameCode) return `/lottery?${new URLSearchParams({ vendor: game.vendor }).toString()}`;
    const params = new URLSearchParams({
      gameCode: game.gameCode,
      vendor: game.vendor,
      playType: game.defaultPlayType ?? '',
    });
    return `/lottery?${params.toString()}`;
  }
  const params = new URLSearchParams({ nodeId: String(game.nodeId), gameType: game.gameType });
  if (options.freePlay) params.set('freePlay', '1');
  if (options.room) params.set('room', options.room);
  return `/game?${params.toString()}`;
}

/** A PvP room named by the address (`/game?...&room=`), when it is one; the table opens in it. */
export function pvpRoomOf(value: string | null): string | undefined {
  return value && PVP_ROOM_ID_PATTERN.test(value) ? value : undefined;
}

/**
 * The demo vendor's tables' launch URLs (Niu-Niu, baccarat, cockfight, sportsbook) with the portal's
 * theme; any other game's URL as launched. (The Niu-Niu table's room is in the URL the PvP launch
 * answers: the platform checks it.)
 */
export function tableUrl(url: string, o: { theme: 'light' | 'dark' }): string {
  if (!/^\/demo-vendor\/(niuniu|baccarat|cockfight|sportsbook)\?/.test(url)) return url;
  return `${url}&${new URLSearchParams({ theme: o.theme }).toString()}`;
}

/** The game a winner-board entry names, as a launch needs it (spec: a click launches the game). */
export function winnerGame(winner: Winner): LaunchableGame {
  return {
    nodeId: winner.gameId,
    gameType: winner.gameCategory,
    gameCode: winner.gameCode ?? '',
    vendor: winner.vendor,
    defaultPlayType: winner.defaultPlayType ?? null,
    // The board does not say; the game page asks the platform, which refuses what it must.
    freePlay: false,
  };
}

/** The games namespace key for a launch or favourite failure; the common one for the rest. */
export function launchErrorKey(error: unknown): string {
  switch (errorCode(error)) {
    case ErrorCode.vendorMaintenance:
      return 'games:errors.maintenance';
    case ErrorCode.trialAccount:
      return 'games:errors.trial';
    case ErrorCode.notFound:
      return 'games:errors.notFound';
    case ErrorCode.functionNotAvailable:
      return 'games:errors.freePlayOff';
    case ErrorCode.previousGameNotFinished:
      return 'games:errors.previousGame';
    case ErrorCode.playerTimedOut:
      return 'games:errors.timedOut';
    case ErrorCode.lossLimitReached:
      return 'games:errors.lossLimit';
    case ErrorCode.selfExcluded:
      return 'games:errors.selfExcluded';
    case ErrorCode.loginRequired:
    case ErrorCode.notSession:
      return 'games:errors.login';
    default:
      return `common:${errorMessageKey(error)}`;
  }
}
