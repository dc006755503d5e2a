/**
 * Demo members (README lists them). Passwords are hashed at seed time; the plain text lives only
 * here, for demos and tests.
 */
export interface DemoMember {
  account: string;
  password: string;
  type: number;
  nickname: string;
  upline?: string;
  affiliateCode?: string;
  mobile?: { countryDialingCode: string; mobileNum: string };
  email?: string;
  memberLabels?: string[];
  clubLabelName?: string;
  rankLevel?: number;
  firstTimeLogin?: boolean;
  passwordSetAt?: string;
  /** Disabled by the operator (the admin API's lock): no login. */
  operatorLocked?: boolean;
}

export const DEMO_PASSWORD = 'Demo1234';

/** Agents come first so that their downline can name them as upline. */
export const DEMO_MEMBERS: DemoMember[] = [
  {
    account: 'demoagent',
    password: DEMO_PASSWORD,
    type: 1,
    nickname: 'Demo Agent',
    affiliateCode: 'LOTUS88',
    mobile: { countryDialingCode: '+84', mobileNum: '900000001' },
    email: 'demoagent@luckylotus.example',
    memberLabels: ['Agent'],
    clubLabelName: 'Gold',
    rankLevel: 3,
  },
  {
    account: 'demoplayer',
    password: DEMO_PASSWORD,
    type: 3,
    nickname: 'Demo Player',
    upline: 'demoagent',
    mobile: { countryDialingCode: '+84', mobileNum: '912345678' },
    email: 'demoplayer@luckylotus.example',
    memberLabels: ['New'],
    clubLabelName: 'Silver',
    rankLevel: 1,
  },
  {
    account: 'demovip',
    password: DEMO_PASSWORD,
    type: 3,
    nickname: 'Demo VIP',
    upline: 'demoagent',
    mobile: { countryDialingCode: '+66', mobileNum: '812345678' },
    email: 'demovip@luckylotus.example',
    memberLabels: ['VIP', 'High roller'],
    clubLabelName: 'Diamond',
    rankLevel: 5,
  },
  {
    account: 'demodefault',
    password: '123456',
    type: 3,
    nickname: 'Default Password',
    mobile: { countryDialingCode: '+63', mobileNum: '9171234567' },
  },
  {
    account: 'demoexpired',
    password: DEMO_PASSWORD,
    type: 3,
    nickname: 'Expired Password',
    passwordSetAt: '2024-01-01T00:00:00Z',
  },
  {
    account: 'demonewbie',
    password: DEMO_PASSWORD,
    type: 3,
    nickname: 'First Login',
    upline: 'demoagent',
    firstTimeLogin: true,
  },
  {
    account: 'demodisabled',
    password: DEMO_PASSWORD,
    type: 3,
    nickname: 'Disabled',
    operatorLocked: true,
  },
];

/** Dialing codes offered by phone fields: the brand's region first, then the usual others. */
export const COUNTRY_CODES: [string, string][] = [
  ['VN', '+84'],
  ['TH', '+66'],
  ['PH', '+63'],
  ['MY', '+60'],
  ['ID', '+62'],
  ['SG', '+65'],
  ['KH', '+855'],
  ['LA', '+856'],
  ['MM', '+95'],
  ['CN', '+86'],
  ['HK', '+852'],
  ['TW', '+886'],
  ['JP', '+81'],
  ['KR', '+82'],
  ['IN', '+91'],
  ['BD', '+880'],
  ['AU', '+61'],
  ['US', '+1'],
  ['GB', '+44'],
  ['BR', '+55'],
];

/** The second brand's members (brand.ts `sisterMerchant`), password `Demo1234`. */
export const SISTER_MEMBERS: DemoMember[] = [
  { account: 'koiplayer', password: DEMO_PASSWORD, type: 0, nickname: 'Koi Player' },
  { account: 'koiagent', password: DEMO_PASSWORD, type: 1, nickname: 'Koi Agent' },
];
