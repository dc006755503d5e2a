/**
 * The client type and platform of the lobby calls (spec sections 7 and 9: "client type 3; platform
 * flash,html5-desktop"), and the vassal game type call: every game names the platforms it runs on,
 * and the game list, hot games, favourites, recent games, the game types and the launch count only
 * the games that run on one of the platforms the call names (or its client type's).
 */
import {
  envelope,
  ErrorEnvelopeSchema,
  gamesEndpoints,
  GameListSchema,
  HotGamesSchema,
  LaunchGameResultSchema,
  MemberGamesSchema,
  PORTAL_GAME_PLATFORM,
  VassalGameTypesSchema,
  VendorLanesSchema,
  type Game,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rsaKey } from '../../test/accounts.js';
import { json, startTestApp, type TestApp } from '../../test/app.js';
import { call, createMember, type TestMember } from '../../test/wallet.js';

let t: TestApp;
let member: TestMember;
beforeAll(async () => {
  t = await startTestApp();
  member = await createMember(t.app, await rsaKey(t.app), { prefix: 'gp' });
});
afterAll(async () => t?.close());

const PORTAL = encodeURIComponent(PORTAL_GAME_PLATFORM);
const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? { authorization: token } : {} });
const list = async (query: string): Promise<Game[]> => {
  const res = await get(`${gamesEndpoints.gameList.path}?pageSize=100&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return envelope(GameListSchema).parse(json(res)).value.games;
};
const codes = (games: Game[]) => games.map((g) => g.gameCode);
const fields = (body: string) => ErrorEnvelopeSchema.parse(JSON.parse(body)).fields;

describe('the platforms of the lobby calls', () => {
  it('lists the Flash-only video poker and not the phone-only games to the portal’s platforms', async () => {
    const portal = codes(await list(`gameType=RNG&vassalage=JDB&platform=${PORTAL}&clientType=3`));
    const phone = codes(await list('gameType=RNG&vassalage=JDB&platform=html5-mobile'));
    const desktopOnly = codes(await list('gameType=RNG&vassalage=JDB&platform=html5-desktop'));
    const everything = codes(await list('gameType=RNG&vassalage=JDB'));

    // JDB1019, JDB1020: video poker, Flash only; JDB1025, JDB1026: for phones only.
    expect(portal).toEqual(expect.arrayContaining(['JDB1019', 'JDB1020']));
    expect(portal).not.toEqual(expect.arrayContaining(['JDB1025']));
    expect(portal).not.toContain('JDB1026');
    expect(phone).toEqual(expect.arrayContaining(['JDB1025', 'JDB1026']));
    expect(phone).not.toContain('JDB1019');
    // "html5-desktop" alone (the value sent before) loses the Flash games the portal lists.
    expect(desktopOnly).not.toContain('JDB1019');
    expect(portal).toHaveLength(24);
    expect(everything).toHaveLength(26);
  });

  it('counts on each vendor card only the games the client can run, as its game list lists them', async () => {
    const lanesFor = async (query: string) => {
      const res = await get(`${gamesEndpoints.vendorLanes.path}?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return envelope(VendorLanesSchema)
        .parse(json(res))
        .value.flatMap((lane) => lane.vendors);
    };
    const portal = await lanesFor(`clientType=3&platform=${PORTAL}`);
    const jdb = portal.find((v) => v.vendor === 'JDB' && v.gameType === 'RNG');
    // JDB's phone-only slots (JDB1025, JDB1026) are not the portal's: 24 of its 26 games.
    expect(jdb?.gameCount).toBe(24);
    expect((await lanesFor('clientType=1')).find((v) => v.nodeId === jdb?.nodeId)?.gameCount).toBe(
      (await list('gameType=RNG&vassalage=JDB&clientType=1')).length,
    );
    // Every card agrees with the list its tab gives the same client.
    for (const card of portal.filter((v) => v.gameType === 'RNG')) {
      const tab = card.vassalage ?? card.vendor;
      const listed = await list(`gameType=RNG&vassalage=${tab}&platform=${PORTAL}&clientType=3`);
      expect(card.gameCount, card.vendor).toBe(listed.length);
    }
    // A caller that names no client counts every game, as before.
    expect((await lanesFor('')).find((v) => v.nodeId === jdb?.nodeId)?.gameCount).toBe(26);
    const bad = await get(`${gamesEndpoints.vendorLanes.path}?platform=html6`);
    expect(bad.statusCode).toBe(400);
    expect(fields(bad.body)).toMatchObject({ platform: 'platform_unknown' });
  });

  it('reads the platforms of the client type when the call names none', async () => {
    expect(codes(await list('gameType=RNG&vassalage=JDB&clientType=3'))).toEqual(
      codes(await list(`gameType=RNG&vassalage=JDB&platform=${PORTAL}`)),
    );
    expect(codes(await list('gameType=RNG&vassalage=JDB&clientType=1'))).toEqual(
      codes(await list('gameType=RNG&vassalage=JDB&platform=html5-mobile')),
    );
    // A named platform wins over the client type's.
    expect(codes(await list('gameType=RNG&vassalage=JDB&clientType=1&platform=flash'))).toEqual([
      'JDB1019',
      'JDB1020',
    ]);
  });

  it('refuses an unknown platform or client type at its field, answering no list', async () => {
    for (const [query, field] of [
      ['platform=flash,html6', 'platform'],
      ['platform=', 'platform'],
      ['platform=%2C', 'platform'],
      ['clientType=9', 'clientType'],
      ['clientType=web', 'clientType'],
    ] as const) {
      const res = await get(`${gamesEndpoints.gameList.path}?gameType=RNG&${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(fields(res.body) ?? {}), query).toEqual([field]);
    }
    const hot = await get(`${gamesEndpoints.hotGames.path}?gameType=RNG&platform=psp`);
    expect(fields(hot.body)).toEqual({ platform: 'platform_unknown' });
  });

  it('leaves the games a platform cannot run out of the hot games, favourites and recent games', async () => {
    const [phoneOnly] = await list('gameType=RNG&vassalage=JDB&gameName=Pocket%20Fortune');
    const [poker] = await list('gameType=RNG&vassalage=JDB&gameName=JDB1019');
    if (!phoneOnly || !poker) throw new Error('seed: JDB games missing');
    for (const game of [phoneOnly, poker]) {
      const res = await call(t.app, member.token, 'POST', gamesEndpoints.favouriteToggle.path, {
        nodeId: game.nodeId,
        vendor: game.vendor,
        gameType: game.gameType,
        favourite: true,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const favourites = async (query: string) =>
      envelope(MemberGamesSchema)
        .parse(json(await get(`${gamesEndpoints.favourites.path}?${query}`, member.token)))
        .value.list.map((g) => g.gameCode);
    expect(await favourites(`clientType=3&platform=${PORTAL}&language=EN`)).toEqual(['JDB1019']);
    expect(await favourites('platform=html5-mobile')).toEqual(['JDB1025']);
    expect((await favourites('')).sort()).toEqual(['JDB1019', 'JDB1025']);

    // A phone app launched the phone-only game: the portal's recent games leave it out.
    const launched = await get(
      `${gamesEndpoints.launch.path}?launchMode=GLS&nodeId=${phoneOnly.nodeId}&clientType=1`,
      member.token,
    );
    expect(launched.statusCode, launched.body).toBe(200);
    const recent = async (query: string) =>
      envelope(MemberGamesSchema)
        .parse(json(await get(`${gamesEndpoints.recentGames.path}?${query}`, member.token)))
        .value.list.map((g) => g.gameCode);
    expect(await recent('clientType=3')).toEqual([]);
    expect(await recent('clientType=1')).toEqual(['JDB1025']);

    const hot = async (platform: string) =>
      envelope(HotGamesSchema)
        .parse(
          json(await get(`${gamesEndpoints.hotGames.path}?gameType=RNG&vassalage=JDB&platform=${platform}`)),
        )
        .value.list.map((g) => g.gameCode);
    expect((await hot(PORTAL)).length).toBeGreaterThan(0);
    expect(await hot('flash')).toEqual([]);
  });

  it('refuses to launch a game on a platform it does not run on', async () => {
    const [phoneOnly] = await list('gameType=RNG&vassalage=JDB&gameName=Tap%20Tap');
    const res = await get(
      `${gamesEndpoints.launch.path}?launchMode=GLS&nodeId=${phoneOnly?.nodeId}&clientType=3&platform=${PORTAL}`,
      member.token,
    );
    expect(res.statusCode).toBe(400);
    expect(ErrorEnvelopeSchema.parse(JSON.parse(res.body))).toMatchObject({
      errorCode: 'NOT_FOUND',
      fields: { platform: 'platform_unsupported' },
    });
    const phone = await get(
      `${gamesEndpoints.launch.path}?launchMode=GLS&nodeId=${phoneOnly?.nodeId}&platform=html5-mobile`,
      member.token,
    );
    expect(envelope(LaunchGameResultSchema).parse(json(phone)).value.content.game_url).toMatch(
      /^\/demo-vendor\/sandbox\?ticket=/,
    );
  });
});

describe('GCSGAME_vassalGameType (the spec’s "vassal game type")', () => {
  const types = async (query: string) => {
    const res = await get(`${gamesEndpoints.vassalGameTypes.path}?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return envelope(VassalGameTypesSchema).parse(json(res)).value;
  };

  it('lists the game types of a vassal with their games, in the spec’s order', async () => {
    const jili = await types(`gameType=RNG&vassalage=JL&platform=${PORTAL}`);
    expect(jili.list).toEqual([
      { gameClassify: 'SC', gameCount: 2 },
      { gameClassify: 'VP', gameCount: 2 },
      { gameClassify: 'JP', gameCount: 4 },
      { gameClassify: 'TG', gameCount: 1 },
      { gameClassify: 'AC', gameCount: 2 },
      { gameClassify: 'BG', gameCount: 1 },
    ]);
    expect(jili.gameCount).toBe(24);
    // Each count is what the game list filtered by that type pages through.
    const scratch = await get(
      `${gamesEndpoints.gameList.path}?gameType=RNG&vassalage=JL&gameClassify=SC&platform=${PORTAL}`,
    );
    expect(envelope(GameListSchema).parse(json(scratch)).value.totalCount).toBe(2);
  });

  it('counts only what the client’s platforms list, and names no type a vassal does not have', async () => {
    const phone = await types('gameType=RNG&vassalage=JDB&platform=html5-mobile');
    expect(phone.list.map((c) => c.gameClassify)).not.toContain('VP');
    expect(phone.gameCount).toBe(24);
    // The demo vendor's slots have no type: nothing to filter by.
    expect(await types('gameType=RNG&vassalage=DEMO&clientType=3')).toEqual({ gameCount: 1, list: [] });
    // A VASSALAGE (popup) vendor answers like any other.
    expect((await types('gameType=RNG&vassalage=KA&clientType=3')).list.length).toBeGreaterThan(0);
    // The whole category without a vendor tab.
    expect((await types('gameType=RNG&clientType=3')).gameCount).toBeGreaterThan(24);
  });

  it('refuses a vendor tab the brand does not offer in the category, and bad input, at its field', async () => {
    const unknown = await get(`${gamesEndpoints.vassalGameTypes.path}?gameType=FISH&vassalage=PG`);
    expect(unknown.statusCode).toBe(400);
    expect(ErrorEnvelopeSchema.parse(JSON.parse(unknown.body))).toMatchObject({
      errorCode: 'NOT_FOUND',
      fields: { vassalage: 'NOT_FOUND' },
    });
    for (const [query, field] of [
      ['vassalage=JL', 'gameType'],
      ['gameType=SLOTS', 'gameType'],
      ['gameType=RNG&vassalage=..%2FJL', 'vassalage'],
      ['gameType=RNG&platform=vr', 'platform'],
    ] as const) {
      const res = await get(`${gamesEndpoints.vassalGameTypes.path}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(fields(res.body) ?? {}), query).toEqual([field]);
    }
  });
});
