/**
 * The wallet part of the fake platform (docs/INTERFACES.md "Wallet and money"): answers per
 * the contracts' schemas from a little in-memory state, remembers money-moving requests by requestId
 * (a retry returns the first answer), lets a test force a refusal or a delay on any path, and serves
 * the event stream with a handle to emit events and drop connections.
 */
import {
  EVENTS_KEY_HEADER,
  eventsEndpoints,
  walletEndpoints,
  type AgentTransferRequestSchema,
  type MerchantWallet,
  type UpstreamEvent,
  type WalletTransfer,
} from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerResponse } from 'node:http';
import type { z } from 'zod';
import { fakeMemberOf, type FakeAccountsState, type FakeMember } from './fake-accounts.js';
import { fakeFail, fakeRoute, pathOf } from './fake-route.js';

export const FAKE_EVENTS_KEY = 'dev-events-key';
export const FAKE_PAYMENT_PASSWORD = '135790';

export interface FakeWalletState {
  /** account -> main wallet balance; '12.50' when unset. */
  mainBalance: Map<string, string>;
  /** path -> refusal answered instead of the normal answer. */
  failures: Map<string, { status: number; errorCode: string }>;
  /** path -> ms to wait before answering. */
  delays: Map<string, number>;
  /** `<call>:<requestId>` -> first answer (value), as the platform's idempotency does. */
  answered: Map<string, unknown>;
  /** Open event-stream connections. */
  streams: Set<ServerResponse>;
  /** Connections accepted on the event stream so far. */
  streamConnections: number;
  /** What the merchant wallet call answers. */
  merchantWallet: MerchantWallet;
}

/**
 * The fixtures' vendors (fixtures.ts `vendorLanes`: each vendor's wallet is its node id): V1's is the
 * main wallet's (1), so it plays seamlessly; the others have transfer wallets. No transfer limits.
 */
export function fakeMerchantWallet(): MerchantWallet {
  return {
    currency: 'USD',
    currencySymbol: '$',
    currencyDecimals: 2,
    transferLimits: { min: null, max: null },
    vendors: [
      { vendor: 'V5', walletMode: 'transfer', accountTypeId: 5, gameTypes: ['SPORTS'], maintenance: false },
      { vendor: 'V1', walletMode: 'seamless', accountTypeId: 1, gameTypes: ['RNG'], maintenance: false },
      { vendor: 'V2', walletMode: 'transfer', accountTypeId: 2, gameTypes: ['RNG'], maintenance: false },
      { vendor: 'V3', walletMode: 'transfer', accountTypeId: 3, gameTypes: ['LIVE'], maintenance: false },
    ],
  };
}

/** The merchant wallet: public (no token), so outside the wallet area's token check. */
export function registerFakeMerchantWallet(app: FastifyInstance, state: FakeWalletState): void {
  fakeRoute(app, walletEndpoints.merchantWallet, () => state.merchantWallet);
}

export function newWalletState(): FakeWalletState {
  return {
    mainBalance: new Map(),
    failures: new Map(),
    delays: new Map(),
    answered: new Map(),
    streams: new Set(),
    streamConnections: 0,
    merchantWallet: fakeMerchantWallet(),
  };
}

const NOW = '2026-01-01T00:00:00.000Z';
const fail = (reply: FastifyReply, status: number, errorCode: string) =>
  reply.code(status).send({ success: false, value: null, errorCode, message: errorCode });

/** Sends one event to every open stream. */
export function emitEvent(state: FakeWalletState, event: UpstreamEvent | string): void {
  const line = typeof event === 'string' ? event : `data: ${JSON.stringify(event)}\n\n`;
  for (const res of state.streams) res.write(line);
}

/** Ends every open stream (the platform restarting, a proxy dropping idle connections). */
export function dropStreams(state: FakeWalletState): void {
  for (const res of state.streams) res.destroy();
  state.streams.clear();
}

