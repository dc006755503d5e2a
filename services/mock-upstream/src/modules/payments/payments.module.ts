import { paymentsEndpoints, SANDBOX_SIGNATURE_HEADER } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { createBankCardsService } from './bank-cards.service.js';
import {
  createDepositService,
  type CheckOrder,
  type CreditedInTransaction,
  type Deposited,
} from './deposit.service.js';
import type { OrdersChanged, WalletChanged } from './payments.common.js';
import { createSandboxProvider, type DeliverCallback } from './sandbox-pay.js';
import { createWithdrawOperator } from './withdraw-operator.service.js';
import { createWithdrawService } from './withdraw.service.js';

/** The deposit, withdrawal, bank-card services and the sandbox provider, wired together. */
export function createPayments(deps: {
  db: Db;
  config: Config;
  walletChanged: WalletChanged;
  ordersChanged: OrdersChanged;
  deliver: DeliverCallback;
  deposited?: Deposited;
  creditedInTransaction?: CreditedInTransaction;
  checkOrder?: CheckOrder;
}) {
  const { db, config, walletChanged, ordersChanged, deliver } = deps;
  const provider = createSandboxProvider({ db, config, deliver });
  return {
    provider,
    deposits: createDepositService({
      db,
      config,
      provider,
      walletChanged,
      ordersChanged,
      ...(deps.deposited ? { deposited: deps.deposited } : {}),
      ...(deps.creditedInTransaction ? { creditedInTransaction: deps.creditedInTransaction } : {}),
      ...(deps.checkOrder ? { checkOrder: deps.checkOrder } : {}),
    }),
    // The member's side and the operator's review, one set of orders.
    withdrawals: createWithdrawService({ db, walletChanged, ordersChanged }),
    withdrawalReview: createWithdrawOperator({ db, walletChanged, ordersChanged }),
    cards: createBankCardsService(db),
  };
}
export type Payments = ReturnType<typeof createPayments>;

/**
 * The provider reaches the platform's callback route in-process (no port needed): the same route,
 * signature check and envelope as over HTTP. Acknowledged only by `{ value: { ack: true } }`.
 */
export function injectDelivery(app: FastifyInstance): DeliverCallback {
  return async (rawBody, signature) => {
    const res = await app.inject({
      method: 'POST',
      url: paymentsEndpoints.sandboxCallback.path,
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
      payload: rawBody,
    });
    let parsed: unknown;
    try {
      parsed = JSON.parse(res.body);
    } catch {
      parsed = null;
    }
    const value = (parsed as { value?: { ack?: unknown } } | null)?.value;
    if (res.statusCode === 200 && value?.ack === true) return { ack: true };
    const code = (parsed as { errorCode?: unknown } | null)?.errorCode;
    return { ack: false, error: `HTTP ${res.statusCode} ${typeof code === 'string' ? code : ''}`.trim() };
  };
}
