/**
 * The gateway's WebSocket endpoint (`/trpc`), speaking tRPC's WebSocket protocol, built for many idle
 * sockets (bench/realtime.ts: 10,000 clients on one process).
 *
 * - Broadcast subscriptions (`jackpot.onValue`, `content.onWinners`) are served here, not by a
 *   tRPC procedure per socket: a socket is an entry in its topic's map, and each new value is
 *   serialised once and written to every entry (one buffer per distinct subscription id). The
 *   procedures stay in the router for other callers (createCaller, a connection that uses
 *   connectionParams) and behave the same: the current value at subscribe, then each change.
 * - Everything else (per-member subscriptions, queries, stops of those) goes to tRPC's own connection
 *   handler, created for a socket only when it first sends such a message; then the socket pays
 *   for tRPC's per-connection state and its context (session from the upgrade's cookie).
 * - Heartbeat: one timer for all sockets instead of two per socket. A socket silent for `pingMs`
 *   gets "PING"; one that then stays silent for `pongWaitMs` is terminated (tRPC's own keep-alive
 *   rule, which the web's client answers). Each socket's silence allowance is drawn between 3/4 of
 *   `pingMs` and all of it, anew at every message: sockets that all (re)connected in the same few
 *   seconds (a deploy, a network blip) would otherwise be pinged, and answer, all in the same tick,
 *   every `pingMs`, forever; the timer ticks often enough (at most every 500 ms) to spread them.
 *
 * Listeners are shared functions (`this` is the socket) and per-socket state is one object, so an
 * idle socket costs little more than `ws` itself.
 */
import { getWSConnectionHandler } from '@trpc/server/adapters/ws';
import type { FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { WebSocket } from 'ws';
import { languageOf } from '../http/visitor.js';
import type { AppServices } from '../services.js';
import { upgradeRequests, type createContextFactory } from '../trpc/context.js';
import type { AppRouter } from '../trpc/router.js';
import {
  OPEN,
  send,
  Topic,
  topicKeyOf,
  withoutSubscription,
  withSubscription,
  type Subscriptions,
} from './broadcast-topic.js';
import { SocketFacade } from './socket-facade.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The sockets of the WebSocket endpoint (tests check that closed sockets let go). */
    realtimeSockets: { readonly size: number };
  }
}

type TrpcHandlerOptions = Parameters<typeof getWSConnectionHandler>[0];

/**
 * One socket. What tRPC's context needs of the upgrade request is kept here instead of the request
 * itself (an idle socket should not hold the request, its reply and their headers for its
 * lifetime), in one object with a fixed shape; what thousands of sockets share (the kept headers, the
 * path, the host, the subscription list) is one shared copy each.
 */
class SocketState {
  /** Broadcast subscriptions of this socket (see Subscriptions). */
  subscriptions: Subscriptions | null = null;
  trpc: SocketFacade | null = null;
  /** When the socket gets a PING if the client stays silent until then (see the heartbeat), and
   * when it was pinged and is waiting for an answer (0 otherwise): milliseconds since the server's
   * `clockBase`, small integers V8 stores in the field itself rather than as a boxed number. */
  pingAt = 0;
  pingedAt = 0;

  constructor(
    readonly url: string,
    /** Shared with every socket whose kept headers are the same (see `headersKept`). */
    readonly headers: FastifyRequest['headers'],
    readonly cookies: FastifyRequest['cookies'],
    readonly ip: string,
    readonly hostname: string,
    readonly id: string,
    readonly language: string,
    /** connectionParams: the connection is tRPC's entirely, every message goes there as it came. */
    readonly isTrpcOnly: boolean,
  ) {}
}

/** A table of shared copies, bounded: cleared when it has seen 1,024 distinct keys (copies handed
 * out stay valid). */
function interner<T>(): (key: string, make: () => T) => T {
  const known = new Map<string, T>();
  return (key, make) => {
    const copy = known.get(key);
    if (copy !== undefined) return copy;
    if (known.size >= 1024) known.clear();
    const made = make();
    known.set(key, made);
    return made;
  };
}

const NO_COOKIES: Record<string, string | undefined> = Object.freeze({});
/** The request headers a context or procedure reads (trpc/context.ts, http/visitor.ts, auth). */
const KEPT_HEADERS = ['host', 'origin', 'x-language', 'language', 'referer', 'user-agent'] as const;

/**
 * The headers kept of an upgrade: one frozen object for every upgrade whose kept headers are the
 * same (host and origin are the deployment's, and browsers of one version send one user agent).
 */
function headersKept(
  headers: FastifyRequest['headers'],
  intern: (key: string, make: () => FastifyRequest['headers']) => FastifyRequest['headers'],
): FastifyRequest['headers'] {
  const values = KEPT_HEADERS.map((name) => headers[name]);
  return intern(JSON.stringify(values), () => {
    const kept: Record<string, string | string[]> = {};
    KEPT_HEADERS.forEach((name, i) => {
      const value = values[i];
      if (value !== undefined) kept[name] = value;
    });
    return Object.freeze(kept) as FastifyRequest['headers'];
  });
}

