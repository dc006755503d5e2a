import { MAIN_WALLET_ID, type WithdrawOrder, type WithdrawStatus } from '@portal/contracts';
import type { Db } from '../../db/client.js';
import { pageOf } from '../../db/paging.js';
import { player, system } from '../ledger/ledger.repository.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import type { OrdersChanged, WalletChanged } from './payments.common.js';
import {
  createWithdrawRepository,
  OPEN_WITHDRAW_STATUSES,
  type WithdrawOrderRow,
} from './withdraw.repository.js';
import { notFound, stateInvalid, withdrawView } from './withdraw.service.js';

/** The operator's side: the list, approve, reject (refund), pay, and settling a dispute. */
export function createWithdrawOperator(deps: {
  db: Db;
  walletChanged: WalletChanged;
  ordersChanged: OrdersChanged;
}) {
  const { walletChanged } = deps;
  const changed = (merchant: MerchantRow, row: WithdrawOrderRow) =>
    deps.ordersChanged(merchant.code, row.memberId, 'withdraw');
  const repo = createWithdrawRepository(deps.db);

  /** The brand's order; ORDER_NOT_FOUND when there is none. */
  async function operatorOrder(merchant: MerchantRow, orderNo: string) {
    const found = await repo.findForMerchant(merchant.id, orderNo);
    if (!found) throw notFound();
    return found;
  }

  /** Returns the order's amount from `from` to the main wallet; the order ends `rejected`. */
  function refund(
    merchant: MerchantRow,
    order: WithdrawOrderRow,
    from: 'WITHDRAW_HOLD' | 'PAYMENT_CLEARING',
  ) {
    return {
      merchantId: merchant.id,
      currency: merchant.currency,
      source: 'withdraw-refund',
      idempotencyKey: order.orderNo,
      type: 'WITHDRAW_REFUND' as const,
      memberId: order.memberId,
      reference: order.orderNo,
      postings: [
        { account: system(from), amount: -order.amountMinor },
        { account: player(order.memberId, MAIN_WALLET_ID), amount: order.amountMinor },
      ],
    };
  }

  return {
    async list(merchant: MerchantRow, status: WithdrawStatus | undefined, pageNo: number, pageSize: number) {
      const { rows, totalCount } = await repo.merchantPage(merchant.id, status, pageNo, pageSize);
      return pageOf(
        rows.map((r) => ({ ...withdrawView(r.o, r.c, merchant), account: r.account })),
        totalCount,
        pageNo,
        pageSize,
      );
    },

    async approve(merchant: MerchantRow, orderNo: string): Promise<WithdrawOrder> {
      const found = await operatorOrder(merchant, orderNo);
      const row = await repo.transition(found.o.id, 'pending', { status: 'approved' });
      if (!row) throw stateInvalid(`the order is ${found.o.status}`);
      changed(merchant, row);
      return withdrawView(row, found.c, merchant);
    },

    /** pending | approved -> rejected: the held money goes back to the main wallet. */
    async reject(merchant: MerchantRow, orderNo: string, reason: string | undefined): Promise<WithdrawOrder> {
      const found = await operatorOrder(merchant, orderNo);
      const row = await repo.inTransaction(async (tx) => {
        const changed = await tx.transition(found.o.id, OPEN_WITHDRAW_STATUSES, {
          status: 'rejected',
          reason: reason || 'rejected by the operator',
        });
        if (changed) await tx.post(refund(merchant, changed, 'WITHDRAW_HOLD'));
        return changed;
      });
      if (!row) throw stateInvalid(`the order is ${found.o.status}`);
      walletChanged(merchant.code, row.memberId);
      changed(merchant, row);
      return withdrawView(row, found.c, merchant);
    },

    /** approved -> paid: the money leaves (hold -> clearing); the player has confirmMinutes to answer. */
    async pay(merchant: MerchantRow, orderNo: string): Promise<WithdrawOrder> {
      const found = await operatorOrder(merchant, orderNo);
      const row = await repo.inTransaction(async (tx) => {
        const changed = await tx.markPaid(found.o.id, merchant.withdrawConfirmMinutes);
        if (!changed) return undefined;
        await tx.post({
          merchantId: merchant.id,
          currency: merchant.currency,
          source: 'withdraw-pay',
          idempotencyKey: changed.orderNo,
          type: 'WITHDRAW',
          // No player wallet moves here: the member's record already shows the withdrawal.
          memberId: null,
          reference: changed.orderNo,
          postings: [
            { account: system('WITHDRAW_HOLD'), amount: -changed.amountMinor },
            { account: system('PAYMENT_CLEARING'), amount: changed.amountMinor },
          ],
        });
        return changed;
      });
      if (!row) throw stateInvalid(`the order is ${found.o.status}`);
      walletChanged(merchant.code, row.memberId);
      changed(merchant, row);
      return withdrawView(row, found.c, merchant);
    },

    /**
     * Settles a notReceived dispute: `refund` returns the paid money to the main wallet (clearing ->
     * main; the order ends `rejected`), otherwise the payout stands (the order ends `received`).
     */
    async resolve(
      merchant: MerchantRow,
      orderNo: string,
      body: { refund: boolean; reason: string },
    ): Promise<WithdrawOrder> {
      const found = await operatorOrder(merchant, orderNo);
      const row = await repo.inTransaction(async (tx) => {
        const changed = await tx.transition(found.o.id, 'notReceived', {
          status: body.refund ? 'rejected' : 'received',
          reason: body.reason,
        });
        if (changed && body.refund) await tx.post(refund(merchant, changed, 'PAYMENT_CLEARING'));
        return changed;
      });
      if (!row) throw stateInvalid(`the order is ${found.o.status}`);
      if (body.refund) walletChanged(merchant.code, row.memberId);
      changed(merchant, row);
      return withdrawView(row, found.c, merchant);
    },
  };
}
export type WithdrawOperator = ReturnType<typeof createWithdrawOperator>;
