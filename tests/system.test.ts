import { CATEGORY_ORDER, MODULE_IDS } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, startStack, type TestStack } from './support/stack.js';
import { httpClient, wsClient } from './support/trpc.js';

describe('system status through the gateway and the real upstream', () => {
  let stack: TestStack;
  let trpc: ReturnType<typeof httpClient>;

  beforeAll(async () => {
    // Short caches, so that each operator change shows within a second or two.
    stack = await startStack({
      CACHE_TTL_STATUS_S: '1',
      CACHE_TTL_MENUS_S: '2',
      CACHE_TTL_ANSWER_MS: '500',
      STATUS_POLL_MS: '300',
    });
    trpc = httpClient(stack.gatewayUrl);
  });
  afterAll(() => stack?.close());

  it('boots the app with the seeded brand, every module and the visitor IP', async () => {
    const boot = await trpc.system.bootstrap.query();
    expect(boot.status).toBe(0);
    expect(boot.brand).toMatchObject({
      merchantCode: 'demo',
      platform: 'web',
      device: 'WEB',
      lotteryType: 'Lott',
    });
    expect(boot.brand.prizeModes).toEqual(['Lott', 'ZY', 'Elott', 'SEA']);
    expect(boot.brand.loginedToHomePage).toBe(false);
    for (const id of MODULE_IDS) expect(boot.modules, id).toHaveProperty(id);
    expect(boot.ip).toBe('127.0.0.1');
    expect(boot.resources.map((r) => r.resourceType)).toEqual(
      expect.arrayContaining(['CUSTOMER_SERVICE', 'IOS_APP', 'ANDROID_APP', 'TELEGRAM', 'LICENSE']),
    );
  });

  it('shows the maintenance status when the operator switches it on, and the app when off', async () => {
    const on = await stack.admin('PATCH', '/admin/status', {
      maintenance: true,
      maintenanceMessage: 'Upgrading',
    });
    expect(on.status).toBe(200);
    const during = await eventually(
      () => trpc.system.bootstrap.query(),
      (b) => b.status === 1,
    );
    expect(during.maintenanceMessage).toBe('Upgrading');
    await stack.admin('PATCH', '/admin/status', { maintenance: false });
    await eventually(
      () => trpc.system.bootstrap.query(),
      (b) => b.status === 0,
    );
  });

  it('blocks a visitor whose IP maps to a blocked country, and only that visitor', async () => {
    expect(
      (await stack.admin('POST', '/admin/geo/cidrs', { cidr: '127.0.0.1/32', country: 'KP' })).status,
    ).toBe(200);
    expect((await stack.admin('PATCH', '/admin/status', { blockedCountries: ['KP'] })).status).toBe(200);
    const blocked = await eventually(
      () => trpc.system.bootstrap.query(),
      (b) => b.status === 2,
    );
    expect(blocked.country).toBe('KP');
    expect(blocked.ip).toBe('127.0.0.1');
    await stack.admin('DELETE', `/admin/geo/cidrs?cidr=${encodeURIComponent('127.0.0.1/32')}`);
    await stack.admin('PATCH', '/admin/status', { blockedCountries: [] });
    await eventually(
      () => trpc.system.bootstrap.query(),
      (b) => b.status === 0,
    );
  });

  it("refuses an address that is not one of the brand's once an operator lists them", async () => {
    // The same gateway reached by two host names: only the listed one passes the domain check.
    const port = new URL(stack.gatewayUrl).port;
    const listed = httpClient(`http://localhost:${port}`);
    const unlisted = httpClient(`http://127.0.0.1:${port}`);
    expect((await unlisted.system.bootstrap.query()).domainAllowed).toBe(true);
    expect((await stack.admin('PUT', '/admin/domains', { domains: ['LOCALHOST'] })).status).toBe(200);
    try {
      await eventually(
        () => listed.system.bootstrap.query(),
        (b) => b.domainAllowed,
      );
      const refused = await eventually(
        () => unlisted.system.bootstrap.query(),
        (b) => !b.domainAllowed,
      );
      expect(refused.hasCustomerService).toBe(true);
    } finally {
      await stack.admin('PUT', '/admin/domains', { domains: [] });
    }
    await eventually(
      () => unlisted.system.bootstrap.query(),
      (b) => b.domainAllowed,
    );
  });

  it('caches the module tree for its TTL, then shows the operator change', async () => {
    const before = await trpc.system.bootstrap.query();
    expect(before.modules.CBS3).toBe(true);
    expect((await stack.admin('PUT', '/admin/modules/CBS3', { enabled: false })).status).toBe(200);
    // Straight after the switch the gateway still answers from its cache...
    expect((await trpc.system.bootstrap.query()).modules.CBS3).toBe(true);
    // ...and after the TTL (2 s here) from the upstream.
    await eventually(
      () => trpc.system.bootstrap.query(),
      (b) => b.modules.CBS3 === false,
    );
    await stack.admin('PUT', '/admin/modules/CBS3', { enabled: true });
  });

  it('pushes a status change to a WebSocket subscriber', async () => {
    const { client, close } = wsClient(stack.gatewayUrl);
    const seen: number[] = [];
    const sub = client.system.onStatus.subscribe(undefined, { onData: (s) => seen.push(s.status) });
    try {
      await eventually(
        async () => seen,
        (s) => s.includes(0),
      );
      await stack.admin('PATCH', '/admin/status', { maintenance: true });
      await eventually(
        async () => seen,
        (s) => s.includes(1),
      );
    } finally {
      sub.unsubscribe();
      close();
      await stack.admin('PATCH', '/admin/status', { maintenance: false });
    }
  });

  it("answers a page's whole first batch in one request", async () => {
    // Regression: the batch names its procedures in one path segment, which once passed Fastify's
    // 100-character default and answered 404.
    const names = [
      'system.bootstrap',
      'session.state',
      'content.banners',
      'games.lanes',
      'auth.options',
      'content.notices',
      'content.helpCenter',
    ];
    const res = await fetch(
      `${stack.gatewayUrl}/trpc/${names.join(',')}?batch=1&input=${encodeURIComponent('{}')}`,
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as { result?: unknown }[];
    expect(body).toHaveLength(names.length);
    for (const part of body) expect(part.result).toBeDefined();
  });

  it('lists the seeded vendor lanes in navigation order', async () => {
    const lanes = await trpc.games.lanes.query();
    expect(lanes.map((l) => l.gameType)).toEqual(
      CATEGORY_ORDER.filter((c) => lanes.some((l) => l.gameType === c)),
    );
    expect(lanes).toHaveLength(8);
    const rng = lanes.find((l) => l.gameType === 'RNG');
    expect(rng?.vendors.length).toBeGreaterThan(11);
    expect(rng?.vendors.some((v) => v.vassalage === 'JL')).toBe(true);
    const esports = lanes.find((l) => l.gameType === 'ESPORTS')?.vendors.map((v) => v.vendor) ?? [];
    expect(esports).toEqual(expect.arrayContaining(['AV', 'AI', 'IMES', 'TF', 'IA']));
  });

  it('serves banners for every path group and the help centre', async () => {
    const banners = await trpc.content.banners.query();
    for (const g of [
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
    ] as const) {
      expect(banners[g]?.length ?? 0, g).toBeGreaterThan(0);
    }
    const help = await trpc.content.helpCenter.query();
    expect(help.length).toBeGreaterThan(0);
  });

  it('proxies generated images from the upstream', async () => {
    const banners = await trpc.content.banners.query();
    const first = banners.w_index?.[0];
    expect(first).toBeDefined();
    const res = await fetch(`${stack.gatewayUrl}/cdn${first!.url}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(await res.text()).toContain('<svg');
  });
});
