import { fromMinor, localized, PVP_RAKE_PERCENT, PVP_ROOMS, type PvpRooms } from '@portal/contracts';
import type { Db } from '../../db/client.js';
import type { MerchantRow } from '../../db/rows.js';
import type { GamesRepository } from '../games/games.repository.js';
import { DEMO_PVP_GAME, demoPvpSeating } from '../demo-vendor/demo-vendor.pvp.js';

/**
 * The spec's "pvp rooms": the rooms of the brand's PvP tables. The sandbox's only PvP vendor with
 * rooms is the demo vendor's Niu-Niu table (ADR 0018); a brand that does not offer it lists none.
 */
export function createPvpService(deps: { db: Db; games: GamesRepository }) {
  const seats = demoPvpSeating(deps.db);
  return {
    async rooms(merchant: MerchantRow, language = 'EN'): Promise<PvpRooms> {
      const game = await deps.games.findOffered(merchant.id, {
        vendorTab: DEMO_PVP_GAME.vendor,
        gameCode: DEMO_PVP_GAME.gameCode,
      });
      if (!game || game.maintenance) return { list: [] };
      const seated = await seats.seatedPerRoom(merchant.id);
      const gameName = localized(game, language, 'gameName');
      return {
        list: PVP_ROOMS.map((room) => ({
          roomId: room.roomId,
          nodeId: game.nodeId,
          gameCode: game.gameCode,
          vendor: game.vendor,
          gameName,
          stake: fromMinor(room.stakeMinor, 2),
          seats: room.seats,
          players: Math.min(seated.get(room.roomId) ?? 0, room.seats),
          rakePercent: PVP_RAKE_PERCENT,
        })),
      };
    },
  };
}
export type PvpService = ReturnType<typeof createPvpService>;
