import type { Game } from '../api/types';

// What a game tile needs to open its game, on every game list's first paint; what only the game page
// needs is in game-page-launch.ts, the winner board's in winner-game.ts.

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
