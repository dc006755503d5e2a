import { and, asc, desc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { banners, gameVendors, games, helpArticles, helpCategories, notices } from '../../db/schema/index.js';

export type BannerRow = typeof banners.$inferSelect;
export type NoticeRow = typeof notices.$inferSelect;

export function createContentRepository(db: Db) {
  return {
    listBanners(merchantId: number): Promise<BannerRow[]> {
      return db
        .select()
        .from(banners)
        .where(and(eq(banners.merchantId, merchantId), eq(banners.enabled, true)))
        .orderBy(asc(banners.groupName), asc(banners.sort), asc(banners.id));
    },

    /** The vendor of each game by id (a banner that leads to a game names it by id). */
    async vendorsOfGames(ids: number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: games.id, vendor: gameVendors.vendor })
        .from(games)
        .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
        .where(inArray(games.id, ids));
      return new Map(rows.map((r) => [r.id, r.vendor]));
    },

    async findBanner(id: number): Promise<BannerRow | undefined> {
      const [row] = await db.select().from(banners).where(eq(banners.id, id)).limit(1);
      return row;
    },

    /**
     * Notices in force at `now` for a platform, newest first by start time (the marquee, the
     * announcement panel and the notice page all read this order); `sort` only breaks ties.
     */
    listNotices(
      merchantId: number,
      types: readonly string[],
      platform: string,
      now: Date,
    ): Promise<NoticeRow[]> {
      return db
        .select()
        .from(notices)
        .where(
          and(
            eq(notices.merchantId, merchantId),
            inArray(notices.type, [...types]),
            eq(notices.platform, platform),
            // Agent notices are the agent centre's announcement page only (agent area).
            eq(notices.audience, 'all'),
            lte(notices.startAt, now),
            or(isNull(notices.endAt), gt(notices.endAt, now)),
          ),
        )
        .orderBy(desc(notices.startAt), asc(notices.sort), desc(notices.id));
    },

    async listHelp(merchantId: number) {
      const categories = await db
        .select()
        .from(helpCategories)
        .where(eq(helpCategories.merchantId, merchantId))
        .orderBy(asc(helpCategories.sort), asc(helpCategories.id));
      const ids = categories.map((c) => c.id);
      const articles =
        ids.length === 0
          ? []
          : await db
              .select()
              .from(helpArticles)
              .where(inArray(helpArticles.categoryId, ids))
              .orderBy(asc(helpArticles.sort), asc(helpArticles.id));
      return { categories, articles };
    },
  };
}
export type ContentRepository = ReturnType<typeof createContentRepository>;