/** A socket error ends in 'close', which does the cleanup; tRPC's sockets also report it there. */
function ignoreError(): void {}

interface Message {
  id?: unknown;
  method?: unknown;
  params?: { path?: unknown } | null;
}

export interface SocketServerOptions {
  services: AppServices;
  /** What fastifyTRPCPlugin's trpcOptions hold (its WebSocket path gets the same, as this does). */
  trpc: {
    router: AppRouter;
    createContext: ReturnType<typeof createContextFactory>;
    onError?: FastifyTRPCPluginOptions<AppRouter>['trpcOptions']['onError'];
    maxBatchSize?: number;
  };
  keepAlive: { pingMs: number; pongWaitMs: number };
  /**
   * Subscriptions every socket of a language shares (one upstream feed, fanned out here rather than
   * one tRPC subscription each): procedure path -> the feed for a language. The features own them;
   * the composition root (app.ts) hands them in, so this layer imports no feature.
   */
  broadcasts: Record<string, BroadcastFeed>;
  /**
   * Spends one call of the visitor's per-IP budget for a broadcast subscription (served here, not by
   * a procedure, so tRPC's own counting never sees it); false when the budget is spent. The
   * composition root hands in the same counter HTTP and tRPC calls use.
   */
  admitCall?: (ip: string) => Promise<boolean>;
}

/** A shared feed: its current value and its pushes, per language (feeds that ignore it share one). */
export interface BroadcastFeed {
  perLanguage: boolean;
  current(language: string): Promise<unknown> | unknown;
  listen(language: string, push: (value: unknown) => void): () => void;
}

