/** Upstream answers shaped by the @portal/contracts schemas, for the fake platform in tests. */
import { sealPath } from '@portal/contracts/crypto';
import type {
  CustomerServiceValue,
  Banner,
  HelpCategory,
  ModuleNode,
  Notice,
  PopularLotteryGame,
  Ranking,
  SystemStatusValue,
  VendorCard,
  VendorLanes,
  VnGameMenu,
  VnNumbers,
  Winner,
} from '@portal/contracts';

export function statusValue(overrides: Partial<SystemStatusValue> = {}): SystemStatusValue {
  return {
    maintenance: false,
    maintenanceMessage: null,
    maintenanceUntil: null,
    regionRestriction: false,
    location: { ip: '203.0.113.7', country: 'VN' },
    info: {
      brand: {
        merchantCode: 'demo',
        name: 'Demo Portal',
        platform: 'web',
        device: 'WEB',
        lotteryType: 'Lott',
        prizeModes: ['Lott', 'ZY', 'Elott', 'SEA'],
        loginedToHomePage: false,
        currency: 'USD',
        currencySymbol: '$',
        defaultLanguage: 'EN',
        defaultTheme: 'light',
        copyright: '© Demo',
        currencyDecimals: 2,
        timeZone: 'Asia/Ho_Chi_Minh',
        minimumAge: 18,
      },
      modules: [],
      registerRules: {},
      customerService: [{ version: { pathList: [{ type: 3, path: 'enc:abc' }] } }],
      resources: [
        { resourceType: 'TELEGRAM', url: 'https://t.me/demo', qrCodeUrl: null, labelNameEn: 'Telegram' },
      ],
      analytics: { gtagId: 'G-TEST' },
      imageCDNs: ['/cdn'],
      launchGameCDNs: ['/cdn'],
      domainRoute: { domainList: ['localhost'] },
    },
    domainAllowed: true,
    ...overrides,
  };
}

export const moduleTree: ModuleNode[] = [
  {
    modId: 'REG3',
    enabled: '1',
    childrenNodes: [
      { modId: 'USERNAMEREG3', enabled: '1', childrenNodes: [] },
      { modId: 'MOBILENUMREG3', enabled: '0', childrenNodes: [] },
    ],
  },
  {
    modId: 'COMM3',
    enabled: '0',
    childrenNodes: [{ modId: 'CBS3', enabled: '1', childrenNodes: [] }],
  },
];

function vendor(nodeId: number, gameType: VendorCard['gameType'], sort: number): VendorCard {
  return {
    nodeId,
    vendor: `V${nodeId}`,
    displayName: `Vendor ${nodeId}`,
    gameType,
    vassalage: null,
    accountTypeId: nodeId,
    isHot: 0,
    isVassalagePopup: false,
    maintenance: false,
    logo: `/vendor/${gameType}/V${nodeId}.svg`,
    sort,
  };
}

/** Deliberately out of nav order, with empty categories and unsorted vendors. */
export const vendorLanes: VendorLanes = [
  { gameType: 'SPORTS', vendors: [vendor(5, 'SPORTS', 1)] },
  { gameType: 'FISH', vendors: [] },
  { gameType: 'RNG', vendors: [vendor(2, 'RNG', 2), vendor(1, 'RNG', 1)] },
  { gameType: 'ESPORTS', vendors: [] },
  { gameType: 'LIVE', vendors: [vendor(3, 'LIVE', 1)] },
];

function banner(bannerId: number, groupName: Banner['groupName'], sort: number): Banner {
  return {
    bannerId,
    groupName,
    url: `/banner/${bannerId}.svg`,
    linkageType: 0,
    linkUrl: null,
    title: `B${bannerId}`,
    sort,
  };
}

export const banners: Banner[] = [banner(1, 'w_index', 2), banner(2, 'w_rng', 1), banner(3, 'w_index', 1)];

export const notices: Notice[] = [
  // An older notice first: a platform that answers in its own order is put newest first.
  { id: 2, type: 'PL', title: 'Older', startDateStr: '2025-12-01 08:00:00', content: '<p>Old</p>' },
  { id: 1, type: 'B', title: 'Welcome', startDateStr: '2026-01-01 00:00:00', content: '<p>Hi</p>' },
  { id: 3, type: 'PR', title: 'Oldest', startDateStr: '2025-11-01 08:00:00', content: '<p>Older</p>' },
];

export const helpCenter: HelpCategory[] = [
  { id: 2, title: 'Deposits', sort: 2, articles: [] },
  {
    id: 1,
    title: 'Accounts',
    sort: 1,
    articles: [
      { id: 11, categoryId: 1, title: 'B', content: '<p>b</p>', sort: 2 },
      { id: 10, categoryId: 1, title: 'A', content: '<p>a</p>', sort: 1 },
    ],
  },
];

