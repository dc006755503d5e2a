import type { Winner } from '@portal/contracts';
import type { LaunchableGame } from './launch-target';

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
