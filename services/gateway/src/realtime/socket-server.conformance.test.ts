/**
 * Conformance of the gateway's own WebSocket endpoint (socket-server.ts) with tRPC's subscription
 * protocol. The endpoint serves the broadcast subscriptions itself and hands everything else to tRPC's
 * connection handler; it may stay only while tRPC's own client cannot tell the difference. So every
 * subscription the web uses is driven here through @trpc/client's wsLink, with the client made as
 * the page makes it (web/src/lib/trpc.ts: createWSClient with the page's keep-alive and the default
 * backoff), against a listening gateway on the fake platform. For each subscription:
 *
 * - the first value is the procedure's own (read in process through createCaller), a change the
 *   platform announces is pushed, and an unsubscribe is confirmed on the wire (`stopped`) after
 *   which nothing more comes for it;
 * - queries and mutations share the socket, and each query agrees with its subscription (the web
 *   writes subscription values into the query cache);
 * - errors reach onError with the portal's code in `data`, and the socket stays usable;
 * - a socket the server drops (terminated, or closed cleanly) is reopened by the client, and every
 *   subscription resumes on the new socket with a fresh first value, then pushes again;
 * - a session ended elsewhere (a logout over HTTP) ends the member subscriptions with
 *   LOGIN_REQUIRED, which the web's useEndSessionOnRefusal acts on; a session moved to a new id (a
 *   password change) closes the socket with SESSION_MOVED_CLOSE_CODE and the reconnect carries on
 *   under the new cookie.
 *
 * One gateway for the file; every wait is a condition wait.
 */
import { DEFAULT_LANGUAGE, ErrorCode } from '@portal/contracts';
import { createTRPCClient, createWSClient, TRPCClientError, wsLink } from '@trpc/client';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { winnersFeedOf } from '../features/content/winners.feed.js';
import {
  JACKPOT_STEP_MS,
  jackpotOfStep,
  jackpotStepAt,
  jackpotTicker,
  type JackpotTick,
} from '../features/content/jackpot.service.js';
import { SESSION_COOKIE } from '../session/session.service.js';
import { waitFor } from '../store/store-contract.js';
import { Browser, TestVerifier } from '../test/browser.js';
import { FAKE_PASSWORD } from '../test/fake-accounts.js';
import { deliver } from '../test/fake-messages.js';
import { startFakeUpstream, type FakeUpstream } from '../test/fake-upstream.js';
import { emitEvent } from '../test/fake-wallet.js';
import * as fx from '../test/fixtures.js';
import { buildTestApp } from '../test/helpers.js';
import { callerOf, loggedIn } from '../test/money.js';
import { createContextInner } from '../trpc/context.js';
import { appRouter, createCaller, type AppRouter } from '../trpc/router.js';
import { SESSION_MOVED_CLOSE_CODE } from './session-watch.js';

/** The page's heartbeat (web/src/lib/trpc-realtime.ts REALTIME_KEEP_ALIVE). */
const PAGE_KEEP_ALIVE = { enabled: true, intervalMs: 15_000, pongTimeoutMs: 5_000 };
const WAIT_MS = 5000;
/** The member of the member pages: an agent (type 41), so every member subscription serves it, the
 * agent-only team feed included. */
const MEMBER = { account: 'agent1', memberId: 2 };

type Client = ReturnType<typeof createTRPCClient<AppRouter>>;
type Caller = ReturnType<typeof createCaller>;

/** A frame of tRPC's WebSocket protocol, either way. */
interface Frame {
  id?: number | string | null;
  method?: string;
  params?: { path?: string } | null;
  result?: { type: string; data?: unknown };
  error?: { data?: { code?: string } };
}

interface Handlers {
  onStarted: () => void;
  onData: (value: unknown) => void;
  onError: (err: unknown) => void;
}

/** What one subscription of the client saw. */
interface Stream {
  path: string;
  values: unknown[];
  errors: unknown[];
  starts: number;
  stop(): void;
}

/** A page: its tRPC client over one WebSocket client, and both ends of that socket as observed. */
interface Peer {
  name: string;
  client: Client;
  wsClient: ReturnType<typeof createWSClient>;
  /** Frames the server received from this peer, per socket in the order they opened. */
  sent: Frame[][];
  /** Frames this peer received (PING/PONG aside), per socket in the order they were made. */
  received: Frame[][];
  /** Close codes the client saw. */
  closeCodes: number[];
  /** The server's end of each socket this peer opened, in order. */
  serverSockets: WebSocket[];
}

