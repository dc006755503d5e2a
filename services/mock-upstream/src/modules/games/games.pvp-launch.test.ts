/**
 * The spec's "pvp launch": `POST /wps/game/launchGame` (its call table), a PvP game by node id into
 * one of its rooms; the GET (upstream-contract.md) stays for every other launch and refuses a PvP game.
 */
import {
  envelope,
  ErrorEnvelopeSchema,
  gamesEndpoints,
  GameListSchema,
  LaunchGameResultSchema,
  MemberGamesSchema,
  PVP_ROOMS,
  PvpRoomsSchema,
  pvpEndpoints,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rsaKey } from '../../test/accounts.js';
import { json, startTestApp, type TestApp } from '../../test/app.js';
import { call, createMember, type TestMember } from '../../test/wallet.js';
import { openLaunchTicket } from '../demo-vendor/demo-vendor.ticket.js';

let t: TestApp;
let alice: TestMember;
let trial: TestMember;
let niuniu: number;
beforeAll(async () => {
  t = await startTestApp();
  const key = await rsaKey(t.app);
  alice = await createMember(t.app, key, { prefix: 'pl' });
  trial = await createMember(t.app, key, { prefix: 'pt', type: 4 });
  const rooms = envelope(PvpRoomsSchema).parse(json(await t.app.inject({ url: pvpEndpoints.rooms.path })));
  niuniu = rooms.value.list[0]!.nodeId;
});
afterAll(async () => t?.close());

const firstGame = async (query: string) => {
  const res = await t.app.inject({ url: `${gamesEndpoints.gameList.path}?${query}&pageSize=1` });
  const [game] = envelope(GameListSchema).parse(json(res)).value.games;
  if (!game) throw new Error(`no game for ${query}`);
  return game;
};
const post = (body: unknown, member: TestMember = alice) =>
  call(t.app, member.token, 'POST', gamesEndpoints.launchPvp.path, body);
const urlOf = (res: { body: string }) =>
  new URL(envelope(LaunchGameResultSchema).parse(json(res)).value.content.game_url, 'http://portal');
const errorOf = (res: { body: string }) => ErrorEnvelopeSchema.parse(JSON.parse(res.body));

describe('POST /wps/game/launchGame: the PvP launch', () => {
  it('opens the Niu-Niu table in the room asked for, with a signed real-money ticket, and records it', async () => {
    const res = await post({
      nodeId: niuniu,
      roomId: 'NN-3',
      clientType: 3,
      platform: 'flash,html5-desktop',
      language: 'vi',
    });
    expect(res.statusCode, res.body).toBe(200);
    const url = urlOf(res);
    expect(url.pathname).toBe('/demo-vendor/niuniu');
    expect(url.searchParams.get('room')).toBe('NN-3');
    const ticket = openLaunchTicket(t.config.seamlessSecret, url.searchParams.get('ticket') ?? '');
    expect(ticket).toMatchObject({ a: alice.account, v: 'DEMO', g: 'DEMONIUNIU', t: 1, l: 'vi' });
    const recent = envelope(MemberGamesSchema).parse(
      json(
        await t.app.inject({ url: gamesEndpoints.recentGames.path, headers: { authorization: alice.token } }),
      ),
    ).value;
    expect(recent.list[0]?.nodeId).toBe(niuniu);
    // Without a room the table opens on its own room list.
    expect(urlOf(await post({ nodeId: niuniu })).searchParams.has('room')).toBe(false);
  });

  it('opens another vendor’s PvP game (a sandbox page) without a room', async () => {
    const km = await firstGame('gameType=PVP&vassalage=KM');
    expect(urlOf(await post({ nodeId: km.nodeId })).pathname).toBe('/demo-vendor/sandbox');
  });

  it('refuses a room the game does not have, a game of another category, and bad input, at the field', async () => {
    const km = await firstGame('gameType=PVP&vassalage=KM');
    const slot = await firstGame('gameType=RNG&vassalage=DEMO');
    const cases: [unknown, string, Record<string, string>][] = [
      [{ nodeId: niuniu, roomId: 'NN-99' }, 'NOT_FOUND', { roomId: 'room_unknown' }],
      [{ nodeId: km.nodeId, roomId: PVP_ROOMS[0]!.roomId }, 'NOT_FOUND', { roomId: 'room_unknown' }],
      [{ nodeId: slot.nodeId }, 'request_param_err', { nodeId: 'not_pvp_game' }],
      [{ nodeId: 999_999 }, 'NOT_FOUND', { nodeId: 'NOT_FOUND' }],
      [{ roomId: 'NN-1' }, 'request_param_err', { nodeId: 'is required' }],
      [{ nodeId: niuniu, roomId: '../NN-1' }, 'request_param_err', { roomId: 'room_format' }],
      [{ nodeId: niuniu, clientType: 7 }, 'request_param_err', { clientType: 'client_type_unknown' }],
      [{ nodeId: niuniu, platform: 'flash,html6' }, 'request_param_err', { platform: 'platform_unknown' }],
      [
        { nodeId: niuniu, accountType: 2 },
        'request_param_err',
        { accountType: expect.any(String) as string },
      ],
    ];
    for (const [body, errorCode, fields] of cases) {
      const res = await post(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(res), JSON.stringify(body)).toMatchObject({ errorCode, fields });
    }
  });

  it('holds a PvP launch to the rules of every launch: free play, trial accounts, a session', async () => {
    expect(errorOf(await post({ nodeId: niuniu, accountType: 0 })).errorCode).toBe('function.not.available');
    expect(errorOf(await post({ nodeId: niuniu }, trial)).errorCode).toBe('TRIAL_ACCOUNT');
    const visitor = await t.app.inject({
      method: 'POST',
      url: gamesEndpoints.launchPvp.path,
      payload: { nodeId: niuniu },
    });
    expect(errorOf(visitor).errorCode).toBe('login.not.session');
  });
});

describe('GET /wps/game/launchGame: every launch but a PvP game', () => {
  it('refuses a PvP game, naming the POST', async () => {
    const res = await t.app.inject({
      url: `${gamesEndpoints.launch.path}?launchMode=GLS&nodeId=${niuniu}`,
      headers: { authorization: alice.token },
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({
      errorCode: 'request_param_err',
      fields: { nodeId: 'pvp_launch_is_post' },
    });
  });

  it('still opens a casino game and a lottery', async () => {
    const slot = await firstGame('gameType=RNG&vassalage=DEMO');
    const get = (query: string) =>
      t.app.inject({
        url: `${gamesEndpoints.launch.path}?${query}`,
        headers: { authorization: alice.token },
      });
    expect(urlOf(await get(`launchMode=GLS&nodeId=${slot.nodeId}`)).pathname).toBe('/demo-vendor/slot');
    expect(urlOf(await get('launchMode=LOTT&vassalage=TCG_LOTTO_VN&lottoArea=VN')).pathname).toBe(
      '/demo-vendor/lottery',
    );
  });
});
