import { promotionLink } from '@portal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import {
  banners,
  gameVendors,
  games,
  helpArticles,
  helpCategories,
  notices,
  promotions,
} from '../schema/index.js';
import { BANNERS, HELP, NOTICES, RETIRED_BANNERS, type BannerSeed } from './content.js';
import { promotionSeeds } from './promotions.js';
import { en, translationsOf } from './translations/index.js';

export async function seedContent(tx: Db, merchantId: number): Promise<void> {
  const gameRef = async (ref: string): Promise<string | null> => {
    const [vendor, code] = ref.split(':');
    const [row] = await tx
      .select({ id: games.id })
      .from(games)
      .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
      .where(and(eq(gameVendors.vendor, vendor ?? ''), eq(games.gameCode, code ?? '')))
      .limit(1);
    return row ? String(row.id) : null;
  };
  /** `promotion:<key>`: the page of the seeded promotion of that key (found by its English title). */
  const promotionRef = async (key: string): Promise<string | null> => {
    const seed = promotionSeeds(1n).find((p) => p.key === key);
    if (!seed) throw new Error(`seed: banner promotion ${key} is not a seeded promotion`);
    const [row] = await tx
      .select({ id: promotions.id })
      .from(promotions)
      .where(and(eq(promotions.merchantId, merchantId), sql`${promotions.title}->>'EN' = ${seed.title.EN}`))
      .limit(1);
    return row ? promotionLink(row.id) : null;
  };
  /** A seed's link as stored; null when what it names is not there (an operator removed it). */
  const linkOf = async (b: Pick<BannerSeed, 'linkageType' | 'linkUrl'>): Promise<string | null> => {
    if (!b.linkUrl) return null;
    if (b.linkageType === 3) return gameRef(b.linkUrl);
    if (b.linkUrl.startsWith('promotion:')) return promotionRef(b.linkUrl.slice('promotion:'.length));
    return b.linkUrl;
  };

  const bannerRows = [];
  const sortInGroup = new Map<string, number>();
  const relinks: { groupName: string; title: string; from: string; to: string }[] = [];
  for (const b of BANNERS) {
    const title = en.banners[b.key];
    const sort = (sortInGroup.get(b.groupName) ?? 0) + 1;
    sortInGroup.set(b.groupName, sort);
    const linkUrl = await linkOf(b);
    // A banner whose target is gone would lead nowhere: not added.
    if (b.linkUrl && linkUrl === null) continue;
    if (b.formerLinkUrl && linkUrl) {
      relinks.push({ groupName: b.groupName, title, from: b.formerLinkUrl, to: linkUrl });
    }
    bannerRows.push({
      merchantId,
      groupName: b.groupName,
      title,
      linkageType: b.linkageType,
      linkUrl,
      sort,
      // Every language with a file in translations/ (one without reads the English title).
      translations: translationsOf((t) => ({ title: t.banners[b.key] })),
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
  // A data folder seeded before: its rows still linking where an earlier seed put them follow this
  // seed's link, and the banners this seed retired are switched off.
  for (const r of relinks) {
    await tx
      .update(banners)
      .set({ linkUrl: r.to })
      .where(
        and(
          eq(banners.merchantId, merchantId),
          eq(banners.groupName, r.groupName),
          eq(banners.title, r.title),
          eq(banners.linkUrl, r.from),
        ),
      );
  }
  for (const b of RETIRED_BANNERS) {
    const linkUrl = await linkOf(b);
    if (linkUrl === null) continue;
    await tx
      .update(banners)
      .set({ enabled: false })
      .where(
        and(
          eq(banners.merchantId, merchantId),
          eq(banners.groupName, b.groupName),
          eq(banners.title, b.title),
          eq(banners.linkUrl, linkUrl),
        ),
      );
  }

  const noticeRows = NOTICES.map((n, i) => ({
    merchantId,
    type: n.type,
    ...en.notices[n.key],
    platform: 'W',
    startAt: new Date(n.startAt),
    endAt: n.endAt === null ? null : new Date(n.endAt),
    sort: i + 1,
    translations: translationsOf((t) => t.notices[n.key]),
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
    title: en.help.categories[c.slug],
    sort: i + 1,
    translations: translationsOf((t) => ({ title: t.help.categories[c.slug] })),
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
        c.articles.map((slug, i) => {
          const id = categoryId.get(c.slug);
          if (id === undefined) throw new Error(`seed: help category ${c.slug} missing`);
          const translations = translationsOf((t) => t.help.articles[slug]);
          return { slug, ...en.help.articles[slug], categoryId: id, sort: i + 1, translations };
        }),
      ),
    )
    .onConflictDoUpdate({ target: [helpArticles.categoryId, helpArticles.slug], set: translationsOfNew });
}
