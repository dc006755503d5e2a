/**
 * Server content in the portal's languages (ADR 0014): the seeded content read in Vietnamese has no
 * English left in it (platform messages, agent announcements, the footer's copyright line), a
 * language missing a field shows English for that field only, a game's name is its own English one
 * in English and its translation elsewhere, the operator's API takes every language the portal
 * offers and refuses an unknown code, and a database seeded before gets the translations on start.
 */
import {
  accountsEndpoints,
  agentEndpoints,
  envelope,
  gamesEndpoints,
  LotteryMenusSchema,
  MessagePageSchema,
  MessageSchema,
  SystemStatusValueSchema,
  systemEndpoints,
  UNKNOWN_LANGUAGE,
} from '@portal/contracts';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  gameVendors,
  games,
  memberMessages,
  merchants,
  missions,
  notices,
  settings,
} from '../../db/schema/index.js';
import { seedDatabase } from '../../db/seed/index.js';
import { en, SEED_TEXTS } from '../../db/seed/translations/index.js';
import { login, loginValueOf, nextIp, nextMobile, outbox, rawError, rsaKey } from '../../test/accounts.js';
import { adminHeaders, json, startTestApp, type TestApp } from '../../test/app.js';
import { createMember } from '../../test/wallet.js';

const vi = SEED_TEXTS.VI!;

let t: TestApp;
let agentToken: string;
beforeAll(async () => {
  t = await startTestApp();
  const key = await rsaKey(t.app);
  agentToken = loginValueOf(await login(t.app, key, { username: 'demoagent', password: 'Demo1234' })).token;
});
afterAll(async () => {
  await t?.close();
});

