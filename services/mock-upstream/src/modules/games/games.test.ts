import {
  gamesEndpoints,
  ErrorEnvelopeSchema,
  ESPORTS_VENDOR_CODES,
  GAME_CATEGORIES,
  LotteryMenusSchema,
  MIN_BET_OPTIONS,
  SLOT_CLASSIFY,
  VendorLanesSchema,
  envelope,
  vendorLogoPath,
  type VendorCard,
  type VendorLanes,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import * as schema from '../../db/schema/index.js';
import { moveSeaDraws } from '../../db/seed/seed-catalogue.js';
import { json, startTestApp, type TestApp } from '../../test/app.js';

let t: TestApp;
let lanes: VendorLanes;
beforeAll(async () => {
  t = await startTestApp();
  const res = await t.app.inject({
    method: 'GET',
    url: gamesEndpoints.vendorLanes.path,
    headers: { merchant: 'demo' },
  });
  lanes = envelope(VendorLanesSchema).parse(json(res)).value;
});
afterAll(async () => {
  await t?.close();
});

const lane = (gameType: string) => lanes.find((l) => l.gameType === gameType)?.vendors ?? [];

describe(`GET ${gamesEndpoints.vendorLanes.path}`, () => {
  it('has every category in navigation order', () => {
    expect(new Set(lanes.map((l) => l.gameType))).toEqual(new Set(GAME_CATEGORIES));
    expect(lanes.map((l) => l.gameType)).toEqual([
      'RNG',
      'LIVE',
      'FISH',
      'PVP',
      'SPORTS',
      'ESPORTS',
      'LOTT',
      'ELOTT',
    ]);
  });

  it('has more slot vendors than the drop-down shows: the demo vendor, then JILI with vassalage JL', () => {
    const rng = lane('RNG');
    expect(rng.length).toBeGreaterThan(11);
    expect(rng[0]).toMatchObject({ vendor: 'DEMO', accountTypeId: 1 });
    expect(rng[1]).toMatchObject({ vendor: 'JILI', vassalage: 'JL', logo: '/vendor/RNG/JL.svg' });
    expect(rng.map((v) => v.sort)).toEqual([...rng.map((v) => v.sort)].sort((a, b) => a - b));
  });

  it('carries the esports codes, DS88, the Vietnamese lottery and the special flags', () => {
    expect(lane('ESPORTS').map((v) => v.vendor)).toEqual(expect.arrayContaining([...ESPORTS_VENDOR_CODES]));
    expect(lane('LIVE').map((v) => v.vendor)).toContain('DS88');
    expect(lane('LOTT').map((v) => v.vendor)).toContain('TCG_LOTTO_VN');
    const all = lanes.flatMap((l) => l.vendors);
    expect(all.some((v) => v.isVassalagePopup)).toBe(true);
    expect(all.some((v) => v.maintenance)).toBe(true);
    expect(all.some((v) => v.isHot === 1)).toBe(true);
    for (const v of all) expect(v.logo).toBe(vendorLogoPath(v));
  });

  it('names a vendor made of words in the language header’s language, a brand the same in every one', async () => {
    const lanesIn = async (language?: string) => {
      const headers = { merchant: 'demo', ...(language && { language }) };
      const res = await t.app.inject({ method: 'GET', url: gamesEndpoints.vendorLanes.path, headers });
      return envelope(VendorLanesSchema)
        .parse(json(res))
        .value.flatMap((l) => l.vendors);
    };
    const name = (list: VendorCard[], vendor: string, gameType: string) =>
      list.find((v) => v.vendor === vendor && v.gameType === gameType)?.displayName;
    const [en, vi, cn, swahili] = await Promise.all([
      lanesIn('EN'),
      lanesIn('VI'),
      lanesIn('CN'),
      lanesIn('SW'),
    ]);
    expect([en, vi, cn].map((l) => name(l, 'TCG_LOTTO_VN', 'LOTT'))).toEqual([
      'Vietnam Lottery',
      'Xổ số Việt Nam',
      '越南彩票',
    ]);
    expect([en, vi, cn].map((l) => name(l, 'JILI', 'FISH'))).toEqual([
      'JILI Fishing',
      'Bắn cá JILI',
      'JILI 捕鱼',
    ]);
    for (const list of [vi, cn]) {
      expect(name(list, 'EVO', 'LIVE')).toBe('Evolution');
      expect(name(list, 'PG', 'RNG')).toBe('PG Soft');
    }
    // Only the names change: same vendors, same order, same logos (the lanes are cached per language).
    for (const list of [vi, cn]) {
      expect(list.map((v) => [v.nodeId, v.logo])).toEqual(en.map((v) => [v.nodeId, v.logo]));
    }
    // A language without names, or no header, reads the default names.
    expect(swahili).toEqual(en);
    expect(lanes.flatMap((l) => l.vendors)).toEqual(en);
  });
});

describe(`GET ${gamesEndpoints.gameMenus.path}`, () => {
  it('answers bare menus keyed by group for every prize mode', async () => {
    for (const prizeMode of ['Lott', 'ZY', 'Elott', 'SEA']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `${gamesEndpoints.gameMenus.path}?prizeMode=${prizeMode}`,
      });
      expect(res.statusCode).toBe(200);
      const menus = LotteryMenusSchema.parse(json(res));
      expect(Object.keys(menus).length).toBeGreaterThan(0);
      for (const games of Object.values(menus)) {
        expect(games.length).toBeGreaterThan(0);
        for (const g of games) expect(g.prizeMode).toBe(prizeMode);
      }
    }
    const lott = LotteryMenusSchema.parse(
      json(await t.app.inject({ method: 'GET', url: `${gamesEndpoints.gameMenus.path}?prizeMode=Lott` })),
    );
    expect(lott['VN']?.map((g) => g.gameCode)).toContain('VNMB');
  });

  it('lists the Thai, Lao, Malaysian and Singapore draws under their own vendor and groups, not the Vietnamese lottery', async () => {
    const sea = lane('LOTT').find((v) => v.vendor === 'TCG_LOTTO_SEA');
    const vn = lane('LOTT').find((v) => v.vendor === 'TCG_LOTTO_VN');
    expect(sea?.displayName).toBe('Southeast Asia Lottery');
    expect(sea?.gameCount).toBe(4);
    expect(vn?.gameCount).toBe(7);
    // Every lane says how many games each vendor has (a category page opens on a well-stocked one).
    expect(lane('RNG').find((v) => v.vendor === 'DEMO')?.gameCount).toBe(1);
    expect(lane('RNG').find((v) => v.vendor === 'PG')?.gameCount).toBe(24);
    const menus = LotteryMenusSchema.parse(
      json(await t.app.inject({ method: 'GET', url: `${gamesEndpoints.gameMenus.path}?prizeMode=SEA` })),
    );
    const codes = (group: string) => menus[group]?.map((g) => g.gameCode);
    expect(codes('TH')).toEqual(['THLOTTO']);
    expect(codes('LA')).toEqual(['LAOLOTTO']);
    expect(codes('4D')).toEqual(['MY4D', 'SG4D']);
    for (const group of ['TH', 'LA', '4D'])
      for (const g of menus[group] ?? []) expect(g.nodeId).toBe(sea?.nodeId);
    for (const g of menus['VN'] ?? []) expect(g.nodeId).toBe(vn?.nodeId);
  });

  it('moves those draws out of the Vietnamese lottery in a database seeded before (same game ids)', async () => {
    const vn = lane('LOTT').find((v) => v.vendor === 'TCG_LOTTO_VN')!;
    const sea = lane('LOTT').find((v) => v.vendor === 'TCG_LOTTO_SEA')!;
    const db = t.app.db;
    const { games, lotteryMenuEntries } = schema;
    const lao = (await db.select().from(games).where(eq(games.gameCode, 'LAOLOTTO')))[0]!;
    // The old layout: every draw under the Vietnamese lottery, Lao in the Thai group.
    await db
      .update(games)
      .set({ vendorId: vn.nodeId })
      .where(inArray(games.gameCode, ['THLOTTO', 'LAOLOTTO', 'MY4D', 'SG4D']));
    await db.update(lotteryMenuEntries).set({ groupName: 'TH' }).where(eq(lotteryMenuEntries.gameId, lao.id));
    await moveSeaDraws(db, vn.nodeId, sea.nodeId);
    const moved = await db
      .select()
      .from(games)
      .where(inArray(games.gameCode, ['THLOTTO', 'LAOLOTTO', 'MY4D', 'SG4D']));
    expect(moved.map((g) => g.vendorId)).toEqual([sea.nodeId, sea.nodeId, sea.nodeId, sea.nodeId]);
    expect(moved.find((g) => g.gameCode === 'LAOLOTTO')?.id).toBe(lao.id);
    const entry = await db.select().from(lotteryMenuEntries).where(eq(lotteryMenuEntries.gameId, lao.id));
    expect(entry.map((e) => e.groupName)).toEqual(['LA']);
  });

  it('refuses a missing or unknown prize mode with a field-level message', async () => {
    for (const url of [gamesEndpoints.gameMenus.path, `${gamesEndpoints.gameMenus.path}?prizeMode=Nope`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      const body = ErrorEnvelopeSchema.parse(json(res));
      expect(body.errorCode).toBe('request_param_err');
      expect(body.fields?.['prizeMode']).toBeTruthy();
    }
  });
});

describe('game catalogue', () => {
  it('holds at least 400 games', async () => {
    expect(await t.app.platform.games.countGames()).toBeGreaterThanOrEqual(400);
  });

  it('stores minimum bets as the exact decimal strings of the filter and classifies slots', async () => {
    const rows = await t.app.db
      .selectDistinct({ minBet: schema.games.minBet, gameClassify: schema.games.gameClassify })
      .from(schema.games);
    const allowed: readonly string[] = MIN_BET_OPTIONS;
    for (const r of rows) expect(allowed).toContain(r.minBet);
    const classes = new Set(rows.map((r) => r.gameClassify).filter((c) => c !== null));
    expect(classes).toEqual(new Set(SLOT_CLASSIFY));
  });
});
