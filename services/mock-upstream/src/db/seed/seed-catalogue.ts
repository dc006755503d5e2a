import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { gameVendors, games, lotteryMenuEntries, merchantVendors } from '../schema/index.js';
import type { Translations } from '@portal/contracts';
import { accountTypeIdOf, DEFAULT_GAME_PLATFORMS, logoOf, VENDORS, type VendorSeed } from './catalogue.js';
import { en, translationsOf } from './translations/index.js';
import { gamesOf } from './catalogue-games.js';
import { LOTTERY_MENUS, SEA_DRAW_CODES, SEA_LOTTERY_VENDOR } from './catalogue-lottery.js';
import { moveSeamlessVendorsToMainWallet } from './seamless-vendors.js';

function chunks<T>(list: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/**
 * A database seeded before the Southeast Asian draws had a vendor of their own keeps them under the
 * Vietnamese lottery: move them (same game ids, so rounds, winners, favourites and menu entries
 * follow) and give the Lao draw its own menu group. Does nothing once moved.
 */
export async function moveSeaDraws(tx: Db, vnVendorId: number, seaVendorId: number): Promise<void> {
  await tx
    .update(games)
    .set({ vendorId: seaVendorId })
    .where(and(eq(games.vendorId, vnVendorId), inArray(games.gameCode, [...SEA_DRAW_CODES])));
  const lao = await tx
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.vendorId, seaVendorId), eq(games.gameCode, 'LAOLOTTO')));
  if (lao.length === 0) return;
  await tx
    .update(lotteryMenuEntries)
    .set({ groupName: 'LA' })
    .where(
      and(
        eq(lotteryMenuEntries.groupName, 'TH'),
        inArray(
          lotteryMenuEntries.gameId,
          lao.map((r) => r.id),
        ),
      ),
    );
}

/** A vendor's name in every language with a file, when its name is made of words (catalogue.ts). */
function vendorTranslations(seed: VendorSeed): Translations<'displayName'> {
  const key = `${seed.gameType}:${seed.vendor}`;
  if (!isKeyOf(en.vendors, key)) return {};
  return translationsOf((t) => ({ displayName: t.vendors[key] }));
}

/** A game's name in every language with a file, when it has translations. */
function gameTranslations(vendor: string, gameCode: string): Translations<'gameName'> {
  const key = `${vendor}:${gameCode}`;
  if (!isKeyOf(en.games, key)) return {};
  return translationsOf((t) => ({ gameName: t.games[key] }));
}

const isKeyOf = <T extends object>(texts: T, key: string): key is Extract<keyof T, string> => key in texts;

export async function seedCatalogue(tx: Db, merchantId: number): Promise<void> {
  await tx
    .insert(gameVendors)
    .values(
      VENDORS.map((seed) => ({
        vendor: seed.vendor,
        gameType: seed.gameType,
        displayName: seed.displayName,
        vassalage: seed.vassalage,
        accountTypeId: accountTypeIdOf(seed.vendor),
        isVassalagePopup: seed.isVassalagePopup,
        logo: logoOf(seed),
        translations: vendorTranslations(seed),
      })),
    )
    // The names in other languages are refreshed on every start (a data folder from before they
    // existed gets them), like the content's translations; nothing else of a vendor is touched.
    .onConflictDoUpdate({
      target: [gameVendors.vendor, gameVendors.gameType],
      set: { translations: sql`excluded.translations` },
    });
  await moveSeamlessVendorsToMainWallet(tx);
  const vendorRows = await tx.select().from(gameVendors);
  const vendorId = new Map(vendorRows.map((r) => [`${r.gameType}:${r.vendor}`, r.id]));
  const idOf = (gameType: string, vendor: string): number => {
    const id = vendorId.get(`${gameType}:${vendor}`);
    if (id === undefined) throw new Error(`seed: vendor ${gameType}:${vendor} missing`);
    return id;
  };

  await tx
    .insert(merchantVendors)
    .values(
      VENDORS.map((seed, i) => ({
        merchantId,
        vendorId: idOf(seed.gameType, seed.vendor),
        sort: i + 1,
        isHot: seed.isHot,
        maintenance: seed.maintenance,
      })),
    )
    .onConflictDoNothing();

  await moveSeaDraws(tx, idOf('LOTT', 'TCG_LOTTO_VN'), idOf('LOTT', SEA_LOTTERY_VENDOR));

  // Index within its category keeps generated names distinct across the vendors of a category.
  const perCategory = new Map<string, number>();
  const gameRows = VENDORS.flatMap((seed) => {
    const index = perCategory.get(seed.gameType) ?? 0;
    // The demo vendor's games are its own list: it does not shift the other vendors' generated names.
    if (seed.vendor !== 'DEMO') perCategory.set(seed.gameType, index + 1);
    return gamesOf(seed, index).map((g, j) => ({
      ...g,
      platforms: g.platforms ?? DEFAULT_GAME_PLATFORMS,
      vendorId: idOf(seed.gameType, seed.vendor),
      sort: j + 1,
      translations: gameTranslations(seed.vendor, g.gameCode),
    }));
  });
  // The catalogue's names and platforms are the seed's (no operator call edits them): a game whose
  // name, translations or platforms changed gets the seed's, so a data folder from before a language
  // had its file, from when the Vietnamese draws were named in Vietnamese in every language, or from
  // before games named their platforms (migration 0052), is brought up to date.
  for (const part of chunks(gameRows, 200)) {
    await tx
      .insert(games)
      .values(part)
      .onConflictDoUpdate({
        target: [games.vendorId, games.gameCode],
        set: {
          gameName: sql`excluded.game_name`,
          translations: sql`excluded.translations`,
          platforms: sql`excluded.platforms`,
        },
        setWhere: sql`(${games.gameName}, ${games.translations}, ${games.platforms}) IS DISTINCT FROM (excluded.game_name, excluded.translations, excluded.platforms)`,
      });
  }

  const lotteryVendors = [
    ...new Set(
      Object.values(LOTTERY_MENUS).flatMap((g) =>
        Object.values(g)
          .flat()
          .map(([v]) => v),
      ),
    ),
  ];
  const lotteryVendorIds = vendorRows.filter(
    (r) => lotteryVendors.includes(r.vendor) && (r.gameType === 'LOTT' || r.gameType === 'ELOTT'),
  );
  const lotteryGames = await tx
    .select({ id: games.id, gameCode: games.gameCode, vendorId: games.vendorId })
    .from(games)
    .where(
      inArray(
        games.vendorId,
        lotteryVendorIds.map((r) => r.id),
      ),
    );
  const gameId = new Map(
    lotteryGames.map((g) => [
      `${lotteryVendorIds.find((r) => r.id === g.vendorId)?.vendor}:${g.gameCode}`,
      g.id,
    ]),
  );
  const entries = Object.entries(LOTTERY_MENUS).flatMap(([prizeMode, groups]) => {
    let sort = 0;
    return Object.entries(groups).flatMap(([groupName, list]) =>
      list.map(([vendor, code]) => {
        const id = gameId.get(`${vendor}:${code}`);
        if (id === undefined) throw new Error(`seed: lottery game ${vendor}:${code} missing`);
        sort += 1;
        return { prizeMode, groupName, gameId: id, sort };
      }),
    );
  });
  await tx.insert(lotteryMenuEntries).values(entries).onConflictDoNothing();
}
