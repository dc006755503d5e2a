import {
  type DepositChannel,
  type DepositOrder,
  type DepositRequest,
  ErrorCode,
  localized,
  MAIN_WALLET_ID,
  type SandboxCallback,
} from '@portal/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { refuseTrial } from '../../lib/trial.js';
import { amountMinor, money } from '../../lib/money.js';
import { pageOf, type Page } from '../../db/paging.js';
import { uniqueViolation } from '../../db/errors.js';
import type { Config } from '../../config.js';
import type { MemberRow } from '../accounts/accounts.repository.js';
import { player, system } from '../ledger/ledger.repository.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import { createDepositRepository, type ChannelRow, type DepositOrderRow } from './deposit.repository.js';
import {
  merchantById,
  orderNumber,
  outOfRange,
  requestIdReused,
  sameAmount,
  type OrdersChanged,
  type WalletChanged,
} from './payments.common.js';
import { payPagePath, type SandboxProvider } from './sandbox-pay.js';

/** A channel as a member sees it, named in `language` (its own name where the language has none). */
export function channelView(c: ChannelRow, merchant: MerchantRow, language = 'EN'): DepositChannel {
  return {
    id: c.id,
    code: c.code,
    name: localized(c, language, 'name'),
    type: c.type,
    minAmount: money(c.minMinor, merchant),
    maxAmount: money(c.maxMinor, merchant),
    bankAccount:
      c.type === 'bank' && c.bankName && c.accountName && c.accountNumber
        ? { bankName: c.bankName, accountName: c.accountName, accountNumber: c.accountNumber }
        : null,
  };
}

/**
 * Deposits: online ones go through the sandbox provider (pay page, signed callback), bank transfers
 * wait for an operator. A successful deposit credits PAYMENT_CLEARING -> the player's main wallet
 * and raises the turnover requirement in the same database transaction as the order's status change.
 */
export type Deposited = (merchant: MerchantRow, order: DepositOrderRow) => void;
/**
 * Work that must commit with the credit itself (a deposit bonus earned by it), run on the credit's
 * transaction: if it fails, the deposit is not credited either, and a crash cannot split them.
 */
export type CreditedInTransaction = (tx: Db, merchant: MerchantRow, order: DepositOrderRow) => Promise<void>;
/**
 * Checks a new order on the transaction that writes it (player protection: deposit limits and
 * breaks), throwing to refuse it; it may lock what the next order's check reads.
 */
export type CheckOrder = (
  tx: Db,
  merchant: MerchantRow,
  memberId: number,
  amountMinor: bigint,
) => Promise<void>;

