import {
  BannersSchema,
  CATEGORY_ROUTE,
  DepositOrderSchema,
  envelope,
  GameListSchema,
  gamesEndpoints,
  linkedPromotionId,
  paymentsEndpoints,
  PORTAL_PAGES,
  promotionLink,
  PromotionDetailSchema,
  promotionsEndpoints,
  VendorLanesSchema,
  type Banner,
  type GameCategory,
} from '@portal/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  banners as bannerRows,
  depositChannels,
  games,
  merchants,
  promotions,
} from '../../db/schema/index.js';
import { BANNERS } from '../../db/seed/content.js';
import { en } from '../../db/seed/translations/index.js';
import { seedDatabase } from '../../db/seed/index.js';
import { rsaKey } from '../../test/accounts.js';
import { adminHeaders, json, startTestApp, type TestApp } from '../../test/app.js';
import { createMember, type TestMember } from '../../test/wallet.js';
import { post, requestId, valueOf } from '../payments/payments.fixtures.js';

/**
 * Every seeded banner leads somewhere that exists and is open, and a banner that points at a
 * promotion keeps its promise: it is shown only while that promotion is open to the viewer.
 */
let t: TestApp;
let fresh: TestMember;
beforeAll(async () => {
  t = await startTestApp();
  fresh = await createMember(t.app, await rsaKey(t.app), { prefix: 'bt' });
});
afterAll(async () => t?.close());

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? { authorization: token } : {} });
const bannersFor = async (token?: string): Promise<Banner[]> => {
  const res = await get('/wps/relay/CMS_banners', token);
  expect(res.statusCode, res.body).toBe(200);
  return envelope(BannersSchema).parse(json(res)).value;
};
const titles = (list: Banner[], group: string) =>
  list.filter((b) => b.groupName === group).map((b) => b.title);

/** The vendor tab a category page's `?page=` / `?vendor=` names is offered and open. */
async function expectOpenVendor(gameType: GameCategory, tab: string, what: string) {
  const lanes = envelope(VendorLanesSchema).parse(json(await get(gamesEndpoints.vendorLanes.path))).value;
  const vendor = lanes
    .find((l) => l.gameType === gameType)
    ?.vendors.find((v) => [v.vendor, v.vassalage].some((c) => c?.toLowerCase() === tab.toLowerCase()));
  expect(vendor, what).toBeDefined();
  expect(vendor?.maintenance, what).toBe(false);
}

