/**
 * A session ended for any reason ends everywhere at once (ADR 0003 amendment), through a
 * real deployment: mock-upstream on PostgreSQL and two gateway processes sharing Redis. Every socket
 * here is on gateway A; every ending happens through gateway B (or the platform's operator API, or
 * Redis lapsing the record). Afterwards the socket opened before can neither read the wallet nor move
 * money, and its running balance subscription has ended with LOGIN_REQUIRED.
 */
import { accountsEndpoints, ErrorCode } from '@portal/contracts';
import type { AppRouter } from '@portal/gateway/router';
import { buildApp as buildUpstream } from '@portal/mock-upstream';
import { loadConfig as loadUpstreamConfig } from '@portal/mock-upstream/config';
import { createTRPCClient, createWSClient, TRPCClientError, wsLink } from '@trpc/client';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { Browser } from './support/browser.js';
import { startGatewayProcess, type GatewayProcess } from './support/gateway-process.js';
import { freshDatabase, freshRedis } from './support/services.js';
import { eventually } from './support/stack.js';

const ADMIN_KEY = 'session-end-admin-key';
const PASSWORD = 'Demo1234';

function codeOfError(err: unknown): string | undefined {
  return err instanceof TRPCClientError ? (err.data as { code?: string } | undefined)?.code : undefined;
}

async function refusal(p: Promise<unknown>): Promise<string | undefined> {
  try {
    await p;
  } catch (err) {
    return codeOfError(err);
  }
  return 'ANSWERED';
}

/** A page's socket: the cookie header is read at each (re)connection. */
function openSocket(gatewayUrl: string, cookie: () => string) {
  const closeCodes: number[] = [];
  const ws = createWSClient({
    url: `${gatewayUrl.replace(/^http/, 'ws')}/trpc`,
    retryDelayMs: () => 50,
    onClose: (cause) => closeCodes.push(cause?.code ?? 0),
    WebSocket: class extends WebSocket {
      constructor(url: string | URL) {
        super(url, { headers: { origin: gatewayUrl, cookie: cookie() } });
      }
    } as unknown as typeof globalThis.WebSocket,
  });
  const client = createTRPCClient<AppRouter>({ links: [wsLink({ client: ws })] });
  const balances: string[] = [];
  let error: unknown = null;
  const sub = client.wallet.onBalance.subscribe(undefined, {
    onData: (d) => balances.push(d.sumBalance),
    onError: (err) => (error = err),
  });
  return {
    client,
    balances,
    closeCodes,
    balanceError: () => codeOfError(error),
    close: async () => {
      sub.unsubscribe();
      await ws.close();
    },
  };
}
type Socket = ReturnType<typeof openSocket>;

/**
 * A socket holding only the agent centre's live feeds (the team feed never calls the platform; the
 * contract feed does only when told of a change): what each pushed, and how each ended.
 */
function openFeeds(gatewayUrl: string, cookie: string) {
  const ws = createWSClient({
    url: `${gatewayUrl.replace(/^http/, 'ws')}/trpc`,
    retryDelayMs: () => 50,
    WebSocket: class extends WebSocket {
      constructor(url: string | URL) {
        super(url, { headers: { origin: gatewayUrl, cookie } });
      }
    } as unknown as typeof globalThis.WebSocket,
  });
  const client = createTRPCClient<AppRouter>({ links: [wsLink({ client: ws })] });
  const team: unknown[] = [];
  const contracts: unknown[] = [];
  const errors: { team: unknown; contracts: unknown } = { team: null, contracts: null };
  const subs = [
    client.agent.onTeamEvent.subscribe(undefined, {
      onData: (d) => team.push(d),
      onError: (err) => (errors.team = err),
    }),
    client.agentContract.onFeed.subscribe(undefined, {
      onData: (d) => contracts.push(d),
      onError: (err) => (errors.contracts = err),
    }),
  ];
  return {
    team,
    contracts,
    teamError: () => codeOfError(errors.team),
    contractsError: () => codeOfError(errors.contracts),
    close: async () => {
      for (const sub of subs) sub.unsubscribe();
      await ws.close();
    },
  };
}
type Feeds = ReturnType<typeof openFeeds>;

