import {
  accountsEndpoints,
  ChatUrlValueSchema,
  CustomerServiceValueSchema,
  envelope,
  WEB_CUSTOMER_SERVICE_TYPE,
} from '@portal/contracts';
import { DecryptionError, openPath } from '@portal/contracts/crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed/members.js';
import {
  authed,
  errorOf,
  login,
  loginValueOf,
  nextDevice,
  nextIp,
  rsaKey,
  setModule,
} from '../../test/accounts.js';
import { json, startTestApp, type TestApp } from '../../test/app.js';

let t: TestApp;
let playerToken: string;
let vipToken: string;
beforeAll(async () => {
  t = await startTestApp();
  const key = await rsaKey(t.app);
  playerToken = loginValueOf(
    await login(t.app, key, { username: 'demoplayer', password: DEMO_PASSWORD }),
  ).token;
  vipToken = loginValueOf(await login(t.app, key, { username: 'demovip', password: DEMO_PASSWORD })).token;
});
afterAll(async () => {
  await t?.close();
});

const QUERY = 'b2c=1&title=Lucky%20Lotus&language=VI&headerColor=%230f766e';
const chatUrl = async (token: string, query = QUERY) =>
  t.app.inject({ method: 'GET', url: `/wps/relay/CBS_chatUrl?${query}`, headers: { authorization: token } });

describe('GET /wps/system/customerService', () => {
  it('answers the live and VIP desks by type, each path sealed with the shared key', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/system/customerService' });
    const value = envelope(CustomerServiceValueSchema).parse(json(res)).value;
    const live = value.version.pathList.find((p) => p.type === WEB_CUSTOMER_SERVICE_TYPE);
    const vip = value.vip?.pathList.find((p) => p.type === WEB_CUSTOMER_SERVICE_TYPE);
    expect(live?.path).not.toContain('/support-chat');
    expect(openPath(live?.path ?? '', t.config.csPathKey)).toBe('/support-chat/live?channel=web');
    expect(openPath(vip?.path ?? '', t.config.csPathKey)).toBe('/support-chat/vip?channel=web');
    expect(() => openPath(live?.path ?? '', 'another-key-entirely')).toThrow(DecryptionError);
  });

  it('seals the status info paths the same way', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/system/status' });
    const body = json(res) as {
      value: { info: { customerService: { version: { pathList: { type: number; path: string }[] } }[] } };
    };
    const path = body.value.info.customerService[0]?.version.pathList.find((p) => p.type === 3)?.path ?? '';
    expect(openPath(path, t.config.csPathKey)).toBe('/support-chat/live?channel=web');
  });
});

