import type { BannerGroup } from '@portal/contracts';

export interface BannerSeed {
  groupName: BannerGroup;
  title: string;
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
    title: 'Welcome Bonus 100% up to $500',
    linkageType: 1,
    linkUrl: 'promotion:welcome',
    formerLinkUrl: '/promotions',
  },
  // A home banner that leads to a game leads to one that really plays (modules/games/vendor-pages.ts).
  { groupName: 'w_index', title: 'Lucky Lanterns Jackpot Week', linkageType: 3, linkUrl: 'DEMO:DEMOSLOT' },
  {
    groupName: 'w_index',
    title: 'Join Our Telegram Community',
    linkageType: 2,
    linkUrl: 'https://t.me/luckylotus_demo',
  },
  {
    groupName: 'w_rng',
    title: 'Slots Cashback Every Monday',
    linkageType: 1,
    linkUrl: 'promotion:cashback',
    formerLinkUrl: '/promotions',
  },
  { groupName: 'w_rng', title: 'New From JILI This Month', linkageType: 1, linkUrl: '/rng?page=JILI' },
  { groupName: 'w_live', title: 'Lucky Lotus Raffle', linkageType: 1, linkUrl: 'promotion:raffle' },
  { groupName: 'w_fish', title: 'Fishing Frenzy Tournament', linkageType: 3, linkUrl: 'JILI:JLF101' },
  { groupName: 'w_pvp', title: 'Card Masters League', linkageType: 0, linkUrl: null },
  { groupName: 'w_sports', title: 'Football Weekend Boost', linkageType: 1, linkUrl: '/sports' },
  { groupName: 'w_esports', title: 'Esports World Finals', linkageType: 1, linkUrl: '/esports' },
  {
    groupName: 'w_elott',
    title: 'Keno Every Minute',
    linkageType: 1,
    linkUrl: '/lottery?gameCode=KENO1&vendor=TCG_ELOTT',
  },
  { groupName: 'w_down', title: 'Get the Lucky Lotus App', linkageType: 0, linkUrl: null },
  { groupName: 'w_promotions', title: 'All Promotions in One Place', linkageType: 0, linkUrl: null },
  // The agent programme's page (/join), named for what it is.
  { groupName: 'w_promotions', title: 'Become an Agent, Earn Together', linkageType: 1, linkUrl: '/join' },
  { groupName: 'w_pointMall', title: 'Redeem Points for Rewards', linkageType: 0, linkUrl: null },
  {
    groupName: 'w_help',
    title: 'We Are Here 24/7',
    linkageType: 2,
    linkUrl: 'https://luckylotus.example/support/live-chat',
  },
  { groupName: 'w_login', title: 'Welcome Back', linkageType: 0, linkUrl: null },
  // The register dialog's bonus wording: shown only while the welcome bonus is open.
  {
    groupName: 'w_register',
    title: 'Sign Up and Claim Your Bonus',
    linkageType: 1,
    linkUrl: 'promotion:welcome',
    formerLinkUrl: '/promotions',
  },
  { groupName: 'w_deposit20', title: 'Deposit TOP 20', linkageType: 1, linkUrl: '/deposit-rank' },
  { groupName: 'w_bet20', title: 'Valid Bet TOP 20', linkageType: 1, linkUrl: '/bet-rank' },
];

/**
 * Banners an earlier seed added and this one no longer does (their promise was not kept: a sandbox
 * game on the home page, a promotion that does not exist, the agent programme named as the
 * referral one). A data folder seeded before keeps the row, disabled, while it still links where
 * the seed put it (an operator's own change to it stays).
 */
export const RETIRED_BANNERS: Pick<BannerSeed, 'groupName' | 'title' | 'linkageType' | 'linkUrl'>[] = [
  { groupName: 'w_index', title: 'Golden Dragon Jackpot Week', linkageType: 3, linkUrl: 'JILI:JL1001' },
  { groupName: 'w_live', title: 'Live Baccarat Win Streak', linkageType: 1, linkUrl: '/promotions' },
  { groupName: 'w_promotions', title: 'Refer a Friend, Earn Together', linkageType: 1, linkUrl: '/join' },
];