interface Case {
  path: string;
  member: boolean;
  subscribe(client: Client, handlers: Handlers): { unsubscribe(): void };
  /** The same procedure called in process. */
  read(caller: Caller): Promise<AsyncIterable<unknown>>;
  /** Changes the value at the platform and announces it as the platform does. */
  change(): Promise<void>;
  /** Changes the value at the platform without announcing it: only a fresh first read shows it. */
  changeQuietly?(): void;
  /** The query the web keeps in step with this subscription, called over the same socket. */
  query?(client: Client): Promise<unknown>;
  /** Checks a value received against what the procedure yields now (default: equal). */
  expectCurrent?(value: unknown, now: unknown): void;
}

let up: FakeUpstream;
let app: FastifyInstance;
let address: string;
const peers: Peer[] = [];
const serverSockets = new Map<string, Peer>();
let visitors = 0;

function codeOf(err: unknown): string | undefined {
  return err instanceof TRPCClientError ? (err.data as { code?: string } | undefined)?.code : undefined;
}

function parseFrames(text: string): Frame[] {
  if (text === 'PING' || text === 'PONG') return [];
  return [JSON.parse(text) as Frame | Frame[]].flat();
}

/** Opens a page's WebSocket client; `cookie` is read at every (re)connection, as a browser does. */
function openPeer(cookie: () => string = () => ''): Peer {
  const name = `conformance-${peers.length + 1}`;
  const peer: Peer = {
    name,
    client: null as unknown as Client,
    wsClient: null as unknown as ReturnType<typeof createWSClient>,
    sent: [],
    received: [],
    closeCodes: [],
    serverSockets: [],
  };
  // Browsers always send Origin on a WebSocket (the gateway refuses upgrades without an allowed one).
  class PageWebSocket extends WebSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols, { origin: address, headers: { cookie: cookie(), 'user-agent': name } });
      const received: Frame[] = [];
      peer.received.push(received);
      this.on('message', (raw: Buffer) => received.push(...parseFrames(raw.toString())));
    }
  }
  peer.wsClient = createWSClient({
    url: `${address.replace('http', 'ws')}/trpc`,
    keepAlive: PAGE_KEEP_ALIVE,
    WebSocket: PageWebSocket as unknown as typeof globalThis.WebSocket,
    onClose: (cause) => peer.closeCodes.push(cause?.code ?? 0),
  });
  peer.client = createTRPCClient<AppRouter>({ links: [wsLink({ client: peer.wsClient })] });
  serverSockets.set(name, peer);
  peers.push(peer);
  return peer;
}

function follow(peer: Peer, c: Case): Stream {
  const stream: Stream = { path: c.path, values: [], errors: [], starts: 0, stop: () => undefined };
  const sub = c.subscribe(peer.client, {
    onStarted: () => (stream.starts += 1),
    onData: (value) => stream.values.push(value),
    onError: (err) => stream.errors.push(err),
  });
  stream.stop = () => sub.unsubscribe();
  return stream;
}

/** Frames of one of the peer's sockets (0: the first). */
function on(frames: Frame[][], socket: number): Frame[] {
  return frames[socket] ?? [];
}

/** The wire ids the client gave this path's subscriptions on a socket, in the order sent. */
function subscriptionIds(peer: Peer, path: string, socket = 0): Array<number | string> {
  return on(peer.sent, socket)
    .filter((f) => f.method === 'subscription' && f.params?.path === path)
    .flatMap((f) => (f.id === undefined || f.id === null ? [] : [f.id]));
}

/** A member's page: logged in over HTTP (as the web does), its socket carrying the browser's cookie. */
async function memberPage(account = MEMBER.account): Promise<{ browser: Browser; peer: Peer }> {
  const browser = await loggedIn(app, account);
  const peer = openPeer(() => `${SESSION_COOKIE}=${browser.jar.get(SESSION_COOKIE) ?? ''}`);
  return { browser, peer };
}

/** What the procedure yields first right now, for this visitor or this browser's session. */
async function procedureNow(c: Case, browser?: Browser): Promise<unknown> {
  const controller = new AbortController();
  const caller = browser
    ? await callerOf(app, browser, controller.signal)
    : createCaller(
        // The visitor of the test's sockets: their host and address.
        createContextInner({ services: app.services, visitor: { ip: '127.0.0.1', host: '127.0.0.1' } }),
        { signal: controller.signal },
      );
  const iterator = (await c.read(caller))[Symbol.asyncIterator]();
  try {
    return (await iterator.next()).value;
  } finally {
    controller.abort();
    await iterator.return?.(undefined);
  }
}

