/**
 * Builds the gateway: the only server the browser talks to. `server.ts` only listens; tests build the
 * app with their own config and dependencies and `inject` requests.
 */
import fastifyCookie from '@fastify/cookie';
import { TRPC_MAX_BATCH } from '@portal/contracts';
import fastifyWebsocket from '@fastify/websocket';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import { AccessLog, requestIdOf, requestLogger, stdoutLog } from '@portal/server-kit';
import Fastify, { type FastifyInstance } from 'fastify';
import { Transform } from 'node:stream';
import { Cache } from './cache/cache.js';
import type { Config } from './config.js';
import { httpStatusFor, toAppError } from './errors/app-error.js';
import { createHumanVerifier, type HumanVerifier } from './security/human-verification.js';
import { SessionService } from './session/session.service.js';
import { registerCdnProxy } from './http/cdn-proxy.js';
import { registerErrorHandler } from './http/errors.js';
import { registerHealth } from './http/health.js';
import { ApiBudget, registerRateLimit, spendSocketCall } from './http/rate-limit.js';
import { registerSandboxPayProxy } from './http/sandbox-pay-proxy.js';
import { registerOriginCheck, registerSecurityHeaders, type PagePolicy } from './http/security.js';
import { languageOf } from './http/visitor.js';
import { loadStatus } from './platform/status.js';
import { registerSupportChatProxy } from './http/support-chat-proxy.js';
import { getBootstrap } from './features/system/system.service.js';
import { registerManifest } from './http/manifest.js';
import { registerSpa } from './http/spa.js';
import { firstPaintSource } from './first-paint.js';
import { registerDemoVendorProxy } from './http/demo-vendor-proxy.js';
import { GameMenus } from './platform/game-menus.js';
import { menuAnswers } from './features/games/games.response-cache.js';
import { bootstrapAnswers } from './features/system/system.response-cache.js';
import { registerAnswerCache } from './http/answer-cache.js';
import { VisitorAnswers } from './platform/visitor-answers.js';
import { EventsRelay } from './realtime/events-relay.js';
import { Hub } from './realtime/hub.js';
import { Realtime } from './realtime/realtime.js';
import { SessionWatch } from './realtime/session-watch.js';
import { registerSocketServer } from './realtime/socket-server.js';
import { jackpotTicker } from './features/content/jackpot.service.js';
import { winnersFeedOf } from './features/content/winners.feed.js';
import { UpstreamEvents } from './realtime/upstream-events.js';
import type { AppServices } from './services.js';
import { createStore } from './store/create-store.js';
import { describeTopology } from './store/redis-topology.js';
import type { Store } from './store/store.js';
import { createContextFactory, upgradeRequests } from './trpc/context.js';
import { appRouter, type AppRouter } from './trpc/router.js';
import { UpstreamClient } from './upstream/client.js';
import { LoadGuard } from './upstream/load-guard.js';

export interface AppDeps {
  /** A Store to use instead of the one REDIS_URL selects; the caller then owns (closes) it. */
  store?: Store;
  /** Overrides config.upstreamUrl (tests point it at a fake platform). */
  upstreamUrl?: string;
  fetch?: typeof fetch;
  /** Replaces the verifier HUMAN_VERIFICATION selects (tests). */
  humanVerifier?: HumanVerifier;
  /** Where log lines go instead of stdout (tests read them to prove secrets stay out). */
  logStream?: { write(line: string): void };
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
}

/** Body limit of tRPC calls; withdraw.confirm and feedback.submit and promotions.sendApplication carry up to
 * three images. */
const TRPC_BODY_LIMIT = 1024 * 1024;
const PROOF_BODY_LIMIT = 22 * 1024 * 1024;
const LARGE_BODY_PROCEDURES = new Set(['withdraw.confirm', 'feedback.submit', 'promotions.sendApplication']);

function bodyTooLarge(): Error {
  return Object.assign(new Error('request body too large'), { statusCode: 413 });
}