export interface NoticeSeed {
  type: 'B' | 'PL' | 'PU' | 'PR' | 'H';
  title: string;
  content: string;
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
    title: 'Scheduled maintenance for Microgaming',
    content:
      '<p>Microgaming games are under scheduled maintenance. Please try our other <a href="/rng">slot providers</a> in the meantime.</p>',
    startAt: '2026-01-05T02:00:00Z',
    // Microgaming stays under maintenance in the seed (catalogue.ts): true while that holds.
    endAt: null,
  },
  {
    type: 'B',
    title: 'New payment method available',
    content:
      '<p>You can now deposit with <strong>instant bank transfer</strong>. Funds arrive in under a minute.</p>',
    startAt: '2026-01-03T09:30:00Z',
    // News for two months.
    endAt: '2026-03-03T00:00:00Z',
  },
  {
    type: 'PL',
    title: 'Secure your account',
    content:
      '<p>For your security, never share your password or verification codes. Our staff will <em>never</em> ask for them.</p>',
    startAt: '2026-01-02T00:00:00Z',
    endAt: null,
  },
  {
    type: 'PU',
    title: 'Lunar New Year celebration',
    content:
      '<p>Celebrate with us! Daily red envelopes for all active members from <strong>1 to 15 February</strong>.</p><ul><li>Log in daily</li><li>Play any game</li><li>Claim in the Reward Centre</li></ul>',
    startAt: '2026-01-20T00:00:00Z',
    // The red envelopes run 1 to 15 February: shown to the end of the 15th, Vietnam time.
    endAt: '2026-02-15T17:00:00Z',
  },
  {
    type: 'PR',
    title: 'Weekly slots cashback',
    content:
      '<p>Get up to <strong>10% cashback</strong> on net slot losses every Monday. No wagering requirement.</p>',
    startAt: '2026-01-01T00:00:00Z',
    endAt: null,
  },
  {
    type: 'PR',
    title: 'Refer a friend bonus',
    content:
      '<p>Invite friends with your referral link and earn <strong>$10</strong> for each friend who makes a first deposit.</p>',
    startAt: '2025-12-15T00:00:00Z',
    endAt: null,
  },
  {
    type: 'H',
    title: 'Welcome to Lucky Lotus',
    content:
      '<p>Thank you for choosing Lucky Lotus. Explore over 400 games across slots, live casino, sports and lottery.</p>',
    startAt: '2025-12-01T00:00:00Z',
    endAt: null,
  },
  {
    type: 'B',
    title: 'Faster withdrawals at weekends',
    content:
      '<p>Withdrawals requested on Saturdays and Sundays are now processed within <strong>30 minutes</strong>.</p>',
    startAt: '2025-11-28T03:00:00Z',
    endAt: null,
  },
  {
    type: 'PU',
    title: 'Deposit TOP 20 prizes every month',
    content:
      '<p>The 20 members with the highest deposits of the month share a prize pool of <strong>$5,000</strong>. See the <a href="/deposit-rank">Deposit TOP 20</a>.</p>',
    startAt: '2025-11-20T00:00:00Z',
    endAt: null,
  },
  {
    type: 'PR',
    title: 'Valid bet TOP 20 rewards',
    content:
      '<p>Climb the <a href="/bet-rank">Valid bet TOP 20</a> and win free spins and cash rewards at the end of each month.</p>',
    startAt: '2025-11-15T00:00:00Z',
    endAt: null,
  },
  {
    type: 'PL',
    title: 'Update your contact details',
    content:
      '<p>Keep your mobile number and email up to date so that we can reach you about your withdrawals and security codes.</p>',
    startAt: '2025-11-10T00:00:00Z',
    endAt: null,
  },
  {
    type: 'H',
    title: 'Play responsibly',
    content:
      '<p>Set deposit limits and take breaks. Visit our <a href="/help">Help Centre</a> for responsible gaming tools.</p>',
    startAt: '2025-12-01T00:00:00Z',
    endAt: null,
  },
];

export interface HelpSeed {
  slug: string;
  title: string;
  articles: { slug: string; title: string; content: string }[];
}

