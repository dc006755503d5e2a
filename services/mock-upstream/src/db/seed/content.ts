import type { BannerGroup } from '@portal/contracts';
import type { SeedTexts } from './translations/index.js';

export interface BannerSeed {
  groupName: BannerGroup;
  /** Its text's key in translations/en.ts (the English title is the row's natural key). */
  key: keyof SeedTexts['banners'];
  linkageType: 0 | 1 | 2 | 3;
  /**
   * For linkageType 3 a game reference "VENDOR:GAMECODE", resolved to the game's nodeId; for a
   * banner that points at a promotion, `promotion:<key>` (a key of seed/promotions.ts), resolved to
   * the promotion's page (`promotionLink`): the banner then follows the promotion's state.
   */
  linkUrl: string | null;
  /** What an earlier seed linked this banner to: a row still linking there is moved to `linkUrl`. */
  formerLinkUrl?: string;
}

/**
 * Every banner group has at least one banner. linkageType: 0 none, 1 internal route,
 * 2 external URL, 3 game (linkUrl is then the game's nodeId as a decimal string). Each leads
 * somewhere that exists and is open (db/seed/banner-targets.test.ts walks them).
 */
export const BANNERS: BannerSeed[] = [
  {
    groupName: 'w_index',
    key: 'welcome-bonus-100-up-to-500',
    linkageType: 1,
    linkUrl: 'promotion:welcome',
    formerLinkUrl: '/promotions',
  },
  // A home banner that leads to a game leads to one that really plays (modules/games/vendor-pages.ts).
  { groupName: 'w_index', key: 'lucky-lanterns-jackpot-week', linkageType: 3, linkUrl: 'DEMO:DEMOSLOT' },
  {
    groupName: 'w_index',
    key: 'join-our-telegram-community',
    linkageType: 2,
    linkUrl: 'https://t.me/luckylotus_demo',
  },
  {
    groupName: 'w_rng',
    key: 'slots-cashback-every-monday',
    linkageType: 1,
    linkUrl: 'promotion:cashback',
    formerLinkUrl: '/promotions',
  },
  { groupName: 'w_rng', key: 'new-from-jili-this-month', linkageType: 1, linkUrl: '/rng?page=JILI' },
  { groupName: 'w_live', key: 'lucky-lotus-raffle', linkageType: 1, linkUrl: 'promotion:raffle' },
  { groupName: 'w_fish', key: 'fishing-frenzy-tournament', linkageType: 3, linkUrl: 'JILI:JLF101' },
  { groupName: 'w_pvp', key: 'card-masters-league', linkageType: 0, linkUrl: null },
  { groupName: 'w_sports', key: 'football-weekend-boost', linkageType: 1, linkUrl: '/sports' },
  { groupName: 'w_esports', key: 'esports-world-finals', linkageType: 1, linkUrl: '/esports' },
  {
    groupName: 'w_elott',
    key: 'keno-every-minute',
    linkageType: 1,
    linkUrl: '/lottery?gameCode=KENO1&vendor=TCG_ELOTT',
  },
  { groupName: 'w_down', key: 'get-the-lucky-lotus-app', linkageType: 0, linkUrl: null },
  { groupName: 'w_promotions', key: 'all-promotions-in-one-place', linkageType: 0, linkUrl: null },
  // The agent programme's page (/join), named for what it is.
  { groupName: 'w_promotions', key: 'become-an-agent-earn-together', linkageType: 1, linkUrl: '/join' },
  { groupName: 'w_pointMall', key: 'redeem-points-for-rewards', linkageType: 0, linkUrl: null },
  {
    groupName: 'w_help',
    key: 'we-are-here-24-7',
    linkageType: 2,
    linkUrl: 'https://luckylotus.example/support/live-chat',
  },
  { groupName: 'w_login', key: 'welcome-back', linkageType: 0, linkUrl: null },
  // The register dialog's bonus wording: shown only while the welcome bonus is open.
  {
    groupName: 'w_register',
    key: 'sign-up-and-claim-your-bonus',
    linkageType: 1,
    linkUrl: 'promotion:welcome',
    formerLinkUrl: '/promotions',
  },
  { groupName: 'w_deposit20', key: 'deposit-top-20', linkageType: 1, linkUrl: '/deposit-rank' },
  { groupName: 'w_bet20', key: 'valid-bet-top-20', linkageType: 1, linkUrl: '/bet-rank' },
];

