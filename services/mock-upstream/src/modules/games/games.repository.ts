import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { gameVendors, games, lotteryMenuEntries, merchantVendors } from '../../db/schema/index.js';

export function createGamesRepository(db: Db) {
  return {
    /** The merchant's enabled vendors with their per-merchant switches, in display order. */
    listMerchantVendors(merchantId: number) {
      return db
        .select({
          nodeId: gameVendors.id,
          vendor: gameVendors.vendor,
          displayName: gameVendors.displayName,
          gameType: gameVendors.gameType,
          vassalage: gameVendors.vassalage,
          accountTypeId: gameVendors.accountTypeId,
          isVassalagePopup: gameVendors.isVassalagePopup,
          logo: gameVendors.logo,
          isHot: merchantVendors.isHot,
          maintenance: merchantVendors.maintenance,
          sort: merchantVendors.sort,
        })
        .from(merchantVendors)
        .innerJoin(gameVendors, eq(gameVendors.id, merchantVendors.vendorId))
        .where(and(eq(merchantVendors.merchantId, merchantId), eq(merchantVendors.enabled, true)))
        .orderBy(asc(merchantVendors.sort), asc(gameVendors.id));
    },

    /** Lottery menu entries of a prize mode, limited to vendors the merchant offers. */
    listLotteryMenu(merchantId: number, prizeMode: string) {
      return db
        .select({
          groupName: lotteryMenuEntries.groupName,
          gameCode: games.gameCode,
          gameName: games.gameName,
          gameId: games.id,
          nodeId: gameVendors.id,
          defaultPlayType: games.defaultPlayType,
          prizeMode: lotteryMenuEntries.prizeMode,
        })
        .from(lotteryMenuEntries)
        .innerJoin(games, eq(games.id, lotteryMenuEntries.gameId))
        .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
        .innerJoin(
          merchantVendors,
          and(eq(merchantVendors.vendorId, gameVendors.id), eq(merchantVendors.merchantId, merchantId)),
        )
        .where(and(eq(lotteryMenuEntries.prizeMode, prizeMode), eq(merchantVendors.enabled, true)))
        .orderBy(asc(lotteryMenuEntries.sort), asc(lotteryMenuEntries.id));
    },

    async countGames(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(games);
      return row?.n ?? 0;
    },

    async findVendorByLogo(logo: string) {
      const [row] = await db.select().from(gameVendors).where(eq(gameVendors.logo, logo)).limit(1);
      return row;
    },

    async findGame(nodeId: number) {
      const [row] = await db
        .select({
          id: games.id,
          gameName: games.gameName,
          gameType: gameVendors.gameType,
          vendor: gameVendors.vendor,
        })
        .from(games)
        .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
        .where(eq(games.id, nodeId))
        .limit(1);
      return row;
    },
  };
}
export type GamesRepository = ReturnType<typeof createGamesRepository>;
