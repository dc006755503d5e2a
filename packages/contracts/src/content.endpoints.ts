/**
 * The content area's platform endpoints (see endpoint.ts): banners, notices, the help centre, the
 * ranking pages' lists and the winner board. All public (the same for every visitor of a language),
 * but the banners, which take a member's token to follow the member's promotion states.
 */
import { AnnouncementsQuerySchema, BannersSchema, HelpCenterSchema, NoticesSchema } from './content.js';
import { endpoints } from './endpoint.js';
import { RankingQuerySchema, RankingSchema } from './rankings.js';
import { WinnerBoardQuerySchema, WinnerBoardSchema } from './winners.js';

export const contentEndpoints = endpoints('content', {
  /**
   * Every banner of the brand in the `language` header's text (EN otherwise), but a banner that
   * points at a promotion (`linkedPromotionId`) only while that promotion is open to the viewer:
   * not ended, and for a member (token optional) in a state that still offers something.
   */
  banners: { method: 'GET', path: '/wps/relay/CMS_banners', auth: 'optional', response: BannersSchema },
  /** The announcements of the listed types for a platform (W web, M mobile, A app). */
  announcements: {
    method: 'GET',
    path: '/wps/relay/CMS_announcements',
    auth: 'public',
    query: AnnouncementsQuerySchema,
    response: NoticesSchema,
  },
  /** The help centre's categories and articles. */
  helpCenter: { method: 'GET', path: '/wps/system/helpCenter', auth: 'public', response: HelpCenterSchema },
  /** A ranking page's list (deposits or bets of the period), highest first. */
  rankList: {
    method: 'GET',
    path: '/wps/relay/CMS_rankList',
    auth: 'public',
    query: RankingQuerySchema,
    response: RankingSchema,
  },
  /** The latest big wins of the brand, newest first. */
  winnerBoard: {
    method: 'GET',
    path: '/wps/relay/CMS_winnerBoard',
    auth: 'public',
    query: WinnerBoardQuerySchema,
    response: WinnerBoardSchema,
  },
});