/**
 * Banners an earlier seed added and this one no longer does (their promise was not kept: a sandbox
 * game on the home page, a promotion that does not exist, the agent programme named as the
 * referral one). A data folder seeded before keeps the row, disabled, while it still links where
 * the seed put it (an operator's own change to it stays).
 */
export const RETIRED_BANNERS: (Pick<BannerSeed, 'groupName' | 'linkageType' | 'linkUrl'> & {
  title: string;
})[] = [
  { groupName: 'w_index', title: 'Golden Dragon Jackpot Week', linkageType: 3, linkUrl: 'JILI:JL1001' },
  { groupName: 'w_live', title: 'Live Baccarat Win Streak', linkageType: 1, linkUrl: '/promotions' },
  { groupName: 'w_promotions', title: 'Refer a Friend, Earn Together', linkageType: 1, linkUrl: '/join' },
];

export interface NoticeSeed {
  type: 'B' | 'PL' | 'PU' | 'PR' | 'H';
  /** Its title's and content's key in translations/en.ts. */
  key: keyof SeedTexts['notices'];
  /** Fixed instants in the past so the seed is the same on every run. */
  startAt: string;
  /**
   * When it stops being shown, for a notice about something that ends (a festival, a launch);
   * null for one that holds while it is true (a safety tip, a standing rule). Without it a notice
   * about Lunar New Year in February still led the marquee in November.
   */
  endAt: string | null;
}

export const NOTICES: NoticeSeed[] = [
  {
    type: 'B',
    key: 'scheduled-maintenance-for-microgaming',
    startAt: '2026-01-05T02:00:00Z',
    // Microgaming stays under maintenance in the seed (catalogue.ts): true while that holds.
    endAt: null,
  },
  {
    type: 'B',
    key: 'new-payment-method-available',
    startAt: '2026-01-03T09:30:00Z',
    // News for two months.
    endAt: '2026-03-03T00:00:00Z',
  },
  {
    type: 'PL',
    key: 'secure-your-account',
    startAt: '2026-01-02T00:00:00Z',
    endAt: null,
  },
  {
    type: 'PU',
    key: 'lunar-new-year-celebration',
    startAt: '2026-01-20T00:00:00Z',
    // The red envelopes run 1 to 15 February: shown to the end of the 15th, Vietnam time.
    endAt: '2026-02-15T17:00:00Z',
  },
  {
    type: 'PR',
    key: 'weekly-slots-cashback',
    startAt: '2026-01-01T00:00:00Z',
    endAt: null,
  },
  {
    type: 'PR',
    key: 'refer-a-friend-bonus',
    startAt: '2025-12-15T00:00:00Z',
    endAt: null,
  },
  {
    type: 'H',
    key: 'welcome-to-lucky-lotus',
    startAt: '2025-12-01T00:00:00Z',
    endAt: null,
  },
  {
    type: 'B',
    key: 'faster-withdrawals-at-weekends',
    startAt: '2025-11-28T03:00:00Z',
    endAt: null,
  },
  {
    type: 'PU',
    key: 'deposit-top-20-prizes-every-month',
    startAt: '2025-11-20T00:00:00Z',
    endAt: null,
  },
  {
    type: 'PR',
    key: 'valid-bet-top-20-rewards',
    startAt: '2025-11-15T00:00:00Z',
    endAt: null,
  },
  {
    type: 'PL',
    key: 'update-your-contact-details',
    startAt: '2025-11-10T00:00:00Z',
    endAt: null,
  },
  {
    type: 'H',
    key: 'play-responsibly',
    startAt: '2025-12-01T00:00:00Z',
    endAt: null,
  },
];

export interface HelpSeed {
  /** The category's key in translations/en.ts `help.categories`. */
  slug: keyof SeedTexts['help']['categories'];
  /** Its articles' keys in translations/en.ts `help.articles`, in order. */
  articles: (keyof SeedTexts['help']['articles'])[];
}

/** The footer's links (About, Contact, T&C, Responsible Gaming, Privacy, Affiliates, Refund) are
 * articles here; the /join page shows `agent-programme` (found by its title). */
export const HELP: HelpSeed[] = [
  { slug: 'about', articles: ['about-company', 'contact-us'] },
  { slug: 'policies', articles: ['terms', 'responsible-gaming', 'privacy-policy', 'refund-policy'] },
  { slug: 'affiliates', articles: ['affiliates', 'agent-programme'] },
  { slug: 'banking', articles: ['how-to-deposit', 'how-to-withdraw'] },
  { slug: 'faq', articles: ['faq-forgot-password', 'faq-free-play', 'faq-game-maintenance'] },
];
