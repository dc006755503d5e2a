import {
  ErrorEnvelopeSchema,
  WinnerBoardSchema,
  WinnerSchema,
  envelope,
  maskCustomerName,
  winnerIn,
  type UpstreamEvent,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_WINNER_COUNT } from '../../db/seed/winners.js';
import { PLAYABLE_VENDORS } from '../games/vendor-pages.js';
import { adminHeaders, json, startTestApp, type TestApp } from '../../test/app.js';

let t: TestApp;
const published: UpstreamEvent[] = [];
beforeAll(async () => {
  t = await startTestApp();
  t.app.events.subscribe((e) => published.push(e));
});
afterAll(async () => {
  await t?.close();
});

const board = async (query: string) =>
  envelope(WinnerBoardSchema).parse(
    json(await t.app.inject({ method: 'GET', url: `/wps/relay/CMS_winnerBoard${query}` })),
  ).value.list;

describe('maskCustomerName', () => {
  it('keeps two characters either side, one for short names', () => {
    expect(maskCustomerName('dealer88')).toBe('de***88');
    expect(maskCustomerName('abcde')).toBe('ab***de');
    expect(maskCustomerName('abcd')).toBe('a***');
    expect(maskCustomerName('x')).toBe('x***');
  });
});

describe('GET /wps/relay/CMS_winnerBoard', () => {
  it('answers the latest 20 seeded wins, newest first, with masked names and game icons', async () => {
    const list = await board('?gameCategory=ALL&language=en&limitNum=20');
    expect(list).toHaveLength(20);
    const times = list.map((w) => Date.parse(w.wonAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    for (const w of list) {
      expect(w.customerName).toMatch(/^[^*]{1,2}\*\*\*[^*]{0,2}$/);
      expect(w.iconUrl).toBe(`/game/${w.gameId}.svg`);
      expect(w.winAmount).toMatch(/^\d+\.\d{2}$/);
      expect(w.gameName.length).toBeGreaterThan(0);
    }
  });

  it('seeds about 40 wins and honours limitNum and gameCategory', async () => {
    expect(await board('?limitNum=50')).toHaveLength(SEED_WINNER_COUNT);
    expect(await board('?limitNum=3')).toHaveLength(3);
    expect(await board('')).toHaveLength(20);
    const rng = await board('?gameCategory=RNG&limitNum=50');
    expect(rng.length).toBeGreaterThan(0);
    for (const w of rng) expect(w.gameCategory).toBe('RNG');
  });

  it("names each win's game in the board's language, its own name where the language has none", async () => {
    const [en, km, sw] = await Promise.all([
      board('?limitNum=50&language=EN'),
      board('?limitNum=50&language=KM'),
      board('?limitNum=50&language=SW'),
    ]);
    const vnmb = (list: typeof en) => list.find((w) => w.gameCode === 'VNMB')?.gameName;
    expect(vnmb(en)).toBe('Northern Lottery');
    expect(vnmb(km)).toBe('ឆ្នោតវៀតណាមភាគខាងជើង');
    // A language the platform does not offer: the game's own name.
    expect(vnmb(sw)).toBe('Northern Lottery');
  });

  it("names each win's game by code and default play type, so a lottery win can launch its game", async () => {
    const list = await board('?limitNum=50');
    for (const w of list) expect(w.gameCode, w.gameName).toMatch(/^[A-Z0-9_]+$/);
    const lottery = list.find((w) => w.gameCategory === 'LOTT' || w.gameCategory === 'ELOTT');
    expect(lottery?.defaultPlayType).toMatch(/^[A-Z0-9]+$/);
    const slot = list.find((w) => w.gameCategory === 'RNG');
    expect(slot?.defaultPlayType).toBeNull();
  });

  it('seeds wins only on games that play, so every row of the board launches a real game', async () => {
    const list = await board('?limitNum=50');
    for (const w of list) expect(PLAYABLE_VENDORS, `${w.vendor} ${w.gameName}`).toContain(w.vendor);
    // Both the demo slot and the Vietnamese lottery are on the board.
    expect(new Set(list.map((w) => w.vendor))).toEqual(new Set(PLAYABLE_VENDORS));
  });

  it('refuses limitNum outside 1..50 and an unknown category', async () => {
    for (const q of ['?limitNum=0', '?limitNum=51', '?limitNum=abc', '?gameCategory=XYZ']) {
      const res = await t.app.inject({ method: 'GET', url: `/wps/relay/CMS_winnerBoard${q}` });
      expect(res.statusCode, q).toBe(400);
      expect(ErrorEnvelopeSchema.parse(json(res)).errorCode).toBe('request_param_err');
    }
  });
});

describe('POST /admin/winners', () => {
  it('records a win with the name masked, puts it first and publishes winners.changed', async () => {
    const [some] = await board('?limitNum=1');
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/winners',
      headers: adminHeaders,
      payload: { gameId: some!.gameId, account: 'demoplayer', winAmount: '123456.78' },
    });
    expect(res.statusCode).toBe(200);
    const win = envelope(WinnerSchema).parse(json(res)).value;
    expect(win.customerName).toBe('de***er');
    expect(res.body).not.toContain('demoplayer');
    const [first] = await board('?limitNum=1');
    expect(first).toEqual(win);
    const news = published.findLast((e) => e.type === 'winners.changed');
    expect(news).toMatchObject({ type: 'winners.changed', merchant: 'demo', win: { id: win.id } });
  });

  it("publishes the win with its game's names: a gateway puts it on a board in any language as a read shows it", async () => {
    const lottery = (await board('?limitNum=50')).find((w) => w.gameCode === 'VNMB')!;
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/winners',
      headers: adminHeaders,
      payload: { gameId: lottery.gameId, account: 'demovip', winAmount: '500' },
    });
    expect(res.statusCode).toBe(200);
    const news = published.findLast((e) => e.type === 'winners.changed');
    if (news?.type !== 'winners.changed' || !news.win) throw new Error('no win in the news');
    for (const language of ['EN', 'KM', 'VI', 'SW']) {
      const [first] = await board(`?limitNum=1&language=${language}`);
      expect(winnerIn(news.win, language)).toEqual(first);
    }
    expect(winnerIn(news.win, 'KM').gameName).toBe('ឆ្នោតវៀតណាមភាគខាងជើង');
  });

  it('needs the admin key, an existing game and a valid amount', async () => {
    const noKey = await t.app.inject({
      method: 'POST',
      url: '/admin/winners',
      payload: { gameId: 1, account: 'abc', winAmount: '1.00' },
    });
    expect(noKey.statusCode).toBe(401);
    const noGame = await t.app.inject({
      method: 'POST',
      url: '/admin/winners',
      headers: adminHeaders,
      payload: { gameId: 99_999_999, account: 'abc', winAmount: '1.00' },
    });
    expect(noGame.statusCode).toBe(404);
    for (const winAmount of ['0', '-5', '1.001', 'abc']) {
      const bad = await t.app.inject({
        method: 'POST',
        url: '/admin/winners',
        headers: adminHeaders,
        payload: { gameId: 1, account: 'abc', winAmount },
      });
      expect(bad.statusCode, winAmount).toBe(400);
    }
  });
});
