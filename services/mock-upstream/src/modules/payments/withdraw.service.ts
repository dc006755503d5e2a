import {
  ErrorCode,
  MAIN_WALLET_ID,
  type WithdrawConfirm,
  type WithdrawInfo,
  type WithdrawOrder,
  type WithdrawStatus,
} from '@portal/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { decodeImageDataUrl } from '../../lib/images.js';
import { refuseTrial } from '../../lib/trial.js';
import { amountMinor, money } from '../../lib/money.js';
import { pageOf, type Page } from '../../db/paging.js';
import { uniqueViolation } from '../../db/errors.js';
import type { MemberRow } from '../accounts/accounts.repository.js';
import { isFrozen, profileValues } from '../accounts/accounts.common.js';
import { memberBalances, player, system } from '../ledger/ledger.repository.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import type { CardRow } from './bank-cards.repository.js';
import { maskAccountNumber } from './bank-cards.service.js';
import { isPaymentPasswordSet } from './payment-password.js';
import { confirmStepUp, hasPasskey, type StepUpProof } from './step-up.js';
import {
  iso,
  merchantById,
  orderNumber,
  outOfRange,
  requestIdReused,
  sameAmount,
  type OrdersChanged,
  type WalletChanged,
} from './payments.common.js';
import { createWithdrawRepository, type ProofImage, type WithdrawOrderRow } from './withdraw.repository.js';
import {
  isTrialMember,
  missingProfileFields,
  refuseUnready,
  withdrawRequirements,
  type WithdrawState,
} from './withdraw.rules.js';

export const PROOF_MAX_BYTES = 5 * 1024 * 1024;

/** A paid order past its deadline is autoReceived, whether or not the job has flipped it yet. */
function effectiveStatus(o: WithdrawOrderRow, now = Date.now()): WithdrawStatus {
  if (o.status === 'paid' && o.confirmDeadline && o.confirmDeadline.getTime() <= now) return 'autoReceived';
  return o.status;
}

export function withdrawView(o: WithdrawOrderRow, card: CardRow, merchant: MerchantRow): WithdrawOrder {
  const status = effectiveStatus(o);
  return {
    orderId: o.orderNo,
    amount: money(o.amountMinor, merchant),
    status,
    bankName: card.bankName,
    accountNumberMasked: maskAccountNumber(card.accountNumber),
    reason: o.reason,
    receivedAmount: o.receivedMinor === null ? null : money(o.receivedMinor, merchant),
    remainingAmount: o.receivedMinor === null ? null : money(o.amountMinor - o.receivedMinor, merchant),
    confirmDeadline: status === 'paid' ? iso(o.confirmDeadline) : null,
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
  };
}

/** Decodes a proof data URL and checks it by content: a PNG or JPEG of at most 5 MB. */
export function decodeProofImage(dataUrl: string): ProofImage | null {
  if (!/^data:image\/(png|jpeg);base64,/.test(dataUrl)) return null;
  const checked = decodeImageDataUrl(dataUrl, PROOF_MAX_BYTES);
  return checked.ok ? { mimeType: checked.mimeType, data: checked.data } : null;
}

export const notFound = () => AppError.rule(ErrorCode.orderNotFound, 'no such withdrawal order');
export const stateInvalid = (what: string) => AppError.rule(ErrorCode.orderStateInvalid, what);
const pendingExists = () =>
  AppError.rule(ErrorCode.withdrawPendingExists, 'a withdrawal is already being processed');

interface WithdrawRequest extends StepUpProof {
  requestId: string;
  amount: string;
  bankCardId: number;
}

/**
 * The member's side of withdrawals: what may be withdrawn, the request (the amount is held until an
 * operator rejects or pays it), the orders and the confirmation of a paid one. The operator's side
 * is withdraw-operator.service.ts.
 */
