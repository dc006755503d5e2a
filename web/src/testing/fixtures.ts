import type {
  Banner,
  BannerGroup,
  Game,
  GameCategory,
  HelpCategory,
  Notice,
  PvpRoom,
  Ranking,
  RankingEntry,
  RankingKind,
  Resource,
  VendorCard,
  VendorLanes,
} from '@portal/contracts';
import type { SessionState } from '@/lib/session-state';
import type { StatusEvent } from '@/features/system/api/types';
import type { Bootstrap } from '@/lib/bootstrap';

export function vendor(overrides: Partial<VendorCard> & Pick<VendorCard, 'vendor' | 'gameType'>): VendorCard {
  return {
    nodeId: Math.floor(Math.random() * 1e9),
    displayName: overrides.vendor,
    vassalage: null,
    accountTypeId: 1,
    isHot: 0,
    isVassalagePopup: false,
    maintenance: false,
    logo: `/vendor/${overrides.gameType}/${overrides.vendor}.svg`,
    sort: 0,
    ...overrides,
  };
}

export function vendors(
  gameType: VendorCard['gameType'],
  count: number,
  prefix: string = gameType,
): VendorCard[] {
  return Array.from({ length: count }, (_, i) =>
    vendor({
      vendor: `${prefix}${i + 1}`,
      displayName: `${prefix} Vendor ${i + 1}`,
      gameType,
      nodeId: i + 1,
      sort: i,
    }),
  );
}

export function lanes(): VendorLanes {
  return [
    {
      gameType: 'RNG',
      vendors: [
        vendor({
          vendor: 'JILI',
          vassalage: 'JL',
          displayName: 'JILI',
          gameType: 'RNG',
          isHot: 1,
          nodeId: 101,
        }),
        ...vendors('RNG', 12, 'SLOT').map((v, i) => ({ ...v, nodeId: 200 + i })),
      ],
    },
    {
      gameType: 'LIVE',
      vendors: [
        vendor({ vendor: 'EVO', displayName: 'Evolution', gameType: 'LIVE', nodeId: 301 }),
        vendor({ vendor: 'SEXY', displayName: 'Sexy Baccarat', gameType: 'LIVE', nodeId: 302, isHot: 1 }),
      ],
    },
    {
      gameType: 'FISH',
      vendors: [vendor({ vendor: 'JDB', displayName: 'JDB Fishing', gameType: 'FISH', nodeId: 401 })],
    },
    // The gateway already drops empty lanes; the web must not show one if it ever arrives.
    { gameType: 'PVP', vendors: [] },
  ];
}

export function resources(
  types: Resource['resourceType'][] = ['IOS_APP', 'ANDROID_APP', 'FACEBOOK', 'TELEGRAM'],
): Resource[] {
  return types.map((resourceType) => ({
    resourceType,
    url: `https://example.test/${resourceType.toLowerCase()}`,
    qrCodeUrl: resourceType.endsWith('_APP') ? `/qr/${resourceType.toLowerCase()}.svg` : null,
    labelNameEn: resourceType,
  }));
}

export function bootstrap(overrides: Partial<Bootstrap> = {}): Bootstrap {
  return {
    status: 0,
    ip: '203.0.113.7',
    country: 'VN',
    maintenanceMessage: null,
    maintenanceUntil: null,
    brand: {
      merchantCode: 'demo',
      name: 'Golden Palace',
      platform: 'web',
      device: 'WEB',
      lotteryType: 'Lott',
      prizeModes: ['Lott', 'ZY', 'Elott', 'SEA'],
      loginedToHomePage: false,
      currency: 'USD',
      currencySymbol: '$',
      defaultLanguage: 'EN',
      defaultTheme: 'light',
      copyright: '© 2026 Golden Palace. All rights reserved.',
      currencyDecimals: 2,
      timeZone: 'Asia/Ho_Chi_Minh',
      minimumAge: 18,
    },
    modules: { CBS3: true, INBOX3: true },
    resources: resources(),
    hasCustomerService: true,
    analytics: { gtagId: null },
    imageCDNs: ['/cdn'],
    launchGameCDNs: [],
    domainAllowed: true,
    ...overrides,
  };
}

export function banner(group: BannerGroup, id: number, overrides: Partial<Banner> = {}): Banner {
  return {
    bannerId: id,
    groupName: group,
    url: `/banner/${group}/${id}.svg`,
    linkageType: 0,
    linkUrl: null,
    title: `Banner ${id}`,
    sort: id,
    ...overrides,
  };
}

export function banners(): Partial<Record<BannerGroup, Banner[]>> {
  return {
    w_index: [banner('w_index', 1), banner('w_index', 2)],
    w_rng: [banner('w_rng', 3)],
  };
}

export function notices(count = 3): Notice[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    type: 'B',
    title: `Notice ${i + 1}`,
    startDateStr: `2026-01-${String((i % 28) + 1).padStart(2, '0')} 10:00:00`,
    content: `<p>Body of notice ${i + 1}</p><script>window.hacked = true</script><img src=x onerror="window.hacked=true">`,
  }));
}

