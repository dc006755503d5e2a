import { localized, type LanguageCode } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { gameVendors, games } from '../../db/schema/index.js';

/**
 * A launched game's name as the lobby shows it, in the page's language (English where the name has
 * no translation, the game code where the catalogue has no such game): a cockfight arena is a DS88
 * game, and its page names it as the tile the player opened does ("Đấu trường Sabong" under VI).
 */
export async function gameNameIn(
  db: Db,
  vendor: string,
  gameCode: string,
  language: LanguageCode,
): Promise<string> {
  const [row] = await db
    .select({ gameName: games.gameName, translations: games.translations })
    .from(games)
    .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
    .where(and(eq(gameVendors.vendor, vendor), eq(games.gameCode, gameCode)))
    .limit(1);
  return row ? localized(row, language, 'gameName') : gameCode;
}
