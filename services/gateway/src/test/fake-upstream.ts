/**
 * A small fake of the platform for the gateway's unit tests: from the gateway's point of view it is the
 * external system, answering per the @portal/contracts schemas. The real mock-upstream is exercised by
 * the cross-service tests in /tests.
 */
import { decryptPayload, DecryptionError, generateRsaKeyPair } from '@portal/contracts/crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  contentEndpoints,
  eventsEndpoints,
  RankingQuerySchema,
  sessionEndpoints,
  supportEndpoints,
  systemEndpoints,
  WinnerBoardQuerySchema,
  type CustomerServiceValue,
  type ModuleNode,
  type SystemStatusValue,
  type Winner,
} from '@portal/contracts';
import {
  fakeMemberOf,
  newAccountsState,
  registerFakeAccounts,
  type FakeAccountsState,
} from './fake-accounts.js';
import { newAgentState, fakeAgentRoutes, type FakeAgentState } from './fake-agent.js';
import { newGamesState, registerFakeGames, type FakeGamesState } from './fake-games.js';
import { registerFakeFairness } from './fake-fairness.js';
import { registerFakeLottery } from './fake-lottery.js';
import { newMessagesState, registerFakeMessages, type FakeMessagesState } from './fake-messages.js';
import { newPromotionsState, registerFakePromotions, type FakePromotionsState } from './fake-promotions.js';
import { newPaymentsState, registerFakePayments, type FakePaymentsState } from './fake-payments.js';
import {
  dropStreams,
  newWalletState,
  fakeWalletRoutes,
  registerFakeMerchantWallet,
  type FakeWalletState,
} from './fake-wallet.js';
import { fakeArea, fakeFail, fakeRoute, pathOf } from './fake-route.js';
import * as fx from './fixtures.js';

export interface FakeUpstream {
  url: string;
  app: FastifyInstance;
  /** Requests seen, by path (without query). */
  hits(path: string): number;
  /** Forgets the hits and requests seen so far (tests sharing one fake count their own). */
  resetSeen(): void;
  requests: Array<{
    method: string;
    path: string;
    headers: Record<string, string | string[] | undefined>;
    body: unknown;
    /** The query string as sent (without the `?`). */
    query: string;
  }>;
  state: {
    status: SystemStatusValue;
    keyId: string;
    rsa: { publicKey: string; privateKey: string };
    /** The whitelabel module tree the fake answers (fixtures' tree unless a test changes it). */
    modules: ModuleNode[];
    accounts: FakeAccountsState;
    wallet: FakeWalletState;
    /** Deposits, cards and withdrawals (fake-payments.ts): forced refusals and delays by path. */
    payments: FakePaymentsState;
    /** The winner board, newest first (the fake answers the first limitNum). */
    winners: Winner[];
    /** The customer-service answer (paths sealed with the test config's CS_PATH_KEY). */
    customerService: CustomerServiceValue;
    /** Platform messages and feedback (fake-messages.ts). */
    messages: FakeMessagesState;
    /** The latest drawn VN lottery draw of the day (results answer it and the ones before it). */
    lotteryDraw: number;
    /** The game catalogue and members' games (fake-games.ts). */
    games: FakeGamesState;
    /** Promotions, rewards and the rebate (fake-promotions.ts). */
    promotions: FakePromotionsState;
    /** The agent centre's downline, links and join applications (fake-agent.ts). */
    agent: FakeAgentState;
    /** Milliseconds every answer waits (a platform slowed down; the event stream excepted). 0: none. */
    slowMs: number;
  };
  close(): Promise<void>;
}

const sharedPair = generateRsaKeyPair();