/** `n` winner-board entries, newest first, ids n..1. */
export function winners(n: number): Winner[] {
  return Array.from({ length: n }, (_, i) => winner(n - i));
}

export function winner(id: number): Winner {
  return {
    id,
    iconUrl: `/game/${id}.svg`,
    customerName: 'de***er',
    gameName: `Game ${id}`,
    winAmount: `${1000 + id}.50`,
    gameCategory: 'RNG',
    vendor: 'JILI',
    gameId: id,
    wonAt: new Date(Date.UTC(2026, 0, 1, 0, id)).toISOString(),
  };
}

/** The ranking pages' lists (`contentEndpoints.rankList`): two equal deposits share rank 2. */
export const depositRanking: Ranking = {
  kind: 'deposit',
  period: 'month',
  startDate: '2026-11-01',
  endDate: '2026-11-30',
  timeZone: 'Asia/Ho_Chi_Minh',
  currency: 'USD',
  list: [
    { rank: 1, customerName: 'lu***ar', amount: '12000.00' },
    { rank: 2, customerName: 'mi***an', amount: '800.50' },
    { rank: 2, customerName: 'de***88', amount: '800.50' },
  ],
};
export const betRanking: Ranking = {
  ...depositRanking,
  kind: 'bet',
  list: [{ rank: 1, customerName: 'ti***ng', amount: '5400.00' }],
};

/** The key testConfig leaves CS_PATH_KEY at (the gateway's development default). */
export const TEST_CS_PATH_KEY = 'dev-cs-path-key';

/** The platform's customer-service answer: live and VIP desks, each with a type 1 and a type 3 entry. */
export function customerService(key = TEST_CS_PATH_KEY): CustomerServiceValue {
  return {
    version: {
      pathList: [
        { type: 1, path: sealPath('/support-chat/live?channel=h5', key) },
        { type: 3, path: sealPath('/support-chat/live?channel=web', key) },
      ],
    },
    vip: {
      pathList: [
        { type: 1, path: sealPath('/support-chat/vip?channel=h5', key) },
        { type: 3, path: sealPath('/support-chat/vip?channel=web', key) },
      ],
    },
  };
}

// ---------------------------------------------------------------- lottery lobby (/lgw)

export { openedNumero } from '@portal/contracts/testing';

export function popularLotteryGames(): PopularLotteryGame[] {
  return [
    {
      gameCode: 'VNST1',
      gameName: 'Super Speed 1 Min',
      gameId: 31,
      nodeId: 9,
      vendor: 'TCG_LOTTO_VN',
      gameType: 'LOTT',
      defaultPlayType: 'DE',
      bets24h: 12,
    },
    {
      gameCode: 'VNMB',
      gameName: 'Northern Lottery',
      gameId: 32,
      nodeId: 9,
      vendor: 'TCG_LOTTO_VN',
      gameType: 'LOTT',
      defaultPlayType: 'LO2',
      bets24h: 3,
    },
    {
      gameCode: 'SSC1',
      gameName: 'Fast SSC',
      gameId: 40,
      nodeId: 10,
      vendor: 'TCG',
      gameType: 'ELOTT',
      defaultPlayType: 'DXDS',
      bets24h: 0,
    },
  ];
}

/** Numbers 00.. (count of them), each hit `(n * 3) % 7` times over 30 draws. */
export function vnNumbers(gameCode: string, count: number, latestDraw: number): VnNumbers {
  return {
    gameCode,
    draws: 30,
    latestNumero: `20261122-${String(latestDraw).padStart(4, '0')}`,
    numbers: Array.from({ length: count }, (_, n) => ({
      number: String(n).padStart(2, '0'),
      hits: (n * 3) % 7,
      drawsSinceSeen: (n * 3) % 7 === 0 ? null : n % 5,
    })),
  };
}

/** The VN menu with the draw open at `draw` (closing 10 s before it). */
export function vnGameMenu(prizeMode: string, draw: number): VnGameMenu {
  const drawAt = Date.UTC(2026, 10, 21, 17, draw);
  return {
    SIEU_TOC: [
      {
        gameCode: 'VNST1',
        gameName: 'Super Speed 1 Min',
        gameId: 31,
        nodeId: 9,
        defaultPlayType: 'DE',
        prizeMode,
        numero: `20261122-${String(draw).padStart(4, '0')}`,
        nextDrawTime: new Date(drawAt).toISOString(),
        closeTime: new Date(drawAt - 10_000).toISOString(),
      },
    ],
  };
}
