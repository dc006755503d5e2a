import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import {
  banners,
  type ContentTranslations,
  gameVendors,
  games,
  helpArticles,
  helpCategories,
  notices,
} from '../schema/index.js';
import { BANNERS, HELP, NOTICES } from './content.js';
import { BANNER_TITLES_CN, HELP_CN, NOTICES_CN } from './content-cn.js';
import { BANNER_TITLES_VI, HELP_VI, NOTICES_VI } from './content-vi.js';

export async function seedContent(tx: Db, merchantId: number): Promise<void> {
  const gameRef = async (ref: string): Promise<string> => {
    const [vendor, code] = ref.split(':');
    const [row] = await tx
      .select({ id: games.id })
      .from(games)
      .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
      .where(and(eq(gameVendors.vendor, vendor ?? ''), eq(games.gameCode, code ?? '')))
      .limit(1);
    if (!row) throw new Error(`seed: banner game ${ref} missing`);
    return String(row.id);
  };

  type Text = { title: string; content?: string } | undefined;
  // A language without a text for the row is left out: the row's own (EN) text is shown there.
  const translationsOf = (byLanguage: Record<string, Text>): ContentTranslations => {
    const out: ContentTranslations = {};
    for (const [language, text] of Object.entries(byLanguage)) if (text) out[language] = text;
    return out;
  };
  const titleOnly = (title: string | undefined): Text => (title === undefined ? undefined : { title });
  const bannerRows = [];
  const sortInGroup = new Map<string, number>();
  for (const b of BANNERS) {
    const sort = (sortInGroup.get(b.groupName) ?? 0) + 1;
    sortInGroup.set(b.groupName, sort);
    const linkUrl = b.linkageType === 3 && b.linkUrl ? await gameRef(b.linkUrl) : b.linkUrl;
    bannerRows.push({
      merchantId,
      groupName: b.groupName,
      title: b.title,
      linkageType: b.linkageType,
      linkUrl,
      sort,
      translations: translationsOf({
        VI: titleOnly(BANNER_TITLES_VI[b.title]),
        CN: titleOnly(BANNER_TITLES_CN[b.title]),
      }),
    });
  }
  // The seed's translations are refreshed on every start (a data folder from before they existed
  // gets them); nothing else of a row the brand may have changed is touched.
  const translationsOfNew = { translations: sql`excluded.translations` };
  await tx
    .insert(banners)
    .values(bannerRows)
    .onConflictDoUpdate({
      target: [banners.merchantId, banners.groupName, banners.title],
      set: translationsOfNew,
    });

  const noticeRows = NOTICES.map((n, i) => ({
    merchantId,
    type: n.type,
    title: n.title,
    content: n.content,
    platform: 'W',
    startAt: new Date(n.startAt),
    endAt: n.endAt === null ? null : new Date(n.endAt),
    sort: i + 1,
    translations: translationsOf({ VI: NOTICES_VI[n.title], CN: NOTICES_CN[n.title] }),
  }));
  await tx
    .insert(notices)
    .values(noticeRows)
    .onConflictDoUpdate({
      target: [notices.merchantId, notices.type, notices.title],
      // A data folder seeded before notices had an end gets the seed's; an end already set stays.
      set: { ...translationsOfNew, endAt: sql`coalesce(${notices.endAt}, excluded.end_at)` },
    });

  const helpCategoryRows = HELP.map((c, i) => ({
    merchantId,
    slug: c.slug,
    title: c.title,
    sort: i + 1,
    translations: translationsOf({
      VI: titleOnly(HELP_VI[c.slug]?.title),
      CN: titleOnly(HELP_CN[c.slug]?.title),
    }),
  }));
  await tx
    .insert(helpCategories)
    .values(helpCategoryRows)
    .onConflictDoUpdate({ target: [helpCategories.merchantId, helpCategories.slug], set: translationsOfNew });
  const categoryRows = await tx
    .select()
    .from(helpCategories)
    .where(eq(helpCategories.merchantId, merchantId));
  const categoryId = new Map(categoryRows.map((c) => [c.slug, c.id]));
  await tx
    .insert(helpArticles)
    .values(
      HELP.flatMap((c) =>
        c.articles.map((a, i) => {
          const id = categoryId.get(c.slug);
          if (id === undefined) throw new Error(`seed: help category ${c.slug} missing`);
          const translations = translationsOf({
            VI: HELP_VI[c.slug]?.articles[a.slug],
            CN: HELP_CN[c.slug]?.articles[a.slug],
          });
          return { ...a, categoryId: id, sort: i + 1, translations };
        }),
      ),
    )
    .onConflictDoUpdate({ target: [helpArticles.categoryId, helpArticles.slug], set: translationsOfNew });
}