const read = async <T>(
  url: string,
  schema: { parse(v: unknown): { value: T } },
  language: string,
  token?: string,
) => {
  const res = await t.app.inject({
    method: 'GET',
    url,
    headers: { language, ...(token ? { authorization: token } : {}) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return schema.parse(json(res)).value;
};
const messagesIn = (language: string, token = agentToken) =>
  read('/wps/relay/MCS_messages?pageNo=1&pageSize=100', envelope(MessagePageSchema), language, token);
const messageIn = (id: number, language: string, token = agentToken) =>
  read(`/wps/relay/MCS_message?id=${id}`, envelope(MessageSchema), language, token);
const agentNoticesIn = (language: string) =>
  read(agentEndpoints.notices.path, envelope(agentEndpoints.notices.response), language, agentToken);
const copyrightIn = async (language: string) =>
  (await read(systemEndpoints.status.path, envelope(SystemStatusValueSchema), language)).info.brand.copyright;
const vnLotteryIn = async (language: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `${gamesEndpoints.gameMenus.path}?prizeMode=Lott`,
    headers: { language },
  });
  expect(res.statusCode, res.body).toBe(200);
  // A bare answer (the lottery lobby's menus), not the envelope.
  return LotteryMenusSchema.parse(json(res))['VN'] ?? [];
};

const englishMessageTitles = Object.values(en.messages).map((m) => m.title);
const englishAgentNotices = Object.values(en.agentNotices).map((n) => n.title);

describe('the seeded content in Vietnamese', () => {
  it('has no English platform message: titles and contents are the Vietnamese ones', async () => {
    const list = (await messagesIn('VI')).list;
    const seeded = list.filter((m) => Object.values(vi.messages).some((v) => v.title === m.title));
    expect(seeded.length).toBe(Object.keys(en.messages).length);
    expect(list.map((m) => m.title).filter((title) => englishMessageTitles.includes(title))).toEqual([]);
    const welcome = seeded.find((m) => m.title === vi.messages.welcome.title)!;
    expect((await messageIn(welcome.id, 'VI')).content).toBe(vi.messages.welcome.content);
    // The same rows read in English are the English ones.
    expect((await messagesIn('EN')).list.map((m) => m.title)).toEqual(
      expect.arrayContaining(englishMessageTitles),
    );
  });

  it('has no English agent announcement', async () => {
    const shown = await agentNoticesIn('VI');
    expect(shown.map((n) => n.title).filter((title) => englishAgentNotices.includes(title))).toEqual([]);
    expect(shown.map((n) => n.content)).toEqual(
      expect.arrayContaining(Object.values(vi.agentNotices).map((n) => n.content)),
    );
  });

  it('has the footer line in Vietnamese, in English on an English page, English where a language has none', async () => {
    expect(await copyrightIn('VI')).toBe(vi.brand.copyright);
    expect(await copyrightIn('EN')).toBe(en.brand.copyright);
    expect(await copyrightIn('TH')).toBe(SEED_TEXTS.TH!.brand.copyright);
    // Swahili is no language of the portal's: English.
    expect(await copyrightIn('SW')).toBe(en.brand.copyright);
  });
});

describe("a game's own name", () => {
  it('is its English name on an English page and its translation in Vietnamese', async () => {
    const name = async (language: string) =>
      (await vnLotteryIn(language)).find((g) => g.gameCode === 'VNST1')?.gameName;
    expect(await name('EN')).toBe('Super Speed 1 Min');
    expect(await name('VI')).toBe('Siêu Tốc 1 Phút');
    // A language without a translation (Swahili is none of the portal's) reads the game's own name.
    expect(await name('SW')).toBe('Super Speed 1 Min');
  });
});

describe("the operator's texts in any language the portal offers", () => {
  it('takes a message in Thai and shows it field by field: the Thai title with the English content', async () => {
    const m = await createMember(t.app, await rsaKey(t.app), { prefix: 'lang' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/messages',
      headers: adminHeaders,
      payload: {
        account: m.account,
        title: 'Your bonus is ready',
        content: '<p>Open the reward centre.</p>',
        translations: {
          TH: { title: 'โบนัสของคุณพร้อมแล้ว' },
          'PT-BR': { title: 'Seu bônus', content: '<p>Abra.</p>' },
        },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [listed] = (await messagesIn('TH', m.token)).list;
    expect(listed?.title).toBe('โบนัสของคุณพร้อมแล้ว');
    expect((await messageIn(listed!.id, 'TH', m.token)).content).toBe('<p>Open the reward centre.</p>');
    expect((await messageIn(listed!.id, 'PT-BR', m.token)).content).toBe('<p>Abra.</p>');
    expect((await messageIn(listed!.id, 'EN', m.token)).title).toBe('Your bonus is ready');
  });

  it('refuses an unknown language code as a field error at its path', async () => {
    const message = await t.app.inject({
      method: 'POST',
      url: '/admin/messages',
      headers: adminHeaders,
      payload: { all: true, title: 'x', content: 'y', translations: { XX: { title: 'x' } } },
    });
    expect(message.statusCode).toBe(400);
    expect(rawError(message).fields).toMatchObject({ 'translations.XX': UNKNOWN_LANGUAGE });

    const product = (name: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/admin/points/products',
        headers: adminHeaders,
        payload: { name, kind: 'virtual', stock: 1, pointsRequired: 10 },
      });
    expect((await product({ EN: 'Mug', TH: 'แก้ว', TY: 'Tasa' })).statusCode).toBe(200);
    const refused = await product({ EN: 'Mug', th: 'แก้ว' });
    expect(refused.statusCode).toBe(400);
    expect(rawError(refused).fields).toMatchObject({ 'name.th': UNKNOWN_LANGUAGE });
  });
});

describe('the texts the platform sends', () => {
  it('read in the language of the page that asked: a Vietnamese SMS code, an English one, a Thai one, English for a language the portal lacks', async () => {
    const text = async (language: string) => {
      const mobileNum = nextMobile();
      const res = await t.app.inject({
        method: 'POST',
        url: accountsEndpoints.sendSms.path,
        headers: { 'x-forwarded-for': nextIp(), language },
        payload: { countryDialingCode: '+84', mobileNum, purpose: 'register' },
      });
      expect(res.statusCode, res.body).toBe(200);
      const [sent] = await outbox(t.app, 'sms', `+84${mobileNum}`);
      return { body: sent?.body ?? '', code: sent?.code ?? '' };
    };
    const fill = (template: string, code: string) =>
      template.replace('{brand}', 'Lucky Lotus').replace('{code}', code).replace('{minutes}', '5');
    const vi = await text('VI');
    expect(vi.body).toBe(fill(SEED_TEXTS.VI!.notifications.smsCode.register, vi.code));
    const english = await text('EN');
    expect(english.body).toBe(fill(en.notifications.smsCode.register, english.code));
    const thai = await text('TH');
    expect(thai.body).toBe(fill(SEED_TEXTS.TH!.notifications.smsCode.register, thai.code));
    const swahili = await text('SW');
    expect(swahili.body).toBe(fill(en.notifications.smsCode.register, swahili.code));
  });
});

describe('a database seeded before', () => {
  it('gets the translations on the next start, and keeps what the operator wrote', async () => {
    const db = t.app.db;
    const [merchant] = await db.select().from(merchants).where(eq(merchants.code, t.config.merchantCode));
    // As an earlier seed left it: English-only messages, announcements, copyright and missions, and
    // the Vietnamese draw named in Vietnamese in every language.
    await db
      .update(memberMessages)
      .set({ translations: {} })
      .where(inArray(memberMessages.title, englishMessageTitles));
    await db.delete(settings).where(like(settings.key, 'seed.messages.translations%'));
    await db.update(notices).set({ translations: {} }).where(inArray(notices.title, englishAgentNotices));
    await db.update(merchants).set({ translations: {} }).where(eq(merchants.id, merchant!.id));
    const vnst1 = and(
      eq(games.gameCode, 'VNST1'),
      inArray(
        games.vendorId,
        db.select({ id: gameVendors.id }).from(gameVendors).where(eq(gameVendors.vendor, 'TCG_LOTTO_VN')),
      ),
    );
    await db.update(games).set({ gameName: 'Siêu Tốc 1 Phút', translations: {} }).where(vnst1);
    await db
      .update(missions)
      .set({ title: sql`jsonb_build_object('EN', ${missions.title}->>'EN', 'VI', 'Của nhà cái')` })
      .where(eq(missions.code, 'daily-slots-20'));
    t.app.platform.merchants.forget();
    expect(await copyrightIn('VI')).toBe(en.brand.copyright);

    await seedDatabase(db, t.config);
    t.app.platform.merchants.forget();

    expect(await copyrightIn('VI')).toBe(vi.brand.copyright);
    expect(
      (await messagesIn('VI')).list.map((m) => m.title).filter((x) => englishMessageTitles.includes(x)),
    ).toEqual([]);
    expect((await agentNoticesIn('VI')).map((n) => n.title)).toEqual(
      expect.arrayContaining(Object.values(vi.agentNotices).map((n) => n.title)),
    );
    const [game] = await db.select().from(games).where(vnst1);
    expect(game).toMatchObject({
      gameName: 'Super Speed 1 Min',
      translations: { VI: { gameName: 'Siêu Tốc 1 Phút' } },
    });
    const [mission] = await db.select().from(missions).where(eq(missions.code, 'daily-slots-20'));
    // The language it lacked is added; the one it had (an operator's wording) stays.
    expect(mission?.title).toMatchObject({
      VI: 'Của nhà cái',
      CN: SEED_TEXTS.CN!.missions['daily-slots-20'],
    });
  });
});
