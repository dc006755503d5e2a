/**
 * The lobby's calls through the real gateway and platform: the gateway's client type and platform
 * value (spec: "client type 3; platform flash,html5-desktop") are what the platform lists games by,
 * so the portal shows a vendor's Flash-only video poker and never its phone-only games, in the game
 * list, the vassal game types and the favourites alike.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from './support/browser.js';
import { startStack, type TestStack } from './support/stack.js';

describe('the lobby through the gateway', () => {
  let stack: TestStack;
  let browser: Browser;
  let trpc: ReturnType<Browser['client']>;

  beforeAll(async () => {
    stack = await startStack({ ALTCHA_MAX_NUMBER: '2000' });
    browser = new Browser(stack.gatewayUrl);
    trpc = browser.client(stack.gatewayUrl);
  }, 120_000);
  afterAll(() => stack?.close());

  it('lists the games the portal’s platforms run: the Flash video poker, not the phone-only games', async () => {
    const first = await trpc.games.list.query({ gameType: 'RNG', vassalage: 'JDB' });
    const second = await trpc.games.list.query({ gameType: 'RNG', vassalage: 'JDB', pageNo: 2 });
    const codes = [...first.games, ...second.games].map((g) => g.gameCode);
    expect(first.totalCount).toBe(24);
    expect(codes).toContain('JDB1019');
    expect(codes).not.toContain('JDB1025');
    const found = await trpc.games.list.query({ gameType: 'RNG', gameName: 'Pocket Fortune' });
    expect(found.totalCount).toBe(0);
  });

  it('answers a vendor tab’s game types with the counts the game list filters by', async () => {
    const types = await trpc.games.vassalGameTypes.query({ gameType: 'RNG', vassalage: 'JL' });
    expect(types.list.map((t) => t.gameClassify)).toEqual(['SC', 'VP', 'JP', 'TG', 'AC', 'BG']);
    for (const { gameClassify, gameCount } of types.list) {
      const page = await trpc.games.list.query({ gameType: 'RNG', vassalage: 'JL', gameClassify });
      expect(page.totalCount, gameClassify).toBe(gameCount);
    }
    expect((await trpc.games.vassalGameTypes.query({ gameType: 'RNG', vassalage: 'DEMO' })).list).toEqual([]);
  });

  it('keeps a member’s favourites to what the portal’s platforms run', async () => {
    await trpc.auth.login.mutate({
      username: 'demoplayer',
      password: 'Demo1234',
      rememberMe: false,
      verification: await browser.verification(stack.gatewayUrl),
    });
    const [poker] = (await trpc.games.list.query({ gameType: 'RNG', vassalage: 'JDB', gameName: 'JDB1019' }))
      .games;
    expect(poker).toBeDefined();
    await trpc.games.setFavourite.mutate({
      nodeId: poker!.nodeId,
      vendor: poker!.vendor,
      gameType: poker!.gameType,
      favourite: true,
    });
    const favourites = await trpc.games.favourites.query({ gameType: 'RNG', vassalage: 'JDB' });
    expect(favourites.list.map((g) => g.gameCode)).toEqual(['JDB1019']);
  });

  it('tells the wallet page which vendors play from the main wallet and which have wallets of their own', async () => {
    const overview = await trpc.wallet.overview.query();
    expect(overview.seamlessVendors.map((v) => v.vendor)).toEqual(
      expect.arrayContaining(['DEMO', 'TCG_LOTTO_VN']),
    );
    expect(overview.seamlessVendors.find((v) => v.vendor === 'DEMO')?.name).toBe('Portal Originals');
    const transferVendors = overview.wallets.map((w) => w.vendor).filter((v) => v !== null);
    expect(transferVendors).toContain('JILI');
    expect(transferVendors).not.toContain('DEMO');
    expect(overview.transferLimits).toEqual({ min: null, max: null });
  });
});
