/**
 * The payments part of the fake platform: deposit channels and orders, the payment password, banks
 * and bank cards, withdrawals and their confirmation, registered from the paymentsEndpoints
 * descriptors (fake-route.ts checks every answer against the descriptor's schema). Answers come from
 * a little fixed state; a money-moving request id is answered once (a retry gets the first answer),
 * and a test may force a refusal or a delay on any of these endpoints by its path.
 */
import {
  WITHDRAW_RULES,
  PageQuerySchema,
  paymentsEndpoints as e,
  type AnyEndpoint,
  type BankCard,
  type DepositChannel,
  type DepositOrder,
  type DepositRequest,
  type WithdrawOrder,
} from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FakeAccountsState } from './fake-accounts.js';
import { fakeFail, fakeRoute, type FakeHandler } from './fake-route.js';
import { FAKE_PAYMENT_PASSWORD } from './fake-wallet.js';

export interface FakePaymentsState {
  /** Endpoint path -> refusal answered instead of the normal answer. */
  failures: Map<string, { status: number; errorCode: string }>;
  /** Endpoint path -> ms to wait before answering. */
  delays: Map<string, number>;
  /** `<call>:<requestId>` -> first answer, as the platform's idempotency does. */
  answered: Map<string, unknown>;
}

export function newPaymentsState(): FakePaymentsState {
  return { failures: new Map(), delays: new Map(), answered: new Map() };
}

const NOW = '2026-01-01T00:00:00.000Z';

const CHANNEL: DepositChannel = {
  id: 1,
  code: 'SANDBOX',
  name: 'Sandbox',
  type: 'online',
  minAmount: '1.00',
  maxAmount: '1000.00',
  bankAccount: null,
};

const CARD: BankCard = {
  id: 7,
  bankCode: 'VCB',
  bankName: 'Vietcombank',
  accountNumberMasked: '**** **** 1234',
  holderName: 'Alice',
  createdAt: NOW,
};

function depositOrder(body: Pick<DepositRequest, 'requestId' | 'channelId' | 'amount'>): DepositOrder {
  return {
    orderId: `D${body.requestId}`,
    channelId: body.channelId,
    channelName: 'Sandbox',
    channelType: 'online',
    amount: body.amount,
    status: 'pending',
    payUrl: `/sandbox-pay/pay/P${body.requestId}`,
    reason: null,
    createdAt: NOW,
    updatedAt: NOW,
  };
}

function withdrawOrder(orderId: string, amount: string): WithdrawOrder {
  return {
    orderId,
    amount,
    status: 'pending',
    bankName: CARD.bankName,
    accountNumberMasked: CARD.accountNumberMasked,
    reason: null,
    receivedAmount: null,
    remainingAmount: null,
    confirmDeadline: null,
    createdAt: NOW,
    updatedAt: NOW,
  };
}

/** One page holding `list`, numbered as asked. */
function pageOf<T>(req: FastifyRequest, list: T[]) {
  return { ...PageQuerySchema.parse(req.query), list, totalCount: list.length, totalPages: 1 };
}

export function registerFakePayments(
  app: FastifyInstance,
  state: FakePaymentsState,
  accounts: FakeAccountsState,
  decrypt: (req: FastifyRequest) => Record<string, unknown> | null,
): void {
  /** A member endpoint: the test's delay, then the token, then any refusal the test forced. */
  function member<E extends AnyEndpoint>(endpoint: E, handler: FakeHandler<NoInfer<E>>): void {
    fakeRoute(app, endpoint, async (req, reply) => {
      const delay = state.delays.get(endpoint.path);
      if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
      if (!accounts.tokens.has(String(req.headers.authorization ?? ''))) {
        return fakeFail(reply, 401, 'login.not.session');
      }
      const forced = state.failures.get(endpoint.path);
      if (forced) return fakeFail(reply, forced.status, forced.errorCode);
      return handler(req, reply);
    });
  }

  /** The first answer of a request id is the answer of every retry with it. */
  function once<T>(call: string, requestId: string, answer: () => T): T {
    const key = `${call}:${requestId}`;
    if (!state.answered.has(key)) state.answered.set(key, answer());
    return state.answered.get(key) as T;
  }

  /** The decrypted body of a call that asks for the payment password; null once it was refused. */
  function passwordChecked(req: FastifyRequest, reply: FastifyReply): Record<string, unknown> | null {
    const body = decrypt(req);
    const refusal = !body
      ? 'DECRYPTION_FAILED'
      : body.paymentPassword !== FAKE_PAYMENT_PASSWORD
        ? 'PAYMENT_PASSWORD_INCORRECT'
        : null;
    if (refusal === null) return body;
    void fakeFail(reply, 400, refusal);
    return null;
  }

  // ------------------------------------------------------------ deposit
  member(e.depositChannels, () => ({ channels: [CHANNEL] }));
  member(e.deposit, (req) => {
    const body = req.body as DepositRequest;
    return once('deposit', body.requestId, () => depositOrder(body));
  });
  member(e.depositOrder, (req) => {
    const { orderId } = req.query as { orderId: string };
    return { ...depositOrder({ requestId: orderId.slice(1), channelId: 1, amount: '10.00' }), orderId };
  });
  member(e.depositOrders, (req) =>
    pageOf(req, [depositOrder({ requestId: 'order-0001', channelId: 1, amount: '10.00' })]),
  );

  // ------------------------------------------------------------ payment password, banks, cards
  member(e.setPaymentPassword, (req, reply) =>
    decrypt(req) ? null : fakeFail(reply, 400, 'DECRYPTION_FAILED'),
  );
  member(e.banks, () => ({ banks: [{ code: 'VCB', name: 'Vietcombank' }] }));
  member(e.bankCards, () => ({ cards: [CARD], maxCards: 3, payeeName: 'Alice' }));
  member(e.bindBankCard, (req, reply) => {
    const body = passwordChecked(req, reply);
    if (!body) return reply;
    return { ...CARD, bankCode: String(body.bankCode), holderName: String(body.holderName) };
  });

  // ------------------------------------------------------------ withdraw
  member(e.withdrawInfo, () => ({
    minAmount: '10.00',
    maxAmount: '5000.00',
    dailyCountLimit: 5,
    dailyCountUsed: 0,
    turnoverRequired: '0.00',
    turnoverDone: '0.00',
    withdrawable: '12.50',
    hasPendingWithdrawal: false,
    isPaymentPasswordSet: true,
    confirmMinutes: 60,
    requirements: WITHDRAW_RULES.map((rule) => ({
      rule,
      met: true,
      code: 'NONE',
      missingFields: [],
    })),
    methods: [{ bankCode: 'VCB', bankName: 'Vietcombank', payoutMinutesMin: 5, payoutMinutesMax: 30 }],
  }));
  member(e.withdraw, (req, reply) => {
    const body = passwordChecked(req, reply);
    if (!body) return reply;
    const requestId = String(body.requestId);
    return once('withdraw', requestId, () => withdrawOrder(`W${requestId}`, String(body.amount)));
  });
  member(e.withdrawOrders, (req) => pageOf(req, [withdrawOrder('W1', '10.00')]));
  member(e.withdrawConfirm, (req) => {
    const body = req.body as { orderId: string; result: WithdrawOrder['status'] };
    return { ...withdrawOrder(body.orderId, '10.00'), status: body.result };
  });
}
