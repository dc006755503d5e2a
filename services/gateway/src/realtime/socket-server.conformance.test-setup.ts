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
 * One gateway per test file (useConformanceGateway registers the hooks that build it); every wait is
 * a condition wait. The subscriptions' cases are in socket-server.conformance.test-fixtures.ts.
 */
import { createTRPCClient, createWSClient, TRPCClientError, wsLink } from '@trpc/client';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import WebSocket from 'ws';
import { winnersFeedOf } from '../features/content/winners.feed.js';
import { jackpotTicker } from '../features/content/jackpot.service.js';
import { SESSION_COOKIE } from '../session/session.service.js';
import { waitFor } from '../store/store-contract.js';
import { Browser, TestVerifier } from '../test/browser.js';
import { startFakeUpstream, type FakeUpstream } from '../test/fake-upstream.js';
import * as fx from '../test/fixtures.js';
import { buildTestApp } from '../test/helpers.js';
import { callerOf, loggedIn } from '../test/money.js';
import { createContextInner } from '../trpc/context.js';
import { createCaller, type AppRouter } from '../trpc/router.js';

/** The page's heartbeat (web/src/lib/trpc-realtime.ts REALTIME_KEEP_ALIVE). */
export const PAGE_KEEP_ALIVE = { enabled: true, intervalMs: 15_000, pongTimeoutMs: 5_000 };
export const WAIT_MS = 5000;
/** The member of the member pages: an agent (type 41), so every member subscription serves it, the
 * agent-only team feed included. */
export const MEMBER = { account: 'agent1', memberId: 2 };

export type Client = ReturnType<typeof createTRPCClient<AppRouter>>;
export type Caller = ReturnType<typeof createCaller>;

/** A frame of tRPC's WebSocket protocol, either way. */
export interface Frame {
  id?: number | string | null;
  method?: string;
  params?: { path?: string } | null;
  result?: { type: string; data?: unknown };
  error?: { data?: { code?: string } };
}

export interface Handlers {
  onStarted: () => void;
  onData: (value: unknown) => void;
  onError: (err: unknown) => void;
}

/** What one subscription of the client saw. */
export interface Stream {
  path: string;
  values: unknown[];
  errors: unknown[];
  starts: number;
  stop(): void;
}

/** A page: its tRPC client over one WebSocket client, and both ends of that socket as observed. */
export interface Peer {
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

export interface Case {
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

export let up: FakeUpstream;
export let app: FastifyInstance;
export let address: string;
export const peers: Peer[] = [];
export const serverSockets = new Map<string, Peer>();
export let visitors = 0;

export function codeOf(err: unknown): string | undefined {
  return err instanceof TRPCClientError ? (err.data as { code?: string } | undefined)?.code : undefined;
}

export function parseFrames(text: string): Frame[] {
  if (text === 'PING' || text === 'PONG') return [];
  return [JSON.parse(text) as Frame | Frame[]].flat();
}

/** Opens a page's WebSocket client; `cookie` is read at every (re)connection, as a browser does. */
export function openPeer(cookie: () => string = () => ''): Peer {
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

export function follow(peer: Peer, c: Case): Stream {
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
export function on(frames: Frame[][], socket: number): Frame[] {
  return frames[socket] ?? [];
}

/** The wire ids the client gave this path's subscriptions on a socket, in the order sent. */
export function subscriptionIds(peer: Peer, path: string, socket = 0): Array<number | string> {
  return on(peer.sent, socket)
    .filter((f) => f.method === 'subscription' && f.params?.path === path)
    .flatMap((f) => (f.id === undefined || f.id === null ? [] : [f.id]));
}

/** A member's page: logged in over HTTP (as the web does), its socket carrying the browser's cookie. */
export async function memberPage(account = MEMBER.account): Promise<{ browser: Browser; peer: Peer }> {
  const browser = await loggedIn(app, account);
  const peer = openPeer(() => `${SESSION_COOKIE}=${browser.jar.get(SESSION_COOKIE) ?? ''}`);
  return { browser, peer };
}

/** What the procedure yields first right now, for this visitor or this browser's session. */
export async function procedureNow(c: Case, browser?: Browser): Promise<unknown> {
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

export async function expectCurrent(c: Case, value: unknown, browser?: Browser): Promise<void> {
  const now = await procedureNow(c, browser);
  if (c.expectCurrent) c.expectCurrent(value, now);
  else expect(value).toEqual(now);
}

/** Another visitor's page load: it reads the platform's status past the test socket's cached one. */
export async function anotherVisitorLoads(): Promise<void> {
  visitors += 1;
  const res = await new Browser(app, `198.51.100.${visitors}`).query('system.bootstrap');
  expect(res.status).toBe(200);
}

/** Registers the hooks of a conformance test file: one listening gateway on the fake platform for the
 * file, its sockets let go and the platform put back after each test. */
export function useConformanceGateway(): void {
  beforeAll(async () => {
    up = await startFakeUpstream();
    ({ app } = await buildTestApp(
      // Pushes only: no status poll or winner poll fires during the file.
      { STATUS_POLL_MS: '600000', CACHE_TTL_STATUS_S: '600', WINNERS_POLL_MS: '600000' },
      { upstreamUrl: up.url, humanVerifier: new TestVerifier() },
    ));
    app.websocketServer.on(
      'connection',
      (socket: WebSocket, request: { headers: Record<string, unknown> }) => {
        const peer = serverSockets.get(String(request.headers['user-agent']));
        if (!peer) return;
        peer.serverSockets.push(socket);
        const sent: Frame[] = [];
        peer.sent.push(sent);
        socket.on('message', (raw: Buffer) => sent.push(...parseFrames(raw.toString())));
      },
    );
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
        app.realtimeSockets.size === 0 &&
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
}
