import { ErrorCode, type Game } from '@portal/contracts';
import { errorCode, errorMessageKey } from '@/lib/errors';

/** Lottery categories and vendors open the lottery lobby, not a game frame (spec section 2). */
export function isLotteryGame(game: Pick<Game, 'gameType'>): boolean {
  return game.gameType === 'LOTT' || game.gameType === 'ELOTT';
}

/** Where a game tile leads: the lottery lobby for lottery games, else the game frame page. */
export function gameHref(game: Game, options: { freePlay?: boolean } = {}): string {
  if (isLotteryGame(game)) {
    const params = new URLSearchParams({
      gameCode: game.gameCode,
      vendor: game.vendor,
      playType: game.defaultPlayType ?? '',
    });
    return `/lottery?${params.toString()}`;
  }
  const params = new URLSearchParams({ nodeId: String(game.nodeId), gameType: game.gameType });
  if (options.freePlay) params.set('freePlay', '1');
  return `/game?${params.toString()}`;
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
    case ErrorCode.loginRequired:
    case ErrorCode.notSession:
      return 'games:errors.login';
    default:
      return `common:${errorMessageKey(error)}`;
  }
}
