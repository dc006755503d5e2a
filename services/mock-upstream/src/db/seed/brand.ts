import type { ModuleId, RegisterField } from '@portal/contracts';
import { en, translationsOf } from './translations/index.js';

/** The demo brand. Currency is USD with 2 decimals to keep amounts easy to read in demos. */
export function demoMerchant(code: string) {
  return {
    code,
    name: 'Lucky Lotus',
    currency: 'USD',
    currencySymbol: '$',
    currencyDecimals: 2,
    lotteryType: 'Lott',
    prizeModes: ['Lott', 'ZY', 'Elott', 'SEA'],
    loginedToHomePage: false,
    defaultLanguage: 'EN',
    defaultTheme: 'light' as const,
    copyright: en.brand.copyright,
    translations: translationsOf((t) => ({ copyright: t.brand.copyright })),
    minimumAge: 18,
    timeZone: 'Asia/Ho_Chi_Minh',
    gtagId: null,
    domains: ['luckylotus.example', 'www.luckylotus.example', 'localhost', '127.0.0.1'],
  };
}

/**
 * A second brand on the same platform: a brand's members, tokens and money are its own, and a
 * token shown to another brand is no session there. Seeded small (its module switches, register
 * rules and two members) so that this is tried on every start and by the tests
 * (tests/brands.test.ts). Its code follows the first brand's, so that a platform
 * configured with another code gets a sister of its own.
 */
export function sisterMerchant(firstCode: string) {
  return {
    ...demoMerchant(`${firstCode}-koi`.slice(0, 32)),
    name: 'Golden Koi',
    copyright: 'Copyright © 2026 Golden Koi. All rights reserved. Play responsibly: 18+ only.',
    domains: ['goldenkoi.example', 'www.goldenkoi.example'],
  };
}

interface ModuleSeed {
  modId: ModuleId;
  enabled: boolean;
  children?: ModuleSeed[];
}

/**
 * The whitelabel tree: every id of MODULE_IDS exactly once. Switched off by default: mobile
 * registration with a password (MOBILENUMPASSREG3), forced change of expired passwords
 * (PWDEXPFORCECHANGE3) and login IP verification (LOGINIPVERF3), which demos rarely want, and
 * Firebase phone sign-in (FIREBASELOGIN3), which `moduleSeed` switches on where a Firebase project
 * is configured.
 */
export const MODULE_TREE: ModuleSeed[] = [
  {
    modId: 'COMM3',
    enabled: true,
    children: [
      { modId: 'CAPTCHA3', enabled: true },
      { modId: 'AGEANNOUNCE3', enabled: true },
      { modId: 'CBS3', enabled: true },
      { modId: 'FEEDBACK3', enabled: true },
      { modId: 'INBOX3', enabled: true },
      { modId: 'PROFPIC3', enabled: true },
      { modId: 'VERIFICATION3', enabled: true },
    ],
  },
  {
    modId: 'REG3',
    enabled: true,
    children: [
      { modId: 'USERNAMEREG3', enabled: true },
      {
        modId: 'MOBILENUMREG3',
        enabled: true,
        children: [
          { modId: 'REGMOBVERF3', enabled: true },
          { modId: 'MOBILENUMPASSREG3', enabled: false },
        ],
      },
      { modId: 'DIRECTREG3', enabled: true },
    ],
  },
  {
    modId: 'PASS3',
    enabled: true,
    children: [
      { modId: 'PWDEXPFORCECHANGE3', enabled: false },
      { modId: 'PWRESETSMS3', enabled: true },
      { modId: 'CHNGPASSVERIF3', enabled: true },
      { modId: 'MOBILEVERCODELOGIN3', enabled: true },
      { modId: 'FIREBASELOGIN3', enabled: false },
      { modId: 'LOGINIPVERF3', enabled: false },
    ],
  },
  {
    modId: 'GAMELO3',
    enabled: true,
    children: [
      { modId: 'GAMELOHOT3', enabled: true },
      { modId: 'GAMELOREC3', enabled: true },
      { modId: 'GAMELOFAV3', enabled: true },
      { modId: 'FREEPLAY3', enabled: true },
    ],
  },
  { modId: 'FUNDTRANS3', enabled: true, children: [{ modId: 'DPSTBAS3', enabled: true }] },
  { modId: 'REWCEN3', enabled: true, children: [{ modId: 'PTSYS3', enabled: true }] },
  {
    modId: 'AFFMAN3',
    enabled: true,
    children: [
      { modId: 'AGENTPOLICY3', enabled: true },
      // The agent contracts' kinds (agent-contract.ts, CONTRACT_KIND_MODULES), all offered in the demo.
      { modId: 'AGENTDIV3', enabled: true },
      { modId: 'AGENTDAILYSAL3', enabled: true },
      { modId: 'AGENTHOURSAL3', enabled: true },
      { modId: 'AGENTRTSAL3', enabled: true },
    ],
  },
];

/**
 * The tree a brand is seeded with on this platform: Firebase phone sign-in on where a Firebase
 * project (and so a key set) is configured, off on the embedded defaults (ADR 0023). Only a missing
 * row is written: a switch an operator set keeps its value.
 */