export function createDepositService(deps: {
  db: Db;
  config: Pick<Config, 'sandboxPayUrl'>;
  provider: SandboxProvider;
  walletChanged: WalletChanged;
  ordersChanged: OrdersChanged;
  /** A deposit was credited, after its commit (the agent area's live feed of first deposits). */
  deposited?: Deposited;
  creditedInTransaction?: CreditedInTransaction;
  checkOrder?: CheckOrder;
}) {
  const { db, config, provider, walletChanged } = deps;
  const changed = (merchant: MerchantRow, order: DepositOrderRow) =>
    deps.ordersChanged(merchant.code, order.memberId, 'deposit');
  const deposited = (merchant: MerchantRow, order: DepositOrderRow) => deps.deposited?.(merchant, order);
  const repo = createDepositRepository(db);

  /** An order, its channel named in `language` (the member's pages); the operator's read EN. */
  const view = (o: DepositOrderRow, c: ChannelRow, merchant: MerchantRow, language = 'EN'): DepositOrder => ({
    orderId: o.orderNo,
    channelId: c.id,
    channelName: localized(c, language, 'name'),
    channelType: c.type,
    amount: money(o.amountMinor, merchant),
    status: o.status,
    payUrl:
      c.type === 'online' && o.providerOrderId
        ? `${config.sandboxPayUrl}/pay/${payPagePath(o.providerOrderId, language)}`
        : null,
    reason: o.reason,
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
  });

  /** Credits a pending order (and raises turnover) in one transaction; null when it was not pending. */
  function credit(merchant: MerchantRow, orderId: number): Promise<DepositOrderRow | null> {
    return repo.inTransaction(async (tx) => {
      const order = await tx.markSucceeded(orderId);
      if (!order) return null;
      await tx.post({
        merchantId: merchant.id,
        currency: merchant.currency,
        source: 'deposit',
        idempotencyKey: order.orderNo,
        type: 'DEPOSIT',
        memberId: order.memberId,
        reference: order.orderNo,
        postings: [
          { account: system('PAYMENT_CLEARING'), amount: -order.amountMinor },
          { account: player(order.memberId, MAIN_WALLET_ID), amount: order.amountMinor },
        ],
      });
      await tx.raiseTurnoverRequired(
        order.memberId,
        order.amountMinor * BigInt(merchant.depositTurnoverMultiplier),
      );
      await deps.creditedInTransaction?.(tx.db, merchant, order);
      return order;
    });
  }

  async function replayOf(
    merchant: MerchantRow,
    member: MemberRow,
    body: DepositRequest,
    minor: bigint,
    language: string,
  ) {
    const found = await repo.findByRequest(member.id, body.requestId);
    if (!found) return undefined;
    const same =
      found.o.channelId === body.channelId &&
      found.o.amountMinor === minor &&
      (found.o.payerName ?? undefined) === (found.c.type === 'bank' ? body.payerName : undefined);
    if (!same) {
      throw requestIdReused('deposit');
    }
    return view(found.o, found.c, merchant, language);
  }

  /** The channel an order may be made on, with the amount and payer name it needs. */
  async function usableChannel(merchant: MerchantRow, body: DepositRequest, minor: bigint) {
    const channel = await repo.findChannel(merchant.id, body.channelId);
    if (!channel?.enabled) {
      throw AppError.rule(ErrorCode.channelNotAvailable, 'this deposit channel is not available', {
        channelId: 'CHANNEL_NOT_AVAILABLE',
      });
    }
    if (minor < channel.minMinor || minor > channel.maxMinor) {
      throw outOfRange(channel.minMinor, channel.maxMinor, merchant);
    }
    if (channel.type === 'bank' && !body.payerName) {
      throw AppError.badRequest('the payer name is required for a bank transfer', {
        payerName: 'required',
      });
    }
    return channel;
  }

  /** The operator's bank-transfer order; online orders are the provider's to settle. */
  async function bankOrder(merchant: MerchantRow, orderNo: string) {
    const found = await repo.findForMerchant(merchant.id, orderNo);
    if (!found) throw AppError.rule(ErrorCode.orderNotFound, 'no such deposit order');
    if (found.c.type !== 'bank') {
      throw AppError.rule(ErrorCode.orderStateInvalid, 'online deposits are settled by the provider');
    }
    return found;
  }

  return {
    async channels(merchant: MerchantRow, language = 'EN'): Promise<{ channels: DepositChannel[] }> {
      const rows = await repo.enabledChannels(merchant.id);
      return { channels: rows.map((c) => channelView(c, merchant, language)) };
    },

    async create(
      merchant: MerchantRow,
      member: MemberRow,
      body: DepositRequest,
      language = 'EN',
    ): Promise<DepositOrder> {
      refuseTrial(member, 'cannot move money');
      const minor = amountMinor(body.amount, merchant);
      const replay = await replayOf(merchant, member, body, minor, language);
      if (replay) return replay;
      const channel = await usableChannel(merchant, body, minor);

      try {
        const order = await repo.inTransaction(async (tx) => {
          await deps.checkOrder?.(tx.db, merchant, member.id, minor);
          const inserted = await tx.insertOrder({
            orderNo: orderNumber('D'),
            merchantId: merchant.id,
            memberId: member.id,
            requestId: body.requestId,
            channelId: channel.id,
            amountMinor: minor,
            payerName: channel.type === 'bank' ? (body.payerName ?? null) : null,
            returnUrl: body.returnUrl ?? null,
          });
          if (channel.type !== 'online') return inserted;
          // The platform registers the order with the provider (an API call in real life).
          const providerOrderId = await provider.register(tx.db, {
            merchantOrderId: inserted.orderNo,
            amountMinor: minor,
            currency: merchant.currency,
            decimals: merchant.currencyDecimals,
            returnUrl: body.returnUrl ?? null,
          });
          return (await tx.setProviderOrder(inserted.id, providerOrderId)) ?? inserted;
        });
        changed(merchant, order);
        return view(order, channel, merchant, language);
      } catch (err) {
        // A parallel retry with the same request id won the insert: answer with its order.
        if (uniqueViolation(err) === 'deposit_orders_member_request_uq') {
          const replayed = await replayOf(merchant, member, body, minor, language);
          if (replayed) return replayed;
        }
        throw err;
      }
    },

    async order(
      merchant: MerchantRow,
      member: MemberRow,
      orderId: string,
      language = 'EN',
    ): Promise<DepositOrder> {
      const found = await repo.findForMember(member.id, orderId);
      if (!found) throw AppError.rule(ErrorCode.orderNotFound, 'no such deposit order');
      return view(found.o, found.c, merchant, language);
    },

    async orders(
      merchant: MerchantRow,
      member: MemberRow,
      pageNo: number,
      pageSize: number,
      language = 'EN',
    ): Promise<Page<DepositOrder>> {
      const { rows, totalCount } = await repo.page(member.id, pageNo, pageSize);
      const items = rows.map((r) => view(r.o, r.c, merchant, language));
      return pageOf(items, totalCount, pageNo, pageSize);
    },

    /**
     * Applies a verified provider callback. Idempotent on the provider order: a callback for an
     * order that is no longer pending is acknowledged and moves nothing. A callback whose amount
     * differs from the order's is refused (the provider keeps retrying; an operator looks).
     */
    async applyCallback(
      callback: SandboxCallback,
    ): Promise<{ outcome: 'credited' | 'failed' | 'duplicate' } | { outcome: 'unknown' | 'mismatch' }> {
      const order = await repo.findByProviderOrder(callback.providerOrderId);
      if (!order || order.orderNo !== callback.merchantOrderId) {
        await repo.logCallback('unknown_order', {
          providerOrderId: callback.providerOrderId,
          merchantOrderId: callback.merchantOrderId,
        });
        return { outcome: 'unknown' };
      }
      const merchant = await merchantById(db, order.merchantId);
      if (!sameAmount(callback.amount, order.amountMinor, merchant)) {
        await repo.logCallback('amount_mismatch', {
          providerOrderId: callback.providerOrderId,
          amount: callback.amount,
        });
        return { outcome: 'mismatch' };
      }
      if (order.status !== 'pending') return { outcome: 'duplicate' };
      if (callback.status === 'paid') {
        const credited = await credit(merchant, order.id);
        if (!credited) return { outcome: 'duplicate' };
        walletChanged(merchant.code, order.memberId);
        changed(merchant, credited);
        deposited(merchant, credited);
        return { outcome: 'credited' };
      }
      const failed = await repo.markFailed(order.id, 'payment failed at the provider');
      if (failed) changed(merchant, failed);
      return { outcome: failed ? 'failed' : 'duplicate' };
    },

    /** The operator's switch: while off, callbacks are answered 503 (the provider keeps retrying). */
    callbacksAccepted: (): Promise<boolean> => repo.callbacksAccepted(),
    setCallbacksAccepted: (accept: boolean): Promise<void> => repo.setCallbacksAccepted(accept),

    /** Operator: a bank transfer arrived. */
    async approve(merchant: MerchantRow, orderNo: string): Promise<DepositOrder> {
      const found = await bankOrder(merchant, orderNo);
      const credited = await credit(merchant, found.o.id);
      if (!credited) throw AppError.rule(ErrorCode.orderStateInvalid, `the order is ${found.o.status}`);
      walletChanged(merchant.code, credited.memberId);
      changed(merchant, credited);
      deposited(merchant, credited);
      return view(credited, found.c, merchant);
    },

    /** Operator: the bank transfer never arrived. Nothing moves. */
    async reject(merchant: MerchantRow, orderNo: string, reason: string | undefined): Promise<DepositOrder> {
      const found = await bankOrder(merchant, orderNo);
      const failed = await repo.markFailed(found.o.id, reason || 'rejected by the operator');
      if (!failed) throw AppError.rule(ErrorCode.orderStateInvalid, `the order is ${found.o.status}`);
      changed(merchant, failed);
      return view(failed, found.c, merchant);
    },
  };
}
export type DepositService = ReturnType<typeof createDepositService>;
