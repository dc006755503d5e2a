import { ErrorCode, supportEndpoints } from '@portal/contracts';
import { sealPath } from '@portal/contracts/crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Browser, HUMAN, ORIGIN, TestVerifier } from '../../test/browser.js';
import { FAKE_PASSWORD, newAccountsState } from '../../test/fake-accounts.js';
import { startFakeUpstream, type FakeUpstream } from '../../test/fake-upstream.js';
import * as fx from '../../test/fixtures.js';
import { buildTestApp } from '../../test/helpers.js';
import { isSafeChatUrl } from './support.service.js';

/** The fixtures' tree with COMM3 (CBS3's parent) switched on: the chat room is available. */
const chatRoomOn = fx.moduleTree.map((n) => (n.modId === 'COMM3' ? { ...n, enabled: '1' as const } : n));

describe('support', () => {
  let up: FakeUpstream;
  let app: FastifyInstance;

  beforeAll(async () => {
    up = await startFakeUpstream();
  });
  afterAll(async () => up.close());
  beforeEach(async () => {
    Object.assign(up.state.accounts, newAccountsState());
    up.state.customerService = fx.customerService();
    up.state.modules = chatRoomOn;
    ({ app } = await buildTestApp({}, { upstreamUrl: up.url, humanVerifier: new TestVerifier() }));
  });
  afterEach(async () => app.close());

  const loggedIn = async (username: string) => {
    const b = new Browser(app);
    const res = await b.mutation('auth.login', {
      username,
      password: FAKE_PASSWORD,
      rememberMe: false,
      verification: HUMAN,
    });
    expect(res.status).toBe(200);
    return b;
  };

  describe('support.customerService', () => {
    it('opens the sealed type 3 path of the live desk for a visitor, with the language', async () => {
      const res = await new Browser(app).mutation('support.customerService');
      expect(res.status).toBe(200);
      expect(res.data).toEqual({ url: '/support-chat/live?channel=web&language=EN' });
    });

    it('gives the live desk to rank level 1 and the VIP desk to rank level 5', async () => {
      expect((await (await loggedIn('alice')).mutation('support.customerService')).data).toEqual({
        url: '/support-chat/live?channel=web&language=EN',
      });
      expect((await (await loggedIn('vipmember')).mutation('support.customerService')).data).toEqual({
        url: '/support-chat/vip?channel=web&language=EN',
      });
    });

    it('falls back to the live desk when the brand has no VIP desk', async () => {
      up.state.customerService = { ...fx.customerService(), vip: null };
      expect((await (await loggedIn('vipmember')).mutation('support.customerService')).data).toEqual({
        url: '/support-chat/live?channel=web&language=EN',
      });
    });

    it('refuses CUSTOMER_SERVICE_UNAVAILABLE for a path sealed with another key, no type 3, or a script URL', async () => {
      const cases = [
        fx.customerService('a-key-the-gateway-does-not-have'),
        { version: { pathList: [{ type: 1, path: sealPath('/x', fx.TEST_CS_PATH_KEY) }] }, vip: null },
        {
          version: { pathList: [{ type: 3, path: sealPath('javascript:alert(1)', fx.TEST_CS_PATH_KEY) }] },
          vip: null,
        },
      ];
      for (const value of cases) {
        up.state.customerService = value;
        await app.services.cache.invalidate('customerService');
        const res = await new Browser(app).mutation('support.customerService');
        expect(res.code).toBe(ErrorCode.customerServiceUnavailable);
        expect(res.status).toBe(503);
      }
    });
  });

  describe('support.chatRoomUrl', () => {
    it('asks the platform with b2c 1, the brand title, the language and the header colour', async () => {
      const b = await loggedIn('alice');
      const res = await b.mutation('support.chatRoomUrl', { headerColor: '#112233' });
      expect(res.status).toBe(200);
      const url = new URL((res.data as { url: string }).url, ORIGIN);
      expect(url.pathname).toBe('/support-chat/room');
      expect(Object.fromEntries(url.searchParams)).toMatchObject({
        b2c: '1',
        title: up.state.status.info.brand.name,
        language: 'EN',
        headerColor: '#112233',
      });
      const sent = up.requests.filter((r) => r.path === supportEndpoints.chatUrl.path).at(-1);
      expect(sent?.headers.authorization).toBeTruthy();
    });

    it('needs a session, refuses a trial account and answers function.not.available while CBS3 is off', async () => {
      const visitor = await new Browser(app).mutation('support.chatRoomUrl', {});
      expect(visitor.code).toBe(ErrorCode.loginRequired);

      const trial = await (await loggedIn('guest0001')).mutation('support.chatRoomUrl', {});
      expect(trial.code).toBe(ErrorCode.trialAccount);

      up.state.modules = chatRoomOn.map((n) => ({
        ...n,
        childrenNodes: n.childrenNodes.map((c) => (c.modId === 'CBS3' ? { ...c, enabled: '0' as const } : c)),
      }));
      await app.services.cache.invalidate('whitelabel');
      const b = await loggedIn('alice');
      const off = await b.mutation('support.chatRoomUrl', {});
      expect(off.code).toBe(ErrorCode.functionNotAvailable);
      expect((await b.query('support.chatUnread')).data).toEqual({ count: 0 });
    });

    it('refuses a header colour that is not #rrggbb', async () => {
      const res = await (await loggedIn('alice')).mutation('support.chatRoomUrl', { headerColor: 'red;x' });
      expect(res.status).toBe(400);
    });

    it('support.chatUnread answers the platform count', async () => {
      expect((await (await loggedIn('alice')).query('support.chatUnread')).data).toEqual({ count: 2 });
    });
  });

  describe('/support-chat proxy', () => {
    it('serves the vendor page with its own CSP and without the vendor cookie', async () => {
      const res = await app.inject({ method: 'GET', url: '/support-chat/live?channel=web&language=VI' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('<h1>live VI</h1>');
      expect(res.headers['content-security-policy']).toContain("default-src 'none'");
      expect(res.headers['set-cookie']).toBeUndefined();
    });

    it('forwards a same-origin post and refuses a foreign one', async () => {
      const path = `/support-chat/api/live/${'a'.repeat(32)}`;
      const ok = await app.inject({
        method: 'POST',
        url: path,
        headers: { origin: ORIGIN, 'content-type': 'application/json' },
        payload: JSON.stringify({ text: 'hi' }),
      });
      expect(ok.statusCode).toBe(201);
      expect(JSON.parse(ok.body)).toEqual({ echo: { text: 'hi' } });
      const foreign = await app.inject({
        method: 'POST',
        url: path,
        headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
        payload: JSON.stringify({ text: 'hi' }),
      });
      expect(foreign.statusCode).toBe(403);
    });

    it('does not leave the prefix', async () => {
      const res = await app.inject({ method: 'GET', url: '/support-chat/%2e%2e/wps/system/status' });
      expect(res.statusCode).toBe(404);
    });
  });

  it('isSafeChatUrl admits same-origin paths and http(s) only', () => {
    expect(isSafeChatUrl('/support-chat/live')).toBe(true);
    expect(isSafeChatUrl('https://chat.example/x')).toBe(true);
    expect(isSafeChatUrl('//evil.example')).toBe(false);
    expect(isSafeChatUrl('javascript:alert(1)')).toBe(false);
    expect(isSafeChatUrl('data:text/html,x')).toBe(false);
  });
});
