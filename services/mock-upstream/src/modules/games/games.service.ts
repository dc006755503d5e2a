import {
  CATEGORY_ORDER,
  type GameCategory,
  type LotteryMenus,
  type VendorCard,
  type VendorLanes,
} from '@portal/contracts';
import { AppError } from '../../lib/errors.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import type { GamesRepository } from './games.repository.js';

export function createGamesService(repo: GamesRepository) {
  return {
    /** Categories in navigation order, each with the merchant's vendors; empty categories omitted. */
    async vendorLanes(merchantId: number): Promise<VendorLanes> {
      const byType = new Map<GameCategory, VendorCard[]>();
      for (const v of await repo.listMerchantVendors(merchantId)) {
        const gameType = v.gameType as GameCategory;
        const list = byType.get(gameType) ?? [];
        list.push({
          nodeId: v.nodeId,
          vendor: v.vendor,
          displayName: v.displayName,
          gameType,
          vassalage: v.vassalage,
          accountTypeId: v.accountTypeId,
          isHot: v.isHot ? 1 : 0,
          isVassalagePopup: v.isVassalagePopup,
          maintenance: v.maintenance,
          logo: v.logo,
          sort: v.sort,
        });
        byType.set(gameType, list);
      }
      return CATEGORY_ORDER.flatMap((gameType) => {
        const vendors = byType.get(gameType);
        return vendors && vendors.length > 0 ? [{ gameType, vendors }] : [];
      });
    },

    async lotteryMenus(merchant: MerchantRow, prizeMode: string): Promise<LotteryMenus> {
      if (!merchant.prizeModes.includes(prizeMode)) {
        throw AppError.badRequest(`unknown prize mode ${prizeMode}`, {
          prizeMode: `must be one of ${merchant.prizeModes.join(', ')}`,
        });
      }
      const menus: LotteryMenus = {};
      for (const row of await repo.listLotteryMenu(merchant.id, prizeMode)) {
        const group = (menus[row.groupName] ??= []);
        group.push({
          gameCode: row.gameCode,
          gameName: row.gameName,
          gameId: row.gameId,
          nodeId: row.nodeId,
          defaultPlayType: row.defaultPlayType ?? '',
          prizeMode: row.prizeMode,
        });
      }
      return menus;
    },

    countGames: () => repo.countGames(),
  };
}
export type GamesService = ReturnType<typeof createGamesService>;