export async function startFakeUpstream(): Promise<FakeUpstream> {
  const app = Fastify({ logger: false, bodyLimit: 32 * 1024 * 1024 });
  const counts = new Map<string, number>();
  const requests: FakeUpstream['requests'] = [];
  const state: FakeUpstream['state'] = {
    status: fx.statusValue(),
    keyId: 'k1',
    rsa: sharedPair,
    modules: fx.moduleTree,
    accounts: newAccountsState(),
    wallet: newWalletState(),
    payments: newPaymentsState(),
    winners: fx.winners(25),
    customerService: fx.customerService(),
    messages: newMessagesState(),
    lotteryDraw: 345,
    games: newGamesState(),
    promotions: newPromotionsState(),
    agent: newAgentState(),
    slowMs: 0,
  };
  const ok = (value: unknown) => ({ success: true, value });

  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_req, body, done) => done(null, body));
  app.addHook('preHandler', async (req) => {
    const path = pathOf(req);
    counts.set(path, (counts.get(path) ?? 0) + 1);
    requests.push({
      method: req.method,
      path,
      headers: req.headers,
      body: req.body,
      query: req.url.split('?')[1] ?? '',
    });
    if (state.slowMs > 0 && path !== eventsEndpoints.stream.path) {
      await new Promise((r) => setTimeout(r, state.slowMs));
    }
  });

  fakeRoute(app, systemEndpoints.status, (req) => {
    const ip = String(req.headers['x-forwarded-for'] ?? '0.0.0.0');
    // The brand's texts come in the language asked for, like the platform's (its copyright line).
    const language = String(req.headers['language'] ?? 'EN');
    const { info } = state.status;
    const copyright = language === 'EN' ? info.brand.copyright : `${info.brand.copyright} (${language})`;
    return {
      ...state.status,
      info: { ...info, brand: { ...info.brand, copyright } },
      location: { ...state.status.location, ip },
    };
  });
  fakeRoute(app, systemEndpoints.whitelabel, () => state.modules);
  const decrypt = registerFakeAccounts(app, state.accounts, () => state.rsa.privateKey);
  fakeArea(app, fakeWalletRoutes, state.wallet, state.accounts, decrypt);
  registerFakeMerchantWallet(app, state.wallet);
  registerFakePayments(app, state.payments, state.accounts, decrypt);
  registerFakeMessages(app, state.messages, state.accounts);
  registerFakeFairness(app, state.accounts);
  registerFakePromotions(app, state.promotions, state.accounts);
  fakeArea(app, fakeAgentRoutes, state.agent, state.accounts, decrypt);
  // The token is optional (a member's banners follow their promotion states); one naming no
  // session is refused, as the platform does.
  fakeRoute(app, contentEndpoints.banners, (req, reply) =>
    req.headers.authorization && !fakeMemberOf(state.accounts, req)
      ? fakeFail(reply, 401, 'login.not.session')
      : fx.banners,
  );
  fakeRoute(app, contentEndpoints.announcements, () => fx.notices);
  fakeRoute(app, contentEndpoints.helpCenter, () => fx.helpCenter);
  fakeRoute(app, supportEndpoints.customerService, () => state.customerService);
  fakeRoute(app, contentEndpoints.rankList, (req, reply) => {
    const query = RankingQuerySchema.safeParse(req.query);
    if (!query.success) return fakeFail(reply, 400, 'request_param_err');
    const ranking = query.data.kind === 'bet' ? fx.betRanking : fx.depositRanking;
    return { ...ranking, list: ranking.list.slice(0, query.data.limitNum) };
  });
  fakeRoute(app, contentEndpoints.winnerBoard, (req, reply) => {
    const query = WinnerBoardQuerySchema.safeParse(req.query);
    if (!query.success) return fakeFail(reply, 400, 'request_param_err');
    return { list: state.winners.slice(0, query.data.limitNum) };
  });
  fakeRoute(app, sessionEndpoints.rsaKey, () => ({ keyId: state.keyId, publicKey: state.rsa.publicKey }));
  fakeRoute(app, sessionEndpoints.keyVerify, (req, reply) => {
    const header = String(req.headers.encryption ?? '');
    try {
      if (header.split(';')[1] !== state.keyId) throw new DecryptionError('unknown key id');
      const plain = decryptPayload(header, String(req.body), state.rsa.privateKey);
      return { fields: Object.keys(plain as Record<string, unknown>) };
    } catch {
      return fakeFail(reply, 400, 'DECRYPTION_FAILED');
    }
  });
  registerFakeGames(app, state.games, state.accounts);
  registerFakeLottery(app, state);
  app.get('/cdn/*', async (req, reply) =>
    req.headers['if-none-match'] === '"v1"'
      ? reply.code(304).header('etag', '"v1"').send()
      : reply
          .type('image/svg+xml')
          .header('cache-control', 'public, max-age=3600')
          .header('etag', '"v1"')
          .send(
            `<svg xmlns="http://www.w3.org/2000/svg"><title>${'A banner, its words and its font. '.repeat(40)}</title></svg>`,
          ),
  );
  fakeRoute(app, systemEndpoints.ready, () => ({ ok: true }) as const);
  // The sandbox payment provider's pay page (proxied by the gateway at /sandbox-pay/*).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, body),
  );
  app.get('/sandbox-pay/pay/:id', async (req, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .send(
        `<form method="post" action="/sandbox-pay/pay/${(req.params as { id: string }).id}"><button>Pay</button></form>`,
      ),
  );
  app.post('/sandbox-pay/pay/:id', async (req, reply) => {
    const form = new URLSearchParams(String(req.body));
    return reply.redirect(`http://localhost:3000/index?depositOrder=${form.get('order') ?? ''}`, 302);
  });

  // The demo chat vendor's pages (proxied by the gateway at /support-chat/*).
  app.get('/support-chat/live', async (req, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('set-cookie', 'vendor=1')
      .send(`<h1>live ${String((req.query as { language?: string }).language ?? '')}</h1>`),
  );
  app.post('/support-chat/api/live/:id', async (req, reply) => reply.code(201).send({ echo: req.body }));

  // Failure shapes for the client's error-kind tests.
  app.get('/test/slow', async () => {
    await new Promise((r) => setTimeout(r, 1000));
    return ok(1);
  });
  app.post('/test/slow', async () => {
    await new Promise((r) => setTimeout(r, 1000));
    return ok(1);
  });
  app.get('/test/html500', async (_req, reply) => reply.code(500).type('text/html').send('<h1>oops</h1>'));
  // The platform's own failure (its database gone), for a read and for a money call.
  const systemError = { success: false, errorCode: 'SYSTEM_ERROR', message: 'system error' };
  app.get('/test/system-error', async (_req, reply) => reply.code(500).send(systemError));
  app.post('/test/system-error', async (_req, reply) => reply.code(500).send(systemError));
  app.get('/test/bad-schema', async () => ok({ unexpected: true }));
  app.get('/test/not-json', async (_req, reply) => reply.type('text/plain').send('hello'));
  app.get('/test/unauthorized', async (_req, reply) =>
    reply.code(401).send({ success: false, errorCode: 'login.not.session', message: 'no session' }),
  );
  app.get('/test/business', async () => ({
    success: false,
    errorCode: 'request_param_err',
    message: 'bad',
    fields: { username: 'reg_pattern_1' },
  }));
  app.get('/test/number', async () => ok(3));
  app.get('/test/business-value', async (_req, reply) =>
    reply.code(400).send({
      success: false,
      value: { maskedMobile: '+84 ****333' },
      errorCode: 'LOGIN_IP_VERIFICATION_REQUIRED',
    }),
  );

  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url: address,
    app,
    hits: (path) => counts.get(path) ?? 0,
    resetSeen: () => {
      counts.clear();
      requests.length = 0;
    },
    requests,
    state,
    close: async () => {
      // Open event streams would hold the server open, and so would a connection of the gateway's
      // fetch pool that carries no request, until the client's idle timeout (4 s) ended it.
      dropStreams(state.wallet);
      app.server.closeAllConnections();
      await app.close();
    },
  };
}
