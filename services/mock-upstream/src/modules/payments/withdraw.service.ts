import {
  ErrorCode,
  MAIN_WALLET_ID,
  type WithdrawConfirm,
  type WithdrawInfo,
  type WithdrawOrder,
  type WithdrawStatus,
} from '@portal/contracts';
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bankCards, members, memberTurnover, withdrawOrders, withdrawProofs } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { decodeImageDataUrl } from '../../lib/images.js';
import type { MemberRow } from '../accounts/accounts.repository.js';
import { memberBalances, player, postTransaction, system } from '../ledger/ledger.repository.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import { maskAccountNumber } from './bank-cards.service.js';
import { isPaymentPasswordSet, verifyPaymentPassword } from './payment-password.js';
import {
  amountMinor,
  iso,
  money,
  orderNumber,
  outOfRange,
  pageOf,
  refuseTrial,
  uniqueViolation,
  type Page,
  type WalletChanged,
} from './payments.common.js';

type OrderRow = typeof withdrawOrders.$inferSelect;
type CardRow = typeof bankCards.$inferSelect;

const OPEN: WithdrawStatus[] = ['pending', 'approved'];
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;

/** A paid order past its deadline is autoReceived, whether or not the job has flipped it yet. */
function effectiveStatus(o: OrderRow, now = Date.now()): WithdrawStatus {
  if (o.status === 'paid' && o.confirmDeadline && o.confirmDeadline.getTime() <= now) return 'autoReceived';
  return o.status;
}