export function helpCenter(): HelpCategory[] {
  return [
    {
      id: 1,
      title: 'About',
      sort: 1,
      articles: [
        { id: 11, categoryId: 1, title: 'About Company', content: '<p>We are a company.</p>', sort: 1 },
        { id: 12, categoryId: 1, title: 'Contact Us', content: '<p>Write to us.</p>', sort: 2 },
      ],
    },
    {
      id: 2,
      title: 'Rules',
      sort: 2,
      articles: [
        { id: 21, categoryId: 2, title: 'General Terms and Conditions', content: '<p>Terms.</p>', sort: 1 },
        { id: 22, categoryId: 2, title: 'Privacy Policy', content: '<p>Privacy.</p>', sort: 2 },
      ],
    },
  ];
}

export function statusEvent(overrides: Partial<StatusEvent> = {}): StatusEvent {
  return { status: 0, maintenanceMessage: null, maintenanceUntil: null, ...overrides };
}

export const loggedOut: SessionState = {
  isLoggedIn: false,
  isAgent: false,
  type: null,
  mustChangePassword: false,
};

/** A ranking page's list (`content.ranking`): two equal amounts share rank 2. */
export function ranking(kind: RankingKind = 'deposit', list?: RankingEntry[]): Ranking {
  return {
    kind,
    period: 'month',
    startDate: '2026-11-01',
    endDate: '2026-11-30',
    timeZone: 'Asia/Ho_Chi_Minh',
    currency: 'USD',
    list: list ?? [
      { rank: 1, customerName: 'lu***ar', amount: '1234567.50' },
      { rank: 2, customerName: 'mi***an', amount: '8000.00' },
      { rank: 2, customerName: 'de***88', amount: '8000.00' },
      { rank: 4, customerName: 'e***', amount: '12.30' },
    ],
  };
}

/** Thirty games for any vendor tab: every 3rd hot, classify and minimum bet in turn, free play on odd ones. */
export function games(gameType: GameCategory, vendorTab: string): Game[] {
  const classes = [null, 'SC', 'VP', 'JP', 'TG', 'AC'] as const;
  const minBets = ['0.01', '0.05', '0.1', '0.5', '0.75'];
  return Array.from({ length: 30 }, (_, i) => ({
    nodeId: 1000 + i,
    gameCode: `${vendorTab}${100 + i}`,
    gameName: `${vendorTab} Game ${i + 1}`,
    vendor: vendorTab === 'JL' ? 'JILI' : vendorTab,
    gameType,
    vassalage: vendorTab === 'JL' ? 'JL' : null,
    gameClassify: classes[i % classes.length] ?? null,
    minBet: minBets[i % minBets.length] ?? '0.01',
    isHot: i % 3 === 0,
    isNew: i === 1,
    freePlay: i % 2 === 1,
    defaultPlayType: null,
    icon: `/game/${1000 + i}.svg`,
  }));
}

/** `games.list` over `games()`: filters as the platform applies them, 21 a page. */
export function gameList(input: unknown) {
  const q = input as {
    gameType: GameCategory;
    vassalage?: string;
    gameClassify?: string;
    gameName?: string;
    minBet?: string;
    pageNo: number;
  };
  const all = games(q.gameType, q.vassalage ?? 'ALL').filter(
    (g) =>
      (!q.gameClassify || g.gameClassify === q.gameClassify) &&
      (!q.minBet || q.minBet === 'all' || g.minBet === q.minBet) &&
      (!q.gameName ||
        g.gameName.toLowerCase().includes(q.gameName.toLowerCase()) ||
        g.gameCode.toLowerCase().includes(q.gameName.toLowerCase())),
  );
  const pageNo = q.pageNo ?? 1;
  return {
    games: all.slice((pageNo - 1) * 21, pageNo * 21),
    pageNo,
    totalPages: Math.max(1, Math.ceil(all.length / 21)),
    totalCount: all.length,
  };
}

/** `games.vassalGameTypes` over `games()`: each type of the tab with its number of games. */
export function vassalGameTypes(input: unknown) {
  const q = input as { gameType: GameCategory; vassalage?: string };
  const all = games(q.gameType, q.vassalage ?? 'ALL');
  const order = ['SC', 'VP', 'JP', 'TG', 'AC', 'BG'] as const;
  return {
    gameCount: all.length,
    list: order.flatMap((gameClassify) => {
      const gameCount = all.filter((g) => g.gameClassify === gameClassify).length;
      return gameCount > 0 ? [{ gameClassify, gameCount }] : [];
    }),
  };
}

/** The PvP rooms of the demo Niu-Niu table (`pvp.rooms`): one with a player, one full. */
export function pvpRooms(): PvpRoom[] {
  const room = (roomId: string, stake: string, players: number): PvpRoom => ({
    roomId,
    nodeId: 7001,
    gameCode: 'DEMONIUNIU',
    vendor: 'DEMO',
    gameName: 'Niu-Niu',
    stake,
    seats: 5,
    players,
    rakePercent: '5',
  });
  return [room('NN-1', '0.50', 1), room('NN-2', '2.00', 0), room('NN-5', '200.00', 5)];
}
