import { and, arrayOverlaps, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { GamePlatform, Translations } from '@portal/contracts';
import type { Db } from '../../db/client.js';
import {
  favouriteGames,
  gameRounds,
  roundDisputes,
  gameVendors,
  games,
  lotteryMenuEntries,
  merchantVendors,
  recentGames,
} from '../../db/schema/index.js';
import { dayEnd, dayStart } from '../../lib/day-range.js';
import { qualified } from '../../db/qualified.js';
import { PLAYABLE_VENDORS } from './vendor-pages.js';
import { gamePlaySince } from '../ledger/ledger.repository.js';
import { turnoverOf } from '../payments/payments.common.js';

/** The columns of a game as the lobby shows it (vendor fields included). */
const gameColumns = {
  nodeId: games.id,
  gameCode: games.gameCode,
  gameName: games.gameName,
  translations: games.translations,
  gameClassify: games.gameClassify,
  minBet: games.minBet,
  isHot: games.isHot,
  isNew: games.isNew,
  freePlay: games.freePlay,
  defaultPlayType: games.defaultPlayType,
  vendor: gameVendors.vendor,
  gameType: gameVendors.gameType,
  vassalage: gameVendors.vassalage,
  vendorNodeId: gameVendors.id,
  maintenance: merchantVendors.maintenance,
  platforms: games.platforms,
};

export interface GameFilter {
  gameType?: string;
  /** Vendor tab: vassalage or vendor code, any case. */
  vendorTab?: string;
  gameClassify?: string;
  gameName?: string;
  minBet?: string;
  hotOnly?: boolean;
  /** Only games that run on one of these platforms; absent: every game. */
  platforms?: readonly GamePlatform[];
}

export interface BetRecordFilter {
  memberId: number;
  startDate: string;
  endDate: string;
  timeZone: string;
  gameType?: string;
  vendor?: string;
  status?: string;
}

/** A vendor tab names a vendor by its vassalage, or its code when it has none (any case). */
const isVendorTab = (tab: string) =>
  sql`lower(coalesce(${gameVendors.vassalage}, ${gameVendors.vendor})) = lower(${tab})`;

/** Games that really play come before sandbox ones in a list that spans vendors (a category, a
 * search across its vendors, the hot games offered instead of one under maintenance). */
const playableFirst = desc(inArray(gameVendors.vendor, [...PLAYABLE_VENDORS]));

/** `%`, `_` and `\` are literal in a search term. */
const likeTerm = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function createGamesRepository(db: Db) {
  /** The merchant's enabled vendors joined to their games: every lobby list starts here. */
  const offeredVendor = (merchantId: number) =>
    and(
      eq(merchantVendors.vendorId, gameVendors.id),
      eq(merchantVendors.merchantId, merchantId),
      eq(merchantVendors.enabled, true),
    );
  const offered = (merchantId: number) =>
    db
      .select(gameColumns)
      .from(games)
      .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
      .innerJoin(merchantVendors, offeredVendor(merchantId));
  /** How many offered games (joined as `offered`) match; more joins and a where may follow. */
  const countOffered = (merchantId: number) =>
    db
      .select({ n: count() })
      .from(games)
      .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
      .innerJoin(merchantVendors, offeredVendor(merchantId));

  function where(f: GameFilter): SQL | undefined {
    const conditions: (SQL | undefined)[] = [
      f.gameType === undefined ? undefined : eq(gameVendors.gameType, f.gameType),
      f.vendorTab === undefined ? undefined : isVendorTab(f.vendorTab),
      f.gameClassify === undefined ? undefined : eq(games.gameClassify, f.gameClassify),
      f.gameName === undefined || f.gameName === ''
        ? undefined
        : or(
            ilike(games.gameName, likeTerm(f.gameName)),
            ilike(games.gameCode, likeTerm(f.gameName)),
            // A player finds a game by the name it has in their language too.
            sql`EXISTS (SELECT 1 FROM jsonb_each(${games.translations}) AS t
              WHERE t.value->>'gameName' ILIKE ${likeTerm(f.gameName)})`,
          ),
      f.minBet === undefined ? undefined : sql`${games.minBet} = ${f.minBet}::numeric`,
      f.hotOnly ? eq(games.isHot, true) : undefined,
      f.platforms === undefined ? undefined : arrayOverlaps(games.platforms, [...f.platforms]),
    ];
    return and(...conditions);
  }

  return {
    /** Sets a merchant's switches on one vendor lane; the vendor id, or undefined when there is none. */
    async patchMerchantVendor(
      merchantId: number,
      vendor: string,
      gameType: string,
      patch: { maintenance?: boolean; enabled?: boolean; isHot?: boolean; sort?: number },
    ): Promise<number | undefined> {
      const [target] = await db
        .select({ id: gameVendors.id })
        .from(gameVendors)
        .where(and(eq(gameVendors.vendor, vendor), eq(gameVendors.gameType, gameType)))
        .limit(1);
      if (!target) return undefined;
      const updated = await db
        .update(merchantVendors)
        .set(patch)
        .where(and(eq(merchantVendors.merchantId, merchantId), eq(merchantVendors.vendorId, target.id)))
        .returning({ id: merchantVendors.id });
      return updated.length > 0 ? target.id : undefined;
    },

    async listGames(merchantId: number, f: GameFilter, page: { limit: number; offset: number }) {
      const [rows, [total]] = await Promise.all([
        offered(merchantId)
          .where(where(f))
          .orderBy(playableFirst, asc(merchantVendors.sort), asc(games.sort), asc(games.id))
          .limit(page.limit)
          .offset(page.offset),
        countOffered(merchantId).where(where(f)),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** How many offered games match, per game type (slot classify; null for the untyped games). */
    countByClassify(merchantId: number, f: GameFilter) {
      return db
        .select({ gameClassify: games.gameClassify, n: count() })
        .from(games)
        .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
        .innerJoin(merchantVendors, offeredVendor(merchantId))
        .where(where(f))
        .groupBy(games.gameClassify);
    },

    /** Whether the merchant offers a vendor tab in a category (an enabled vendor lane). */
    async offersVendorTab(merchantId: number, gameType: string, vendorTab: string): Promise<boolean> {
      const [row] = await db
        .select({ id: gameVendors.id })
        .from(gameVendors)
        .innerJoin(merchantVendors, offeredVendor(merchantId))
        .where(and(eq(gameVendors.gameType, gameType), isVendorTab(vendorTab)))
        .limit(1);
      return row !== undefined;
    },

    /** One offered game by its nodeId, or by vendor tab and game code. */
    async findOffered(merchantId: number, by: { nodeId: number } | { vendorTab: string; gameCode: string }) {
      const condition =
        'nodeId' in by
          ? eq(games.id, by.nodeId)
          : and(where({ vendorTab: by.vendorTab }), eq(games.gameCode, by.gameCode));
      const [row] = await offered(merchantId).where(condition).limit(1);
      return row;
    },

    /** A lottery vendor of the merchant by vendor tab (the lobby of LOTT launches without a game). */
    async findOfferedVendor(merchantId: number, vendorTab: string) {
      const [row] = await db
        .select({
          vendor: gameVendors.vendor,
          gameType: gameVendors.gameType,
          maintenance: merchantVendors.maintenance,
        })
        .from(gameVendors)
        .innerJoin(merchantVendors, offeredVendor(merchantId))
        .where(isVendorTab(vendorTab))
        .limit(1);
      return row;
    },

    async favouriteIds(memberId: number): Promise<number[]> {
      const rows = await db
        .select({ id: favouriteGames.gameId })
        .from(favouriteGames)
        .where(eq(favouriteGames.memberId, memberId))
        .orderBy(desc(favouriteGames.createdAt));
      return rows.map((r) => r.id);
    },

    async listFavourites(
      merchantId: number,
      memberId: number,
      f: GameFilter,
      page: { limit: number; offset: number },
    ) {
      const rows = await offered(merchantId)
        .innerJoin(
          favouriteGames,
          and(eq(favouriteGames.gameId, games.id), eq(favouriteGames.memberId, memberId)),
        )
        .where(where(f))
        .orderBy(desc(favouriteGames.createdAt), desc(games.id))
        .limit(page.limit + 1)
        .offset(page.offset);
      const [total] = await countOffered(merchantId)
        .innerJoin(
          favouriteGames,
          and(eq(favouriteGames.gameId, games.id), eq(favouriteGames.memberId, memberId)),
        )
        .where(where(f));
      return { rows: rows.slice(0, page.limit), total: total?.n ?? 0 };
    },

    async setFavourite(memberId: number, gameId: number, favourite: boolean): Promise<void> {
      if (favourite) {
        await db.insert(favouriteGames).values({ memberId, gameId }).onConflictDoNothing();
      } else {
        await db
          .delete(favouriteGames)
          .where(and(eq(favouriteGames.memberId, memberId), eq(favouriteGames.gameId, gameId)));
      }
    },

    async listRecent(
      merchantId: number,
      memberId: number,
      f: GameFilter,
      page: { limit: number; offset: number },
    ) {
      const rows = await offered(merchantId)
        .innerJoin(recentGames, and(eq(recentGames.gameId, games.id), eq(recentGames.memberId, memberId)))
        .where(where(f))
        .orderBy(desc(recentGames.launchedAt), desc(games.id))
        .limit(page.limit)
        .offset(page.offset);
      const [total] = await countOffered(merchantId)
        .innerJoin(recentGames, and(eq(recentGames.gameId, games.id), eq(recentGames.memberId, memberId)))
        .where(where(f));
      return { rows, total: total?.n ?? 0 };
    },

    /** Records a launch; a member keeps at most `keep` recent games (the oldest are dropped). */
    async recordRecent(memberId: number, gameId: number, keep: number): Promise<void> {
      await db
        .insert(recentGames)
        .values({ memberId, gameId })
        .onConflictDoUpdate({
          target: [recentGames.memberId, recentGames.gameId],
          set: { launchedAt: sql`now()` },
        });
      await db.execute(sql`
        DELETE FROM recent_games r
        WHERE r.member_id = ${memberId}
          AND r.game_id NOT IN (
            SELECT game_id FROM recent_games WHERE member_id = ${memberId}
            ORDER BY launched_at DESC, game_id DESC LIMIT ${keep}
          )`);
    },

    /** The member's rounds in a brand-zone day range, newest first, with the totals of every match. */
    async betRecords(f: BetRecordFilter, page: { limit: number; offset: number }) {
      const game = sql`(
        SELECT g.game_name AS game_name, g.translations AS translations, v.game_type AS game_type
        FROM games g JOIN game_vendors v ON v.id = g.vendor_id
        WHERE g.game_code = ${qualified(gameRounds.gameCode)} AND v.vendor = ${qualified(gameRounds.vendor)}
        ORDER BY g.id LIMIT 1
      )`;
      const condition = and(
        eq(gameRounds.memberId, f.memberId),
        sql`${gameRounds.createdAt} >= ${dayStart(f.startDate, f.timeZone)}`,
        sql`${gameRounds.createdAt} < ${dayEnd(f.endDate, f.timeZone)}`,
        f.vendor === undefined ? undefined : eq(gameRounds.vendor, f.vendor),
        f.status === undefined ? undefined : sql`${gameRounds.status} = ${f.status}`,
        f.gameType === undefined
          ? undefined
          : sql`EXISTS (
              SELECT 1 FROM games g JOIN game_vendors v ON v.id = g.vendor_id
              WHERE g.game_code = ${gameRounds.gameCode} AND v.vendor = ${gameRounds.vendor}
                AND v.game_type = ${f.gameType})`,
      );
      const [rows, [summary]] = await Promise.all([
        db
          .select({
            roundId: gameRounds.roundId,
            vendor: gameRounds.vendor,
            gameCode: gameRounds.gameCode,
            gameName: sql<string | null>`(SELECT game_name FROM ${game} AS x)`,
            gameTranslations: sql<Translations<'gameName'> | null>`(SELECT translations FROM ${game} AS x)`,
            gameType: sql<string | null>`(SELECT game_type FROM ${game} AS x)`,
            betMinor: gameRounds.betMinor,
            winMinor: gameRounds.winMinor,
            status: gameRounds.status,
            createdAt: gameRounds.createdAt,
            settledAt: gameRounds.settledAt,
            // The round's latest dispute, if the member ever disputed it (round_disputes_round_idx).
            dispute: sql<{ id: number; status: string; outcome: string | null } | null>`(
              SELECT json_build_object('id', d.id, 'status', d.status, 'outcome', d.outcome)
              FROM ${roundDisputes} d WHERE d.game_round_id = ${qualified(gameRounds.id)}
              ORDER BY d.id DESC LIMIT 1)`,
          })
          .from(gameRounds)
          .where(condition)
          .orderBy(desc(gameRounds.createdAt), desc(gameRounds.id))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({
            rounds: count(),
            pendingRounds: sql<number>`(count(*) FILTER (WHERE ${gameRounds.status} = 'open'))::int`,
            bet: sql<string>`coalesce(sum(${gameRounds.betMinor}), 0)::text`,
            validBet: sql<string>`coalesce(sum(${gameRounds.betMinor})
              FILTER (WHERE ${gameRounds.status} = 'settled'), 0)::text`,
            pendingBet: sql<string>`coalesce(sum(${gameRounds.betMinor})
              FILTER (WHERE ${gameRounds.status} = 'open'), 0)::text`,
            win: sql<string>`coalesce(sum(${gameRounds.winMinor})
              FILTER (WHERE ${gameRounds.status} = 'settled'), 0)::text`,
          })
          .from(gameRounds)
          .where(condition),
      ]);
      return { rows, summary };
    },

    /**
     * The merchant's enabled vendors (or every one, switched off too) with their switches, in order;
     * `gameCount` counts the vendor's games that run on one of `platforms` (every game when absent),
     * the same condition the game list applies.
     */
    listMerchantVendors(
      merchantId: number,
      opts: { includeDisabled?: boolean; platforms?: readonly GamePlatform[] | undefined } = {},
    ) {
      const runs =
        opts.platforms === undefined ? undefined : arrayOverlaps(games.platforms, [...opts.platforms]);
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
          translations: gameVendors.translations,
          isHot: merchantVendors.isHot,
          maintenance: merchantVendors.maintenance,
          sort: merchantVendors.sort,
          gameCount:
            sql<number>`(SELECT count(*) FROM ${games} WHERE ${and(eq(games.vendorId, gameVendors.id), runs)})`.mapWith(
              Number,
            ),
        })
        .from(merchantVendors)
        .innerJoin(gameVendors, eq(gameVendors.id, merchantVendors.vendorId))
        .where(
          and(
            eq(merchantVendors.merchantId, merchantId),
            opts.includeDisabled ? undefined : eq(merchantVendors.enabled, true),
          ),
        )
        .orderBy(asc(merchantVendors.sort), asc(gameVendors.id));
    },

    /** Lottery menu entries of a prize mode, limited to vendors the merchant offers. */
    listLotteryMenu(merchantId: number, prizeMode: string) {
      return db
        .select({
          groupName: lotteryMenuEntries.groupName,
          gameCode: games.gameCode,
          gameName: games.gameName,
          translations: games.translations,
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
          translations: games.translations,
          gameCode: games.gameCode,
          defaultPlayType: games.defaultPlayType,
          gameType: gameVendors.gameType,
          vendor: gameVendors.vendor,
          vendorName: gameVendors.displayName,
        })
        .from(games)
        .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
        .where(eq(games.id, nodeId))
        .limit(1);
      return row;
    },

    /** The member's seamless play since an instant, from the ledger (one source of truth). */
    playSince: (memberId: number, from: Date) => gamePlaySince(db, memberId, from),

    /** The member's withdrawal turnover, as the withdrawal's rule reads it. */
    turnover: (memberId: number) => turnoverOf(db, memberId),
  };
}
export type GamesRepository = ReturnType<typeof createGamesRepository>;
