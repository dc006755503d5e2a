import { ErrorCode, PVP_ROOM_ID_PATTERN } from '@portal/contracts';
import { errorCode, errorMessageKey } from '@/lib/errors';

// What the game page needs to launch a game (in its own chunk, not in the game lists').

/** A PvP room named by the address (`/game?...&room=`), when it is one; the table opens in it. */
export function pvpRoomOf(value: string | null): string | undefined {
  return value && PVP_ROOM_ID_PATTERN.test(value) ? value : undefined;
}

/**
 * The demo vendor's tables' launch URLs (Niu-Niu, baccarat, cockfight, sportsbook, fishing) with the
 * portal's theme; any other game's URL as launched. (The Niu-Niu table's room is in the URL the PvP
 * launch answers: the platform checks it.)
 */
export function tableUrl(url: string, o: { theme: 'light' | 'dark' }): string {
  if (!/^\/demo-vendor\/(niuniu|baccarat|cockfight|sportsbook|fishing)\?/.test(url)) return url;
  return `${url}&${new URLSearchParams({ theme: o.theme }).toString()}`;
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
