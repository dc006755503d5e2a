import { fairnessEndpoints } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { Browser, HUMAN } from '../../test/browser.js';
import { FAKE_PASSWORD } from '../../test/fake-accounts.js';
import { useGatewayApp } from '../../test/gateway-app.js';

describe('fairness (tRPC pass-throughs to the platform)', () => {
  const gw = useGatewayApp({ verifier: true, perTest: { fresh: ['accounts'], resetSeen: true } });

  const loggedIn = async (username = 'alice') => {
    const b = new Browser(gw.app);
    await b.mutation('auth.login', {
      username,
      password: FAKE_PASSWORD,
      rememberMe: false,
      verification: HUMAN,
    });
    return b;
  };
  const sentTo = (path: string) => gw.up.requests.filter((r) => r.path === path);

  it('answers the seed pair, rotates it by its hash once, and the same rotation again answers alike', async () => {
    const b = await loggedIn();
    const state = (await b.query('fairness.state')).data as { active: { serverSeedHash: string } };
    expect(state.active.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    const body = { serverSeedHash: state.active.serverSeedHash, clientSeed: 'my-own-seed' };
    const first = await b.mutation('fairness.rotate', body);
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({
      revealed: { serverSeedHash: state.active.serverSeedHash },
      active: { clientSeed: 'my-own-seed', nextNonce: 0 },
    });
    const again = await b.mutation('fairness.rotate', body);
    expect(again.data).toEqual(first.data);
    expect(sentTo(fairnessEndpoints.rotate.path)).toHaveLength(2);
    expect(sentTo(fairnessEndpoints.rotate.path)[0]?.headers.authorization).toBeTruthy();
  });

  it('refuses a bad client seed or hash field by field without asking the platform', async () => {
    const b = await loggedIn();
    for (const input of [
      { serverSeedHash: 'a'.repeat(64), clientSeed: 'has:colon' },
      { serverSeedHash: 'a'.repeat(64), clientSeed: 'x'.repeat(65) },
      { serverSeedHash: 'not-a-hash' },
    ]) {
      const res = await b.mutation('fairness.rotate', input);
      expect(res.status).toBe(400);
      expect(res.body).toMatch(/"(clientSeed|serverSeedHash)"/);
    }
    expect(sentTo(fairnessEndpoints.rotate.path)).toHaveLength(0);
  });

  it("answers a round's seeds, the platform's ROUND_NOT_FOUND for another, and needs a session", async () => {
    const b = await loggedIn();
    const round = await b.query('fairness.round', { roundId: 'DS-fakeround-1' });
    expect(round.data).toMatchObject({ roundId: 'DS-fakeround-1', serverSeed: null, nonce: 0 });
    const missing = await b.query('fairness.round', { roundId: 'DS-someone-else' });
    expect(missing.status).toBe(404);
    expect(missing.body).toContain('ROUND_NOT_FOUND');
    const anonymous = await new Browser(gw.app).query('fairness.state');
    expect(anonymous.status).toBe(401);
  });
});
