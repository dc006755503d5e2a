/**
 * Banners, notices and the help centre: the same for every visitor of a language, cached globally
 * per language for CACHE_TTL_CONTENT_S (a member's banners, which follow the member's promotion
 * states, are not).
 */
import {
  ANNOUNCEMENT_TYPES,
  BannersSchema,
  contentEndpoints,
  HelpCenterSchema,
  NoticesSchema,
  RANKING_SIZE,
  RankingSchema,
  type Banner,
  type BannerGroup,
  type HelpCategory,
  type Notice,
  type Ranking,
  type RankingKind,
} from '@portal/contracts';
import type { AppServices } from '../../services.js';
import { UpstreamError } from '../../upstream/upstream-error.js';
import type { Visitor } from '../../http/visitor.js';

export type BannersByGroup = Partial<Record<BannerGroup, Banner[]>>;

/**
 * Groups banners, each group sorted by `sort`, except that a banner leading to a sandbox game comes
 * after the others (a carousel opens on one that leads somewhere real); groups without banners are
 * absent.
 */
export function groupBanners(banners: Banner[]): BannersByGroup {
  const out: BannersByGroup = {};
  for (const banner of banners) (out[banner.groupName] ??= []).push(banner);
  for (const list of Object.values(out)) {
    list.sort(
      (a, b) =>
        Number(a.sandbox === true) - Number(b.sandbox === true) || a.sort - b.sort || a.bannerId - b.bannerId,
    );
  }
  return out;
}

/**
 * The banners for a viewer. A banner that points at a promotion follows the promotion's state for
 * the viewer (the platform leaves it out once the promotion has ended, or is not open to this
 * member), so a member's banners (`token`) are asked for each time; a visitor's are the same for
 * every visitor of a language, cached for CACHE_TTL_CONTENT_S. A member whose platform session has
 * lapsed gets the visitor's.
 */
export async function getBanners(
  services: AppServices,
  visitor: Visitor,
  token?: string | null,
): Promise<BannersByGroup> {
  if (token) {
    try {
      return groupBanners(await services.upstream.call(contentEndpoints.banners, { ...visitor, token }));
    } catch (error) {
      if (!(error instanceof UpstreamError && error.status === 401)) throw error;
    }
  }
  const banners = await services.cache.getOrLoad(
    `banners:${visitor.language}`,
    services.config.cacheTtl.contentS,
    BannersSchema,
    () => services.upstream.call(contentEndpoints.banners, visitor),
    { stale: true },
  );
  return groupBanners(banners);
}

/**
 * Newest first by start time, then by id: every reader (marquee, announcement panel, notice page)
 * shows the same order whatever order the platform answers in. "YYYY-MM-DD HH:mm:ss" compares as
 * text in time order.
 */
export function newestFirst(notices: Notice[]): Notice[] {
  return [...notices].sort((a, b) =>
    a.startDateStr === b.startDateStr ? b.id - a.id : a.startDateStr < b.startDateStr ? 1 : -1,
  );
}

export async function getNotices(services: AppServices, visitor: Visitor): Promise<Notice[]> {
  const notices = await services.cache.getOrLoad(
    `notices:${visitor.language}`,
    services.config.cacheTtl.contentS,
    NoticesSchema,
    () =>
      services.upstream.call(contentEndpoints.announcements, {
        ...visitor,
        // The marquee and the notice page show every announcement type (spec: B, PL, PU, PR, H).
        query: { types: ANNOUNCEMENT_TYPES.join(','), platform: 'W', execution: 'B' },
      }),
    { stale: true },
  );
  return newestFirst(notices);
}

export async function getHelpCenter(services: AppServices, visitor: Visitor): Promise<HelpCategory[]> {
  const categories = await services.cache.getOrLoad(
    `helpCenter:${visitor.language}`,
    services.config.cacheTtl.contentS,
    HelpCenterSchema,
    () => services.upstream.call(contentEndpoints.helpCenter, visitor),
    { stale: true },
  );
  return [...categories]
    .sort((a, b) => a.sort - b.sort)
    .map((c) => ({ ...c, articles: [...c.articles].sort((a, b) => a.sort - b.sort) }));
}

/** A ranking page's TOP 20 (`/deposit-rank`, `/bet-rank`): the upstream computes it; the same for
 * every visitor of a language, so it is cached like the rest of the content. */
export async function getRanking(
  services: AppServices,
  visitor: Visitor,
  kind: RankingKind,
): Promise<Ranking> {
  return services.cache.getOrLoad(
    `ranking:${kind}:${visitor.language}`,
    services.config.cacheTtl.contentS,
    RankingSchema,
    () =>
      services.upstream.call(contentEndpoints.rankList, {
        ...visitor,
        query: { kind, limitNum: RANKING_SIZE },
      }),
  );
}
