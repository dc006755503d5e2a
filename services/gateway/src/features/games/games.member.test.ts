import { ErrorCode, gamesEndpoints, type BetRecords, type MemberGames } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { Browser } from '../../test/browser.js';
import { fakeRound, newGamesState } from '../../test/fake-games.js';
import { useGatewayApp } from '../../test/gateway-app.js';
import { loggedIn, trial } from '../../test/money.js';

const e = gamesEndpoints;

describe('a member’s games: favourites, recent games, launch, betting record', () => {
  const gw = useGatewayApp({ verifier: true, perTest: { fresh: ['accounts', 'games'] } });

  const nodeIds = (games: unknown) => (games as MemberGames).list.map((g) => g.nodeId);
  const favourite = (b: Browser, nodeId: number, vendor: string, isFavourite = true) =>
    b.mutation('games.setFavourite', { nodeId, vendor, gameType: 'RNG', favourite: isFavourite });
  const memberPaths = [
    e.favourites,
    e.favouriteIds,
    e.favouriteToggle,
    e.recentGames,
    e.launch,
    e.betRecords,
  ].map((d) => d.path);

  it('refuses every member call without a login, without asking the platform', async () => {
    const visitor = new Browser(gw.app);
    const calls = [
      visitor.query('games.favourites', {}),
      visitor.query('games.favouriteIds'),
      favourite(visitor, 101, 'V1'),
      visitor.query('games.recent', {}),
      visitor.mutation('games.launch', { kind: 'game', nodeId: 101 }),
      visitor.query('games.betRecords', { startDate: '2026-01-01', endDate: '2026-01-02' }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(401);
      expect(res.code).toBe(ErrorCode.loginRequired);
    }
    expect(memberPaths.map((path) => gw.up.hits(path))).toEqual([0, 0, 0, 0, 0, 0]);
  });

  describe('favourites', () => {
    it('sets a favourite, lists it with its id, keeps one however often it is set, and clears it', async () => {
      const alice = await loggedIn(gw.app);
      expect((await favourite(alice, 102, 'V1')).data).toEqual({ nodeId: 102, favourite: true });
      await favourite(alice, 101, 'V1');
      await favourite(alice, 101, 'V1');
      expect((await alice.query('games.favouriteIds')).data).toEqual([101, 102]);
      const list = await alice.query('games.favourites', { gameType: 'RNG' });
      expect(nodeIds(list.data)).toEqual([101, 102]);
      expect(list.data).toMatchObject({ totalCount: 2, pageNo: 1 });

      expect((await favourite(alice, 101, 'V1', false)).data).toEqual({ nodeId: 101, favourite: false });
      expect((await alice.query('games.favouriteIds')).data).toEqual([102]);
      expect(nodeIds((await alice.query('games.favourites', {})).data)).toEqual([102]);
    });

    it('refuses a game that is not the vendor’s and changes nothing', async () => {
      const alice = await loggedIn(gw.app);
      const res = await favourite(alice, 101, 'V2');
      expect(res.code).toBe('NOT_FOUND');
      expect((await alice.query('games.favouriteIds')).data).toEqual([]);
      const bad = await alice.mutation('games.setFavourite', { nodeId: -1, vendor: 'V1', gameType: 'RNG' });
      expect(bad.code).toBe(ErrorCode.validation);
      expect(gw.up.hits(e.favouriteToggle.path)).toBe(1);
    });

    it('asks for the favourites and recent games of the portal’s client type, platforms and language', async () => {
      const alice = await loggedIn(gw.app);
      await alice.query('games.favourites', { gameType: 'RNG' });
      await alice.query('games.recent', { gameType: 'RNG', pageNo: 2 });
      const queries = gw.up.requests
        .filter((r) => r.path === e.favourites.path || r.path === e.recentGames.path)
        .map((r) => Object.fromEntries(new URLSearchParams(r.query)));
      expect(queries).toEqual([
        {
          gameType: 'RNG',
          pageNo: '1',
          pageSize: '21',
          language: 'EN',
          clientType: '3',
          platform: 'flash,html5-desktop',
        },
        {
          gameType: 'RNG',
          pageNo: '2',
          pageSize: '21',
          language: 'EN',
          clientType: '3',
          platform: 'flash,html5-desktop',
        },
      ]);
    });

    it('shows each member only their own favourites', async () => {
      const alice = await loggedIn(gw.app);
      await favourite(alice, 101, 'V1');
      const vip = await loggedIn(gw.app, 'vipmember');
      expect((await vip.query('games.favouriteIds')).data).toEqual([]);
      expect(nodeIds((await vip.query('games.favourites', {})).data)).toEqual([]);
      expect((await alice.query('games.favouriteIds')).data).toEqual([101]);
    });
  });

  describe('launch', () => {
    it('answers the vendor’s URL for real money and puts the game first among the recent ones', async () => {
      const alice = await loggedIn(gw.app);
      await alice.mutation('games.launch', { kind: 'game', nodeId: 101 });
      const res = await alice.mutation('games.launch', { kind: 'game', nodeId: 102 });
      expect(res.data).toEqual({ url: '/demo-vendor/slot?game=G102&money=real&lang=EN' });
      expect(nodeIds((await alice.query('games.recent', {})).data)).toEqual([102, 101]);
    });

    it('launches free play when asked, where the game offers it', async () => {
      const alice = await loggedIn(gw.app);
      const fun = await alice.mutation('games.launch', { kind: 'game', nodeId: 101, freePlay: true });
      expect(fun.data).toEqual({ url: '/demo-vendor/slot?game=G101&money=fun&lang=EN' });
      const none = await alice.mutation('games.launch', { kind: 'game', nodeId: 102, freePlay: true });
      expect(none.code).toBe(ErrorCode.functionNotAvailable);
    });

    it('opens the lottery lobby without a game code and a game’s betting view with one', async () => {
      const alice = await loggedIn(gw.app);
      const lobby = await alice.mutation('games.launch', {
        kind: 'lottery',
        vassalage: 'TCG_LOTTO_VN',
        backUrl: '/lott',
      });
      expect(lobby.data).toEqual({
        url: '/demo-vendor/lottery?vendor=TCG_LOTTO_VN&game=&view=lobby&money=real&back=%2Flott',
      });
      const game = await alice.mutation('games.launch', {
        kind: 'lottery',
        vassalage: 'TCG_LOTTO_VN',
        gameCode: 'VNST1',
      });
      expect(game.data).toEqual({
        url: '/demo-vendor/lottery?vendor=TCG_LOTTO_VN&game=VNST1&view=betting&money=real&back=',
      });
    });

    it('refuses a vendor under maintenance, a trial session on real money, an unknown game', async () => {
      gw.up.state.games.maintenance.add('V2');
      const alice = await loggedIn(gw.app);
      expect((await alice.mutation('games.launch', { kind: 'game', nodeId: 201 })).code).toBe(
        ErrorCode.vendorMaintenance,
      );
      expect((await alice.mutation('games.launch', { kind: 'game', nodeId: 999 })).code).toBe(
        ErrorCode.notFound,
      );
      const guest = await trial(gw.app);
      expect((await guest.mutation('games.launch', { kind: 'game', nodeId: 102 })).code).toBe(
        ErrorCode.trialAccount,
      );
      expect((await guest.mutation('games.launch', { kind: 'game', nodeId: 101 })).data).toEqual({
        url: '/demo-vendor/slot?game=G101&money=fun&lang=EN',
      });
      expect(nodeIds((await alice.query('games.recent', {})).data)).toEqual([]);
    });

    it('launches a PvP game by the platform’s POST, into the room asked for', async () => {
      const alice = await loggedIn(gw.app);
      const res = await alice.mutation('games.launch', { kind: 'pvp', nodeId: 401, roomId: 'NN-2' });
      expect(res.data).toEqual({ url: '/demo-vendor/niuniu?game=DEMONIUNIU&money=real&lang=EN&room=NN-2' });
      const [sent] = gw.up.requests.filter((r) => r.path === e.launchPvp.path);
      expect(sent?.method).toBe('POST');
      expect(sent?.body).toEqual({
        nodeId: 401,
        roomId: 'NN-2',
        clientType: 3,
        platform: 'flash,html5-desktop',
        language: 'EN',
        accountType: 1,
      });
      expect(nodeIds((await alice.query('games.recent', {})).data)).toEqual([401]);
      // Without a room, and a PvP game with free play for it.
      const tongits = await alice.mutation('games.launch', { kind: 'pvp', nodeId: 402, freePlay: true });
      expect(tongits.data).toEqual({ url: '/demo-vendor/slot?game=G402&money=fun&lang=EN' });
    });

    it('passes on the platform’s refusals of a PvP launch at their fields', async () => {
      const alice = await loggedIn(gw.app);
      const noRoom = await alice.mutation('games.launch', { kind: 'pvp', nodeId: 402, roomId: 'NN-1' });
      expect(noRoom.code).toBe(ErrorCode.notFound);
      expect(noRoom.fields).toEqual({ roomId: 'room_unknown' });
      const slot = await alice.mutation('games.launch', { kind: 'pvp', nodeId: 101 });
      expect(slot.fields).toEqual({ nodeId: 'not_pvp_game' });
      expect(nodeIds((await alice.query('games.recent', {})).data)).toEqual([]);
    });

    it('launches a PvP game named only by its node (a banner’s bare node id) by the POST', async () => {
      const alice = await loggedIn(gw.app);
      const res = await alice.mutation('games.launch', { kind: 'game', nodeId: 401 });
      expect(res.data).toEqual({ url: '/demo-vendor/niuniu?game=DEMONIUNIU&money=real&lang=EN' });
      // The platform's GET said the game is the POST's; the POST launched it, with no room named.
      const launches = () => gw.up.requests.filter((r) => r.path === e.launch.path);
      expect(launches().map((r) => r.method)).toEqual(['GET', 'POST']);
      const posts = launches().filter((r) => r.method === 'POST');
      expect(posts.map((r) => r.body)).toEqual([
        { nodeId: 401, clientType: 3, platform: 'flash,html5-desktop', language: 'EN', accountType: 1 },
      ]);
      expect(nodeIds((await alice.query('games.recent', {})).data)).toEqual([401]);
      // Any other refusal of the GET stands: a game that does not exist is not tried by the POST.
      const missing = await alice.mutation('games.launch', { kind: 'game', nodeId: 999_999 });
      expect(missing.code).toBe(ErrorCode.notFound);
      expect(launches().map((r) => r.method)).toEqual(['GET', 'POST', 'GET']);
    });

    it('refuses a malformed room without asking the platform', async () => {
      const alice = await loggedIn(gw.app);
      for (const roomId of ['../NN-1', 'NN-1; drop', '']) {
        const res = await alice.mutation('games.launch', { kind: 'pvp', nodeId: 401, roomId });
        expect(res.code, roomId).toBe(ErrorCode.validation);
        expect(Object.keys(res.fields ?? {}), roomId).toEqual(['roomId']);
      }
      expect(gw.up.hits(e.launchPvp.path)).toBe(0);
    });

    it('refuses a back URL off the portal without asking the platform', async () => {
      const alice = await loggedIn(gw.app);
      for (const backUrl of ['https://evil.example/', '//evil.example/']) {
        const res = await alice.mutation('games.launch', {
          kind: 'lottery',
          vassalage: 'TCG_LOTTO_VN',
          backUrl,
        });
        expect(res.code).toBe(ErrorCode.validation);
        expect(Object.keys(res.fields ?? {})).toEqual(['backUrl']);
      }
      expect(gw.up.hits(e.launch.path)).toBe(0);
    });
  });

  describe('betting record', () => {
    const [lucky, baccarat] = [newGamesState().catalogue[0], newGamesState().catalogue.at(-1)];
    if (!lucky || !baccarat) throw new Error('no games');

    it('lists the member’s rounds of the range, 20 to a page by default, with the totals of every match', async () => {
      gw.up.state.games.rounds.set('alice', [
        fakeRound('r4', '2026-03-04', '5.00', null, lucky),
        fakeRound('r3', '2026-03-03', '10.00', '25.00', baccarat),
        fakeRound('r2', '2026-03-02', '2.00', '0.00', lucky),
        fakeRound('r1', '2026-02-27', '7.00', '0.00', lucky),
      ]);
      const alice = await loggedIn(gw.app);
      const res = await alice.query('games.betRecords', { startDate: '2026-03-01', endDate: '2026-03-31' });
      const records = res.data as BetRecords;
      expect(records.list.map((r) => r.roundId)).toEqual(['r4', 'r3', 'r2']);
      expect(records.list[0]).toMatchObject({ status: 'pending', win: null, profit: null, validBet: '0.00' });
      expect(records).toMatchObject({ pageNo: 1, pageSize: 20, totalCount: 3 });
      expect(records.summary).toEqual({
        bet: '17.00',
        validBet: '12.00',
        win: '25.00',
        profit: '13.00',
        pendingBet: '5.00',
        rounds: 3,
        pendingRounds: 1,
      });

      const settledLive = await alice.query('games.betRecords', {
        startDate: '2026-03-01',
        endDate: '2026-03-31',
        status: 'settled',
        gameType: 'LIVE',
        pageSize: 1,
      });
      expect((settledLive.data as BetRecords).list.map((r) => r.roundId)).toEqual(['r3']);
      expect((settledLive.data as BetRecords).pageSize).toBe(1);
    });

    it('shows a member none of another’s rounds', async () => {
      gw.up.state.games.rounds.set('alice', [fakeRound('r1', '2026-03-02', '2.00', '0.00', lucky)]);
      const vip = await loggedIn(gw.app, 'vipmember');
      const res = await vip.query('games.betRecords', { startDate: '2026-03-01', endDate: '2026-03-31' });
      expect(res.data).toMatchObject({ list: [], totalCount: 0, summary: { rounds: 0, bet: '0.00' } });
    });

    it('refuses a reversed range and a malformed day itself (the date rule), calling nobody', async () => {
      const alice = await loggedIn(gw.app);
      const reversed = await alice.query('games.betRecords', {
        startDate: '2026-03-31',
        endDate: '2026-03-01',
      });
      expect(reversed.code).toBe(ErrorCode.recordRangeInvalid);
      expect(reversed.fields).toEqual({ endDate: 'validation.range_order' });
      const malformed = await alice.query('games.betRecords', {
        startDate: '31/03/2026',
        endDate: '2026-04-01',
      });
      expect(malformed.code).toBe(ErrorCode.recordRangeInvalid);
      expect(malformed.fields).toEqual({ startDate: 'validation.day_invalid' });
      const tooBig = await alice.query('games.betRecords', {
        startDate: '2026-03-01',
        endDate: '2026-03-02',
        pageSize: 101,
      });
      expect(tooBig.code).toBe(ErrorCode.validation);
      expect(Object.keys(tooBig.fields ?? {})).toEqual(['pageSize']);
      expect(gw.up.hits(e.betRecords.path)).toBe(0);
    });
  });
});
