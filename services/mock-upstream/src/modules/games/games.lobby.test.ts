import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.js';
import {
  gamesEndpoints,
  BetRecordsSchema,
  envelope,
  ErrorEnvelopeSchema,
  FavouriteIdsSchema,
  GameListSchema,
  GAME_PAGE_SIZE,
  HotGamesSchema,
  LaunchGameResultSchema,
  MemberGamesSchema,
  VendorCardSchema,
  WinnerBoardSchema,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rsaKey } from '../../test/accounts.js';
import { json, startTestApp, type TestApp } from '../../test/app.js';
import { call, createMember, fund, type TestMember } from '../../test/wallet.js';
import { signedSeamlessRequest } from '../seamless/seamless.service.js';
import { openLaunchTicket } from '../demo-vendor/demo-vendor.ticket.js';

let t: TestApp;
let alice: TestMember;
let trial: TestMember;
beforeAll(async () => {
  t = await startTestApp();
  const key = await rsaKey(t.app);
  alice = await createMember(t.app, key, { prefix: 'gl' });
  trial = await createMember(t.app, key, { prefix: 'gt', type: 4 });
});
afterAll(async () => t?.close());

const get = async (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? { authorization: token } : {} });
const list = async (query: string) => {
  const res = await get(`${gamesEndpoints.gameList.path}?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return envelope(GameListSchema).parse(json(res)).value;
};
const errorOf = (body: string) => ErrorEnvelopeSchema.parse(JSON.parse(body));

describe('GCSGAME_gameList', () => {
  it('pages a vendor tab 21 at a time with the total', async () => {
    const first = await list('gameType=RNG&vassalage=JL');
    expect(first.games).toHaveLength(GAME_PAGE_SIZE);
    expect(first.totalCount).toBe(24);
    expect(first.totalPages).toBe(2);
    const second = await list('gameType=RNG&vassalage=JL&pageNo=2');
    expect(second.games).toHaveLength(3);
    const codes = new Set([...first.games, ...second.games].map((g) => g.gameCode));
    expect(codes.size).toBe(24);
    for (const g of first.games) {
      expect(g).toMatchObject({
        vendor: 'JILI',
        gameType: 'RNG',
        vassalage: 'JL',
        icon: `/game/${g.nodeId}.svg`,
      });
    }
  });

  it('filters by classify, minimum bet and name (case-insensitive, wildcards literal)', async () => {
    const scratch = await list('gameType=RNG&vassalage=PG&gameClassify=SC');
    expect(scratch.games.length).toBeGreaterThan(0);
    for (const g of scratch.games) expect(g.gameClassify).toBe('SC');
    const cheap = await list('gameType=RNG&minBet=0.05');
    expect(cheap.totalCount).toBeGreaterThan(0);
    for (const g of cheap.games) expect(g.minBet).toBe('0.05');
    expect((await list('gameType=RNG&minBet=all')).totalCount).toBeGreaterThan(cheap.totalCount);
    const found = await list('gameType=RNG&gameName=lucky%20LANTERNS');
    expect(found.games.map((g) => g.gameCode)).toContain('DEMOSLOT');
    expect((await list('gameType=RNG&gameName=%25')).totalCount).toBe(0);
  });

  it('refuses a bad filter field by field', async () => {
    const res = await get(`${gamesEndpoints.gameList.path}?gameType=NOPE&minBet=0.02&pageSize=500`);
    expect(res.statusCode).toBe(400);
    const body = errorOf(res.body);
    expect(Object.keys(body.fields ?? {})).toEqual(
      expect.arrayContaining(['gameType', 'minBet', 'pageSize']),
    );
  });

  it('lists hot games of a vendor without paging', async () => {
    const res = await get(`${gamesEndpoints.hotGames.path}?gameType=RNG&vassalage=JL&isPlatform=2`);
    const hot = envelope(HotGamesSchema).parse(json(res)).value.list;
    expect(hot.length).toBeGreaterThan(0);
    for (const g of hot) expect(g).toMatchObject({ isHot: true, vendor: 'JILI' });
  });
});

describe('favourites', () => {
  it('sets, lists and clears a favourite idempotently; refuses a game that does not match', async () => {
    const [game] = (await list('gameType=FISH&vassalage=JL')).games;
    if (!game) throw new Error('no fish game');
    const toggle = (favourite: boolean, over: Record<string, unknown> = {}) =>
      call(t.app, alice.token, 'POST', gamesEndpoints.favouriteToggle.path, {
        nodeId: game.nodeId,
        vendor: game.vendor,
        gameType: game.gameType,
        favourite,
        ...over,
      });
    expect((await toggle(true)).statusCode).toBe(200);
    expect((await toggle(true)).statusCode).toBe(200);
    const favs = envelope(MemberGamesSchema).parse(
      json(await get(`${gamesEndpoints.favourites.path}?gameType=FISH`, alice.token)),
    ).value;
    expect(favs.list.map((g) => g.nodeId)).toEqual([game.nodeId]);
    const ids = envelope(FavouriteIdsSchema).parse(
      json(await get(gamesEndpoints.favouriteIds.path, alice.token)),
    );
    expect(ids.value.ids).toEqual([game.nodeId]);
    const wrong = await toggle(true, { gameType: 'RNG' });
    expect(errorOf(wrong.body).fields).toEqual({ nodeId: 'NOT_FOUND' });
    await toggle(false);
    await toggle(false);
    const after = envelope(MemberGamesSchema).parse(
      json(await get(gamesEndpoints.favourites.path, alice.token)),
    ).value;
    expect(after.totalCount).toBe(0);
  });

  it('needs a session', async () => {
    const res = await get(gamesEndpoints.favourites.path);
    expect(errorOf(res.body).errorCode).toBe('login.not.session');
  });
});

describe('launchGame', () => {
  const launch = async (query: string, member = alice) => {
    const res = await get(`${gamesEndpoints.launch.path}?${query}`, member.token);
    return {
      res,
      value: res.statusCode === 200 ? envelope(LaunchGameResultSchema).parse(json(res)).value : null,
    };
  };

  it('opens the demo slot with a signed ticket and records the recent game', async () => {
    const [slot] = (await list('gameType=RNG&vassalage=DEMO')).games;
    if (!slot) throw new Error('no demo slot');
    const { value } = await launch(`launchMode=GLS&nodeId=${slot.nodeId}&language=vi&clientType=3`);
    const url = new URL(value?.content.game_url ?? '', 'http://portal');
    expect(url.pathname).toBe('/demo-vendor/slot');
    const ticket = openLaunchTicket(t.config.seamlessSecret, url.searchParams.get('ticket') ?? '');
    expect(ticket).toMatchObject({ a: alice.account, v: 'DEMO', g: 'DEMOSLOT', t: 1, l: 'vi' });
    const recent = envelope(MemberGamesSchema).parse(
      json(await get(gamesEndpoints.recentGames.path, alice.token)),
    ).value;
    expect(recent.list[0]?.nodeId).toBe(slot.nodeId);
  });

  it('opens the Vietnamese lottery by game code or its lobby, other vendors in the sandbox page', async () => {
    const game = await launch(
      'launchMode=LOTT&vassalage=TCG_LOTTO_VN&lottoGameCode=VNST1&lottoView=betting&lottoArea=VN',
    );
    expect(game.value?.content.game_url).toMatch(
      /^\/demo-vendor\/lottery\?ticket=.+&game=VNST1&view=betting$/,
    );
    const lobby = await launch('launchMode=LOTT&vassalage=TCG_LOTTO_VN&lottoArea=VN');
    expect(lobby.value?.content.game_url).toMatch(/&game=&view=lobby$/);
    const [live] = (await list('gameType=LIVE&vassalage=EVO')).games;
    const other = await launch(`launchMode=GLS&nodeId=${live?.nodeId}`);
    expect(other.value?.content.game_url).toMatch(/^\/demo-vendor\/sandbox\?ticket=/);
  });

  it('refuses a vendor under maintenance, a trial account on real money, an unknown game', async () => {
    const [mg] = (await list('gameType=RNG&vassalage=MG')).games;
    const down = await launch(`launchMode=GLS&nodeId=${mg?.nodeId}`);
    expect(errorOf(down.res.body).errorCode).toBe('VENDOR_MAINTENANCE');
    const [table] = (await list('gameType=LIVE&vassalage=EVO')).games;
    expect(table?.freePlay).toBe(false);
    const trialReal = await launch(`launchMode=GLS&nodeId=${table?.nodeId}`, trial);
    expect(errorOf(trialReal.res.body).errorCode).toBe('TRIAL_ACCOUNT');
    const [demo] = (await list('gameType=RNG&vassalage=DEMO')).games;
    const trialFree = await launch(`launchMode=GLS&nodeId=${demo?.nodeId}`, trial);
    const ticket = openLaunchTicket(
      t.config.seamlessSecret,
      new URL(trialFree.value?.content.game_url ?? '', 'http://p').searchParams.get('ticket') ?? '',
    );
    expect(ticket?.t).toBe(0);
    expect(errorOf((await launch('launchMode=GLS&nodeId=999999')).res.body).fields).toEqual({
      nodeId: 'NOT_FOUND',
    });
    expect(errorOf((await get(`${gamesEndpoints.launch.path}?launchMode=GLS&nodeId=1`)).body).errorCode).toBe(
      'login.not.session',
    );
  });
});

describe('operator vendor switches', () => {
  it('puts a vendor lane under maintenance and publishes games.changed', async () => {
    const seen: string[] = [];
    const stop = t.app.events.subscribe((e) => seen.push(e.type));
    const patch = (body: unknown) =>
      t.app.inject({
        method: 'PATCH',
        url: '/admin/vendors/PG/RNG',
        headers: { 'x-admin-key': t.config.adminKey },
        payload: body as Record<string, unknown>,
      });
    const res = await patch({ maintenance: true });
    expect(envelope(VendorCardSchema).parse(json(res)).value).toMatchObject({
      vendor: 'PG',
      maintenance: true,
    });
    expect(seen).toContain('games.changed');
    await patch({ maintenance: false });
    expect((await patch({})).statusCode).toBe(400);
    stop();
  });
});

async function seamless(kind: 'debit' | 'credit', body: Record<string, unknown>) {
  const res = await t.app.inject(
    signedSeamlessRequest(t.config.seamlessSecret, kind, { vendor: 'DEMO', account: alice.account, ...body }),
  );
  expect(res.statusCode, res.body).toBe(200);
}

describe('betting record', () => {
  it('lists each round with its game, bet, win and status, and totals every match', async () => {
    await fund(t.app, alice.account, '50.00');
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date());
    await seamless('debit', { txId: 'br-d1', roundId: 'br-r1', gameCode: 'DEMOSLOT', amount: '2.00' });
    await seamless('credit', { txId: 'br-c1', roundId: 'br-r1', gameCode: 'DEMOSLOT', amount: '5.50' });
    await seamless('debit', { txId: 'br-d2', roundId: 'br-r2', gameCode: 'DEMOSLOT', amount: '1.00' });
    const page = async (extra = '') =>
      envelope(BetRecordsSchema).parse(
        json(
          await get(
            `${gamesEndpoints.betRecords.path}?startDate=${day}&endDate=${day}&pageSize=1${extra}`,
            alice.token,
          ),
        ),
      ).value;
    const all = await page();
    expect(all.totalCount).toBe(2);
    expect(all.list).toHaveLength(1);
    expect(all.list[0]).toMatchObject({
      roundId: 'br-r2',
      gameName: 'Lucky Lanterns',
      gameType: 'RNG',
      status: 'pending',
      bet: '1.00',
      validBet: '0.00',
      // Not settled: neither a win nor a loss yet.
      win: null,
      profit: null,
    });
    // The open round's stake is pending, outside the win and the profit.
    expect(all.summary).toEqual({
      bet: '3.00',
      validBet: '2.00',
      win: '5.50',
      profit: '3.50',
      pendingBet: '1.00',
      rounds: 2,
      pendingRounds: 1,
    });
    const settled = await page('&status=settled&gameType=RNG&vendor=DEMO');
    expect(settled.list[0]).toMatchObject({
      roundId: 'br-r1',
      bet: '2.00',
      validBet: '2.00',
      win: '5.50',
      profit: '3.50',
    });
    const pending = await page('&status=pending');
    expect(pending.list.map((r) => r.roundId)).toEqual(['br-r2']);
    expect((await page('&gameType=LIVE')).totalCount).toBe(0);
  });

  it('names each round by its own game: another game of the vendor, and none for a code the catalogue lacks', async () => {
    const bob = await createMember(t.app, await rsaKey(t.app), { prefix: 'gn' });
    await fund(t.app, bob.account, '10.00');
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date());
    const play = async (roundId: string, vendor: string, gameCode: string) => {
      const res = await t.app.inject(
        signedSeamlessRequest(t.config.seamlessSecret, 'debit', {
          vendor,
          account: bob.account,
          txId: `${roundId}-d`,
          roundId,
          gameCode,
          amount: '1.00',
        }),
      );
      expect(res.statusCode, res.body).toBe(200);
    };
    const [lottery] = rowsOf(
      await t.app.db.execute(sql`
      SELECT g.game_code, g.game_name FROM games g JOIN game_vendors v ON v.id = g.vendor_id
      WHERE v.vendor = 'TCG_LOTTO_VN' ORDER BY g.id LIMIT 1`),
    ) as { game_code: string; game_name: string }[];
    await play('gn-slot', 'DEMO', 'DEMOSLOT');
    await play('gn-none', 'DEMO', 'NO-SUCH-GAME');
    if (lottery) await play('gn-lotto', 'TCG_LOTTO_VN', lottery.game_code);
    const list = envelope(BetRecordsSchema).parse(
      json(await get(`${gamesEndpoints.betRecords.path}?startDate=${day}&endDate=${day}`, bob.token)),
    ).value.list;
    const nameOf = (roundId: string) => list.find((r) => r.roundId === roundId)?.gameName;
    expect(nameOf('gn-slot')).toBe('Lucky Lanterns');
    // A code the catalogue lacks is shown as the code itself, never as another game's name.
    expect(nameOf('gn-none')).toBe('NO-SUCH-GAME');
    if (lottery) expect(nameOf('gn-lotto')).toBe(lottery.game_name);
  });

  it('puts a big win (20x the bet and at least 10.00) on the winner board, and not a small one', async () => {
    const board = async () =>
      envelope(WinnerBoardSchema).parse(json(await get('/wps/relay/CMS_winnerBoard?limitNum=50'))).value.list;
    const before = (await board()).length;
    await seamless('debit', { txId: 'bw-d1', roundId: 'bw-r1', gameCode: 'DEMOSLOT', amount: '0.50' });
    await seamless('credit', { txId: 'bw-c1', roundId: 'bw-r1', gameCode: 'DEMOSLOT', amount: '12.00' });
    await seamless('debit', { txId: 'bw-d2', roundId: 'bw-r2', gameCode: 'DEMOSLOT', amount: '1.00' });
    await seamless('credit', { txId: 'bw-c2', roundId: 'bw-r2', gameCode: 'DEMOSLOT', amount: '15.00' });
    await expect.poll(async () => (await board())[0]?.winAmount, { timeout: 3000 }).toBe('12.00');
    const list = await board();
    expect(list).toHaveLength(before + 1);
    expect(list[0]).toMatchObject({ gameName: 'Lucky Lanterns' });
    expect(list[0]?.customerName).not.toBe(alice.account);
  });

  it('answers an empty page for a member without rounds and refuses a range over 31 days', async () => {
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date());
    const res = await get(`${gamesEndpoints.betRecords.path}?startDate=${day}&endDate=${day}`, trial.token);
    const value = envelope(BetRecordsSchema).parse(json(res)).value;
    expect(value).toMatchObject({
      list: [],
      totalCount: 0,
      summary: { bet: '0.00', win: '0.00', profit: '0.00' },
    });
    const wide = await get(
      `${gamesEndpoints.betRecords.path}?startDate=2026-01-01&endDate=2026-03-01`,
      alice.token,
    );
    expect(errorOf(wide.body).errorCode).toBe('RECORD_RANGE_INVALID');
  });
});