async function expectCurrent(c: Case, value: unknown, browser?: Browser): Promise<void> {
  const now = await procedureNow(c, browser);
  if (c.expectCurrent) c.expectCurrent(value, now);
  else expect(value).toEqual(now);
}

/** Another visitor's page load: it reads the platform's status past the test socket's cached one. */
async function anotherVisitorLoads(): Promise<void> {
  visitors += 1;
  const res = await new Browser(app, `198.51.100.${visitors}`).query('system.bootstrap');
  expect(res.status).toBe(200);
}

const cases: Case[] = [
  {
    path: 'jackpot.onValue',
    member: false,
    subscribe: (client, h) => client.jackpot.onValue.subscribe(undefined, h),
    read: (caller) => caller.jackpot.onValue(),
    // The clock moves it: a new value every JACKPOT_STEP_MS.
    change: async () => undefined,
    expectCurrent(value, now) {
      const rule = app.services.config.jackpot;
      const tick = value as JackpotTick;
      expect(tick).toEqual(jackpotOfStep(rule, jackpotStepAt(rule, Date.parse(tick.at))));
      // Read a moment later, the procedure is at the same step or the next one.
      const behind = Date.parse((now as JackpotTick).at) - Date.parse(tick.at);
      expect(behind === 0 || behind === JACKPOT_STEP_MS).toBe(true);
    },
  },
  {
    path: 'content.onWinners',
    member: false,
    subscribe: (client, h) => client.content.onWinners.subscribe(undefined, h),
    read: (caller) => caller.content.onWinners(),
    change: async () => {
      const newest = Math.max(...up.state.winners.map((w) => w.id)) + 1;
      up.state.winners = [fx.winner(newest), ...up.state.winners];
      emitEvent(up.state.wallet, { type: 'winners.changed', merchant: 'demo' });
    },
    query: (client) => client.content.winners.query(),
  },
  {
    path: 'system.onStatus',
    member: false,
    subscribe: (client, h) => client.system.onStatus.subscribe(undefined, h),
    read: (caller) => caller.system.onStatus(),
    change: async () => {
      const maintenance = !up.state.status.maintenance;
      up.state.status = fx.statusValue(maintenance ? { maintenance, maintenanceMessage: 'Back soon' } : {});
      await anotherVisitorLoads();
    },
    query: async (client) => {
      const { status, maintenanceMessage, maintenanceUntil } = await client.system.bootstrap.query();
      return { status, maintenanceMessage, maintenanceUntil };
    },
  },
  {
    path: 'wallet.onBalance',
    member: true,
    subscribe: (client, h) => client.wallet.onBalance.subscribe(undefined, h),
    read: (caller) => caller.wallet.onBalance(),
    change: async () => {
      changeBalanceQuietly();
      emitEvent(up.state.wallet, { type: 'wallet.changed', merchant: 'demo', memberId: MEMBER.memberId });
    },
    changeQuietly: changeBalanceQuietly,
    query: (client) => client.member.balance.query(),
  },
  {
    path: 'messages.onUnread',
    member: true,
    subscribe: (client, h) => client.messages.onUnread.subscribe(undefined, h),
    read: (caller) => caller.messages.onUnread(),
    change: async () => {
      deliver(up.state.messages, MEMBER.account, 'News');
      emitEvent(up.state.wallet, { type: 'messages.changed', merchant: 'demo', memberId: MEMBER.memberId });
    },
    changeQuietly: () => deliver(up.state.messages, MEMBER.account, 'Quiet news'),
    query: (client) => client.messages.unreadCount.query(),
  },
  {
    path: 'promotions.onChanged',
    member: true,
    subscribe: (client, h) => client.promotions.onChanged.subscribe(undefined, h),
    read: (caller) => caller.promotions.onChanged(),
    change: async () => {
      addWaitingReward();
      emitEvent(up.state.wallet, { type: 'promotions.changed', merchant: 'demo', memberId: MEMBER.memberId });
    },
    changeQuietly: addWaitingReward,
    query: (client) => client.promotions.unclaimed.query(),
  },
  {
    path: 'agent.onTeamEvent',
    member: true,
    subscribe: (client, h) => client.agent.onTeamEvent.subscribe(undefined, h),
    read: (caller) => caller.agent.onTeamEvent(),
    change: async () => {
      teamEvents += 1;
      emitEvent(up.state.wallet, {
        type: 'team.event',
        merchant: 'demo',
        agentIds: [MEMBER.memberId],
        event: {
          kind: 'registration',
          account: `kid${teamEvents}`,
          amount: null,
          at: new Date().toISOString(),
        },
      });
    },
    // A feed of events, not a value: it starts with "re-read now" and then pushes each event.
    expectCurrent(value, now) {
      expect(now).toEqual({ type: 'resync' });
      const item = value as { type: string; event?: { kind: string } };
      expect(item.type === 'resync' || (item.type === 'event' && item.event?.kind === 'registration')).toBe(
        true,
      );
    },
  },
  {
    path: 'agentContract.onFeed',
    member: true,
    subscribe: (client, h) => client.agentContract.onFeed.subscribe(undefined, h),
    read: (caller) => caller.agentContract.onFeed(),
    change: async () => {
      const feed = up.state.agent.contractFeed;
      const seq = (feed.at(-1)?.seq ?? 0) + 1;
      feed.push({
        seq,
        id: seq,
        kind: 'dailyWages',
        event: 'offered',
        upline: MEMBER.account,
        downline: 'alice',
        actor: MEMBER.account,
        actorRole: 'upline',
        at: new Date().toISOString(),
        offerId: seq,
        contractId: null,
        tiersBefore: null,
        tiersAfter: null,
        period: 'daily',
        endReason: null,
        endsAt: null,
        settlement: null,
      });
      emitEvent(up.state.wallet, {
        type: 'contracts.changed',
        merchant: 'demo',
        memberIds: [MEMBER.memberId],
      });
    },
    // Events tracked by seq: it starts with `ready` at the cursor, then pushes each event once.
    expectCurrent(value, now) {
      const item = value as { id: string; data: { type: string } };
      expect(['ready', 'event']).toContain(item.data.type);
      expect(item.id).toMatch(/^\d+$/);
      expect(now).toBeTruthy();
    },
  },
];

