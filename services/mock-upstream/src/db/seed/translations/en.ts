/**
 * The English text of everything the seed writes for players to read (ADR 0014): the source every
 * other language's file (`<code>.ts` beside it, README.md) is typed against, so a key missing from
 * or added to a translation is a compile error. English is also what a language shows for a text it
 * does not have. Keys are ids, never the English sentence: change a sentence here, not its key.
 */
export const en = {
  /**
   * What the platform texts and mails (verification codes, the password reset link). `{brand}`,
   * `{code}`, `{minutes}`, `{name}` and `{link}` are filled in by the code.
   */
  notifications: {
    smsCode: {
      login: '{brand}: {code} is your code to log in. It expires in {minutes} minutes. Never share it.',
      register: '{brand}: {code} is your code to register. It expires in {minutes} minutes. Never share it.',
      resetPassword:
        '{brand}: {code} is your code to reset your password. It expires in {minutes} minutes. Never share it.',
      loginIp:
        '{brand}: {code} is your code to confirm a login from a new device. It expires in {minutes} minutes. Never share it.',
      bindMobile:
        '{brand}: {code} is your code to bind this number. It expires in {minutes} minutes. Never share it.',
    },
    emailCode: {
      subject: '{brand}: confirm your e-mail',
      body: 'Your code is {code}. It expires in {minutes} minutes. Never share it.',
    },
    passwordReset: {
      subject: '{brand}: reset your password',
      body: 'Hello {name},\n\nOpen this link within 30 minutes to choose a new password:\n{link}\n\nIf you did not ask for it, ignore this mail.',
    },
  },
  brand: {
    copyright: 'Copyright © 2026 Lucky Lotus. All rights reserved. Play responsibly: 18+ only.',
  },
  pictures: {
    bannerSubtitle: '18+ · Play responsibly',
  },
  /** The club (VIP) levels' names the seed gives members; an operator's own name is shown as written. */
  clubLabels: {
    member: 'Member',
    silver: 'Silver',
    gold: 'Gold',
    diamond: 'Diamond',
  },
  /** The names of the deposit channels the seed opens (Sandbox Pay is a name, the same in every language). */
  depositChannels: {
    bankTransfer: 'Bank transfer',
  },
  banners: {
    'welcome-bonus-100-up-to-500': 'Welcome Bonus 100% up to $500',
    'lucky-lanterns-jackpot-week': 'Lucky Lanterns Jackpot Week',
    'join-our-telegram-community': 'Join Our Telegram Community',
    'slots-cashback-every-monday': 'Slots Cashback Every Monday',
    'new-from-jili-this-month': 'New From JILI This Month',
    'lucky-lotus-raffle': 'Lucky Lotus Raffle',
    'fishing-frenzy-tournament': 'Fishing Frenzy Tournament',
    'card-masters-league': 'Card Masters League',
    'football-weekend-boost': 'Football Weekend Boost',
    'esports-world-finals': 'Esports World Finals',
    'keno-every-minute': 'Keno Every Minute',
    'get-the-lucky-lotus-app': 'Get the Lucky Lotus App',
    'all-promotions-in-one-place': 'All Promotions in One Place',
    'become-an-agent-earn-together': 'Become an Agent, Earn Together',
    'redeem-points-for-rewards': 'Redeem Points for Rewards',
    'we-are-here-24-7': 'We Are Here 24/7',
    'welcome-back': 'Welcome Back',
    'sign-up-and-claim-your-bonus': 'Sign Up and Claim Your Bonus',
    'deposit-top-20': 'Deposit TOP 20',
    'valid-bet-top-20': 'Valid Bet TOP 20',
  },
  notices: {
    'scheduled-maintenance-for-microgaming': {
      title: 'Scheduled maintenance for Microgaming',
      content:
        '<p>Microgaming games are under scheduled maintenance. Please try our other <a href="/rng">slot providers</a> in the meantime.</p>',
    },
    'new-payment-method-available': {
      title: 'New payment method available',
      content:
        '<p>You can now deposit with <strong>instant bank transfer</strong>. Funds arrive in under a minute.</p>',
    },
    'secure-your-account': {
      title: 'Secure your account',
      content:
        '<p>For your security, never share your password or verification codes. Our staff will <em>never</em> ask for them.</p>',
    },
    'lunar-new-year-celebration': {
      title: 'Lunar New Year celebration',
      content:
        '<p>Celebrate with us! Daily red envelopes for all active members from <strong>1 to 15 February</strong>.</p><ul><li>Log in daily</li><li>Play any game</li><li>Claim in the Reward Centre</li></ul>',
    },
    'weekly-slots-cashback': {
      title: 'Weekly slots cashback',
      content:
        '<p>Get up to <strong>10% cashback</strong> on net slot losses every Monday. No wagering requirement.</p>',
    },
    'refer-a-friend-bonus': {
      title: 'Refer a friend bonus',
      content:
        '<p>Invite friends with your referral link and earn <strong>$10</strong> for each friend who makes a first deposit.</p>',
    },
    'welcome-to-lucky-lotus': {
      title: 'Welcome to Lucky Lotus',
      content:
        '<p>Thank you for choosing Lucky Lotus. Explore over 400 games across slots, live casino, sports and lottery.</p>',
    },
    'faster-withdrawals-at-weekends': {
      title: 'Faster withdrawals at weekends',
      content:
        '<p>Withdrawals requested on Saturdays and Sundays are now processed within <strong>30 minutes</strong>.</p>',
    },
    'deposit-top-20-prizes-every-month': {
      title: 'Deposit TOP 20 prizes every month',
      content:
        '<p>The 20 members with the highest deposits of the month share a prize pool of <strong>$5,000</strong>. See the <a href="/deposit-rank">Deposit TOP 20</a>.</p>',
    },
    'valid-bet-top-20-rewards': {
      title: 'Valid bet TOP 20 rewards',
      content:
        '<p>Climb the <a href="/bet-rank">Valid bet TOP 20</a> and win free spins and cash rewards at the end of each month.</p>',
    },
    'update-your-contact-details': {
      title: 'Update your contact details',
      content:
        '<p>Keep your mobile number and email up to date so that we can reach you about your withdrawals and security codes.</p>',
    },
    'play-responsibly': {
      title: 'Play responsibly',
      content:
        '<p>Set deposit limits and take breaks. Visit our <a href="/help">Help Centre</a> for responsible gaming tools.</p>',
    },
  },
  agentNotices: {
    'agent-commission-is-paid-every-monday': {
      title: 'Agent commission is paid every Monday',
      content:
        '<p>Commission for the previous week is credited to your main wallet every Monday before 12:00. Check <b>My income</b> in the agent centre.</p>',
    },
    'new-invitation-links-with-qr-codes': {
      title: 'New: invitation links with QR codes',
      content:
        '<p>Create up to 20 invitation links from <b>Open account</b>, for players or for sub-agents, and follow how many registered through each.</p>',
    },
  },
  help: {
    categories: {
      about: 'About Us',
      policies: 'Rules and Policies',
      affiliates: 'Affiliates',
      banking: 'Deposits and Withdrawals',
      faq: 'FAQ',
    },
    articles: {
      'about-company': {
        title: 'About Company',
        content:
          '<h2>About Lucky Lotus</h2><p>Lucky Lotus is an online entertainment brand offering slots, live casino, fishing, card games, sports, e-sports and lottery. We partner only with certified game providers and audited random number generators.</p>',
      },
      'contact-us': {
        title: 'Contact Us',
        content:
          '<h2>Contact Us</h2><p>Our support team is available 24 hours a day, 7 days a week.</p><ul><li>Live chat: from the customer service button</li><li>Email: support@luckylotus.example</li><li>Telegram: @luckylotus_demo</li></ul>',
      },
      terms: {
        title: 'General Terms and Conditions',
        content:
          '<h2>General Terms and Conditions</h2><p>By registering an account you confirm that you are at least 18 years old and that online gaming is legal where you live.</p><ol><li>One account per person, household and device.</li><li>Bonuses are subject to their own wagering requirements.</li><li>We may suspend accounts involved in fraud or abuse.</li></ol>',
      },
      'responsible-gaming': {
        title: 'Responsible Gaming',
        content:
          '<h2>Responsible Gaming</h2><p>Gaming should be fun. Set deposit limits, take regular breaks and never chase losses. You can request a cooling-off period or self-exclusion at any time through customer service.</p>',
      },
      'privacy-policy': {
        title: 'Privacy Policy',
        content:
          '<h2>Privacy Policy</h2><p>We collect only the data needed to run your account and meet legal obligations. Passwords are stored hashed, payment details are encrypted, and we never sell personal data.</p>',
      },
      'refund-policy': {
        title: 'Refund Policy',
        content:
          '<h2>Refund Policy</h2><p>Deposits credited to your balance can be withdrawn subject to the turnover requirement. Refunds for failed transactions are returned to the original payment method within 3 business days.</p>',
      },
      affiliates: {
        title: 'Affiliates',
        content:
          '<h2>Affiliate Programme</h2><p>Earn commission from the players you refer. Agents get a dedicated agent centre with team reports, contracts and daily salary options. Apply from the <a href="/join">join page</a>.</p>',
      },
      'agent-programme': {
        title: 'Agent Programme',
        content:
          "<h2>Become a Lucky Lotus agent</h2><p>Build your own team of players and earn from their play every day. Our agents run their business from a dedicated agent centre: open accounts for new players, follow team betting and profit, and agree contracts with their own downline.</p><h3>What you earn</h3><table><thead><tr><th>Active players in the month</th><th>Commission on net revenue</th></tr></thead><tbody><tr><td>5 to 19</td><td>25%</td></tr><tr><td>20 to 49</td><td>35%</td></tr><tr><td>50 or more</td><td>45%</td></tr></tbody></table><ul><li><strong>Dividend contracts</strong> paid every period on your team's results.</li><li><strong>Daily and hourly salary</strong> on your team's valid bets.</li><li><strong>Real-time salary</strong> settled every 5 minutes.</li></ul><h3>How to join</h3><ol><li>Register a player account (it is free).</li><li>Contact customer service and ask to become an agent, or use the referral link of an existing agent.</li><li>Once approved, open the agent centre from your account menu and share your affiliate code.</li></ol><p>Agents must be at least 18 years old and follow our General Terms and Responsible Gaming rules.</p>",
      },
      'how-to-deposit': {
        title: 'How to Deposit',
        content:
          '<h2>How to Deposit</h2><ol><li>Log in and press <strong>Deposit</strong>.</li><li>Choose a payment method and enter the amount.</li><li>Follow the instructions; your balance updates once the payment is confirmed.</li></ol>',
      },
      'how-to-withdraw': {
        title: 'How to Withdraw',
        content:
          '<h2>How to Withdraw</h2><ol><li>Add a bank card in the member centre.</li><li>Press <strong>Withdraw</strong>, enter the amount and your payment password.</li><li>Withdrawals are usually processed within 30 minutes.</li></ol>',
      },
      'faq-forgot-password': {
        title: 'I forgot my password',
        content:
          '<p>Use <strong>Forgot password</strong> on the login dialog to reset it by email or by mobile number.</p>',
      },
      'faq-free-play': {
        title: 'Can I try games for free?',
        content:
          '<p>Yes. Games marked <em>Free Play</em> can be played with a trial account without a deposit.</p>',
      },
      'faq-game-maintenance': {
        title: 'A game says it is under maintenance',
        content:
          '<p>Providers occasionally pause games for updates. Please try another game and check back later.</p>',
      },
    },
  },
  messages: {
    welcome: {
      title: 'Welcome to the portal',
      content:
        '<p>Welcome! Your account is ready. Visit the <strong>member centre</strong> to set a payment password and bind a bank card.</p>',
    },
    'weekend-bonus': {
      title: 'Weekend deposit bonus',
      content:
        '<p>Deposit this weekend and receive a <strong>10% bonus</strong> up to 500.</p><ul><li>Minimum deposit 100</li><li>Turnover 5x</li></ul>',
    },
    maintenance: {
      title: 'Scheduled maintenance',
      content:
        '<p>Some games will be unavailable on Tuesday from 02:00 to 04:00 (GMT+7) for maintenance.</p>',
    },
  },
  vendors: {
    'RNG:DEMO': 'Portal Originals',
    'PVP:DEMO': 'Portal Originals',
    'LIVE:DEMO': 'Portal Originals',
    // demo sportsbook (ADR 0021)
    'SPORTS:DEMO': 'Portal Originals',
    // demo e-sports book (ADR 0025)
    'ESPORTS:DEMO': 'Portal Originals',
    // demo fishing (ADR 0022)
    'FISH:DEMO': 'Portal Originals',
    'RNG:JILI': 'JILI Slots',
    'LIVE:DS88': 'DS88 Cockfight',
    'FISH:JILI': 'JILI Fishing',
    'FISH:FC': 'Fa Chai Fishing',
    'FISH:JDB': 'JDB Fishing',
    'FISH:KA': 'KA Fishing',
    'PVP:KY': 'Kaiyuan Cards',
    'LOTT:TCG_LOTTO_VN': 'Vietnam Lottery',
    'LOTT:TCG': 'TCG Lottery',
    'ELOTT:TCG_ELOTT': 'TCG E-Lottery',
    'ELOTT:SGW': 'SGWin Quick Lotto',
    'LOTT:TCG_LOTTO_SEA': 'Southeast Asia Lottery',
  },
  games: {
    'DEMO:DEMONIUNIU': 'Niu-Niu',
    'DEMO:DEMOBACCARAT': 'Live Baccarat',
    // demo sportsbook (ADR 0021)
    'DEMO:DEMOSPORTS': 'Sportsbook',
    // demo e-sports book (ADR 0025)
    'DEMO:DEMOESPORTS': 'E-sports',
    // demo fishing (ADR 0022)
    'DEMO:DEMOFISH': 'Reef Hunter',
    'TCG_LOTTO_VN:VNMB': 'Northern Lottery',
    'TCG_LOTTO_VN:VNMN': 'Southern Lottery',
    'TCG_LOTTO_VN:VNMT': 'Central Lottery',
    'TCG_LOTTO_VN:VNHNVIP': 'Hanoi VIP',
    'TCG_LOTTO_VN:VNHCMVIP': 'Ho Chi Minh VIP',
    'TCG_LOTTO_VN:VNST1': 'Super Speed 1 Min',
    'TCG_LOTTO_VN:VNST5': 'Super Speed 5 Min',
    // the DS88 cockfight arenas (ADR 0020): names made of words
    'DS88:DS88L101': 'Sabong Arena',
    'DS88:DS88L102': 'Derby Championship',
    'DS88:DS88L103': 'Main Event Live',
  },
  promotions: {
    terms:
      'One claim per member. The brand may withdraw a bonus obtained by abuse. Bonus money must be wagered as shown before it can be withdrawn.',
    list: {
      welcome: {
        title: 'Welcome Bonus 100% up to 500',
        summary: 'Double your first deposit: join, deposit at least 10 and claim up to 500.',
        body: '<p>New here? Join this promotion, then make a deposit of <b>10 or more</b>. We match it <b>100%</b> up to <b>500</b>.</p><p>The bonus must be wagered 5 times before withdrawal.</p>',
      },
      cashback: {
        title: 'Weekly Slots Cashback 5%',
        summary: 'Get 5% of your net slots loss back when the week ends, up to 200.',
        body: '<p>Join, play your favourite slots all week, and claim <b>5%</b> of your net loss back when the week is over.</p>',
      },
      share: {
        title: 'Share Your Big Win',
        summary: 'Send us a screenshot of a big win and get a reward of up to 88.',
        body: '<p>Won big? Apply with a short comment and up to three screenshots (png or jpg, 5 MB each). Our team reviews every application within 24 hours.</p>',
      },
      birthday: {
        title: 'VIP Birthday Gift',
        summary: 'VIP members apply in their birthday month for a gift from us.',
        body: '<p>Happy birthday! Apply during your birthday month and our VIP team will send you a gift.</p>',
      },
      raffle: {
        title: 'Lucky Lotus Raffle',
        summary: 'One draw for every 100 deposited. Prizes up to 888!',
        body: '<p>Join, deposit and draw: every <b>100</b> you deposit earns one draw. Each draw is decided on our server with a published seed hash you can check afterwards.</p>',
      },
      lunar: {
        title: 'Lunar New Year Reload 30%',
        summary: 'Join, then deposit 50 or more: get 30% of that deposit, up to 300 (once per member).',
        body: '<p>Celebrate the new year: join this promotion, then make a deposit of <b>50 or more</b> and get <b>30%</b> of it as a bonus, up to <b>300</b>. One bonus per member.</p><p>The bonus must be wagered 3 times before withdrawal.</p>',
      },
      summer: {
        title: 'Summer Reload Bonus 20%',
        summary: 'This promotion has ended. Thank you for taking part!',
        body: '<p>20% on reload deposits of 20 or more, up to 100.</p>',
      },
    },
    prizes: {
      'grand-prize-888': 'Grand prize 888',
      'gold-prize-88': 'Gold prize 88',
      'silver-prize-8': 'Silver prize 8',
      'lucky-prize-1': 'Lucky prize 1',
    },
  },
  pointProducts: {
    'bonus-5': {
      name: '$5 Bonus Voucher',
      description: 'A $5 bonus voucher, issued by customer service once the exchange passes.',
    },
    'free-spins-20': {
      name: '20 Free Spins',
      description: 'Twenty free spins on the Lucky Lotus slot.',
    },
    'vip-week': {
      name: 'VIP Week Pass',
      description: 'Seven days of VIP customer service and faster withdrawals.',
    },
    'lotus-mug': {
      name: 'Lucky Lotus Mug',
      description: 'A ceramic mug with the Lucky Lotus logo, delivered to your door.',
    },
    'lotus-tshirt': {
      name: 'Lucky Lotus T-shirt',
      description: 'Cotton T-shirt; points plus a small delivery fee.',
    },
    earbuds: {
      name: 'Wireless Earbuds',
      description: 'Bluetooth earbuds with a charging case.',
    },
  },
  missions: {
    'daily-slots-20': 'Spin 20 slot rounds',
    'daily-bet-1000': 'Bet 1,000.00 in any game',
    'daily-deposit-500': 'Deposit 500.00',
    'weekly-login-3': 'Log in 3 days in a row',
    'weekly-live-100': 'Play 100 live casino rounds',
    'weekly-bet-10000': 'Bet 10,000.00 this week',
  },
};

/** The shape of every language's file: the same keys as English, each a string. */
export type SeedTexts = typeof en;
