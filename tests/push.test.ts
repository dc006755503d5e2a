/**
 * A renewed push subscription through the real gateway and platform, sent as the service worker
 * sends it on `pushsubscriptionchange` (web/vite-plugins/pwa/sw.template.js): a plain same-origin
 * POST to /trpc/push.replace with the session cookie. The old endpoint is replaced; a malformed body
 * is refused field by field (zod at the gateway) and changes nothing; another member's endpoint is
 * refused; without a session nothing is done.
 */
import { ErrorCode } from '@portal/contracts';
import { TRPCClientError } from '@trpc/client';
import { createECDH, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, loggedInBrowser } from './support/browser.js';
import { startStack, type TestStack } from './support/stack.js';

const ORIGIN = 'https://portal.test';

/** A browser's subscription to a local address nothing listens on (a push to it is logged as failed). */
function subscription(name: string) {
  return {
    endpoint: `http://127.0.0.1:9/gw-push/${name}-${randomBytes(6).toString('hex')}`,
    keys: {
      p256dh: createECDH('prime256v1').generateKeys().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    },
  };
}

/** The service worker's request, byte for byte what sw.template.js sends. */
function workerReplace(browser: Browser, gatewayUrl: string, body: unknown) {
  return browser.request(`${gatewayUrl}/trpc/push.replace`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('a renewed push subscription through the gateway', () => {
  let stack: TestStack;
  let player: Browser;
  let agent: Browser;

  beforeAll(async () => {
    stack = await startStack({ ALTCHA_MAX_NUMBER: '2000', PUBLIC_ORIGINS: ORIGIN, RATE_LIMIT_MAX: '5000' });
    player = await loggedInBrowser(ORIGIN, stack.gatewayUrl, 'demoplayer');
    agent = await loggedInBrowser(ORIGIN, stack.gatewayUrl, 'demoagent');
  }, 120_000);
  afterAll(() => stack?.close());

  const subscribed = (browser: Browser, endpoint: string) =>
    browser
      .client(stack.gatewayUrl)
      .push.status.query({ endpoint })
      .then((s) => s.subscribed);

  it("replaces the old endpoint with the worker's request, keeping the member's count", async () => {
    const api = player.client(stack.gatewayUrl).push;
    const old = subscription('old');
    const before = await api.subscribe.mutate({ ...old, language: 'TH' });
    const renewed = subscription('new');

    const answer = await workerReplace(player, stack.gatewayUrl, { ...renewed, oldEndpoint: old.endpoint });
    expect(answer.status, await answer.clone().text()).toBe(200);
    expect(await subscribed(player, old.endpoint)).toBe(false);
    expect(await subscribed(player, renewed.endpoint)).toBe(true);
    expect((await api.settings.query()).subscriptions).toBe(before.subscriptions);
  });

  it('refuses a malformed renewal field by field, changing nothing', async () => {
    const api = player.client(stack.gatewayUrl).push;
    const old = subscription('kept');
    await api.subscribe.mutate({ ...old, language: 'EN' });
    const answer = await workerReplace(player, stack.gatewayUrl, {
      endpoint: 'ftp://push.example/x',
      keys: { p256dh: 'short' },
      oldEndpoint: old.endpoint,
    });
    expect(answer.status).toBe(400);
    const error = (await answer.json()) as {
      error: { data: { code: string; fields?: Record<string, string> } };
    };
    expect(error.error.data.code).toBe(ErrorCode.validation);
    expect(Object.keys(error.error.data.fields ?? {})).toEqual(
      expect.arrayContaining(['endpoint', 'keys.p256dh', 'keys.auth']),
    );
    expect(await subscribed(player, old.endpoint)).toBe(true);
  });

  it("refuses another member's endpoint as the old one, and a worker without a session", async () => {
    const players = subscription('players');
    await player.client(stack.gatewayUrl).push.subscribe.mutate({ ...players, language: 'EN' });
    const agents = subscription('agents');
    const refused = await agent
      .client(stack.gatewayUrl)
      .push.replace.mutate({ ...agents, oldEndpoint: players.endpoint })
      .then(
        () => 'done',
        (err: unknown) =>
          err instanceof TRPCClientError ? (err.data as { code?: string }).code : String(err),
      );
    expect(refused).toBe(ErrorCode.notFound);
    expect(await subscribed(player, players.endpoint)).toBe(true);
    expect(await subscribed(agent, agents.endpoint)).toBe(false);

    // A worker whose session has ended (no cookie): refused, nothing kept.
    const stranger = new Browser(ORIGIN);
    const anonymous = await workerReplace(stranger, stack.gatewayUrl, {
      ...subscription('anon'),
      oldEndpoint: players.endpoint,
    });
    expect(anonymous.status).toBe(401);
    expect(await subscribed(player, players.endpoint)).toBe(true);
  });
});