export function withdrawView(o: OrderRow, card: CardRow, merchant: MerchantRow): WithdrawOrder {
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
export function decodeProofImage(
  dataUrl: string,
): { mimeType: 'image/png' | 'image/jpeg'; data: Buffer } | null {
  if (!/^data:image\/(png|jpeg);base64,/.test(dataUrl)) return null;
  const checked = decodeImageDataUrl(dataUrl, PROOF_MAX_BYTES);
  return checked.ok ? { mimeType: checked.mimeType, data: checked.data } : null;
}

const notFound = () => AppError.rule(ErrorCode.orderNotFound, 'no such withdrawal order');
const stateInvalid = (what: string) => AppError.rule(ErrorCode.orderStateInvalid, what);

export function createWithdrawService(deps: { db: Db; walletChanged: WalletChanged }) {
  const { db, walletChanged } = deps;

  async function findOrder(where: SQL | undefined) {
    const [row] = await db
      .select({ o: withdrawOrders, c: bankCards })
      .from(withdrawOrders)
      .innerJoin(bankCards, eq(bankCards.id, withdrawOrders.bankCardId))
      .where(where)
      .limit(1);
    return row;
  }

  async function page(where: SQL | undefined, merchant: MerchantRow, pageNo: number, pageSize: number) {
    const [total] = await db.select({ n: count() }).from(withdrawOrders).where(where);
    const rows = await db
      .select({ o: withdrawOrders, c: bankCards, account: members.account })
      .from(withdrawOrders)
      .innerJoin(bankCards, eq(bankCards.id, withdrawOrders.bankCardId))
      .innerJoin(members, eq(members.id, withdrawOrders.memberId))
      .where(where)
      .orderBy(desc(withdrawOrders.createdAt), desc(withdrawOrders.id))
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize);
    return {
      total: total?.n ?? 0,
      rows: rows.map((r) => ({ ...r, view: withdrawView(r.o, r.c, merchant) })),
    };
  }

  async function hasOpen(memberId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: withdrawOrders.id })
      .from(withdrawOrders)
      .where(and(eq(withdrawOrders.memberId, memberId), inArray(withdrawOrders.status, OPEN)))
      .limit(1);
    return row !== undefined;
  }

  async function countToday(merchant: MerchantRow, memberId: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(withdrawOrders)
      .where(
        and(
          eq(withdrawOrders.memberId, memberId),
          sql`(${withdrawOrders.createdAt} AT TIME ZONE ${merchant.timeZone})::date = (now() AT TIME ZONE ${merchant.timeZone})::date`,
        ),
      );
    return row?.n ?? 0;
  }

  async function turnover(memberId: number): Promise<{ required: bigint; done: bigint }> {
    const [row] = await db.select().from(memberTurnover).where(eq(memberTurnover.memberId, memberId));
    return { required: row?.requiredMinor ?? 0n, done: row?.doneMinor ?? 0n };
  }

  /** Operator transition guarded by the current status; ORDER_STATE_INVALID when it moved on. */
  async function operatorOrder(merchant: MerchantRow, orderNo: string) {
    const found = await findOrder(
      and(eq(withdrawOrders.merchantId, merchant.id), eq(withdrawOrders.orderNo, orderNo)),
    );
    if (!found) throw notFound();
    return found;
  }

  return {
    async info(merchant: MerchantRow, member: MemberRow): Promise<WithdrawInfo> {
      const [balances, used, t, open, passwordSet] = await Promise.all([
        memberBalances(db, merchant.id, member.id),
        countToday(merchant, member.id),
        turnover(member.id),
        hasOpen(member.id),
        isPaymentPasswordSet(db, member.id),
      ]);
      return {
        minAmount: money(merchant.withdrawMinMinor, merchant),
        maxAmount: money(merchant.withdrawMaxMinor, merchant),
        dailyCountLimit: merchant.withdrawDailyCount,
        dailyCountUsed: used,
        turnoverRequired: money(t.required, merchant),
        turnoverDone: money(t.done, merchant),
        withdrawable: money(balances.get(MAIN_WALLET_ID) ?? 0n, merchant),
        hasPendingWithdrawal: open,
        isPaymentPasswordSet: passwordSet,
        confirmMinutes: merchant.withdrawConfirmMinutes,
      };
    },

    async create(
      merchant: MerchantRow,
      member: MemberRow,
      body: { requestId: string; amount: string; bankCardId: number; paymentPassword: string },
    ): Promise<WithdrawOrder> {
      refuseTrial(member);
      await verifyPaymentPassword(db, member.id, body.paymentPassword);
      const replay = async () => {
        const found = await findOrder(
          and(eq(withdrawOrders.memberId, member.id), eq(withdrawOrders.requestId, body.requestId)),
        );
        if (!found) return undefined;
        const sameAmount = (() => {
          try {
            return found.o.amountMinor === amountMinor(body.amount, merchant);
          } catch {
            return false;
          }
        })();
        if (!sameAmount || found.o.bankCardId !== body.bankCardId) {
          throw AppError.rule(
            ErrorCode.idempotencyKeyReused,
            'this request id was already used for another withdrawal',
          );
        }
        return withdrawView(found.o, found.c, merchant);
      };
      const first = await replay();
      if (first) return first;

      const [card] = await db
        .select()
        .from(bankCards)
        .where(and(eq(bankCards.id, body.bankCardId), eq(bankCards.memberId, member.id)))
        .limit(1);
      if (!card) {
        throw AppError.rule(ErrorCode.bankCardNotFound, 'no such bank card', {
          bankCardId: 'BANK_CARD_NOT_FOUND',
        });
      }
      const minor = amountMinor(body.amount, merchant);
      if (minor < merchant.withdrawMinMinor || minor > merchant.withdrawMaxMinor) {
        throw outOfRange(merchant.withdrawMinMinor, merchant.withdrawMaxMinor, merchant);
      }
      const pendingExists = () =>
        AppError.rule(ErrorCode.withdrawPendingExists, 'a withdrawal is already being processed');
      if (await hasOpen(member.id)) throw pendingExists();
      if ((await countToday(merchant, member.id)) >= merchant.withdrawDailyCount) {
        throw AppError.rule(
          ErrorCode.withdrawDailyLimit,
          `at most ${merchant.withdrawDailyCount} withdrawals a day`,
        );
      }
      const t = await turnover(member.id);
      if (t.done < t.required) {
        throw AppError.rule(
          ErrorCode.turnoverNotMet,
          `bet ${money(t.required - t.done, merchant)} more before withdrawing`,
        );
      }

      try {
        const order = await db.transaction(async (tx) => {
          const [inserted] = await tx
            .insert(withdrawOrders)
            .values({
              orderNo: orderNumber('W'),
              merchantId: merchant.id,
              memberId: member.id,
              requestId: body.requestId,
              bankCardId: card.id,
              amountMinor: minor,
            })
            .returning();
          if (!inserted) throw new Error('withdraw order insert returned nothing');
          await postTransaction(tx, {
            merchantId: merchant.id,
            currency: merchant.currency,
            source: 'withdraw',
            idempotencyKey: inserted.orderNo,
            type: 'WITHDRAW',
            memberId: member.id,
            reference: inserted.orderNo,
            postings: [
              { account: player(member.id, MAIN_WALLET_ID), amount: -minor },
              { account: system('WITHDRAW_HOLD'), amount: minor },
            ],
          });
          return inserted;
        });
        walletChanged(merchant.code, member.id);
        return withdrawView(order, card, merchant);
      } catch (err) {
        const violated = uniqueViolation(err);
        // The partial unique index is the race-proof backstop of the check above.
        if (violated === 'withdraw_orders_one_open_uq') throw pendingExists();
        if (violated === 'withdraw_orders_member_request_uq') {
          const again = await replay();
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
      const { total, rows } = await page(eq(withdrawOrders.memberId, member.id), merchant, pageNo, pageSize);
      return pageOf(
        rows.map((r) => r.view),
        total,
        pageNo,
        pageSize,
      );
    },

    async confirm(merchant: MerchantRow, member: MemberRow, body: WithdrawConfirm): Promise<WithdrawOrder> {
      const found = await findOrder(
        and(eq(withdrawOrders.memberId, member.id), eq(withdrawOrders.orderNo, body.orderId)),
      );
      if (!found) throw notFound();
      const status = effectiveStatus(found.o);
      if (status !== 'paid') throw stateInvalid(`the order is ${status}, not awaiting confirmation`);

      let receivedMinor: bigint | null = null;
      let proofs: { mimeType: 'image/png' | 'image/jpeg'; data: Buffer }[] = [];
      if (body.result === 'partlyReceived') {
        receivedMinor = amountMinor(body.receivedAmount, merchant, 'receivedAmount');
        if (receivedMinor <= 0n || receivedMinor >= found.o.amountMinor) {
          throw AppError.rule(
            ErrorCode.amountOutOfRange,
            'the received amount must be more than zero and less than the amount',
            { receivedAmount: 'AMOUNT_OUT_OF_RANGE' },
          );
        }
      } else if (body.result === 'notReceived') {
        const decoded = body.proofImages.map(decodeProofImage);
        if (decoded.some((d) => d === null)) {
          throw AppError.badRequest('proof images must be PNG or JPEG files of at most 5 MB', {
            proofImages: 'proof_image_invalid',
          });
        }
        proofs = decoded.filter((d) => d !== null);
      }

      const updated = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(withdrawOrders)
          .set({ status: body.result, receivedMinor, confirmedAt: new Date(), updatedAt: new Date() })
          .where(
            and(
              eq(withdrawOrders.id, found.o.id),
              eq(withdrawOrders.status, 'paid'),
              sql`${withdrawOrders.confirmDeadline} > now()`,
            ),
          )
          .returning();
        if (!row) return undefined;
        if (proofs.length > 0) {
          await tx
            .insert(withdrawProofs)
            .values(proofs.map((p) => ({ withdrawOrderId: row.id, mimeType: p.mimeType, data: p.data })));
        }
        return row;
      });
      if (!updated) throw stateInvalid('the order is no longer awaiting confirmation');
      return withdrawView(updated, found.c, merchant);
    },

    /** Paid orders nobody confirmed before the deadline count as received (nothing is refunded). */
    async autoReceiveDue(): Promise<number> {
      const rows = await db
        .update(withdrawOrders)
        .set({
          status: 'autoReceived',
          confirmedAt: sql`${withdrawOrders.confirmDeadline}`,
          updatedAt: new Date(),
        })
        .where(and(eq(withdrawOrders.status, 'paid'), sql`${withdrawOrders.confirmDeadline} <= now()`))
        .returning({ id: withdrawOrders.id });
      return rows.length;
    },

    // ------------------------------------------------------------ operator

    async list(merchant: MerchantRow, status: WithdrawStatus | undefined, pageNo: number, pageSize: number) {
      const where = and(
        eq(withdrawOrders.merchantId, merchant.id),
        status ? eq(withdrawOrders.status, status) : undefined,
      );
      const { total, rows } = await page(where, merchant, pageNo, pageSize);
      return pageOf(
        rows.map((r) => ({ ...r.view, account: r.account })),
        total,
        pageNo,
        pageSize,
      );
    },

    async approve(merchant: MerchantRow, orderNo: string): Promise<WithdrawOrder> {
      const found = await operatorOrder(merchant, orderNo);
      const [row] = await db
        .update(withdrawOrders)
        .set({ status: 'approved', updatedAt: new Date() })
        .where(and(eq(withdrawOrders.id, found.o.id), eq(withdrawOrders.status, 'pending')))
        .returning();
      if (!row) throw stateInvalid(`the order is ${found.o.status}`);
      return withdrawView(row, found.c, merchant);
    },

    /** pending | approved -> rejected: the held money goes back to the main wallet. */
    async reject(merchant: MerchantRow, orderNo: string, reason: string | undefined): Promise<WithdrawOrder> {
      const found = await operatorOrder(merchant, orderNo);
      const row = await db.transaction(async (tx) => {
        const [changed] = await tx
          .update(withdrawOrders)
          .set({ status: 'rejected', reason: reason || 'rejected by the operator', updatedAt: new Date() })
          .where(and(eq(withdrawOrders.id, found.o.id), inArray(withdrawOrders.status, OPEN)))
          .returning();
        if (!changed) return undefined;
        await postTransaction(tx, {
          merchantId: merchant.id,
          currency: merchant.currency,
          source: 'withdraw-refund',
          idempotencyKey: changed.orderNo,
          type: 'WITHDRAW_REFUND',
          memberId: changed.memberId,
          reference: changed.orderNo,
          postings: [
            { account: system('WITHDRAW_HOLD'), amount: -changed.amountMinor },
            { account: player(changed.memberId, MAIN_WALLET_ID), amount: changed.amountMinor },
          ],
        });
        return changed;
      });
      if (!row) throw stateInvalid(`the order is ${found.o.status}`);
      walletChanged(merchant.code, row.memberId);
      return withdrawView(row, found.c, merchant);
    },

    /** approved -> paid: the money leaves (hold -> clearing); the player has confirmMinutes to answer. */
    async pay(merchant: MerchantRow, orderNo: string): Promise<WithdrawOrder> {
      const found = await operatorOrder(merchant, orderNo);
      const row = await db.transaction(async (tx) => {
        const [changed] = await tx
          .update(withdrawOrders)
          .set({
            status: 'paid',
            paidAt: sql`now()`,
            confirmDeadline: sql`now() + make_interval(mins => ${merchant.withdrawConfirmMinutes})`,
            updatedAt: new Date(),
          })
          .where(and(eq(withdrawOrders.id, found.o.id), eq(withdrawOrders.status, 'approved')))
          .returning();
        if (!changed) return undefined;
        await postTransaction(tx, {
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
      const row = await db.transaction(async (tx) => {
        const [changed] = await tx
          .update(withdrawOrders)
          .set({ status: body.refund ? 'rejected' : 'received', reason: body.reason, updatedAt: new Date() })
          .where(and(eq(withdrawOrders.id, found.o.id), eq(withdrawOrders.status, 'notReceived')))
          .returning();
        if (!changed || !body.refund) return changed;
        await postTransaction(tx, {
          merchantId: merchant.id,
          currency: merchant.currency,
          source: 'withdraw-refund',
          idempotencyKey: changed.orderNo,
          type: 'WITHDRAW_REFUND',
          memberId: changed.memberId,
          reference: changed.orderNo,
          postings: [
            { account: system('PAYMENT_CLEARING'), amount: -changed.amountMinor },
            { account: player(changed.memberId, MAIN_WALLET_ID), amount: changed.amountMinor },
          ],
        });
        return changed;
      });
      if (!row) throw stateInvalid(`the order is ${found.o.status}`);
      if (body.refund) walletChanged(merchant.code, row.memberId);
      return withdrawView(row, found.c, merchant);
    },
  };
}
export type WithdrawService = ReturnType<typeof createWithdrawService>;