describe('a session ended on one gateway process ends on the sockets of another', () => {
  let redisTarget: Awaited<ReturnType<typeof freshRedis>>;
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  let upstream: FastifyInstance;
  let upstreamUrl: string;
  let redis: Redis | null = null;
  let prefix = '';
  const gateways: GatewayProcess[] = [];
  let a: GatewayProcess;
  let b: GatewayProcess;
  const sockets: Array<Socket | Feeds> = [];

  beforeAll(async () => {
    redisTarget = await freshRedis();
    db = await freshDatabase();
    if (redisTarget.target.kind !== 'redis') return;
    ({ prefix } = redisTarget.target);
    upstream = await buildUpstream(
      loadUpstreamConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        ADMIN_KEY,
        ...(db.target.kind === 'postgres' ? { DATABASE_URL: db.target.url } : { DATA_DIR: 'memory://' }),
      }),
    );
    await upstream.listen({ host: '127.0.0.1', port: 0 });
    upstreamUrl = `http://127.0.0.1:${(upstream.server.address() as AddressInfo).port}`;
    redis = new Redis(redisTarget.target.url);
    const env = {
      UPSTREAM_URL: upstreamUrl,
      REDIS_URL: redisTarget.target.url,
      REDIS_PREFIX: prefix,
      ALTCHA_HMAC_KEY: 'session-end-altcha-hmac-key-0123456789abcdef',
      ALTCHA_MAX_NUMBER: '2000',
      // Idle sessions lapse after 3 s here; every test but the idle one logs in with "remember me"
      // (SESSION_REMEMBER_TTL_S, 30 days).
      SESSION_TTL_S: '3',
    };
    // B first: it holds the relay lease, so the platform's events reach A only through Redis.
    b = await startGatewayProcess(env);
    gateways.push(b);
    await eventually(
      () => redis!.exists(`${prefix}rt:demo:relay`),
      (n) => n === 1,
    );
    a = await startGatewayProcess(env);
    gateways.push(a);
  }, 120_000);

  afterEach(async () => {
    for (const s of sockets.splice(0)) await s.close();
  });

  afterAll(async () => {
    await Promise.all(gateways.map((g) => g.stop()));
    redis?.disconnect();
    await upstream?.close();
    await db?.cleanup();
    await redisTarget?.cleanup();
  });

  async function login(browser: Browser, username: string, rememberMe = true): Promise<void> {
    await browser.client(b.url).auth.login.mutate({
      username,
      password: PASSWORD,
      rememberMe,
      verification: await browser.verification(b.url),
    });
  }

  const sessionId = (browser: Browser) => browser.jar.get('portal_sid') ?? '';

  /** A socket on A opened with the browser's cookie of now (`follow`: of each reconnection). */
  async function socketOnA(browser: Browser, follow = false): Promise<Socket> {
    const fixed = browser.cookieHeader();
    const s = openSocket(a.url, follow ? () => browser.cookieHeader() : () => fixed);
    sockets.push(s);
    await eventually(
      async () => s.balances.length,
      (n) => n === 1,
    );
    return s;
  }

  async function expectEnded(s: Socket): Promise<void> {
    await eventually(
      async () => s.balanceError(),
      (code) => code !== undefined,
      10_000,
    );
    expect(s.balanceError()).toBe(ErrorCode.loginRequired);
    expect(await refusal(s.client.wallet.overview.query())).toBe(ErrorCode.loginRequired);
    expect(
      await refusal(
        s.client.wallet.transfer.mutate({
          requestId: `end-${Date.now()}`,
          fromAccountTypeId: 1,
          toAccountTypeId: 3,
          amount: '1.00',
        }),
      ),
    ).toBe(ErrorCode.loginRequired);
  }

  it('logout through B', async (ctx) => {
    if (redisTarget.target.kind !== 'redis') ctx.skip();
    const browser = new Browser(b.url);
    await login(browser, 'demoplayer');
    const s = await socketOnA(browser);
    await browser.client(b.url).auth.logout.mutate();
    await expectEnded(s);
  });

  it('a second login in the same browser through B ends the first session and its platform token', async (ctx) => {
    if (redisTarget.target.kind !== 'redis') ctx.skip();
    const browser = new Browser(b.url);
    await login(browser, 'demoplayer');
    const first = sessionId(browser);
    const record = JSON.parse((await redis!.get(`${prefix}session:${first}`)) ?? '{}') as {
      upstreamToken?: string;
    };
    const s = await socketOnA(browser);
    await login(browser, 'demovip');
    expect(await redis!.exists(`${prefix}session:${first}`)).toBe(0);
    await expectEnded(s);
    // The first session's platform token was revoked: it no longer opens anything.
    const info = await fetch(`${upstreamUrl}${accountsEndpoints.memberInfo.path}`, {
      headers: { authorization: record.upstreamToken ?? '', merchant: 'demo' },
    });
    expect(info.status).toBe(401);
  });

  it('idle expiry: the record lapses in Redis, nobody announces it', async (ctx) => {
    if (redisTarget.target.kind !== 'redis') ctx.skip();
    const browser = new Browser(b.url);
    await login(browser, 'demoplayer', false);
    const s = await socketOnA(browser);
    await expectEnded(s);
    expect(await redis!.exists(`${prefix}session:${sessionId(browser)}`)).toBe(0);
  });

  it('operator lock on the platform: its event stream (held by B) ends the session on A', async (ctx) => {
    if (redisTarget.target.kind !== 'redis') ctx.skip();
    const browser = new Browser(b.url);
    await login(browser, 'demovip');
    const id = sessionId(browser);
    const s = await socketOnA(browser);
    const lock = (status: 'active' | 'disabled') =>
      fetch(`${upstreamUrl}/admin/members/demovip`, {
        method: 'PATCH',
        headers: { 'x-admin-key': ADMIN_KEY, 'content-type': 'application/json' },
        body: JSON.stringify({ status }),
      });
    try {
      expect((await lock('disabled')).status).toBe(200);
      await expectEnded(s);
      expect(await redis!.exists(`${prefix}session:${id}`)).toBe(0);
    } finally {
      await lock('active');
    }
  });

  it('password change through B: the old id is out everywhere, the browser goes on under its new one', async (ctx) => {
    if (redisTarget.target.kind !== 'redis') ctx.skip();
    const browser = new Browser(b.url);
    await login(browser, 'demoagent');
    const elsewhere = new Browser(b.url);
    await login(elsewhere, 'demoagent');
    const mine = await socketOnA(browser, true);
    const copied = await socketOnA(browser);
    const other = await socketOnA(elsewhere);
    const oldId = sessionId(browser);
    await browser.client(b.url).auth.changePassword.mutate({
      oldPassword: PASSWORD,
      newPassword: 'Fresh1234',
      confirmPassword: 'Fresh1234',
    });
    expect(sessionId(browser)).not.toBe(oldId);
    // Another device of the member (its platform token revoked by the change) is logged out.
    await expectEnded(other);
    // A copy of the old cookie is out; the browser's own socket reconnected under the new id.
    await expectEnded(copied);
    await eventually(
      async () => mine.closeCodes,
      (codes) => codes.includes(4001),
    );
    expect(Number((await mine.client.wallet.overview.query()).sumBalance)).toBeGreaterThanOrEqual(0);
    expect(mine.balanceError()).toBeUndefined();
  });

  describe("the agent centre's live feeds, ended on the platform (they never call it while idle)", () => {
    let spy: Redis | null = null;
    afterAll(() => spy?.disconnect());

    /** A fresh sub-agent of demosubagent (registered through B), and demosubagent's browser (not
     * demoagent: the password change above moved its password). */
    async function freshAgent(): Promise<{ upline: Browser; account: string }> {
      const upline = new Browser(b.url);
      await login(upline, 'demosubagent');
      const account = `se${Date.now().toString(36).slice(-7)}`;
      await upline.client(b.url).agent.register.mutate({
        kind: 'agent',
        username: account,
        password: PASSWORD,
        confirmPassword: PASSWORD,
      });
      return { upline, account };
    }

    /** Its feeds on A, both started (the team feed's first resync, the contract feed's ready). */
    async function feedsOnA(browser: Browser): Promise<Feeds> {
      const f = openFeeds(a.url, browser.cookieHeader());
      sockets.push(f);
      await eventually(
        async () => [f.team.length, f.contracts.length],
        ([t, c]) => t === 1 && c === 1,
      );
      return f;
    }

    /** Member channel messages of the session's member, as Redis carries them to A. */
    async function channelOf(browser: Browser): Promise<{ memberId: number; heard: string[] }> {
      const record = JSON.parse((await redis!.get(`${prefix}session:${sessionId(browser)}`)) ?? '{}') as {
        userId?: string;
      };
      const memberId = Number(record.userId);
      expect(Number.isSafeInteger(memberId)).toBe(true);
      spy ??= new Redis(redisTarget.target.kind === 'redis' ? redisTarget.target.url : '');
      const channel = `${prefix}rt:demo:member:${memberId}`;
      const heard: string[] = [];
      spy.on('message', (from: string, message: string) => {
        if (from === channel) heard.push(message);
      });
      await spy.subscribe(channel);
      return { memberId, heard };
    }

    /**
     * After the platform's revocation has crossed Redis, news for the agent follows it on the same
     * channel (a downline's registration with its amount, a contract change); then both feeds must
     * end within 2 s of the ending call having returned, with nothing pushed after their start.
     */
    async function expectFeedsEnded(
      f: Feeds,
      channel: { memberId: number; heard: string[] },
      endedAt: number,
    ): Promise<void> {
      await eventually(
        async () => channel.heard,
        (heard) => heard.some((m) => m.includes('"session.revoked"')),
        5_000,
      );
      const memberChannel = `${prefix}rt:demo:member:${channel.memberId}`;
      await redis!.publish(
        memberChannel,
        JSON.stringify({
          type: 'team.event',
          event: { kind: 'firstDeposit', account: 'after', amount: '50.00', at: new Date().toISOString() },
        }),
      );
      await redis!.publish(memberChannel, JSON.stringify({ type: 'contracts.changed' }));
      await eventually(
        async () => [f.teamError(), f.contractsError()],
        (codes) => codes.every((c) => c !== undefined),
        Math.max(2_000 - (Date.now() - endedAt), 0),
      );
      expect(f.teamError()).toBe(ErrorCode.loginRequired);
      expect(f.contractsError()).toBe(ErrorCode.loginRequired);
      expect(f.team).toEqual([{ type: 'resync' }]);
      expect(f.contracts).toHaveLength(1);
    }

    it('its upline agent locks it (team management, through B)', async (ctx) => {
      if (redisTarget.target.kind !== 'redis') ctx.skip();
      const { upline, account } = await freshAgent();
      const browser = new Browser(b.url);
      await login(browser, account);
      const f = await feedsOnA(browser);
      const channel = await channelOf(browser);
      await upline.client(b.url).agent.lock.mutate({ account, locked: true });
      await expectFeedsEnded(f, channel, Date.now());
      expect(await redis!.exists(`${prefix}session:${sessionId(browser)}`)).toBe(0);
    });

    it('it is signed out from the security centre of another of its sessions (through B)', async (ctx) => {
      if (redisTarget.target.kind !== 'redis') ctx.skip();
      const { account } = await freshAgent();
      const browser = new Browser(b.url);
      await login(browser, account);
      const f = await feedsOnA(browser);
      const channel = await channelOf(browser);
      const elsewhere = new Browser(b.url);
      await login(elsewhere, account);
      const profile = elsewhere.client(b.url).profile;
      const target = (await profile.sessions.query()).find((s) => !s.current);
      expect(target).toBeDefined();
      // The other device's own feeds carry on: only the signed-out session's token went.
      const theirs = await feedsOnA(elsewhere);
      expect(await profile.endSession.mutate({ id: target!.id })).toEqual({ current: false });
      await expectFeedsEnded(f, channel, Date.now());
      await eventually(
        async () => theirs.team,
        (items) => items.length === 2,
        5_000,
      );
      expect(theirs.teamError()).toBeUndefined();
      expect((await elsewhere.client(b.url).session.state.query()).isLoggedIn).toBe(true);
    });

    it('it self-excludes from another of its sessions (through B)', async (ctx) => {
      if (redisTarget.target.kind !== 'redis') ctx.skip();
      const { account } = await freshAgent();
      const browser = new Browser(b.url);
      await login(browser, account);
      const f = await feedsOnA(browser);
      const channel = await channelOf(browser);
      const elsewhere = new Browser(b.url);
      await login(elsewhere, account);
      await elsewhere.client(b.url).protection.selfExclude.mutate({ months: 6 });
      await expectFeedsEnded(f, channel, Date.now());
      expect(await redis!.exists(`${prefix}session:${sessionId(browser)}`)).toBe(0);
    });

    it('it self-excludes from this very session (through B): B ends it and says so', async (ctx) => {
      if (redisTarget.target.kind !== 'redis') ctx.skip();
      const { account } = await freshAgent();
      const browser = new Browser(b.url);
      await login(browser, account);
      const f = await feedsOnA(browser);
      const channel = await channelOf(browser);
      await browser.client(b.url).protection.selfExclude.mutate({ months: 6 });
      await expectFeedsEnded(f, channel, Date.now());
    });
  });
});