export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const stdout = deps.logStream || config.logLevel === 'silent' ? undefined : stdoutLog();
  const logStream = deps.logStream ?? stdout?.stream;
  const app = Fastify({
    // A tRPC batch names its procedures in one path segment (`/trpc/a,b,c`); Fastify's default of
    // 100 characters answered a page's first batch with a 404. (A router option: at the top level
    // Fastify 5 warns FSTDEP022 at every start.)
    routerOptions: { maxParamLength: 2000 },
    logger: {
      level: config.logLevel,
      // Secrets never reach a log line: session cookies, upstream tokens and encryption keys.
      redact: {
        paths: [
          'req.headers.cookie',
          'req.headers.authorization',
          'req.headers.encryption',
          'res.headers["set-cookie"]',
          'headers.cookie',
          'headers.authorization',
          'headers.encryption',
          // Account flows: should any of these ever reach a log line, they leave as [redacted].
          '*.password',
          '*.newPassword',
          '*.oldPassword',
          '*.confirmPassword',
          '*.confirmNewPassword',
          '*.paymentPassword',
          '*.oldPaymentPassword',
          '*.newPaymentPassword',
          '*.confirmPaymentPassword',
          '*.accountNumber',
          '*.verificationCode',
          '*.captcha',
          '*.verification',
          '*.token',
          '*.upstreamToken',
        ],
        censor: '[redacted]',
      },
      ...(logStream ? { stream: logStream } : {}),
    },
    trustProxy: config.trustProxy,
    genReqId: requestIdOf,
    logController: new AccessLog(),
    childLoggerFactory: requestLogger,
    requestIdHeader: false,
    // WebSocket keep-alive pings keep connections open; let close() end them instead of waiting.
    forceCloseConnections: true,
  });

  const ownsStore = !deps.store;
  const store = deps.store ?? createStore(config, (err) => app.log.error({ err }, 'store connection error'));
  app.log.info(
    { store: store.kind, ...(config.redis && !deps.store ? { redis: describeTopology(config.redis) } : {}) },
    store.kind === 'redis' ? 'using the Redis store' : 'using the in-process store (single process only)',
  );

  const upstream = new UpstreamClient({
    baseUrl: deps.upstreamUrl ?? config.upstreamUrl,
    merchantCode: config.merchantCode,
    timeoutMs: config.upstreamTimeoutMs,
    fetch: deps.fetch,
    guard: new LoadGuard(config.upstreamGuard, (state) =>
      state === 'closed'
        ? app.log.info('the platform answers again: calls to it are sent again')
        : app.log.warn({ breaker: state }, 'the platform is failing: calls to it are refused at once'),
    ),
  });
  const hub = new Hub(store);
  const events = new UpstreamEvents({
    upstreamUrl: deps.upstreamUrl ?? config.upstreamUrl,
    merchantCode: config.merchantCode,
    eventsKey: config.eventsKey,
    log: app.log,
    fetch: deps.fetch,
  });
  const realtime = new Realtime(hub, config.merchantCode, app.log);
  const relay = new EventsRelay({ store, events, realtime, merchantCode: config.merchantCode, log: app.log });
  const cache = new Cache(store, { staleS: config.cacheStaleS });
  const sessions: SessionService = new SessionService(store, config.sessionTtlS, {
    onEnded: (id, reason): Promise<void> => sessionWatch.announce(id, reason),
  });
  const sessionWatch: SessionWatch = new SessionWatch({
    realtime,
    ttlLeft: (id): Promise<number | null> => sessions.ttlLeft(id),
    log: app.log,
  });
  const services: AppServices = {
    config,
    store,
    cache,
    gameMenus: new GameMenus({ store, cache, realtime, config, log: app.log }),
    visitorAnswers: new VisitorAnswers({ hub, log: app.log, ttlMs: config.answerTtlMs }),
    upstream,
    sessions,
    sessionWatch,
    hub,
    realtime,
    events,
    humanVerifier: deps.humanVerifier ?? createHumanVerifier(config, store),
    apiBudget: new ApiBudget(store, config.rateLimit),
    log: app.log,
  };
  app.decorate('services', services);

  // The relay (and the platform's stream, in the process holding its lease) starts when the server
  // listens: a process that serves no sockets (tests injecting requests, scripts) needs none.
  app.addHook('onListen', async () => {
    relay.start();
  });
  app.addHook('onClose', async () => {
    await services.gameMenus.close();
    await services.visitorAnswers.close();
    await relay.close();
    await events.close();
    await sessionWatch.close();
    await hub.close();
    services.apiBudget.close();
    if (ownsStore) await store.close();
    stdout?.close();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', String(request.id));
    done(null, payload);
  });

  registerErrorHandler(app);
  await app.register(fastifyCookie);
  // First among the hooks: its onRequest marks upgrade requests, so a refused upgrade (origin, rate
  // limit) still gets its socket closed by the plugin after the error answer.
  // No client tracking: realtime/socket-server.ts keeps its sockets (and closes them on close); ws's
  // own set would cost every socket an entry and a close listener of its own.
  await app.register(fastifyWebsocket, { options: { maxPayload: 1024 * 1024, clientTracking: false } });
  await registerSecurityHeaders(app, config, async (request) => {
    // A visitor's page comes again within seconds (kept: platform/visitor-answers.ts); so does this.
    const answers = services.visitorAnswers;
    const key = answers.visitorKey(request);
    const kept = key === null ? undefined : answers.pagePolicies.get(key);
    if (kept !== undefined) return kept;
    const stamp = answers.pagePolicies.stamp;
    const status = await loadStatus(services, {
      ip: request.ip,
      language: languageOf(request.headers, request.cookies),
      requestId: String(request.id),
      host: request.hostname,
    });
    const firebase = status.info.firebase ?? null;
    const policy: PagePolicy = {
      analytics: (status.info.analytics.gtagId ?? null) !== null,
      firebase: firebase ? { authEmulatorUrl: firebase.authEmulatorUrl } : null,
    };
    if (key !== null) answers.pagePolicies.keep(key, policy, stamp);
    return policy;
  });
  registerOriginCheck(app, config);
  registerRateLimit(app, services.apiBudget);
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.headers.upgrade?.toLowerCase() === 'websocket') upgradeRequests.set(request.raw, request);
    done();
  });
  // The tRPC route admits PROOF_BODY_LIMIT (the most any one procedure needs); every other call is
  // held to TRPC_BODY_LIMIT: refused up front by Content-Length, and counted while read otherwise.
  app.addHook('onRoute', (route) => {
    if (route.url === '/trpc/:path') route.bodyLimit = PROOF_BODY_LIMIT;
  });
  app.addHook('preParsing', async (request, _reply, payload) => {
    // Fastify reads no body of a GET or HEAD: there is nothing to count.
    if (request.method === 'GET' || request.method === 'HEAD') return payload;
    if (request.routeOptions.url !== '/trpc/:path') return payload;
    const paths = String((request.params as { path?: string }).path ?? '').split(',');
    if (paths.some((p) => LARGE_BODY_PROCEDURES.has(p))) return payload;
    if (Number(request.headers['content-length'] ?? 0) > TRPC_BODY_LIMIT) throw bodyTooLarge();
    let seen = 0;
    return payload.pipe(
      new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          seen += chunk.length;
          callback(seen > TRPC_BODY_LIMIT ? bodyTooLarge() : null, chunk);
        },
      }),
    );
  });
  const onTrpcError: NonNullable<FastifyTRPCPluginOptions<AppRouter>['trpcOptions']['onError']> = ({
    error,
    path,
    req,
  }) => {
    // Refusals are normal traffic; only our faults and the platform's are errors worth a page.
    const appError = toAppError(error);
    const log = 'log' in req && req.log ? req.log : app.log;
    if (httpStatusFor(appError.code) >= 500) {
      log.error({ err: appError.cause ?? error, code: appError.code, path }, 'procedure failed');
    } else {
      log.info({ code: appError.code, path }, 'procedure refused');
    }
  };
  registerAnswerCache(app, [menuAnswers(services.gameMenus), bootstrapAnswers(services.visitorAnswers)]);
  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    // The WebSocket endpoint is realtime/socket-server.ts (broadcasts served without a procedure
    // per socket; the rest handed to tRPC's connection handler).
    useWSS: false,
    trpcOptions: {
      router: appRouter,
      createContext: createContextFactory(services),
      onError: onTrpcError,
      // http/rate-limit.ts refuses larger batches first (BATCH_TOO_LARGE); this is tRPC's own guard.
      maxBatchSize: TRPC_MAX_BATCH,
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });
  registerSocketServer(app, {
    services,
    trpc: {
      router: appRouter,
      createContext: createContextFactory(services),
      onError: onTrpcError,
      // An array of more messages is refused whole by tRPC; each call of a smaller one is counted.
      maxBatchSize: TRPC_MAX_BATCH,
    },
    // Dead sockets (a closed laptop, a dropped mobile link) are found and dropped: the server pings
    // after pingMs of client silence and terminates the socket without an answer in pongWaitMs.
    keepAlive: config.wsKeepAlive,
    // A broadcast subscription spends the per-IP budget as a procedure call over the socket does.
    // A Store outage: tRPC answers the subscription, and its own count refuses it with the reason.
    admitCall: (ip) => spendSocketCall(services.apiBudget, ip, app.log).catch(() => false),
    broadcasts: {
      'jackpot.onValue': {
        perLanguage: false,
        current: () => jackpotTicker(services).current(),
        listen: (_language, push) => jackpotTicker(services).listen(push),
      },
      'content.onWinners': {
        perLanguage: true,
        current: (language) => winnersFeedOf(services).current(language),
        listen: (language, push) => winnersFeedOf(services).subscribe(language, push),
      },
    },
  });

  registerHealth(app, { store, upstream });
  registerCdnProxy(app, {
    upstreamUrl: deps.upstreamUrl ?? config.upstreamUrl,
    timeoutMs: config.upstreamTimeoutMs,
    fetch: deps.fetch,
  });
  await registerSandboxPayProxy(app, {
    upstreamUrl: deps.upstreamUrl ?? config.upstreamUrl,
    timeoutMs: config.upstreamTimeoutMs,
    publicOrigins: config.publicOrigins,
    fetch: deps.fetch,
  });
  await registerSupportChatProxy(app, {
    upstreamUrl: deps.upstreamUrl ?? config.upstreamUrl,
    timeoutMs: config.upstreamTimeoutMs,
    fetch: deps.fetch,
  });
  await registerDemoVendorProxy(app, {
    upstreamUrl: deps.upstreamUrl ?? config.upstreamUrl,
    timeoutMs: config.upstreamTimeoutMs,
    fetch: deps.fetch,
  });
  registerManifest(app, async (request, language) => {
    const { brand } = await getBootstrap(services, {
      ip: request.ip,
      language,
      requestId: String(request.id),
      host: request.hostname,
    });
    return { name: brand.name, defaultTheme: brand.defaultTheme };
  });
  await registerSpa(app, config.webDist, firstPaintSource(services, config.webDist), {
    visitorKey: (request) => services.visitorAnswers.visitorKey(request),
    memo: services.visitorAnswers.pages,
  });

  return app;
}
