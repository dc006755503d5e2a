import type { Game, LotteryMenus } from '../api/types';
/** A lottery vendor as the lobby needs it (from the game categories' vendor lanes); `sandbox`: its
 * games open only a preview page (the vendor card's flag). */
export type LotteryVendor = { vendor: string; displayName: string; maintenance: boolean; sandbox?: boolean };

/** What choosing a game puts in the URL (spec section 2: gameCode, vendor, playType). */
export type LotteryChoice = { gameCode: string; vendor: string; playType: string };

/** A game tile of the lobby: a menu entry, a recent game or a favourite. */
export type LotteryTile = {
  gameId: number;
  gameCode: string;
  gameName: string;
  /** The vendor code launches need; null when no offered vendor matches (the tile cannot launch). */
  vendor: string | null;
  vendorName: string | null;
  playType: string;
  maintenance: boolean;
  /** Opens only a preview page (its vendor is not connected). */
  preview: boolean;
  prizeMode: string | null;
};

export type LotteryGroup = { name: string; games: LotteryTile[] };

/** A prize mode's menu as groups of tiles; a menu entry's nodeId is its vendor's node. */
export function menuGroups(menus: LotteryMenus, vendorsByNode: Map<number, LotteryVendor>): LotteryGroup[] {
  return Object.entries(menus)
    .map(([name, games]) => ({
      name,
      games: games.map((game): LotteryTile => {
        const vendor = vendorsByNode.get(game.nodeId);
        return {
          gameId: game.gameId,
          gameCode: game.gameCode,
          gameName: game.gameName,
          vendor: vendor?.vendor ?? null,
          vendorName: vendor?.displayName ?? null,
          playType: game.defaultPlayType,
          maintenance: vendor?.maintenance ?? false,
          preview: vendor?.sandbox === true,
          prizeMode: game.prizeMode,
        };
      }),
    }))
    .filter((group) => group.games.length > 0);
}

/** A recently played game as a tile (its id is the same gameId the menus and favourites use). */
export function recentTile(game: Game, vendorsByCode: Map<string, LotteryVendor>): LotteryTile {
  const vendor = vendorsByCode.get(game.vendor);
  return {
    gameId: game.nodeId,
    gameCode: game.gameCode,
    gameName: game.gameName,
    vendor: game.vendor,
    vendorName: vendor?.displayName ?? null,
    playType: game.defaultPlayType ?? '',
    maintenance: vendor?.maintenance ?? false,
    preview: game.sandbox === true || vendor?.sandbox === true,
    prizeMode: null,
  };
}

/** Prize-mode tabs: the brand's modes with Lott and SEA first (the VN lottery lives in those). */
export function orderPrizeModes(modes: string[]): string[] {
  const first = ['Lott', 'SEA'];
  const all = [...new Set([...first, ...modes])];
  return all.sort((a, b) => rank(a, first) - rank(b, first));
}

function rank(mode: string, first: string[]): number {
  const index = first.indexOf(mode);
  return index === -1 ? first.length : index;
}
