import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Translations } from '@portal/contracts';
import { gameVendors, games, winners } from '../../db/schema/index.js';

export interface WinnerRow {
  id: number;
  gameId: number;
  gameName: string;
  /** The game's names in other languages (the catalogue's). */
  translations: Translations<'gameName'>;
  gameCode: string;
  defaultPlayType: string | null;
  gameType: string;
  vendor: string;
  customerName: string;
  winAmount: string;
  wonAt: Date;
}

const columns = {
  id: winners.id,
  gameId: winners.gameId,
  gameName: games.gameName,
  translations: games.translations,
  gameCode: games.gameCode,
  defaultPlayType: games.defaultPlayType,
  gameType: gameVendors.gameType,
  vendor: gameVendors.vendor,
  customerName: winners.customerName,
  winAmount: winners.winAmount,
  wonAt: winners.wonAt,
};

export function createWinnersRepository(db: Db) {
  return {
    /** The merchant's latest wins, newest first (ties: the later recorded first). */
    latest(merchantId: number, gameType: string | null, limit: number): Promise<WinnerRow[]> {
      return db
        .select(columns)
        .from(winners)
        .innerJoin(games, eq(games.id, winners.gameId))
        .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
        .where(
          and(
            eq(winners.merchantId, merchantId),
            gameType === null ? undefined : eq(gameVendors.gameType, gameType),
          ),
        )
        .orderBy(desc(winners.wonAt), desc(winners.id))
        .limit(limit);
    },

    async insert(row: {
      merchantId: number;
      gameId: number;
      customerName: string;
      winAmount: string;
      wonAt: Date;
    }): Promise<{ id: number; winAmount: string; wonAt: Date }> {
      // As stored: the amount at the column's scale, as a read of the board answers it.
      const [inserted] = await db
        .insert(winners)
        .values(row)
        .returning({ id: winners.id, winAmount: winners.winAmount, wonAt: winners.wonAt });
      if (!inserted) throw new Error('winner insert returned nothing');
      return inserted;
    },
  };
}
export type WinnersRepository = ReturnType<typeof createWinnersRepository>;