describe('chat room (CBS3)', () => {
  it('answers a room URL with a signed ticket, the title, language and header colour', async () => {
    const res = await chatUrl(playerToken);
    expect(res.statusCode).toBe(200);
    const { chatUrl: url } = envelope(ChatUrlValueSchema).parse(json(res)).value;
    const parsed = new URL(url, 'http://portal.test');
    expect(parsed.pathname).toBe('/support-chat/room');
    expect(parsed.searchParams.get('title')).toBe('Lucky Lotus');
    expect(parsed.searchParams.get('language')).toBe('VI');
    expect(parsed.searchParams.get('headerColor')).toBe('#0f766e');
    expect(parsed.searchParams.get('b2c')).toBe('1');

    const page = await t.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('<title>Lucky Lotus</title>');
    expect(page.body).toContain('lang="vi"');
    expect(page.body).toContain('#0f766e');
    expect(page.body).not.toMatch(/<script>(?!<\/script>)/);
  });

  it('refuses without a token, with a bad query, for a trial account and while CBS3 is off', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/wps/relay/CBS_chatUrl?${QUERY}` })).statusCode).toBe(
      401,
    );
    const bad = await chatUrl(playerToken, 'b2c=0&title=x&language=VI&headerColor=red');
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).errorCode).toBe('request_param_err');

    const trial = loginValueOf(
      await t.app.inject({
        method: 'POST',
        url: accountsEndpoints.freePlay.path,
        headers: { 'x-forwarded-for': nextIp() },
        payload: { loginDeviceId: nextDevice() },
      }),
    );
    expect(errorOf(await chatUrl(trial.token)).errorCode).toBe('TRIAL_ACCOUNT');

    await setModule(t.app, 'CBS3', false);
    try {
      const off = await chatUrl(playerToken);
      expect(off.statusCode).toBe(403);
      expect(errorOf(off).errorCode).toBe('function.not.available');
    } finally {
      await setModule(t.app, 'CBS3', true);
    }
  });

  it('keeps room messages, counts the unread ones and refuses a forged ticket', async () => {
    const ticketOf = async (token: string) =>
      new URL(
        envelope(ChatUrlValueSchema).parse(json(await chatUrl(token))).value.chatUrl,
        'http://x',
      ).searchParams.get('ticket') ?? '';
    const player = await ticketOf(playerToken);
    const vip = await ticketOf(vipToken);
    const read = async (ticket: string) =>
      (
        json(
          await t.app.inject({
            method: 'GET',
            url: `/support-chat/api/room?ticket=${encodeURIComponent(ticket)}`,
          }),
        ) as {
          messages: { from: string; name: string; text: string }[];
        }
      ).messages;

    await read(vip); // the VIP has the room open
    const post = await t.app.inject({
      method: 'POST',
      url: `/support-chat/api/room?ticket=${encodeURIComponent(player)}`,
      payload: { text: 'hello room' },
    });
    expect(post.statusCode).toBe(201);
    const unread = await authed(t.app, vipToken, 'GET', '/wps/relay/CBS_chatUnread');
    expect((json(unread) as { value: number }).value).toBe(1);
    const seen = await read(vip);
    // The host's welcome opens the first page, in the reader's language.
    expect(seen[0]).toMatchObject({
      from: 'agent',
      text: 'Welcome to the chat room! Say hello to the other players.',
    });
    expect(seen.at(-1)).toMatchObject({ from: 'member', name: 'Demo Player', text: 'hello room' });
    expect(
      (json(await authed(t.app, vipToken, 'GET', '/wps/relay/CBS_chatUnread')) as { value: number }).value,
    ).toBe(0);
    expect((await read(player)).at(-1)).toMatchObject({ from: 'me' });

    const forged = `${player.split('.')[0]}.AAAA`;
    const res = await t.app.inject({ method: 'GET', url: `/support-chat/api/room?ticket=${forged}` });
    expect(res.statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: `/support-chat/room?ticket=${forged}` })).statusCode,
    ).toBe(403);
  });
});

describe('demo live chat pages', () => {
  it('serves the live and VIP pages with a strict CSP and no inline script', async () => {
    for (const kind of ['live', 'vip']) {
      const res = await t.app.inject({ method: 'GET', url: `/support-chat/${kind}?channel=web&language=CN` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-security-policy']).toContain("default-src 'none'");
      expect(res.body).toContain('lang="zh"');
      expect(res.body).toContain('/support-chat/assets/chat.js');
    }
    const ar = await t.app.inject({ method: 'GET', url: '/support-chat/live?channel=web&language=AR' });
    expect(ar.body).toContain('<html lang="ar" dir="rtl">');
    expect(ar.body).toContain('<h1>الدردشة المباشرة</h1>');
    const js = await t.app.inject({ method: 'GET', url: '/support-chat/assets/chat.js' });
    expect(js.headers['content-type']).toContain('javascript');
    expect(js.body).not.toContain('innerHTML');
  });

  it('answers a visitor message with the automated agent, in the page language', async () => {
    const id = 'a'.repeat(32);
    const post = await t.app.inject({
      method: 'POST',
      url: `/support-chat/api/live/${id}?language=VI`,
      payload: { text: 'Tôi muốn rút tiền' },
    });
    expect(post.statusCode).toBe(201);
    const res = await t.app.inject({ method: 'GET', url: `/support-chat/api/live/${id}?after=0` });
    const { messages } = json(res) as { messages: { from: string; text: string }[] };
    expect(messages).toHaveLength(2);
    expect(messages[0]).toMatchObject({ from: 'me', text: 'Tôi muốn rút tiền' });
    expect(messages[1]?.from).toBe('agent');
    expect(messages[1]?.text).toContain('Rút tiền');
  });

  it('refuses an empty or oversized message and a malformed conversation id', async () => {
    const id = 'b'.repeat(32);
    for (const text of ['   ', 'x'.repeat(501)]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/support-chat/api/live/${id}`,
        payload: { text },
      });
      expect(res.statusCode).toBe(400);
    }
    const bad = await t.app.inject({
      method: 'POST',
      url: '/support-chat/api/live/nope',
      payload: { text: 'hi' },
    });
    expect(bad.statusCode).toBe(400);
  });
});
