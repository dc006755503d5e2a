import type { Banner, BannerGroup, HelpCategory, Notice } from '@portal/contracts';
import { formatDateTime } from '../../lib/time.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import type { ContentRepository } from './content.repository.js';

export function bannerImagePath(id: number): string {
  return `/banner/${id}.svg`;
}

export function createContentService(repo: ContentRepository) {
  return {
    async banners(merchantId: number): Promise<Banner[]> {
      return (await repo.listBanners(merchantId)).map((b) => ({
        bannerId: b.id,
        groupName: b.groupName as BannerGroup,
        url: b.imagePath ?? bannerImagePath(b.id),
        linkageType: b.linkageType as Banner['linkageType'],
        linkUrl: b.linkUrl,
        title: b.title,
        sort: b.sort,
      }));
    },

    async notices(merchant: MerchantRow, types: readonly string[], platform: string): Promise<Notice[]> {
      return (await repo.listNotices(merchant.id, types, platform, new Date())).map((n) => ({
        id: n.id,
        type: n.type as Notice['type'],
        title: n.title,
        startDateStr: formatDateTime(n.startAt, merchant.timeZone),
        content: n.content,
      }));
    },

    async helpCenter(merchantId: number): Promise<HelpCategory[]> {
      const { categories, articles } = await repo.listHelp(merchantId);
      return categories.map((c) => ({
        id: c.id,
        title: c.title,
        sort: c.sort,
        articles: articles
          .filter((a) => a.categoryId === c.id)
          .map((a) => ({
            id: a.id,
            categoryId: a.categoryId,
            title: a.title,
            content: a.content,
            sort: a.sort,
          })),
      }));
    },

    findBanner: (id: number) => repo.findBanner(id),
  };
}
export type ContentService = ReturnType<typeof createContentService>;