/** Registers `GET /trpc` (websocket) on `app`; @fastify/websocket must be registered before. */
export function registerSocketServer(app: FastifyInstance, opts: SocketServerOptions): void {
  const { services } = opts;
  const { pingMs, pongWaitMs } = opts.keepAlive;
  /** The client was heard from at `now`: its next PING is due after a silence of 3/4 to all of pingMs. */
  const clockBase = Date.now();
  const heard = (state: SocketState, now: number) => {
    state.pingAt = now - clockBase + pingMs - Math.floor(Math.random() * (pingMs / 4));
    state.pingedAt = 0;
  };
  const states = new Map<WebSocket, SocketState>();
  const topics = new Map<string, Topic>();
  const intern = interner<string>();
  const internHeaders = interner<FastifyRequest['headers']>();
  // The context factory reads the Fastify request of the upgrade (trpc/context.ts), as with the
  // plugin's own WebSocket route; tRPC's types only know the raw request.
  const trpcConnection = getWSConnectionHandler({
    ...opts.trpc,
    keepAlive: { enabled: false },
  } as unknown as TrpcHandlerOptions);

  function topicFor(path: string, state: SocketState): Topic | null {
    const feed = opts.broadcasts[path];
    if (!feed) return null;
    const language = state.language;
    const key = feed.perLanguage ? `${path}:${language}` : path;
    let topic = topics.get(key);
    if (topic) return topic;
    topic = new Topic(key, {
      current: () => feed.current(language),
      listen: (push) => feed.listen(language, push),
    });
    topics.set(key, topic);
    return topic;
  }

  /** The socket's tRPC connection, created when the socket first needs it. */
  function trpcOf(socket: WebSocket, state: SocketState): SocketFacade {
    if (!state.trpc) {
      const facade = new SocketFacade(socket);
      state.trpc = facade;
      socket.on('close', (code: number, reason: Buffer) => facade.emit('close', code, reason));
      socket.on('error', (err: Error) => facade.emit('error', err));
      // The context factory finds this stand-in of the upgrade request (trpc/context.ts) as it finds a
      // real one: through upgradeRequests, keyed by the raw request tRPC is given.
      const { url, headers, cookies, ip, hostname, id } = state;
      const raw = { url, headers } as IncomingMessage;
      const request = { raw, url, headers, cookies, ip, hostname, id, log: app.log.child({ reqId: id }) };
      upgradeRequests.set(raw, request as unknown as FastifyRequest);
      trpcConnection(facade as unknown as WebSocket, raw);
    }
    return state.trpc;
  }

  function toTrpc(socket: WebSocket, state: SocketState, messages: unknown[]): void {
    const body = messages.length === 1 ? messages[0] : messages;
    const data = Buffer.from(typeof body === 'string' ? body : JSON.stringify(body));
    trpcOf(socket, state).emit('message', data, false);
  }

  function onMessage(this: WebSocket, raw: Buffer, isBinary: boolean): void {
    const state = states.get(this);
    if (!state) return;
    heard(state, Date.now());
    const text = raw.toString();
    if (!isBinary && text === 'PONG') return;
    if (!isBinary && text === 'PING') {
      send(this, 'PONG');
      return;
    }
    if (state.isTrpcOnly) {
      trpcOf(this, state).emit('message', raw, isBinary);
      return;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      toTrpc(this, state, [text]); // tRPC answers the parse error in its own words
      return;
    }
    const rest: unknown[] = [];
    for (const message of Array.isArray(parsed) ? parsed : [parsed]) {
      if (!serve(this, state, message as Message)) rest.push(message);
    }
    if (rest.length > 0) toTrpc(this, state, rest);
  }

  /** Serves a broadcast subscription or its stop; false when the message is tRPC's. */
  function serve(socket: WebSocket, state: SocketState, message: Message): boolean {
    if (message === null || typeof message !== 'object') return false;
    const { id, method } = message;
    if (typeof id !== 'number' && typeof id !== 'string') return false;
    if (method === 'subscription.stop') {
      const list = state.subscriptions;
      const key = topicKeyOf(list, id);
      if (list === null || key === undefined) return false;
      state.subscriptions = withoutSubscription(list, id);
      topics.get(key)?.remove(socket, id);
      send(socket, `{"id":${JSON.stringify(id)},"result":{"type":"stopped"}}`);
      return true;
    }
    const path = message.params?.path;
    if (method !== 'subscription' || typeof path !== 'string') return false;
    const topic = topicFor(path, state);
    if (!topic) return false;
    // A client reusing a live id (the tRPC client never does) is served by tRPC, as a new stream.
    if (topicKeyOf(state.subscriptions, id) !== undefined) return false;
    // Reserved before the budget is counted: a stop that comes meanwhile finds it and ends it.
    state.subscriptions = withSubscription(state.subscriptions, id, topic.key);
    const isWanted = () => topicKeyOf(state.subscriptions, id) === topic.key;
    const admitted = opts.admitCall ? opts.admitCall(state.ip) : Promise.resolve(true);
    admitted
      .then(async (allowed) => {
        const list = state.subscriptions;
        if (list === null || !isWanted()) return;
        if (!allowed) {
          // Over budget: tRPC answers it, and its own count refuses it (TOO_MANY_REQUESTS).
          state.subscriptions = withoutSubscription(list, id);
          if (socket.readyState === OPEN) toTrpc(socket, state, [message]);
          return;
        }
        await topic.add(socket, id, isWanted);
      })
      .catch((err: unknown) => {
        // No first value (the platform is down): the next change is pushed when it comes.
        services.log.warn({ err, path }, 'broadcast subscription without its first value');
      });
    return true;
  }

  function onClose(this: WebSocket): void {
    const state = states.get(this);
    states.delete(this);
    const list = state?.subscriptions;
    if (!list) return;
    for (let i = 1; i < list.length; i += 2) topics.get(list[i] as string)?.dropSocket(this);
  }

  // One heartbeat for every socket.
  const heartbeat = setInterval(
    () => {
      const now = Date.now() - clockBase;
      for (const [socket, state] of states) {
        if (state.pingedAt > 0) {
          if (now - state.pingedAt >= pongWaitMs) socket.terminate();
        } else if (now >= state.pingAt) {
          state.pingedAt = now;
          send(socket, 'PING');
        }
      }
    },
    Math.max(10, Math.min(pingMs / 8, pongWaitMs / 2, 500)),
  );
  heartbeat.unref();
  // The sockets are this endpoint's to close (ws tracks none, see app.ts): as the plugin's own
  // preClose closes tracked clients.
  app.addHook('preClose', async () => {
    for (const socket of states.keys()) socket.close();
  });
  app.decorate('realtimeSockets', {
    get size() {
      return states.size;
    },
  });
  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    for (const topic of topics.values()) topic.stop();
    topics.clear();
  });

  app.get('/trpc', { websocket: true }, (socket: WebSocket, request: FastifyRequest) => {
    const url = request.url;
    const state = new SocketState(
      intern(url, () => url),
      headersKept(request.headers, internHeaders),
      request.cookies && Object.keys(request.cookies).length > 0 ? request.cookies : NO_COOKIES,
      intern(request.ip, () => request.ip),
      intern(request.hostname, () => request.hostname),
      String(request.id),
      languageOf(request.headers, request.cookies ?? {}),
      // With connectionParams the first message is tRPC's connection message: all of it is tRPC's.
      new URL(url, 'http://x').searchParams.get('connectionParams') === '1',
    );
    // Let the upgrade's Fastify request and reply go: @fastify/websocket's 'error' listener holds
    // both for the socket's lifetime (its own handling only logs and terminates; ws closes a socket
    // after an error anyway, and 'close' cleans up), and so does the hijacked, never-sent response
    // still attached to the TCP socket.
    socket.removeAllListeners('error');
    socket.on('error', ignoreError);
    // The same for the peer's address that reading `request.ip` cached on the TCP socket (an object
    // and a string per socket; `remoteAddress` reads it again if anything asks).
    const tcp = request.raw.socket as {
      _httpMessage?: ServerResponse | null;
      _peername?: unknown;
    } & Socket;
    tcp._httpMessage?.detachSocket(tcp);
    if (tcp._peername) tcp._peername = null;
    heard(state, Date.now());
    states.set(socket, state);
    socket.on('message', onMessage);
    socket.on('close', onClose);
    if (state.isTrpcOnly) trpcOf(socket, state);
  });
}