export function createWithdrawService(deps: {
  db: Db;
  walletChanged: WalletChanged;
  ordersChanged: OrdersChanged;
}) {
  const { db, walletChanged, ordersChanged } = deps;
  const repo = createWithdrawRepository(db);

  /** A retry of a request id answers its first order; with another amount or card it is refused. */
  async function replayOf(merchant: MerchantRow, memberId: number, body: WithdrawRequest) {
    const found = await repo.findByRequest(memberId, body.requestId);
    if (!found) return undefined;
    if (!sameAmount(body.amount, found.o.amountMinor, merchant) || found.o.bankCardId !== body.bankCardId) {
      throw requestIdReused('withdrawal');
    }
    return withdrawView(found.o, found.c, merchant);
  }

  /** What the withdrawal rules (withdraw.rules.ts) read of the member now. */
  async function stateOf(merchant: MerchantRow, member: MemberRow): Promise<WithdrawState> {
    const [frozen, passwordSet, passkey, cardCount, hasOpen, usedToday, turnover, balances] =
      await Promise.all([
        isFrozen(db, member.id),
        isPaymentPasswordSet(db, member.id),
        hasPasskey(db, member.id),
        repo.cardCount(member.id),
        repo.hasOpen(member.id),
        repo.countToday(member.id, merchant.timeZone),
        repo.turnover(member.id),
        memberBalances(db, merchant.id, member.id),
      ]);
    return {
      isTrial: isTrialMember(member),
      isFrozen: frozen,
      isPaymentPasswordSet: passwordSet,
      hasPasskey: passkey,
      cardCount,
      missingFields: missingProfileFields(merchant, profileValues(member)),
      hasOpen,
      usedToday,
      turnover,
      withdrawableMinor: balances.get(MAIN_WALLET_ID) ?? 0n,
    };
  }

  /** The request's own card and amount (the member's state passed withdraw.rules.ts already). */
  async function checkRequest(merchant: MerchantRow, member: MemberRow, body: WithdrawRequest) {
    const card = await repo.findCard(member.id, body.bankCardId);
    if (!card) {
      throw AppError.rule(ErrorCode.bankCardNotFound, 'no such bank card', {
        bankCardId: 'BANK_CARD_NOT_FOUND',
      });
    }
    const minor = amountMinor(body.amount, merchant);
    if (minor < merchant.withdrawMinMinor || minor > merchant.withdrawMaxMinor) {
      throw outOfRange(merchant.withdrawMinMinor, merchant.withdrawMaxMinor, merchant);
    }
    return { card, minor };
  }

  /** Writes the order and moves its amount from the main wallet to the hold, in one transaction. */
  function holdOrder(
    merchant: MerchantRow,
    member: MemberRow,
    requestId: string,
    card: CardRow,
    minor: bigint,
  ) {
    return repo.inTransaction(async (tx) => {
      // In the transaction that holds the money: a frozen member's balance is kept for its debts.
      await tx.refuseIfFrozen(member.id);
      const order = await tx.insertOrder({
        orderNo: orderNumber('W'),
        merchantId: merchant.id,
        memberId: member.id,
        requestId,
        bankCardId: card.id,
        amountMinor: minor,
      });
      await tx.post({
        merchantId: merchant.id,
        currency: merchant.currency,
        source: 'withdraw',
        idempotencyKey: order.orderNo,
        type: 'WITHDRAW',
        memberId: member.id,
        reference: order.orderNo,
        postings: [
          { account: player(member.id, MAIN_WALLET_ID), amount: -minor },
          { account: system('WITHDRAW_HOLD'), amount: minor },
        ],
      });
      return order;
    });
  }

  /** What the player's answer records: the amount received in part, or the decoded proofs. */
  function confirmation(body: WithdrawConfirm, order: WithdrawOrderRow, merchant: MerchantRow) {
    if (body.result === 'partlyReceived') {
      const receivedMinor = amountMinor(body.receivedAmount, merchant, 'receivedAmount');
      if (receivedMinor <= 0n || receivedMinor >= order.amountMinor) {
        throw AppError.rule(
          ErrorCode.amountOutOfRange,
          'the received amount must be more than zero and less than the amount',
          { receivedAmount: 'AMOUNT_OUT_OF_RANGE' },
        );
      }
      return { receivedMinor, proofs: [] };
    }
    if (body.result === 'notReceived') {
      const decoded = body.proofImages.map(decodeProofImage);
      if (decoded.some((d) => d === null)) {
        throw AppError.badRequest('proof images must be PNG or JPEG files of at most 5 MB', {
          proofImages: 'proof_image_invalid',
        });
      }
      return { receivedMinor: null, proofs: decoded.filter((d) => d !== null) };
    }
    return { receivedMinor: null, proofs: [] };
  }

  return {
    async info(merchant: MerchantRow, member: MemberRow): Promise<WithdrawInfo> {
      const [state, methods] = await Promise.all([
        stateOf(merchant, member),
        repo.payoutMethods(merchant.id, member.id),
      ]);
      return {
        minAmount: money(merchant.withdrawMinMinor, merchant),
        maxAmount: money(merchant.withdrawMaxMinor, merchant),
        dailyCountLimit: merchant.withdrawDailyCount,
        dailyCountUsed: state.usedToday,
        turnoverRequired: money(state.turnover.required, merchant),
        turnoverDone: money(state.turnover.done, merchant),
        withdrawable: money(state.withdrawableMinor, merchant),
        hasPendingWithdrawal: state.hasOpen,
        isPaymentPasswordSet: state.isPaymentPasswordSet,
        confirmMinutes: merchant.withdrawConfirmMinutes,
        requirements: withdrawRequirements(state, merchant),
        methods,
      };
    },

    async create(merchant: MerchantRow, member: MemberRow, body: WithdrawRequest): Promise<WithdrawOrder> {
      refuseTrial(member, 'cannot move money');
      // A retry of an order that was taken gets its first answer before any password check: a
      // double-click or a network retry never spends an attempt or meets a lock.
      const first = await replayOf(merchant, member.id, body);
      if (first) return first;
      // The proof first (a wrong payment password counts toward its lock whatever else is wrong;
      // a passkey's challenge is spent once), then the readiness panel's rules in its order.
      await confirmStepUp(db, merchant, member, 'withdraw', body);
      refuseUnready(await stateOf(merchant, member), merchant);
      const { card, minor } = await checkRequest(merchant, member, body);
      try {
        const order = await holdOrder(merchant, member, body.requestId, card, minor);
        walletChanged(merchant.code, member.id);
        ordersChanged(merchant.code, member.id, 'withdraw');
        return withdrawView(order, card, merchant);
      } catch (err) {
        const violated = uniqueViolation(err);
        // The partial unique index is the race-proof backstop of the check above.
        if (violated === 'withdraw_orders_one_open_uq') throw pendingExists();
        if (violated === 'withdraw_orders_member_request_uq') {
          const again = await replayOf(merchant, member.id, body);
          if (again) return again;
        }
        throw err;
      }
    },

    async orders(
      merchant: MerchantRow,
      member: MemberRow,
      pageNo: number,
      pageSize: number,
    ): Promise<Page<WithdrawOrder>> {
      const { rows, totalCount } = await repo.memberPage(member.id, pageNo, pageSize);
      const items = rows.map((r) => withdrawView(r.o, r.c, merchant));
      return pageOf(items, totalCount, pageNo, pageSize);
    },

    async confirm(merchant: MerchantRow, member: MemberRow, body: WithdrawConfirm): Promise<WithdrawOrder> {
      const found = await repo.findForMember(member.id, body.orderId);
      if (!found) throw notFound();
      const status = effectiveStatus(found.o);
      if (status !== 'paid') throw stateInvalid(`the order is ${status}, not awaiting confirmation`);
      const { receivedMinor, proofs } = confirmation(body, found.o, merchant);

      const updated = await repo.inTransaction(async (tx) => {
        const row = await tx.confirm(found.o.id, { status: body.result, receivedMinor });
        if (row) await tx.insertProofs(row.id, proofs);
        return row;
      });
      if (!updated) throw stateInvalid('the order is no longer awaiting confirmation');
      // The member's other tabs and devices show the answer too.
      ordersChanged(merchant.code, member.id, 'withdraw');
      return withdrawView(updated, found.c, merchant);
    },

    /** Paid orders nobody confirmed before the deadline count as received (nothing is refunded);
     * each member's open pages are told, so the confirmation form does not stay up. */
    async autoReceiveDue(): Promise<number> {
      const flipped = await repo.autoReceiveDue();
      const codes = new Map<number, string>();
      for (const row of flipped) {
        let code = codes.get(row.merchantId);
        if (code === undefined) {
          code = (await merchantById(db, row.merchantId)).code;
          codes.set(row.merchantId, code);
        }
        ordersChanged(code, row.memberId, 'withdraw');
      }
      return flipped.length;
    },
  };
}
export type WithdrawService = ReturnType<typeof createWithdrawService>;