/** Where a banner leads, checked: the page exists, and what it names is there and open. */
async function expectLeadsSomewhereOpen(b: Banner, token: string) {
  const what = `${b.groupName} "${b.title}" -> ${b.linkUrl}`;
  if (b.linkageType === 0) return;
  const link = b.linkUrl ?? '';
  if (b.linkageType === 2) {
    expect(link, what).toMatch(/^https:\/\/[^/]+\//);
    return;
  }
  if (b.linkageType === 3) {
    expect(link, what).toMatch(/^\d+$/);
    const res = await get(`${gamesEndpoints.launch.path}?launchMode=GLS&nodeId=${link}`, token);
    expect(res.statusCode, `${what}: ${res.body}`).toBe(200);
    return;
  }
  const url = new URL(link, 'http://portal.invalid');
  expect(PORTAL_PAGES, what).toContain(url.pathname);
  const promotionId = linkedPromotionId(b);
  if (url.pathname === '/promoDetail') {
    expect(promotionId, what).not.toBeNull();
    const res = await get(`${promotionsEndpoints.detail.path}?id=${promotionId}`, token);
    expect(res.statusCode, `${what}: ${res.body}`).toBe(200);
    // Open to a member who has just registered: they can join it now.
    expect(envelope(PromotionDetailSchema).parse(json(res)).value.state, what).toBe('join');
    return;
  }
  const category = Object.entries(CATEGORY_ROUTE).find(([, route]) => route === url.pathname)?.[0] as
    GameCategory | undefined;
  const tab = url.searchParams.get('page') ?? url.searchParams.get('vendor');
  if (category && tab) await expectOpenVendor(category, tab, what);
  if (url.pathname === '/lottery') {
    const vendor = url.searchParams.get('vendor') ?? '';
    const code = url.searchParams.get('gameCode') ?? '';
    const [lane] = envelope(VendorLanesSchema)
      .parse(json(await get(gamesEndpoints.vendorLanes.path)))
      .value.filter((l) => l.vendors.some((v) => v.vendor === vendor));
    expect(lane, what).toBeDefined();
    await expectOpenVendor(lane!.gameType, vendor, what);
    if (code) {
      const list = envelope(GameListSchema).parse(
        json(
          await get(
            `${gamesEndpoints.gameList.path}?gameType=${lane!.gameType}&vassalage=${vendor}&gameName=${code}`,
          ),
        ),
      ).value;
      expect(
        list.games.map((g) => g.gameCode),
        what,
      ).toContain(code);
    }
  }
}

describe('seeded banners', () => {
  it('lead somewhere that exists and is open, every one of them, for a member who has just registered', async () => {
    const shown = await bannersFor(fresh.token);
    // None is left out for a new member: every seeded promotion a banner names is open to them.
    expect(shown.map((b) => b.title).sort()).toEqual(BANNERS.map((b) => en.banners[b.key]).sort());
    for (const b of shown) await expectLeadsSomewhereOpen(b, fresh.token);
  }, 60_000);

  it('name the promotion they advertise: the home page and the register dialog the welcome bonus', async () => {
    const shown = await bannersFor();
    const [welcome] = await t.app.db
      .select({ id: promotions.id })
      .from(promotions)
      .where(sql`${promotions.title}->>'EN' = 'Welcome Bonus 100% up to 500'`);
    for (const group of ['w_index', 'w_register']) {
      const bonus = shown.find((b) => b.groupName === group && /bonus/i.test(b.title));
      expect(bonus?.linkUrl, group).toBe(promotionLink(welcome?.id ?? 0));
    }
  });
});

describe('a banner that points at a promotion', () => {
  async function deposit(m: TestMember, amount: string) {
    const [bank] = await t.app.db
      .select()
      .from(depositChannels)
      .where(eq(depositChannels.code, 'BANK_TRANSFER'));
    const order = valueOf(
      DepositOrderSchema,
      await post(t.app, m.token, paymentsEndpoints.deposit.path, {
        requestId: requestId(),
        channelId: bank?.id ?? 0,
        amount,
        payerName: 'Pham Van B',
      }),
    );
    const res = await t.app.inject({
      method: 'POST',
      url: `/admin/deposits/${order.orderId}/approve`,
      headers: adminHeaders,
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  it('is left out for a member to whom the promotion is closed: the welcome bonus after a first deposit', async () => {
    const m = await createMember(t.app, await rsaKey(t.app), { prefix: 'bd' });
    expect(titles(await bannersFor(m.token), 'w_index')).toContain('Welcome Bonus 100% up to $500');
    await deposit(m, '50.00');
    const after = await bannersFor(m.token);
    expect(titles(after, 'w_index')).not.toContain('Welcome Bonus 100% up to $500');
    expect(titles(after, 'w_register')).toEqual([]);
    // The home page's other banners stay; a visitor still sees the bonus (they may register for it).
    expect(titles(after, 'w_index')).toContain('Lucky Lanterns Jackpot Week');
    expect(titles(await bannersFor(), 'w_index')).toContain('Welcome Bonus 100% up to $500');
  });

  it('is left out for everyone once the promotion has ended, seeded or the operator’s own', async () => {
    const [merchant] = await t.app.db
      .select({ id: merchants.id })
      .from(merchants)
      .orderBy(merchants.id)
      .limit(1);
    const [summer] = await t.app.db
      .select({ id: promotions.id })
      .from(promotions)
      .where(sql`${promotions.title}->>'EN' = 'Summer Reload Bonus 20%'`);
    // The operator's banner for a promotion that has ended, among the promotions page's banners.
    const [own] = await t.app.db
      .insert(bannerRows)
      .values({
        merchantId: merchant?.id ?? 0,
        groupName: 'w_promotions',
        title: 'Summer Reload: Last Chance',
        linkageType: 1,
        linkUrl: promotionLink(summer?.id ?? 0),
        sort: 0,
      })
      .returning({ id: bannerRows.id });
    const cashbackBanner = 'Slots Cashback Every Monday';
    try {
      expect(titles(await bannersFor(), 'w_promotions')).not.toContain('Summer Reload: Last Chance');
      expect(titles(await bannersFor(fresh.token), 'w_promotions')).not.toContain(
        'Summer Reload: Last Chance',
      );
      // The weekly cashback ends: its banner on the slots page goes with it.
      expect(titles(await bannersFor(), 'w_rng')).toContain(cashbackBanner);
      await t.app.db
        .update(promotions)
        .set({ endsAt: new Date(Date.now() - 60_000) })
        .where(sql`${promotions.title}->>'EN' = 'Weekly Slots Cashback 5%'`);
      expect(titles(await bannersFor(), 'w_rng')).not.toContain(cashbackBanner);
      expect(titles(await bannersFor(fresh.token), 'w_rng')).not.toContain(cashbackBanner);
    } finally {
      await t.app.db.delete(bannerRows).where(inArray(bannerRows.id, [own?.id ?? 0]));
    }
  });
});

describe('a data folder seeded before', () => {
  it('has its bonus banners follow the promotion and the banners the seed retired switched off', async () => {
    const [merchant] = await t.app.db
      .select({ id: merchants.id })
      .from(merchants)
      .orderBy(merchants.id)
      .limit(1);
    const merchantId = merchant?.id ?? 0;
    const [jili] = await t.app.db
      .select({ id: games.id })
      .from(games)
      .where(eq(games.gameCode, 'JL1001'))
      .limit(1);
    // As an earlier seed left them: the bonus banners linked to the list, the retired ones there,
    // and one the operator changed since.
    await t.app.db
      .update(bannerRows)
      .set({ linkUrl: '/promotions' })
      .where(inArray(bannerRows.title, ['Welcome Bonus 100% up to $500', 'Sign Up and Claim Your Bonus']));
    await t.app.db.insert(bannerRows).values([
      {
        merchantId,
        groupName: 'w_index',
        title: 'Golden Dragon Jackpot Week',
        linkageType: 3,
        linkUrl: String(jili?.id),
        sort: 2,
      },
      {
        merchantId,
        groupName: 'w_live',
        title: 'Live Baccarat Win Streak',
        linkageType: 1,
        linkUrl: '/promotions',
        sort: 1,
      },
      {
        merchantId,
        groupName: 'w_promotions',
        title: 'Refer a Friend, Earn Together',
        linkageType: 1,
        linkUrl: '/join?from=operator',
        sort: 2,
      },
    ]);
    await seedDatabase(t.app.db, t.config);

    const rows = await t.app.db
      .select({ title: bannerRows.title, linkUrl: bannerRows.linkUrl, enabled: bannerRows.enabled })
      .from(bannerRows)
      .where(eq(bannerRows.merchantId, merchantId));
    const row = (title: string) => rows.find((r) => r.title === title);
    const [welcome] = await t.app.db
      .select({ id: promotions.id })
      .from(promotions)
      .where(sql`${promotions.title}->>'EN' = 'Welcome Bonus 100% up to 500'`);
    expect(row('Welcome Bonus 100% up to $500')?.linkUrl).toBe(promotionLink(welcome?.id ?? 0));
    expect(row('Sign Up and Claim Your Bonus')?.linkUrl).toBe(promotionLink(welcome?.id ?? 0));
    expect(row('Golden Dragon Jackpot Week')?.enabled).toBe(false);
    expect(row('Live Baccarat Win Streak')?.enabled).toBe(false);
    expect(row('Refer a Friend, Earn Together')).toMatchObject({
      enabled: true,
      linkUrl: '/join?from=operator',
    });
  });
});
