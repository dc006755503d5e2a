import {
  envelope,
  GameListSchema,
  gamesEndpoints,
  HotGamesSchema,
  LaunchGameResultSchema,
  VendorLanesSchema,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rsaKey } from '../../test/accounts.js';
import { json, startTestApp, type TestApp } from '../../test/app.js';
import { createMember, type TestMember } from '../../test/wallet.js';
import { PLAYABLE_VENDORS } from './vendor-pages.js';

let t: TestApp;
let member: TestMember;
beforeAll(async () => {
  t = await startTestApp();
  member = await createMember(t.app, await rsaKey(t.app), { prefix: 'sb' });
});
afterAll(async () => t?.close());

const get = async (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? { authorization: token } : {} });
const lanes = async () =>
  envelope(VendorLanesSchema).parse(json(await get(gamesEndpoints.vendorLanes.path))).value;
const list = async (query: string) =>
  envelope(GameListSchema).parse(json(await get(`${gamesEndpoints.gameList.path}?${query}`))).value;
const patchVendor = (vendor: string, gameType: string, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'PATCH',
    url: `/admin/vendors/${vendor}/${gameType}`,
    headers: { 'x-admin-key': t.config.adminKey },
    payload: body,
  });

describe('games that play and sandbox games', () => {
  it('flags every vendor card and game: only the demo vendor and the Vietnamese lottery play', async () => {
    const cards = (await lanes()).flatMap((lane) => lane.vendors);
    expect(cards.length).toBeGreaterThan(20);
    for (const card of cards) {
      expect(card.sandbox, card.vendor).toBe(!PLAYABLE_VENDORS.includes(card.vendor));
    }
    const slots = await list('gameType=RNG&gameName=lucky');
    const demo = slots.games.find((g) => g.gameCode === 'DEMOSLOT');
    expect(demo?.sandbox).toBe(false);
    const jili = await list('gameType=RNG&vassalage=JL');
    expect(jili.games.length).toBeGreaterThan(0);
    for (const game of jili.games) expect(game.sandbox).toBe(true);
    const vn = await list('gameType=LOTT&vassalage=TCG_LOTTO_VN');
    for (const game of vn.games) expect(game.sandbox).toBe(false);
  });

  it('launches a flagged game into the sandbox page and every other into its real page', async () => {
    for (const lane of await lanes()) {
      for (const card of lane.vendors.filter((v) => !v.maintenance)) {
        const [game] = (
          await list(`gameType=${lane.gameType}&vassalage=${card.vassalage ?? card.vendor}&pageSize=1`)
        ).games;
        if (!game) continue;
        // A PvP game is launched by POST (the spec's "pvp launch"), every other by GET.
        const res =
          lane.gameType === 'PVP'
            ? await t.app.inject({
                method: 'POST',
                url: gamesEndpoints.launchPvp.path,
                headers: { authorization: member.token },
                payload: { nodeId: game.nodeId },
              })
            : await get(`${gamesEndpoints.launch.path}?launchMode=GLS&nodeId=${game.nodeId}`, member.token);
        expect(res.statusCode, res.body).toBe(200);
        const url = envelope(LaunchGameResultSchema).parse(json(res)).value.content.game_url;
        expect(url.startsWith('/demo-vendor/sandbox?'), `${card.vendor} ${url}`).toBe(game.sandbox === true);
      }
    }
  }, 60_000);

  it('ranks the games that play first in a list across vendors, whatever order the operator set', async () => {
    const before = (await lanes())
      .find((l) => l.gameType === 'RNG')
      ?.vendors.find((v) => v.vendor === 'DEMO');
    // The operator puts the demo vendor last among the slots.
    expect((await patchVendor('DEMO', 'RNG', { sort: 9_999 })).statusCode).toBe(200);
    try {
      const all = await list('gameType=RNG');
      expect(all.games[0]?.gameCode).toBe('DEMOSLOT');
      expect(all.games.slice(1).every((g) => g.sandbox === true)).toBe(true);
      // A name search across the category's vendors.
      const lucky = await list('gameType=RNG&gameName=lucky');
      expect(lucky.totalCount).toBeGreaterThan(1);
      expect(lucky.games[0]?.gameCode).toBe('DEMOSLOT');
      // The hot games of the category (what a page offers instead of a game under maintenance).
      const hot = envelope(HotGamesSchema).parse(
        json(await get(`${gamesEndpoints.hotGames.path}?gameType=RNG`)),
      ).value.list;
      expect(hot[0]?.gameCode).toBe('DEMOSLOT');
    } finally {
      await patchVendor('DEMO', 'RNG', { sort: before?.sort ?? 0 });
    }
  });
});