/** The wallet routes; register them with `fakeArea`, which keeps their token check to them. */
export function fakeWalletRoutes(
  app: FastifyInstance,
  state: FakeWalletState,
  accounts: FakeAccountsState,
  decrypt: (req: FastifyRequest) => Record<string, unknown> | null,
): void {
  const authed = (req: FastifyRequest) => fakeMemberOf(accounts, req);

  // Every wallet call: a token, then any forced refusal or delay of the test.
  app.addHook('preHandler', async (req, reply) => {
    const p = pathOf(req);
    if (p === eventsEndpoints.stream.path) return;
    const delay = state.delays.get(p);
    if (delay) await new Promise((r) => setTimeout(r, delay));
    if (!authed(req)) return fail(reply, 401, 'login.not.session');
    const forced = state.failures.get(p);
    if (forced) return fail(reply, forced.status, forced.errorCode);
  });

  /** The first answer of a requestId is the answer of every retry with it. */
  const once = <T>(call: string, requestId: string, make: () => T): T => {
    const key = `${call}:${requestId}`;
    if (!state.answered.has(key)) state.answered.set(key, make());
    return state.answered.get(key) as T;
  };

  fakeRoute(app, walletEndpoints.balance, (req) => {
    const m = authed(req) as FakeMember;
    const main = state.mainBalance.get(m.account) ?? '12.50';
    return {
      sumBalance: main,
      // The platform's order: vendor wallets may come before main; 150 is a wallet no lane names.
      balance: [
        { accountTypeId: 3, availBalance: '0.00' },
        { accountTypeId: 1, availBalance: main },
        { accountTypeId: 150, availBalance: '0.00' },
      ],
      currency: 'USD',
      currencySymbol: '$',
      holdBalance: '0.00',
    };
  });

  const transfer = (body: {
    requestId: string;
    fromAccountTypeId: number;
    toAccountTypeId: number;
    amount: string;
  }) =>
    once<WalletTransfer>('transfer', body.requestId, () => ({
      transferId: `T${state.answered.size + 1}`,
      requestId: body.requestId,
      fromAccountTypeId: body.fromAccountTypeId,
      toAccountTypeId: body.toAccountTypeId,
      amount: body.amount,
      status: 'success',
      createdAt: NOW,
      updatedAt: NOW,
    }));
  fakeRoute(app, walletEndpoints.transfer, (req) => transfer(req.body as Parameters<typeof transfer>[0]));
  fakeRoute(app, walletEndpoints.transferStatus, (req) => {
    const { transferId } = req.query as { transferId: string };
    return {
      transferId,
      requestId: 'req-00000001',
      fromAccountTypeId: 1,
      toAccountTypeId: 3,
      amount: '1.00',
      status: 'pending',
      createdAt: NOW,
      updatedAt: NOW,
    } satisfies WalletTransfer;
  });
  fakeRoute(app, walletEndpoints.recoverAll, (req) => {
    const { requestId } = req.body as { requestId: string };
    return {
      transfers: [transfer({ requestId, fromAccountTypeId: 3, toAccountTypeId: 1, amount: '1.00' })],
    };
  });

  const page = <T>(req: FastifyRequest, list: T[]) => {
    const q = req.query as { pageNo?: string; pageSize?: string };
    return {
      list,
      pageNo: Number(q.pageNo ?? 1),
      pageSize: Number(q.pageSize ?? 20),
      totalCount: list.length,
      totalPages: 1,
    };
  };
  const passwordChecked = (req: FastifyRequest, reply: FastifyReply) => {
    const body = decrypt(req);
    if (!body) {
      void fail(reply, 400, 'DECRYPTION_FAILED');
      return null;
    }
    if (body.paymentPassword !== FAKE_PAYMENT_PASSWORD) {
      void fail(reply, 400, 'PAYMENT_PASSWORD_INCORRECT');
      return null;
    }
    return body;
  };
  fakeRoute(app, walletEndpoints.agentTransferTargets, (req, reply) => {
    const m = authed(req) as FakeMember;
    if (![1, 2, 41, 42].includes(m.type)) return fakeFail(reply, 403, 'AGENT_ONLY');
    return { upline: null, downlines: [{ account: 'alice', nickname: 'alice' }] };
  });
  fakeRoute(app, walletEndpoints.agentTransfer, (req, reply) => {
    const body = passwordChecked(req, reply) as z.infer<typeof AgentTransferRequestSchema> | null;
    if (!body) return reply;
    return once('agent', body.requestId, () => ({
      transferId: `A${body.requestId}`,
      targetAccount: body.targetAccount,
      direction: 'downline' as const,
      amount: body.amount,
      createdAt: NOW,
    }));
  });

  fakeRoute(app, walletEndpoints.transactions, (req) =>
    page(req, [
      {
        id: 'X1',
        time: NOW,
        type: 'DEPOSIT' as const,
        amount: '10.00',
        balanceAfter: '12.50',
        accountTypeId: 1,
        reference: 'D1',
      },
    ]),
  );
  fakeRoute(app, walletEndpoints.profitLoss, () => ({
    deposit: '10.00',
    withdraw: '0.00',
    bonus: '0.00',
    bet: '0.00',
    win: '0.00',
    profit: '0.00',
    pendingBet: '0.00',
    days: [],
  }));
  fakeRoute(app, walletEndpoints.bonusDetails, (req) =>
    page(req, [
      { id: 'B1', time: NOW, bonusType: 'WELCOME', description: 'Welcome', amount: '5.00', promotion: null },
    ]),
  );

  fakeRoute(app, eventsEndpoints.stream, (req, reply) => {
    if (req.headers[EVENTS_KEY_HEADER] !== FAKE_EVENTS_KEY) return fakeFail(reply, 401, 'ADMIN_KEY_INVALID');
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
    });
    state.streams.add(res);
    state.streamConnections += 1;
    res.on('close', () => state.streams.delete(res));
    res.write(`data: ${JSON.stringify({ type: 'hello', at: NOW })}\n\n`);
    return reply;
  });
}