export function moduleSeed(firebaseConfigured: boolean): ModuleSeed[] {
  const withFirebase = (nodes: ModuleSeed[]): ModuleSeed[] =>
    nodes.map((node) => ({
      ...node,
      ...(node.modId === 'FIREBASELOGIN3' ? { enabled: firebaseConfigured } : {}),
      ...(node.children ? { children: withFirebase(node.children) } : {}),
    }));
  return withFirebase(MODULE_TREE);
}

export function flattenModuleSeed(nodes: ModuleSeed[], parent: string | null = null) {
  const out: { modId: string; parentModId: string | null; enabled: boolean }[] = [];
  for (const node of nodes) {
    out.push({ modId: node.modId, parentModId: parent, enabled: node.enabled });
    out.push(...flattenModuleSeed(node.children ?? [], node.modId));
  }
  return out;
}

/**
 * patternId -> message key reg_pattern_{id} (spec section 5, in its order):
 * 0 length range, 1 letter first then letters and digits, 2 letters and Chinese, 3 email,
 * 4 letters and digits (no Chinese), 5 digits only, 6 at least one uppercase, 7 letters and
 * spaces, 8 no spaces, 9 dates, 10 upper+lower+digit+symbol, 11 full name of two parts,
 * 12 Japanese, 13 Korean, 14 Thai, 15 Thai or English and spaces, 16 uppercase only.
 */
export const REGISTER_RULES: Record<
  RegisterField,
  {
    acceptedPattern: string;
    minLength: number;
    maxLength: number;
    patternId: number;
    required: boolean;
    enabled: boolean;
  }
> = {
  username: {
    acceptedPattern: '^[A-Za-z][A-Za-z0-9]{5,15}$',
    minLength: 6,
    maxLength: 16,
    patternId: 1,
    required: true,
    enabled: true,
  },
  password: {
    acceptedPattern: '^[A-Za-z0-9]{6,20}$',
    minLength: 6,
    maxLength: 20,
    patternId: 4,
    required: true,
    enabled: true,
  },
  payeeName: {
    acceptedPattern: '^[A-Za-z]+( [A-Za-z]+)+$',
    minLength: 3,
    maxLength: 50,
    patternId: 11,
    required: false,
    enabled: true,
  },
  paymentPassword: {
    acceptedPattern: '^[0-9]{6}$',
    minLength: 6,
    maxLength: 6,
    patternId: 5,
    required: false,
    enabled: false,
  },
  qqNum: {
    acceptedPattern: '^[0-9]{5,12}$',
    minLength: 5,
    maxLength: 12,
    patternId: 5,
    required: false,
    enabled: false,
  },
  line: {
    acceptedPattern: '^\\S+$',
    minLength: 4,
    maxLength: 30,
    patternId: 8,
    required: false,
    enabled: false,
  },
  whatsapp: {
    acceptedPattern: '^[0-9]{7,15}$',
    minLength: 7,
    maxLength: 15,
    patternId: 5,
    required: false,
    enabled: false,
  },
  facebook: {
    acceptedPattern: '*',
    minLength: 1,
    maxLength: 100,
    patternId: 0,
    required: false,
    enabled: false,
  },
  wechat: {
    acceptedPattern: '^[A-Za-z][-_A-Za-z0-9]{5,19}$',
    minLength: 6,
    maxLength: 20,
    patternId: 1,
    required: false,
    enabled: false,
  },
  idNumber: {
    acceptedPattern: '^[A-Z0-9]{6,20}$',
    minLength: 6,
    maxLength: 20,
    patternId: 4,
    required: false,
    enabled: false,
  },
  email: {
    acceptedPattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]{2,}$',
    minLength: 6,
    maxLength: 100,
    patternId: 3,
    required: false,
    enabled: true,
  },
  mobileNum: {
    acceptedPattern: '^[0-9]{7,15}$',
    minLength: 7,
    maxLength: 15,
    patternId: 5,
    required: false,
    enabled: true,
  },
  affiliateCode: {
    acceptedPattern: '^[A-Za-z0-9]{4,20}$',
    minLength: 4,
    maxLength: 20,
    patternId: 4,
    required: false,
    enabled: true,
  },
  recommenderId: {
    acceptedPattern: '^[A-Za-z][A-Za-z0-9]{5,15}$',
    minLength: 6,
    maxLength: 16,
    patternId: 1,
    required: false,
    enabled: false,
  },
  captcha: {
    acceptedPattern: '^[A-Za-z0-9]{4}$',
    minLength: 4,
    maxLength: 4,
    patternId: 4,
    required: true,
    enabled: true,
  },
};

