import {
  BANNER_GROUPS,
  BannersSchema,
  ErrorEnvelopeSchema,
  HelpCenterSchema,
  NoticesSchema,
  envelope,
} from '@portal/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { banners as bannerRows, gameVendors, games, merchants } from '../../db/schema/index.js';
import { json, startTestApp, type TestApp } from '../../test/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('GET /wps/relay/CMS_banners', () => {
  it('has banners for every group, two or three on the home page, with varied links', async () => {
    const banners = envelope(BannersSchema).parse(
      json(await t.app.inject({ method: 'GET', url: '/wps/relay/CMS_banners' })),
    ).value;
    for (const group of BANNER_GROUPS) {
      expect(banners.filter((b) => b.groupName === group).length, group).toBeGreaterThanOrEqual(1);
    }
    const home = banners.filter((b) => b.groupName === 'w_index');
    expect(home.length).toBeGreaterThanOrEqual(2);
    expect(home.length).toBeLessThanOrEqual(3);
    expect(new Set(banners.map((b) => b.linkageType))).toEqual(new Set([0, 1, 2, 3]));
    for (const b of banners) expect(b.url).toBe(`/banner/${b.bannerId}.svg`);
  });
});

describe('banners that lead to a game', () => {
  const banners = async () =>
    envelope(BannersSchema).parse(json(await t.app.inject({ method: 'GET', url: '/wps/relay/CMS_banners' })))
      .value;

  it('lead from the home page to a game that plays', async () => {
    const home = (await banners()).filter((b) => b.groupName === 'w_index');
    const games = home.filter((b) => b.linkageType === 3);
    expect(games.length).toBeGreaterThan(0);
    for (const b of games) expect(b.sandbox, b.title).toBe(false);
  });

  it('put a banner whose game opens only a sandbox page after the others of its group, whatever its sort', async () => {
    const [jili] = await t.app.db
      .select({ id: games.id })
      .from(games)
      .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
      .where(eq(gameVendors.vendor, 'JILI'))
      .limit(1);
    const [merchant] = await t.app.db
      .select({ id: merchants.id })
      .from(merchants)
      .orderBy(merchants.id)
      .limit(1);
    const added = await t.app.db
      .insert(bannerRows)
      .values([
        {
          merchantId: merchant?.id ?? 0,
          groupName: 'w_index',
          title: 'A sandbox game first by sort',
          linkageType: 3,
          linkUrl: String(jili?.id),
          sort: -1,
        },
        {
          merchantId: merchant?.id ?? 0,
          groupName: 'w_index',
          title: 'A sandbox lottery by route',
          linkageType: 1,
          linkUrl: '/lottery?gameCode=KENO1&vendor=TCG_ELOTT',
          sort: -2,
        },
      ])
      .returning({ id: bannerRows.id });
    try {
      const home = (await banners()).filter((b) => b.groupName === 'w_index');
      expect(home.slice(-2).map((b) => [b.title, b.sandbox])).toEqual([
        ['A sandbox lottery by route', true],
        ['A sandbox game first by sort', true],
      ]);
      for (const b of home.slice(0, -2)) expect(b.sandbox, b.title).toBe(false);
    } finally {
      await t.app.db.delete(bannerRows).where(
        inArray(
          bannerRows.id,
          added.map((a) => a.id),
        ),
      );
    }
  });
});

describe('GET /wps/relay/CMS_announcements', () => {
  it('returns the requested types only', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/wps/relay/CMS_announcements?types=B,PL&platform=W&execution=B',
    });
    const notices = envelope(NoticesSchema).parse(json(res)).value;
    expect(notices.length).toBeGreaterThan(0);
    expect(new Set(notices.map((n) => n.type))).toEqual(new Set(['B', 'PL']));
    for (const n of notices) expect(n.startDateStr).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('returns every type when none is asked for', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/relay/CMS_announcements' });
    const notices = envelope(NoticesSchema).parse(json(res)).value;
    expect(new Set(notices.map((n) => n.type))).toEqual(new Set(['B', 'PL', 'PU', 'PR', 'H']));
  });

  it('shows a seeded notice about a dated event only until it ends: Lunar New Year leads in February, not in November', async () => {
    const titles = async (at: string) => {
      vi.setSystemTime(new Date(at));
      const res = await t.app.inject({ method: 'GET', url: '/wps/relay/CMS_announcements' });
      return envelope(NoticesSchema)
        .parse(json(res))
        .value.map((n) => n.title);
    };
    vi.useFakeTimers({ toFake: ['Date'] });
    expect((await titles('2026-02-10T03:00:00Z'))[0]).toBe('Lunar New Year celebration');
    const november = await titles('2026-11-20T03:00:00Z');
    expect(november).not.toContain('Lunar New Year celebration');
    expect(november).toContain('Secure your account');
  });

  it('lists notices newest first by start time', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/relay/CMS_announcements' });
    const starts = envelope(NoticesSchema)
      .parse(json(res))
      .value.map((n) => n.startDateStr);
    expect(starts.length).toBeGreaterThan(2);
    // "YYYY-MM-DD HH:mm:ss" sorts as text in time order.
    expect(starts).toEqual([...starts].sort().reverse());
  });

  it('refuses an unknown type with a field-level message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/relay/CMS_announcements?types=B,XX' });
    expect(res.statusCode).toBe(400);
    const body = ErrorEnvelopeSchema.parse(json(res));
    expect(body.errorCode).toBe('request_param_err');
    expect(Object.keys(body.fields ?? {})[0]).toMatch(/^types/);
  });
});

