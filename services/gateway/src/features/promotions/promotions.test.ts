import { ErrorCode } from '@portal/contracts';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { waitFor } from '../../store/store-contract.js';
import { Browser } from '../../test/browser.js';
import { emitEvent } from '../../test/fake-wallet.js';
import { useGatewayApp } from '../../test/gateway-app.js';
import { callerOf, loggedIn, requestId, trial } from '../../test/money.js';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

describe('promotions', () => {
  const gw = useGatewayApp({
    env: { UPSTREAM_TIMEOUT_MS: '5000', STATUS_POLL_MS: '50' },
    verifier: true,
    perTest: { fresh: ['accounts', 'promotions'] },
  });

  it('lists and details promotions for visitors (no state) and members (their state)', async () => {
    const visitor = new Browser(gw.app);
    const list = await visitor.query('promotions.list', { category: 'all' });
    expect(list.data).toMatchObject({
      promotions: [
        { id: 1, state: null },
        { id: 2, state: null },
        { id: 3, state: null },
      ],
    });
    expect(gw.up.requests.at(-1)?.headers.authorization).toBeUndefined();
    const b = await loggedIn(gw.app);
    expect((await b.query('promotions.list', {})).data).toMatchObject({
      promotions: [{ state: 'join' }, { state: 'claim' }, { state: 'join' }],
    });
    expect((await b.query('promotions.detail', { id: 3 })).data).toMatchObject({
      kind: 'raffle',
      drawsLeft: 1,
      state: 'join',
    });
    expect((await b.query('promotions.detail', { id: 99 })).code).toBe('PROMOTION_NOT_FOUND');
  });

  it("asks for a member's banners with the member's token (they follow the member's promotion states)", async () => {
    const visitor = new Browser(gw.app);
    expect((await visitor.query('content.banners')).status).toBe(200);
    const asked = () => gw.up.requests.filter((r) => r.path === '/wps/relay/CMS_banners');
    expect(asked().at(-1)?.headers.authorization).toBeUndefined();
    const b = await loggedIn(gw.app);
    const before = asked().length;
    expect((await b.query('content.banners')).status).toBe(200);
    expect((await b.query('content.banners')).status).toBe(200);
    // Not from the visitors' cache: asked each time, with the member's platform token.
    expect(asked().length).toBe(before + 2);
    expect(asked().at(-1)?.headers.authorization).toEqual(expect.any(String));
    // A member whose platform session has lapsed gets the visitors' banners, not an error.
    gw.up.state.accounts.tokens.clear();
    const lapsed = await b.query('content.banners');
    expect(lapsed.status).toBe(200);
    expect(lapsed.data).toMatchObject({ w_index: [{ bannerId: 3 }, { bannerId: 1 }] });
  });

  it('passes the state actions through and keeps the platform refusals', async () => {
    const b = await loggedIn(gw.app);
    expect((await b.mutation('promotions.join', { id: 1 })).data).toEqual({
      id: 1,
      state: 'joined',
      amount: null,
    });
    expect((await b.mutation('promotions.join', { id: 1 })).code).toBe('PROMOTION_STATE_INVALID');
    const claim = await b.mutation('promotions.claim', { id: 2, requestId: requestId(1) });
    expect(claim.data).toEqual({ id: 2, state: 'claimed', amount: '10.00' });
    const draw = await b.mutation('promotions.raffleDraw', { id: 3, requestId: requestId(2) });
    expect(draw.data).toMatchObject({ prize: { name: 'Ten' }, drawsLeft: 0 });
    expect((await b.mutation('promotions.raffleDraw', { id: 3, requestId: requestId(3) })).code).toBe(
      'RAFFLE_NO_DRAWS',
    );
  });

  it('validates an application before it leaves the gateway', async () => {
    const b = await loggedIn(gw.app);
    const long = await b.mutation('promotions.sendApplication', { id: 1, comment: 'x'.repeat(141) });
    expect(long.code).toBe(ErrorCode.validation);
    expect(long.fields).toEqual({ comment: 'validation.too_big' });
    const four = await b.mutation('promotions.sendApplication', {
      id: 1,
      comment: 'hi',
      images: Array(4).fill(PNG),
    });
    expect(four.code).toBe(ErrorCode.validation);
    const notImage = await b.mutation('promotions.sendApplication', {
      id: 1,
      comment: 'hi',
      images: ['hello'],
    });
    expect(notImage.code).toBe(ErrorCode.validation);
    expect(gw.up.state.promotions.actions).toHaveLength(0);
    const ok = await b.mutation('promotions.sendApplication', { id: 1, comment: 'my ticket', images: [PNG] });
    expect(ok).toMatchObject({ data: { state: 'applying' } });
    expect(gw.up.state.promotions.actions[0]?.body).toEqual({ id: 1, comment: 'my ticket', images: [PNG] });
  });

  it('serves the reward centre and the manual rebate, refusing visitors and trial accounts', async () => {
    const b = await loggedIn(gw.app);
    expect((await b.query('promotions.unclaimed')).data).toEqual({ promotions: 3, rewards: 1 });
    expect((await b.query('promotions.rewards', { status: 'waiting' })).data).toMatchObject({
      totalCount: 1,
    });
    const all = await b.mutation('promotions.claimRewards', { requestId: requestId(4), all: true });
    expect(all.data).toMatchObject({ total: '5.00', claimed: [{ id: 1, status: 'claimed' }] });
    expect((await b.mutation('promotions.claimRewards', { requestId: requestId(5), all: true })).code).toBe(
      'NOTHING_TO_CLAIM',
    );
    expect((await b.mutation('promotions.claimRewards', { requestId: requestId(6) })).code).toBe(
      ErrorCode.validation,
    );
    expect((await b.query('promotions.rebateSummary')).data).toMatchObject({
      total: '3.20',
      minClaim: '1.00',
    });
    expect((await b.mutation('promotions.claimRebate', { requestId: requestId(7) })).data).toMatchObject({
      amount: '3.20',
    });
    expect((await b.mutation('promotions.claimRebate', { requestId: requestId(8) })).code).toBe(
      'REBATE_BELOW_MINIMUM',
    );
    const history = await b.query('promotions.rebateHistory', {
      startDate: '2026-01-01',
      endDate: '2026-01-31',
    });
    expect(history.data).toMatchObject({ totalCount: 0 });

    const visitor = new Browser(gw.app);
    expect((await visitor.mutation('promotions.join', { id: 1 })).code).toBe(ErrorCode.loginRequired);
    const t = await trial(gw.app);
    expect((await t.mutation('promotions.join', { id: 1 })).code).toBe(ErrorCode.trialAccount);
    expect((await t.query('promotions.unclaimed')).code).toBe(ErrorCode.trialAccount);
    expect((await t.query('promotions.list', {})).status).toBe(200);
  });

  it('pushes the counts when the platform says the member’s promotions changed, or everyone’s', async () => {
    const b = await loggedIn(gw.app); // alice, member 1
    const controller = new AbortController();
    const caller = await callerOf(gw.app, b, controller.signal);
    const it = (await caller.promotions.onChanged())[Symbol.asyncIterator]();
    try {
      expect((await it.next()).value).toEqual({ promotions: 3, rewards: 1 });
      // The platform's event stream opens: its resync is a re-read too.
      gw.app.services.events.start();
      await waitFor(() => gw.app.services.events.connected);
      expect((await it.next()).value).toEqual({ promotions: 3, rewards: 1 });
      gw.up.state.promotions.rewards[0]!.status = 'claimed';
      // Through the platform's event stream and the relay, as in production.
      emitEvent(gw.up.state.wallet, { type: 'promotions.changed', merchant: 'demo', memberId: 1 });
      expect((await it.next()).value).toEqual({ promotions: 3, rewards: 0 });
      // Same counts are pushed too: the web re-reads the states it shows.
      emitEvent(gw.up.state.wallet, { type: 'promotions.changed', merchant: 'demo', memberId: null });
      expect((await it.next()).value).toEqual({ promotions: 3, rewards: 0 });
    } finally {
      controller.abort();
      await it.return?.(undefined);
    }
  });
});

describe("a member's page", () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'gw-dist-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  );
  const gw = useGatewayApp({ env: { WEB_DIST: dist }, verifier: true, perTest: { fresh: ['accounts'] } });

  it("carries the member's banners in its first paint, as the app's own banners call would", async () => {
    const b = await loggedIn(gw.app);
    gw.up.resetSeen();
    const page = await gw.app.inject({
      method: 'GET',
      url: '/index',
      headers: { accept: 'text/html' },
      cookies: Object.fromEntries(b.jar),
    });
    expect(page.body).toContain('id="portal-boot"');
    const asked = gw.up.requests.filter((r) => r.path === '/wps/relay/CMS_banners');
    expect(asked).toHaveLength(1);
    expect(asked[0]?.headers.authorization).toEqual(expect.any(String));
  });
});
