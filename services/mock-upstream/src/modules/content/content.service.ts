import {
  linkedPromotionId,
  localized,
  localizedFields,
  type Banner,
  type BannerGroup,
  type HelpCategory,
  type Notice,
} from '@portal/contracts';
import { formatDateTime } from '../../lib/time.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import { isPlayableVendor } from '../games/games.service.js';
import type { BannerRow, ContentRepository } from './content.repository.js';

/** A generated banner's picture; its text is the title in `language` when the banner has that
 * translation (`/banner/7.vi.svg`), else the default title (`/banner/7.svg`). */
export function bannerImagePath(id: number, language?: string): string {
  return language ? `/banner/${id}.${language.toLowerCase()}.svg` : `/banner/${id}.svg`;
}

/**
 * The game a banner leads to, when it leads to one: a game banner's node id or `VENDOR:CODE`, or a
 * route to the game page (`/game?nodeId=`) or the lottery (`/lottery?vendor=`).
 */
export function bannerGameTarget(
  b: Pick<BannerRow, 'linkageType' | 'linkUrl'>,
): { nodeId: number } | { vendor: string } | null {
  const link = b.linkUrl?.trim();
  if (!link || (b.linkageType !== 1 && b.linkageType !== 3)) return null;
  if (link.startsWith('/')) {
    const url = new URL(link, 'http://portal.invalid');
    const nodeId = url.searchParams.get('nodeId');
    if (url.pathname === '/game' && nodeId && /^\d+$/.test(nodeId)) return { nodeId: Number(nodeId) };
    const vendor = url.searchParams.get('vendor');
    if ((url.pathname === '/lottery' || url.pathname === '/game') && vendor) return { vendor };
    return null;
  }
  if (b.linkageType !== 3) return null;
  if (/^\d+$/.test(link)) return { nodeId: Number(link) };
  const colon = link.indexOf(':');
  return colon > 0 ? { vendor: link.slice(0, colon) } : null;
}

export function createContentService(repo: ContentRepository) {
  return {
    /**
     * Every enabled banner in `language`, by group and sort, but one that points at a promotion the
     * viewer cannot take part in (`openPromotions` answers which of the named ones are open); in a
     * group, a banner whose game opens
     * only a sandbox page (flagged `sandbox`) comes after the others, so a carousel opens on one that
     * leads somewhere real.
     */
    async banners(
      merchantId: number,
      language: string,
      openPromotions: (ids: number[]) => Promise<Set<number>> = async () => new Set(),
    ): Promise<Banner[]> {
      const all = await repo.listBanners(merchantId);
      // A banner that points at a promotion keeps its promise: shown only while the promotion is
      // open to the viewer (not ended, not closed to this member).
      const named = [...new Set(all.map(linkedPromotionId).filter((id) => id !== null))];
      const open = await openPromotions(named);
      const rows = all.filter((b) => {
        const id = linkedPromotionId(b);
        return id === null || open.has(id);
      });
      const targets = rows.map(bannerGameTarget);
      const vendorOf = await repo.vendorsOfGames(
        targets.flatMap((target) => (target && 'nodeId' in target ? [target.nodeId] : [])),
      );
      const list = rows.map((b, i) => {
        const target = targets[i];
        const vendor = !target ? undefined : 'vendor' in target ? target.vendor : vendorOf.get(target.nodeId);
        return {
          bannerId: b.id,
          groupName: b.groupName as BannerGroup,
          url: b.imagePath ?? bannerImagePath(b.id, b.translations[language]?.title ? language : undefined),
          linkageType: b.linkageType as Banner['linkageType'],
          linkUrl: b.linkUrl,
          title: localized(b, language, 'title'),
          sort: b.sort,
          sandbox: vendor !== undefined && !isPlayableVendor(vendor),
        };
      });
      // The repository's order (group, sort, id) otherwise: groups where they were, and within
      // each of the two kinds.
      const groupAt = new Map<string, number>();
      list.forEach((b, i) => groupAt.set(b.groupName, groupAt.get(b.groupName) ?? i));
      const at = (b: Banner) => groupAt.get(b.groupName) ?? 0;
      return list
        .map((banner, index) => ({ banner, index }))
        .sort(
          (x, y) =>
            at(x.banner) - at(y.banner) ||
            Number(x.banner.sandbox) - Number(y.banner.sandbox) ||
            x.index - y.index,
        )
        .map((x) => x.banner);
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
        ...localizedFields(n, language, ['title', 'content']),
        startDateStr: formatDateTime(n.startAt, merchant.timeZone),
      }));
    },

    async helpCenter(merchantId: number, language: string): Promise<HelpCategory[]> {
      const { categories, articles } = await repo.listHelp(merchantId);
      return categories.map((c) => ({
        id: c.id,
        title: localized(c, language, 'title'),
        sort: c.sort,
        articles: articles
          .filter((a) => a.categoryId === c.id)
          .map((a) => ({
            id: a.id,
            categoryId: a.categoryId,
            ...localizedFields(a, language, ['title', 'content']),
            sort: a.sort,
          })),
      }));
    },

    findBanner: (id: number) => repo.findBanner(id),
  };
}
export type ContentService = ReturnType<typeof createContentService>;