describe('GET /wps/system/helpCenter', () => {
  it('holds the articles the footer links to', async () => {
    const help = envelope(HelpCenterSchema).parse(
      json(await t.app.inject({ method: 'GET', url: '/wps/system/helpCenter' })),
    ).value;
    const titles = help.flatMap((c) => c.articles.map((a) => a.title));
    for (const title of [
      'About Company',
      'Contact Us',
      'General Terms and Conditions',
      'Responsible Gaming',
      'Privacy Policy',
      'Affiliates',
      'Refund Policy',
      'How to Deposit',
      'How to Withdraw',
    ]) {
      expect(titles).toContain(title);
    }
    expect(help.find((c) => c.title === 'FAQ')?.articles.length).toBeGreaterThan(1);
  });
});

describe('content in the visitor language', () => {
  const get = async <T>(url: string, schema: { parse(v: unknown): { value: T } }, language?: string) =>
    schema.parse(json(await t.app.inject({ method: 'GET', url, headers: language ? { language } : {} })))
      .value;

  it('answers the Vietnamese text where the row has it, the default text elsewhere, per field', async () => {
    const banners = envelope(BannersSchema);
    const en = await get('/wps/relay/CMS_banners', banners, 'EN');
    const vi = await get('/wps/relay/CMS_banners', banners, 'vi');
    expect(vi.map((b) => b.bannerId)).toEqual(en.map((b) => b.bannerId));
    // Every seed banner has its Vietnamese title, and no Vietnamese title is the English one.
    vi.forEach((b, i) => expect(b.title, String(b.bannerId)).not.toBe(en[i]!.title));

    const notices = envelope(NoticesSchema);
    const enNotices = await get('/wps/relay/CMS_announcements', notices, 'EN');
    const viNotices = await get('/wps/relay/CMS_announcements', notices, 'VI');
    expect(viNotices.map((n) => n.id)).toEqual(enNotices.map((n) => n.id));
    viNotices.forEach((n, i) => {
      expect(n.title).not.toBe(enNotices[i]!.title);
      expect(n.content).not.toBe(enNotices[i]!.content);
      expect(n.startDateStr).toBe(enNotices[i]!.startDateStr);
    });

    const help = envelope(HelpCenterSchema);
    const viHelp = await get('/wps/system/helpCenter', help, 'VI');
    const enHelp = await get('/wps/system/helpCenter', help, 'EN');
    expect(viHelp.find((c) => c.id === enHelp[0]!.id)?.title).not.toBe(enHelp[0]!.title);
    const articles = (list: typeof enHelp) => list.flatMap((c) => c.articles);
    const deposit = articles(enHelp).find((a) => a.title === 'How to Deposit')!;
    expect(articles(viHelp).find((a) => a.id === deposit.id)?.title).toMatch(/nạp tiền/i);
  });

  it('answers Chinese for CN: every banner, notice and help category and article of the seed', async () => {
    const chinese = /\p{Script=Han}/u;
    const banners = envelope(BannersSchema);
    const en = await get('/wps/relay/CMS_banners', banners, 'EN');
    const cn = await get('/wps/relay/CMS_banners', banners, 'CN');
    expect(cn.map((b) => b.bannerId)).toEqual(en.map((b) => b.bannerId));
    for (const b of cn) expect(b.title, String(b.bannerId)).toMatch(chinese);
    // Its picture is drawn with the Chinese title.
    expect(cn[0]?.url).toBe(`/banner/${cn[0]?.bannerId}.cn.svg`);

    const notices = envelope(NoticesSchema);
    const enNotices = await get('/wps/relay/CMS_announcements', notices, 'EN');
    const cnNotices = await get('/wps/relay/CMS_announcements', notices, 'CN');
    expect(cnNotices.map((n) => n.id)).toEqual(enNotices.map((n) => n.id));
    cnNotices.forEach((n, i) => {
      expect(n.title, n.title).toMatch(chinese);
      expect(n.content, n.title).toMatch(chinese);
      expect(n.startDateStr).toBe(enNotices[i]!.startDateStr);
    });
    const secure = enNotices.find((n) => n.title === 'Secure your account')!;
    expect(cnNotices.find((n) => n.id === secure.id)?.title).toBe('保护您的账户安全');

    const help = envelope(HelpCenterSchema);
    const cnHelp = await get('/wps/system/helpCenter', help, 'CN');
    expect(cnHelp.length).toBeGreaterThan(0);
    for (const c of cnHelp) {
      expect(c.title).toMatch(chinese);
      for (const a of c.articles) {
        expect(a.title).toMatch(chinese);
        expect(a.content, a.title).toMatch(chinese);
      }
    }
  });

  it('answers the default text for a language without translations, a missing or a malformed header', async () => {
    const help = envelope(HelpCenterSchema);
    const en = await get('/wps/system/helpCenter', help, 'EN');
    for (const language of ['SW', undefined, '<script>', 'english-please']) {
      expect(await get('/wps/system/helpCenter', help, language), String(language)).toEqual(en);
    }
  });
});
