import { z } from 'zod';

/** Banner groups by path (spec section 2) plus dialog and ranking groups. */
export const BANNER_GROUPS = [
  'w_index',
  'w_rng',
  'w_live',
  'w_fish',
  'w_pvp',
  'w_sports',
  'w_esports',
  'w_elott',
  'w_down',
  'w_promotions',
  'w_pointMall',
  'w_help',
  'w_login',
  'w_register',
  'w_deposit20',
  'w_bet20',
] as const;
export const BannerGroupSchema = z.enum(BANNER_GROUPS);
export type BannerGroup = z.infer<typeof BannerGroupSchema>;

/** Which banner group a path shows (null: none). `/` and `/index` share the home group. */
export function bannerGroupForPath(pathname: string): BannerGroup | null {
  const p = pathname.replace(/\/+$/, '') || '/';
  const map: Record<string, BannerGroup> = {
    '/': 'w_index',
    '/index': 'w_index',
    '/rng': 'w_rng',
    '/live': 'w_live',
    '/fish': 'w_fish',
    '/pvp': 'w_pvp',
    '/sports': 'w_sports',
    '/esports': 'w_esports',
    '/elott': 'w_elott',
    '/down': 'w_down',
    '/download': 'w_down',
    '/promotions': 'w_promotions',
    '/pointMall': 'w_pointMall',
    '/help': 'w_help',
    '/deposit-rank': 'w_deposit20',
    '/bet-rank': 'w_bet20',
  };
  return map[p] ?? null;
}

/**
 * The portal's pages (the web's route table, web/src/app/router.tsx; its test keeps the two the
 * same): where an internal link (a banner's linkageType 1) may lead.
 */
export const PORTAL_PAGES: readonly string[] = [
  '/index',
  '/register',
  '/register.html',
  '/login',
  '/resetPassword',
  '/noticePage',
  '/pointMall',
  '/deposit-rank',
  '/bet-rank',
  '/fish',
  '/pvp',
  '/live',
  '/sports',
  '/esports',
  '/elott',
  '/lott',
  '/rng',
  '/hot',
  '/lottery',
  '/promotions',
  '/promoDetail',
  '/seamless',
  '/help',
  '/helpmc',
  '/down',
  '/download',
  '/feedback',
  '/join',
  '/game',
  '/fairness',
];

/** The portal's page of one promotion (`/promoDetail?id=`): a banner linking there names it. */
export const PROMOTION_PAGE = '/promoDetail';

/** The link (linkageType 1) of a banner that points at promotion `id`. */
export function promotionLink(id: number): string {
  return `${PROMOTION_PAGE}?id=${id}`;
}

/**
 * The promotion a banner points at, when it points at one: an internal route (linkageType 1) to
 * the promotion's page. Such a banner follows the promotion's state: it is shown only while the
 * promotion is open to the viewer (see `promotionInvites`).
 */
export function linkedPromotionId(banner: { linkageType: number; linkUrl: string | null }): number | null {
  const link = banner.linkUrl?.trim();
  if (banner.linkageType !== 1 || !link?.startsWith('/')) return null;
  const url = new URL(link, 'http://portal.invalid');
  if (url.pathname !== PROMOTION_PAGE) return null;
  const id = url.searchParams.get('id') ?? '';
  return /^[1-9]\d{0,9}$/.test(id) ? Number(id) : null;
}

/** linkageType: 0 none, 1 internal route, 2 external URL (new tab), 3 game. */
export const BannerSchema = z.object({
  bannerId: z.number().int(),
  groupName: BannerGroupSchema,
  url: z.string(), // image path relative to an image CDN
  linkageType: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  linkUrl: z.string().nullable(),
  title: z.string(),
  sort: z.number().int(),
  /** True when the banner leads to a game that opens only a sandbox page (see GameSchema's
   * `sandbox`): it comes after the group's other banners. Optional: absent means a real target. */
  sandbox: z.boolean().optional(),
});
export type Banner = z.infer<typeof BannerSchema>;
/** `GET /wps/relay/CMS_banners` value. */
export const BannersSchema = z.array(BannerSchema);

export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export const NoticeSchema = z.object({
  id: z.number().int(),
  type: z.enum(ANNOUNCEMENT_TYPES),
  title: z.string(),
  startDateStr: z.string(), // YYYY-MM-DD HH:mm:ss in the brand's time zone
  content: z.string(), // HTML, sanitised by the web before rendering
});
export type Notice = z.infer<typeof NoticeSchema>;
/** `GET /wps/relay/CMS_announcements?types=&platform=W&execution=B` value. */
export const NoticesSchema = z.array(NoticeSchema);

/** `CMS_announcements` query: `types` is a comma-separated list (every type when absent). */
export const AnnouncementsQuerySchema = z.object({
  types: z
    .string()
    .optional()
    .transform((s) =>
      s === undefined
        ? [...ANNOUNCEMENT_TYPES]
        : s
            .split(',')
            .map((t) => t.trim())
            .filter((t) => t.length > 0),
    )
    .pipe(
      z.array(
        z.enum(ANNOUNCEMENT_TYPES, { message: `must list types among ${ANNOUNCEMENT_TYPES.join(', ')}` }),
      ),
    ),
  platform: z.enum(['W', 'M', 'A']).default('W'),
  // B (browser) is the only execution mode the portal uses; kept for fidelity with the platform.
  execution: z.enum(['B']).default('B'),
});

export const HelpArticleSchema = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  title: z.string(),
  content: z.string(), // HTML
  sort: z.number().int(),
});
export const HelpCategorySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  sort: z.number().int(),
  articles: z.array(HelpArticleSchema),
});
/** `GET /wps/system/helpCenter` value. */
export const HelpCenterSchema = z.array(HelpCategorySchema);
export type HelpCategory = z.infer<typeof HelpCategorySchema>;