/** One more reward waiting in alice's reward centre (the fake's rewards are everybody's). */
function addWaitingReward(): void {
  const rewards = up.state.promotions.rewards;
  const first = rewards[0];
  if (first) rewards.push({ ...first, id: rewards.length + 1, status: 'waiting' });
}

let teamEvents = 0;

function changeBalanceQuietly(): void {
  const cents = Math.round(Number(up.state.wallet.mainBalance.get(MEMBER.account) ?? '12.50') * 100) + 101;
  up.state.wallet.mainBalance.set(MEMBER.account, (cents / 100).toFixed(2));
}

const caseOf = (path: string): Case => {
  const found = cases.find((c) => c.path === path);
  if (!found) throw new Error(`no case for ${path}`);
  return found;
};

beforeAll(async () => {
  up = await startFakeUpstream();
  ({ app } = await buildTestApp(
    // Pushes only: no status poll or winner poll fires during the file.
    { STATUS_POLL_MS: '600000', CACHE_TTL_STATUS_S: '600', WINNERS_POLL_MS: '600000' },
    { upstreamUrl: up.url, humanVerifier: new TestVerifier() },
  ));
  app.websocketServer.on('connection', (socket: WebSocket, request: { headers: Record<string, unknown> }) => {
    const peer = serverSockets.get(String(request.headers['user-agent']));
    if (!peer) return;
    peer.serverSockets.push(socket);
    const sent: Frame[] = [];
    peer.sent.push(sent);
    socket.on('message', (raw: Buffer) => sent.push(...parseFrames(raw.toString())));
  });
  address = await app.listen({ host: '127.0.0.1', port: 0 });
  // The platform's event stream is what announces changes.
  await waitFor(() => app.services.events.connected, WAIT_MS);
});

afterAll(async () => {
  await app.close();
  await up.close();
});

beforeEach(() => {
  up.state.wallet.mainBalance.clear();
  up.state.messages.inbox.clear();
});