/** Resource `key`s are global natural keys, hence the merchant prefix. */
export function demoResources(code: string) {
  const site = 'https://luckylotus.example';
  const list = [
    {
      key: 'customer-service',
      resourceType: 'CUSTOMER_SERVICE',
      url: `${site}/support/live-chat`,
      hasQrCode: false,
      labelNameEn: 'Customer Service',
    },
    {
      key: 'ios-app',
      resourceType: 'IOS_APP',
      url: `${site}/download/ios`,
      hasQrCode: true,
      labelNameEn: 'iOS App',
    },
    {
      key: 'android-app',
      resourceType: 'ANDROID_APP',
      url: `${site}/download/lucky-lotus.apk`,
      hasQrCode: true,
      labelNameEn: 'Android App',
    },
    {
      key: 'telegram',
      resourceType: 'TELEGRAM',
      url: 'https://t.me/luckylotus_demo',
      hasQrCode: false,
      labelNameEn: 'Telegram',
    },
    {
      key: 'facebook',
      resourceType: 'FACEBOOK',
      url: 'https://www.facebook.com/luckylotus.demo',
      hasQrCode: false,
      labelNameEn: 'Facebook',
    },
    {
      key: 'instagram',
      resourceType: 'INSTAGRAM',
      url: 'https://www.instagram.com/luckylotus.demo',
      hasQrCode: false,
      labelNameEn: 'Instagram',
    },
    {
      key: 'twitter',
      resourceType: 'TWITTER',
      url: 'https://x.com/luckylotus_demo',
      hasQrCode: false,
      labelNameEn: 'Twitter',
    },
    {
      key: 'youtube',
      resourceType: 'YOUTUBE',
      url: 'https://www.youtube.com/@luckylotus-demo',
      hasQrCode: false,
      labelNameEn: 'YouTube',
    },
    {
      key: 'licence-gaming-authority',
      resourceType: 'LICENSE',
      url: `/resource/${code}-licence-gaming-authority.svg`,
      hasQrCode: false,
      labelNameEn: 'Gaming Authority Licence',
    },
    {
      key: 'licence-fair-play',
      resourceType: 'LICENSE',
      url: `/resource/${code}-licence-fair-play.svg`,
      hasQrCode: false,
      labelNameEn: 'Certified Fair Play',
    },
    {
      key: 'logo',
      resourceType: 'LOGO',
      url: `/resource/${code}-logo.svg`,
      hasQrCode: false,
      labelNameEn: 'Lucky Lotus',
    },
    {
      key: 'favicon',
      resourceType: 'FAVICON',
      url: `/resource/${code}-favicon.svg`,
      hasQrCode: false,
      labelNameEn: 'LL',
    },
  ];
  return list.map((r, i) => ({ ...r, key: `${code}-${r.key}`, sort: i + 1 }));
}

/** type 3 is the entry the web uses (live chat); type 1 is the legacy full page. */
/**
 * The live-chat desk by entry type (3 = the web's); the demo chat vendor's pages are served by the
 * upstream under /support-chat and reached through the gateway's proxy, so the paths are relative.
 */
export const CUSTOMER_SERVICE_PATHS = [
  { type: 1, url: '/support-chat/live?channel=h5' },
  { type: 3, url: '/support-chat/live?channel=web' },
];

/** Settings key of a brand's VIP desk (read by modules/support). */
export const vipDeskKey = (merchantCode: string) => `customerService.vip.${merchantCode}`;

/** The VIP desk (settings row `vipDeskKey(merchant)`), for rank levels above 4. */
export const VIP_CUSTOMER_SERVICE_PATHS = [
  { type: 1, url: '/support-chat/vip?channel=h5' },
  { type: 3, url: '/support-chat/vip?channel=web' },
];

/**
 * The seeded IP-to-country list. A few well-known real allocations, plus the documentation
 * ranges (RFC 5737 / RFC 3849) mapped to countries so demos and tests have addresses to use.
 * Private and loopback ranges are deliberately absent: they have no country unless an operator
 * maps them through the admin API.
 */
export const GEO_CIDRS: { cidr: string; country: string }[] = [
  { cidr: '8.8.8.0/24', country: 'US' }, // Google Public DNS
  { cidr: '4.0.0.0/9', country: 'US' }, // Level 3 / Lumen
  { cidr: '14.160.0.0/11', country: 'VN' }, // VNPT
  { cidr: '113.160.0.0/11', country: 'VN' }, // VNPT
  { cidr: '133.0.0.0/8', country: 'JP' }, // JPNIC academic block
  { cidr: '1.0.128.0/17', country: 'TH' }, // TOT Thailand
  { cidr: '114.114.114.0/24', country: 'CN' }, // 114DNS
  { cidr: '217.0.0.0/13', country: 'DE' }, // Deutsche Telekom
  { cidr: '192.0.2.0/24', country: 'VN' }, // TEST-NET-1 (documentation), demo mapping
  { cidr: '198.51.100.0/24', country: 'US' }, // TEST-NET-2 (documentation), demo mapping
  { cidr: '203.0.113.0/24', country: 'PH' }, // TEST-NET-3 (documentation), demo mapping
  { cidr: '2001:db8::/48', country: 'US' }, // IPv6 documentation prefix, demo mapping
  { cidr: '2001:db8:1::/48', country: 'VN' }, // IPv6 documentation prefix, demo mapping
];

/** Countries refused by default (a demo choice: the brand is not licensed there). */
export const DEFAULT_BLOCKED_COUNTRIES = ['US'];
