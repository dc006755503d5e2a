import type { Banner, BannerGroup, HelpCategory, Notice } from '@portal/contracts';
import type { ContentTranslations } from '../../db/schema/index.js';
import { formatDateTime } from '../../lib/time.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import type { ContentRepository } from './content.repository.js';

/** A generated banner's picture; its text is the title in `language` when the banner has that
 * translation (`/banner/7.vi.svg`), else the default title (`/banner/7.svg`). */
export function bannerImagePath(id: number, language?: string): string {
  return language ? `/banner/${id}.${language.toLowerCase()}.svg` : `/banner/${id}.svg`;
}

/** A row's title and content in `language`: its translation where it has one, field by field, else
 * its own (default-language) text. */
export function localized<T extends { title: string; content?: string; translations: ContentTranslations }>(
  row: T,
  language: string,
): { title: string; content: string } {
  const own = row.translations[language];
  return { title: own?.title ?? row.title, content: own?.content ?? row.content ?? '' };
}

export function createContentService(repo: ContentRepository) {
  return {
    async banners(merchantId: number, language: string): Promise<Banner[]> {
      return (await repo.listBanners(merchantId)).map((b) => ({
        bannerId: b.id,
        groupName: b.groupName as BannerGroup,
        url: b.imagePath ?? bannerImagePath(b.id, b.translations[language]?.title ? language : undefined),
        linkageType: b.linkageType as Banner['linkageType'],
        linkUrl: b.linkUrl,
        title: localized(b, language).title,
        sort: b.sort,
      }));
    },

    async notices(
      merchant: MerchantRow,
      types: readonly string[],
      platform: string,
      language: string,
    ): Promise<Notice[]> {
      return (await repo.listNotices(merchant.id, types, platform, new Date())).map((n) => ({
        id: n.id,
        type: n.type as Notice['type'],
        ...localized(n, language),
        startDateStr: formatDateTime(n.startAt, merchant.timeZone),
      }));
    },

    async helpCenter(merchantId: number, language: string): Promise<HelpCategory[]> {
      const { categories, articles } = await repo.listHelp(merchantId);
      return categories.map((c) => ({
        id: c.id,
        title: localized(c, language).title,
        sort: c.sort,
        articles: articles
          .filter((a) => a.categoryId === c.id)
          .map((a) => ({
            id: a.id,
            categoryId: a.categoryId,
            ...localized(a, language),
            sort: a.sort,
          })),
      }));
    },

    findBanner: (id: number) => repo.findBanner(id),
  };
}
export type ContentService = ReturnType<typeof createContentService>;