afterEach(async () => {
  for (const peer of peers.splice(0)) await peer.wsClient.close();
  serverSockets.clear();
  // Whatever the sockets held on the server is let go once they are gone.
  await waitFor(
    () =>
      app.websocketServer.clients.size === 0 &&
      jackpotTicker(app.services).listenerCount === 0 &&
      winnersFeedOf(app.services).size.listeners === 0 &&
      app.services.sessionWatch.size === 0,
    WAIT_MS,
  );
  if (up.state.status.maintenance) {
    up.state.status = fx.statusValue();
    await anotherVisitorLoads();
  }
});

describe('the WebSocket endpoint, driven by tRPC’s own client', () => {
  it('has a case for every subscription procedure of the router', () => {
    const subscriptions = Object.entries(
      appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>,
    )
      .filter(([, procedure]) => procedure._def.type === 'subscription')
      .map(([path]) => path);
    expect(cases.map((c) => c.path).sort()).toEqual(subscriptions.sort());
  });

  describe.each(cases)('$path', (c) => {
    it('starts with the procedure’s value, pushes a change, and stops on unsubscribe', async () => {
      const { browser, peer } = c.member ? await memberPage() : { browser: undefined, peer: openPeer() };
      const a = follow(peer, c);
      await waitFor(() => a.values.length >= 1, WAIT_MS);
      expect(a.starts).toBe(1);
      await expectCurrent(c, a.values[0], browser);
      // A second subscription of the same procedure on the same socket: the witness of later pushes.
      const b = follow(peer, c);
      await waitFor(() => b.values.length >= 1, WAIT_MS);
      await expectCurrent(c, b.values[0], browser);
      const [aId, bId] = subscriptionIds(peer, c.path);
      expect(aId).not.toBe(bId);

      a.stop();
      const isStopped = (f: Frame) => f.id === aId && f.result?.type === 'stopped';
      await waitFor(() => on(peer.received, 0).some(isStopped), WAIT_MS);
      expect(on(peer.sent, 0)).toContainEqual({ id: aId, method: 'subscription.stop' });
      const aSeen = a.values.length;
      const bSeen = b.values.length;
      const stoppedAt = on(peer.received, 0).findIndex(isStopped);

      await c.change();
      await waitFor(() => b.values.length > bSeen, WAIT_MS);
      const pushed = b.values.at(-1);
      expect(pushed).not.toEqual(b.values[0]);
      await expectCurrent(c, pushed, browser);
      expect(b.errors).toEqual([]);
      // Nothing for the stopped one after its `stopped`, on the wire or at the client.
      expect(
        on(peer.received, 0)
          .slice(stoppedAt + 1)
          .filter((f) => f.id === aId),
      ).toEqual([]);
      expect(a.values).toHaveLength(aSeen);
      expect(a.errors).toEqual([]);
    });
  });

  it('serves queries and a mutation on the socket its subscriptions use, in step with them', async () => {
    const { peer } = await memberPage();
    deliver(up.state.messages, MEMBER.account, 'First');
    deliver(up.state.messages, MEMBER.account, 'Second');
    const streams = cases.map((c) => follow(peer, c));
    await waitFor(() => streams.every((s) => s.values.length >= 1), WAIT_MS);
    for (const [i, c] of cases.entries()) {
      if (c.query) expect(await c.query(peer.client)).toEqual(streams[i]?.values.at(-1));
    }
    const unread = streams[cases.indexOf(caseOf('messages.onUnread'))];
    expect(unread?.values.at(-1)).toBe(2);

    // Opening a message (a mutation over the socket) reads it; the platform announces it; the count follows.
    const opened = await peer.client.messages.read.mutate({ id: 2 });
    expect(opened).toMatchObject({ id: 2, title: 'Second', isRead: true });
    emitEvent(up.state.wallet, { type: 'messages.changed', merchant: 'demo', memberId: MEMBER.memberId });
    await waitFor(() => unread?.values.at(-1) === 1, WAIT_MS);
    expect(await peer.client.messages.unreadCount.query()).toBe(1);
    expect(await peer.client.messages.list.query({ pageNo: 1, pageSize: 10 })).toMatchObject({
      totalCount: 2,
    });
    // Everything went over the one socket.
    expect(peer.serverSockets).toHaveLength(1);
    for (const s of streams) expect(s.errors).toEqual([]);
  });

  describe('errors reach onError with the portal’s code in data', () => {
    it('a member subscription without a session: LOGIN_REQUIRED, and the socket goes on', async () => {
      const peer = openPeer();
      const member = cases.filter((c) => c.member).map((c) => follow(peer, c));
      const jackpot = follow(peer, caseOf('jackpot.onValue'));
      await waitFor(() => member.every((s) => s.errors.length === 1) && jackpot.values.length >= 1, WAIT_MS);
      for (const s of member) {
        const [err] = s.errors;
        expect(err).toBeInstanceOf(TRPCClientError);
        expect(codeOf(err)).toBe(ErrorCode.loginRequired);
        expect((err as TRPCClientError<AppRouter>).data).toMatchObject({
          code: ErrorCode.loginRequired,
          httpStatus: 401,
          path: s.path,
        });
        expect(s.values).toEqual([]);
      }
      // An error ends the one subscription: the client does not send it again.
      for (const s of member) expect(subscriptionIds(peer, s.path)).toHaveLength(1);
      expect(await peer.client.content.winners.query()).toHaveLength(20);
      expect(peer.closeCodes).toEqual([]);
    });

    it('a member subscription of a session that must change its password: PASSWORD_CHANGE_REQUIRED', async () => {
      const { peer } = await memberPage('newbie');
      const member = cases.filter((c) => c.member).map((c) => follow(peer, c));
      await waitFor(() => member.every((s) => s.errors.length === 1), WAIT_MS);
      for (const s of member) expect(codeOf(s.errors[0])).toBe(ErrorCode.passwordChangeRequired);
    });

    it('an unknown procedure and bad input: NOT_FOUND and VALIDATION with the field', async () => {
      const peer = openPeer();
      const untyped = peer.client as unknown as {
        jackpot: { onNothing: { subscribe(input: undefined, h: Handlers): { unsubscribe(): void } } };
      };
      const errors: unknown[] = [];
      untyped.jackpot.onNothing.subscribe(undefined, {
        onStarted: () => undefined,
        onData: () => undefined,
        onError: (err) => errors.push(err),
      });
      await waitFor(() => errors.length === 1, WAIT_MS);
      expect(codeOf(errors[0])).toBe(ErrorCode.notFound);

      const refused = await peer.client.content.ranking.query({ kind: 'nope' as 'bet' }).then(
        () => null,
        (err: unknown) => err,
      );
      expect(codeOf(refused)).toBe(ErrorCode.validation);
      expect((refused as TRPCClientError<AppRouter>).data).toMatchObject({
        fields: { kind: expect.any(String) },
      });
      expect(peer.closeCodes).toEqual([]);
    });

    it('a broadcast whose first value cannot be read stays subscribed without an error, and the next change comes', async () => {
      // Documented behaviour of the endpoint (socket-server.ts, Topic.add): the web's winner board has
      // no onError, and a platform blip must not end it.
      const healthy = up.state.winners;
      up.state.winners = [{ id: 'not a winner' } as unknown as (typeof healthy)[number]];
      await app.services.cache.invalidate(`winners:${DEFAULT_LANGUAGE}`);
      const peer = openPeer();
      const winners = follow(peer, caseOf('content.onWinners'));
      await waitFor(() => winners.starts === 1, WAIT_MS);
      up.state.winners = healthy;
      await caseOf('content.onWinners').change();
      await waitFor(() => winners.values.length === 1, WAIT_MS);
      await expectCurrent(caseOf('content.onWinners'), winners.values[0]);
      expect(winners.errors).toEqual([]);
    });
  });

  describe.each([
    ['terminates', (socket: WebSocket) => socket.terminate(), 1006],
    ['closes (1012, restarting)', (socket: WebSocket) => socket.close(1012, 'restarting'), 1012],
  ] as const)('when the server %s the socket', (_how, drop, code) => {
    it('the client reconnects and every subscription resumes with a fresh first value, then pushes again', async () => {
      const { browser, peer } = await memberPage();
      const streams = cases.map((c) => follow(peer, c));
      await waitFor(() => streams.every((s) => s.values.length >= 1), WAIT_MS);
      const seen = streams.map((s) => s.values.length);
      // Changes nobody announces: only a fresh first read on the new socket can bring them.
      for (const c of cases) c.changeQuietly?.();
      const [first] = peer.serverSockets;
      if (!first) throw new Error('no server socket');
      drop(first);

      // Each subscription is sent again on the new socket, which answers with its value.
      const resumed = (path: string) => {
        const [id] = subscriptionIds(peer, path, 1);
        return on(peer.received, 1).filter(
          (f) => id !== undefined && f.id === id && f.result?.type === 'data',
        );
      };
      await waitFor(
        () =>
          peer.serverSockets.length === 2 &&
          cases.every((c) => resumed(c.path).length >= 1) &&
          streams.every((s, i) => s.values.length > (seen[i] ?? 0)),
        WAIT_MS,
      );
      expect(peer.closeCodes).toEqual([code]);
      for (const [i, c] of cases.entries()) {
        const stream = streams[i];
        if (!stream) continue;
        const fresh = resumed(c.path)[0]?.result?.data;
        expect(stream.values).toContainEqual(fresh);
        await expectCurrent(c, fresh, c.member ? browser : undefined);
        if (c.changeQuietly) expect(fresh).not.toEqual(stream.values[(seen[i] ?? 1) - 1]);
        expect(subscriptionIds(peer, c.path, 1)).toHaveLength(1);
        // tRPC's client reports the start again on a new socket (one lost is not a move).
        expect(stream.starts).toBe(2);
        expect(stream.errors).toEqual([]);
      }

      // Pushes come on the new socket, once each: the old registration is gone.
      const before = streams.map((s) => s.values.length);
      for (const c of cases) if (c.path !== 'jackpot.onValue') await c.change();
      await waitFor(
        () => streams.every((s, i) => s.path === 'jackpot.onValue' || s.values.length > (before[i] ?? 0)),
        WAIT_MS,
      );
      for (const [i, s] of streams.entries()) {
        if (s.path !== 'jackpot.onValue') expect(s.values).toHaveLength((before[i] ?? 0) + 1);
      }
      const ticks = streams[cases.indexOf(caseOf('jackpot.onValue'))]?.values as JackpotTick[];
      const times = ticks.map((t) => Date.parse(t.at));
      expect(times).toEqual([...times].sort((x, y) => x - y));
    });
  });

  describe('a session ended elsewhere', () => {
    it('a logout over HTTP ends the member subscriptions with LOGIN_REQUIRED; the public ones go on', async () => {
      const { browser, peer } = await memberPage();
      const streams = cases.map((c) => follow(peer, c));
      await waitFor(() => streams.every((s) => s.values.length >= 1), WAIT_MS);
      expect((await browser.mutation('auth.logout')).status).toBe(200);

      const member = streams.filter((s) => caseOf(s.path).member);
      await waitFor(() => member.every((s) => s.errors.length === 1), WAIT_MS);
      for (const s of member) {
        expect(codeOf(s.errors[0])).toBe(ErrorCode.loginRequired);
        expect(subscriptionIds(peer, s.path)).toHaveLength(1);
      }
      // The socket stays open for the visitor the page now is: public pushes still come.
      const winners = streams[cases.indexOf(caseOf('content.onWinners'))];
      const had = winners?.values.length ?? 0;
      await caseOf('content.onWinners').change();
      await waitFor(() => (winners?.values.length ?? 0) > had, WAIT_MS);
      expect(peer.closeCodes).toEqual([]);
      expect(peer.serverSockets).toHaveLength(1);
      await expect(peer.client.member.balance.query()).rejects.toSatisfy(
        (err: unknown) => codeOf(err) === ErrorCode.loginRequired,
      );
    });

    it('a password change closes the socket with SESSION_MOVED; the reconnect carries on under the new cookie', async () => {
      const { browser, peer } = await memberPage('vipmember');
      const balance = follow(peer, caseOf('wallet.onBalance'));
      const jackpot = follow(peer, caseOf('jackpot.onValue'));
      await waitFor(() => balance.values.length === 1 && jackpot.values.length >= 1, WAIT_MS);
      const jackpotSeen = jackpot.values.length;
      up.state.wallet.mainBalance.set('vipmember', '7.77');
      const changed = await browser.mutation('auth.changePassword', {
        oldPassword: FAKE_PASSWORD,
        newPassword: 'N3wPassword',
        confirmPassword: 'N3wPassword',
      });
      expect(changed.status).toBe(200);

      await waitFor(
        () => peer.closeCodes.includes(SESSION_MOVED_CLOSE_CODE) && balance.values.length === 2,
        WAIT_MS,
      );
      expect(balance.values[1]).toMatchObject({ sumBalance: '7.77' });
      await expectCurrent(caseOf('wallet.onBalance'), balance.values[1], browser);
      await waitFor(() => jackpot.values.length > jackpotSeen, WAIT_MS);
      expect(balance.errors).toEqual([]);
      expect(peer.serverSockets).toHaveLength(2);
    });
  });
});
