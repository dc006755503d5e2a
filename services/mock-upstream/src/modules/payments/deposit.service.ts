import {
  type DepositChannel,
  type DepositOrder,
  type DepositRequest,
  ErrorCode,
  MAIN_WALLET_ID,
  type SandboxCallback,
} from '@portal/contracts';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { depositChannels, depositOrders, memberTurnover } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { MemberRow } from '../accounts/accounts.repository.js';
import { player, postTransaction, system } from '../ledger/ledger.repository.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import {
  amountMinor,
  merchantById,
  money,
  orderNumber,
  outOfRange,
  pageOf,
  refuseTrial,
  uniqueViolation,
  type Page,
  type WalletChanged,
} from './payments.common.js';
import type { SandboxProvider } from './sandbox-pay.js';

type ChannelRow = typeof depositChannels.$inferSelect;
type OrderRow = typeof depositOrders.$inferSelect;

export function channelView(c: ChannelRow, merchant: MerchantRow): DepositChannel {
  return {
    id: c.id,
    code: c.code,
    name: c.name,
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
export function createDepositService(deps: {
  db: Db;
  config: Pick<Config, 'sandboxPayUrl'>;
  provider: SandboxProvider;
  walletChanged: WalletChanged;
}) {
  const { db, config, provider, walletChanged } = deps;

  const view = (o: OrderRow, c: ChannelRow, merchant: MerchantRow): DepositOrder => ({
    orderId: o.orderNo,
    channelId: c.id,
    channelName: c.name,
    channelType: c.type,
    amount: money(o.amountMinor, merchant),
    status: o.status,
    payUrl:
      c.type === 'online' && o.providerOrderId
        ? `${config.sandboxPayUrl}/pay/${encodeURIComponent(o.providerOrderId)}`
        : null,
    reason: o.reason,
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
  });

  async function findOrder(where: ReturnType<typeof and>) {
    const [row] = await db
      .select({ o: depositOrders, c: depositChannels })
      .from(depositOrders)
      .innerJoin(depositChannels, eq(depositChannels.id, depositOrders.channelId))
      .where(where)
      .limit(1);
    return row;
  }

  /** Credits a pending order (and raises turnover) inside `tx`; false when it was not pending. */
  async function credit(tx: Db, merchant: MerchantRow, orderId: number): Promise<OrderRow | null> {
    const [order] = await tx
      .update(depositOrders)
      .set({ status: 'success', updatedAt: new Date() })
      .where(and(eq(depositOrders.id, orderId), eq(depositOrders.status, 'pending')))
      .returning();
    if (!order) return null;
    await postTransaction(tx, {
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
    const required = order.amountMinor * BigInt(merchant.depositTurnoverMultiplier);
    await tx
      .insert(memberTurnover)
      .values({ memberId: order.memberId, requiredMinor: required })
      .onConflictDoUpdate({
        target: memberTurnover.memberId,
        set: {
          requiredMinor: sql`${memberTurnover.requiredMinor} + ${required.toString()}::bigint`,
          updatedAt: new Date(),
        },
      });
    return order;
  }

  async function fail(tx: Db, orderId: number, reason: string): Promise<OrderRow | null> {
    const [order] = await tx
      .update(depositOrders)
      .set({ status: 'failed', reason, updatedAt: new Date() })
      .where(and(eq(depositOrders.id, orderId), eq(depositOrders.status, 'pending')))
      .returning();
    return order ?? null;
  }

  async function replayOf(merchant: MerchantRow, member: MemberRow, body: DepositRequest, minor: bigint) {
    const found = await findOrder(
      and(eq(depositOrders.memberId, member.id), eq(depositOrders.requestId, body.requestId)),
    );
    if (!found) return undefined;
    const same =
      found.o.channelId === body.channelId &&
      found.o.amountMinor === minor &&
      (found.o.payerName ?? undefined) === (found.c.type === 'bank' ? body.payerName : undefined);
    if (!same) {
      throw AppError.rule(
        ErrorCode.idempotencyKeyReused,
        'this request id was already used for another deposit',
      );
    }
    return view(found.o, found.c, merchant);
  }

  return {
    async channels(merchant: MerchantRow): Promise<{ channels: DepositChannel[] }> {
      const rows = await db
        .select()
        .from(depositChannels)
        .where(and(eq(depositChannels.merchantId, merchant.id), eq(depositChannels.enabled, true)))
        .orderBy(depositChannels.sort, depositChannels.id);
      return { channels: rows.map((c) => channelView(c, merchant)) };
    },

    async create(merchant: MerchantRow, member: MemberRow, body: DepositRequest): Promise<DepositOrder> {
      refuseTrial(member);
      const minor = amountMinor(body.amount, merchant);
      const replay = await replayOf(merchant, member, body, minor);
      if (replay) return replay;

      const [channel] = await db
        .select()
        .from(depositChannels)
        .where(and(eq(depositChannels.id, body.channelId), eq(depositChannels.merchantId, merchant.id)))
        .limit(1);
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

      try {
        const order = await db.transaction(async (tx) => {
          const [inserted] = await tx
            .insert(depositOrders)
            .values({
              orderNo: orderNumber('D'),
              merchantId: merchant.id,
              memberId: member.id,
              requestId: body.requestId,
              channelId: channel.id,
              amountMinor: minor,
              payerName: channel.type === 'bank' ? (body.payerName ?? null) : null,
              returnUrl: body.returnUrl ?? null,
            })
            .returning();
          if (!inserted) throw new Error('deposit order insert returned nothing');
          if (channel.type !== 'online') return inserted;
          // The platform registers the order with the provider (an API call in real life).
          const providerOrderId = await provider.register(tx, {
            merchantOrderId: inserted.orderNo,
            amountMinor: minor,
            currency: merchant.currency,
            decimals: merchant.currencyDecimals,
            returnUrl: body.returnUrl ?? null,
          });
          const [updated] = await tx
            .update(depositOrders)
            .set({ providerOrderId })
            .where(eq(depositOrders.id, inserted.id))
            .returning();
          return updated ?? inserted;
        });
        return view(order, channel, merchant);
      } catch (err) {
        // A parallel retry with the same request id won the insert: answer with its order.
        if (uniqueViolation(err) === 'deposit_orders_member_request_uq') {
          const replayed = await replayOf(merchant, member, body, minor);
          if (replayed) return replayed;
        }
        throw err;
      }
    },

    async order(merchant: MerchantRow, member: MemberRow, orderId: string): Promise<DepositOrder> {
      const found = await findOrder(
        and(eq(depositOrders.memberId, member.id), eq(depositOrders.orderNo, orderId)),
      );
      if (!found) throw AppError.rule(ErrorCode.orderNotFound, 'no such deposit order');
      return view(found.o, found.c, merchant);
    },

    async orders(
      merchant: MerchantRow,
      member: MemberRow,
      pageNo: number,
      pageSize: number,
    ): Promise<Page<DepositOrder>> {
      const [total] = await db
        .select({ n: count() })
        .from(depositOrders)
        .where(eq(depositOrders.memberId, member.id));
      const rows = await db
        .select({ o: depositOrders, c: depositChannels })
        .from(depositOrders)
        .innerJoin(depositChannels, eq(depositChannels.id, depositOrders.channelId))
        .where(eq(depositOrders.memberId, member.id))
        .orderBy(desc(depositOrders.createdAt), desc(depositOrders.id))
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize);
      return pageOf(
        rows.map((r) => view(r.o, r.c, merchant)),
        total?.n ?? 0,
        pageNo,
        pageSize,
      );
    },

    /**
     * Applies a verified provider callback. Idempotent on the provider order: a callback for an
     * order that is no longer pending is acknowledged and moves nothing. A callback whose amount
     * differs from the order's is refused (the provider keeps retrying; an operator looks).
     */
    async applyCallback(
      callback: SandboxCallback,
    ): Promise<{ outcome: 'credited' | 'failed' | 'duplicate' } | { outcome: 'unknown' | 'mismatch' }> {
      const [order] = await db
        .select()
        .from(depositOrders)
        .where(eq(depositOrders.providerOrderId, callback.providerOrderId))
        .limit(1);
      if (!order || order.orderNo !== callback.merchantOrderId) return { outcome: 'unknown' };
      const merchant = await merchantById(db, order.merchantId);
      let paid: bigint;
      try {
        paid = amountMinor(callback.amount, merchant);
      } catch {
        return { outcome: 'mismatch' };
      }
      if (paid !== order.amountMinor) return { outcome: 'mismatch' };
      if (order.status !== 'pending') return { outcome: 'duplicate' };
      if (callback.status === 'paid') {
        const credited = await db.transaction((tx) => credit(tx, merchant, order.id));
        if (!credited) return { outcome: 'duplicate' };
        walletChanged(merchant.code, order.memberId);
        return { outcome: 'credited' };
      }
      const failed = await fail(db, order.id, 'payment failed at the provider');
      return { outcome: failed ? 'failed' : 'duplicate' };
    },

    /** Operator: a bank transfer arrived. */
    async approve(merchant: MerchantRow, orderNo: string): Promise<DepositOrder> {
      const found = await findOrder(
        and(eq(depositOrders.merchantId, merchant.id), eq(depositOrders.orderNo, orderNo)),
      );
      if (!found) throw AppError.rule(ErrorCode.orderNotFound, 'no such deposit order');
      if (found.c.type !== 'bank') {
        throw AppError.rule(ErrorCode.orderStateInvalid, 'online deposits are settled by the provider');
      }
      const credited = await db.transaction((tx) => credit(tx, merchant, found.o.id));
      if (!credited) throw AppError.rule(ErrorCode.orderStateInvalid, `the order is ${found.o.status}`);
      walletChanged(merchant.code, credited.memberId);
      return view(credited, found.c, merchant);
    },

    /** Operator: the bank transfer never arrived. Nothing moves. */
    async reject(merchant: MerchantRow, orderNo: string, reason: string | undefined): Promise<DepositOrder> {
      const found = await findOrder(
        and(eq(depositOrders.merchantId, merchant.id), eq(depositOrders.orderNo, orderNo)),
      );
      if (!found) throw AppError.rule(ErrorCode.orderNotFound, 'no such deposit order');
      if (found.c.type !== 'bank') {
        throw AppError.rule(ErrorCode.orderStateInvalid, 'online deposits are settled by the provider');
      }
      const failed = await fail(db, found.o.id, reason || 'rejected by the operator');
      if (!failed) throw AppError.rule(ErrorCode.orderStateInvalid, `the order is ${found.o.status}`);
      return view(failed, found.c, merchant);
    },
  };
}
export type DepositService = ReturnType<typeof createDepositService>;