/** The footer's links (About, Contact, T&C, Responsible Gaming, Privacy, Affiliates, Refund) are articles here. */
export const HELP: HelpSeed[] = [
  {
    slug: 'about',
    title: 'About Us',
    articles: [
      {
        slug: 'about-company',
        title: 'About Company',
        content:
          '<h2>About Lucky Lotus</h2><p>Lucky Lotus is an online entertainment brand offering slots, live casino, fishing, card games, sports, e-sports and lottery. We partner only with certified game providers and audited random number generators.</p>',
      },
      {
        slug: 'contact-us',
        title: 'Contact Us',
        content:
          '<h2>Contact Us</h2><p>Our support team is available 24 hours a day, 7 days a week.</p><ul><li>Live chat: from the customer service button</li><li>Email: support@luckylotus.example</li><li>Telegram: @luckylotus_demo</li></ul>',
      },
    ],
  },
  {
    slug: 'policies',
    title: 'Rules and Policies',
    articles: [
      {
        slug: 'terms',
        title: 'General Terms and Conditions',
        content:
          '<h2>General Terms and Conditions</h2><p>By registering an account you confirm that you are at least 18 years old and that online gaming is legal where you live.</p><ol><li>One account per person, household and device.</li><li>Bonuses are subject to their own wagering requirements.</li><li>We may suspend accounts involved in fraud or abuse.</li></ol>',
      },
      {
        slug: 'responsible-gaming',
        title: 'Responsible Gaming',
        content:
          '<h2>Responsible Gaming</h2><p>Gaming should be fun. Set deposit limits, take regular breaks and never chase losses. You can request a cooling-off period or self-exclusion at any time through customer service.</p>',
      },
      {
        slug: 'privacy-policy',
        title: 'Privacy Policy',
        content:
          '<h2>Privacy Policy</h2><p>We collect only the data needed to run your account and meet legal obligations. Passwords are stored hashed, payment details are encrypted, and we never sell personal data.</p>',
      },
      {
        slug: 'refund-policy',
        title: 'Refund Policy',
        content:
          '<h2>Refund Policy</h2><p>Deposits credited to your balance can be withdrawn subject to the turnover requirement. Refunds for failed transactions are returned to the original payment method within 3 business days.</p>',
      },
    ],
  },
  {
    slug: 'affiliates',
    title: 'Affiliates',
    articles: [
      {
        slug: 'affiliates',
        title: 'Affiliates',
        content:
          '<h2>Affiliate Programme</h2><p>Earn commission from the players you refer. Agents get a dedicated agent centre with team reports, contracts and daily salary options. Apply from the <a href="/join">join page</a>.</p>',
      },
      {
        // The /join page shows this article (found by its title): the brand's agent programme.
        slug: 'agent-programme',
        title: 'Agent Programme',
        content:
          '<h2>Become a Lucky Lotus agent</h2><p>Build your own team of players and earn from their play every day. Our agents run their business from a dedicated agent centre: open accounts for new players, follow team betting and profit, and agree contracts with their own downline.</p>' +
          '<h3>What you earn</h3><table><thead><tr><th>Active players in the month</th><th>Commission on net revenue</th></tr></thead><tbody><tr><td>5 to 19</td><td>25%</td></tr><tr><td>20 to 49</td><td>35%</td></tr><tr><td>50 or more</td><td>45%</td></tr></tbody></table>' +
          "<ul><li><strong>Dividend contracts</strong> paid every period on your team's results.</li><li><strong>Daily and hourly salary</strong> on your team's valid bets.</li><li><strong>Real-time salary</strong> settled every 5 minutes.</li></ul>" +
          '<h3>How to join</h3><ol><li>Register a player account (it is free).</li><li>Contact customer service and ask to become an agent, or use the referral link of an existing agent.</li><li>Once approved, open the agent centre from your account menu and share your affiliate code.</li></ol><p>Agents must be at least 18 years old and follow our General Terms and Responsible Gaming rules.</p>',
      },
    ],
  },
  {
    slug: 'banking',
    title: 'Deposits and Withdrawals',
    articles: [
      {
        slug: 'how-to-deposit',
        title: 'How to Deposit',
        content:
          '<h2>How to Deposit</h2><ol><li>Log in and press <strong>Deposit</strong>.</li><li>Choose a payment method and enter the amount.</li><li>Follow the instructions; your balance updates once the payment is confirmed.</li></ol>',
      },
      {
        slug: 'how-to-withdraw',
        title: 'How to Withdraw',
        content:
          '<h2>How to Withdraw</h2><ol><li>Add a bank card in the member centre.</li><li>Press <strong>Withdraw</strong>, enter the amount and your payment password.</li><li>Withdrawals are usually processed within 30 minutes.</li></ol>',
      },
    ],
  },
  {
    slug: 'faq',
    title: 'FAQ',
    articles: [
      {
        slug: 'faq-forgot-password',
        title: 'I forgot my password',
        content:
          '<p>Use <strong>Forgot password</strong> on the login dialog to reset it by email or by mobile number.</p>',
      },
      {
        slug: 'faq-free-play',
        title: 'Can I try games for free?',
        content:
          '<p>Yes. Games marked <em>Free Play</em> can be played with a trial account without a deposit.</p>',
      },
      {
        slug: 'faq-game-maintenance',
        title: 'A game says it is under maintenance',
        content:
          '<p>Providers occasionally pause games for updates. Please try another game and check back later.</p>',
      },
    ],
  },
];
