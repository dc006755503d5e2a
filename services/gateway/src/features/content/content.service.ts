/**
 * Banners, notices and the help centre: the same for every visitor of a language, cached globally
 * per language for CACHE_TTL_CONTENT_S.
 */
import {
  BannersSchema,
  HelpCenterSchema,
  NoticesSchema,
  type Banner,
  type BannerGroup,
  type HelpCategory,
  type Notice,
} from '@portal/contracts';
import type { AppServices } from '../../services.js';
import type { Visitor } from '../../trpc/context.js';

export type BannersByGroup = Partial<Record<BannerGroup, Banner[]>>;

/** Groups banners, each group sorted by `sort`; groups without banners are absent. */
export function groupBanners(banners: Banner[]): BannersByGroup {
  const out: BannersByGroup = {};
  for (const banner of banners) (out[banner.groupName] ??= []).push(banner);
  for (const list of Object.values(out)) list.sort((a, b) => a.sort - b.sort || a.bannerId - b.bannerId);
  return out;
}

export async function getBanners(services: AppServices, visitor: Visitor): Promise<BannersByGroup> {
  const banners = await services.cache.getOrLoad(
    `banners:${visitor.language}`,
    services.config.cacheTtl.contentS,
    BannersSchema,
    () => services.upstream.call('/wps/relay/CMS_banners', { ...visitor, schema: BannersSchema }),
  );
  return groupBanners(banners);
}

export async function getNotices(services: AppServices, visitor: Visitor): Promise<Notice[]> {
  return services.cache.getOrLoad(
    `notices:${visitor.language}`,
    services.config.cacheTtl.contentS,
    NoticesSchema,
    () =>
      services.upstream.call('/wps/relay/CMS_announcements', {
        ...visitor,
        query: { types: 'B,PL', platform: 'W', execution: 'B' },
        schema: NoticesSchema,
      }),
  );
}

export async function getHelpCenter(services: AppServices, visitor: Visitor): Promise<HelpCategory[]> {
  const categories = await services.cache.getOrLoad(
    `helpCenter:${visitor.language}`,
    services.config.cacheTtl.contentS,
    HelpCenterSchema,
    () => services.upstream.call('/wps/system/helpCenter', { ...visitor, schema: HelpCenterSchema }),
  );
  return [...categories]
    .sort((a, b) => a.sort - b.sort)
    .map((c) => ({ ...c, articles: [...c.articles].sort((a, b) => a.sort - b.sort) }));
}
