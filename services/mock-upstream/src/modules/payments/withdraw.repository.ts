import type { WithdrawStatus } from '@portal/contracts';
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { bankCards, banks, members, withdrawOrders, withdrawProofs } from '../../db/schema/index.js';
import { postTransaction, type PostInput } from '../ledger/ledger.repository.js';
import type { CardRow } from './bank-cards.repository.js';
import { refuseIfFrozen } from '../accounts/accounts.common.js';
import { transactional } from '../../db/transactional.js';
import { turnoverOf } from './payments.common.js';

export type WithdrawOrderRow = typeof withdrawOrders.$inferSelect;
export type NewWithdrawOrder = typeof withdrawOrders.$inferInsert;
/** An order with the card it pays out to. */
export interface WithdrawOrderWithCard {
  o: WithdrawOrderRow;
  c: CardRow;
}
export interface ProofImage {
  mimeType: 'image/png' | 'image/jpeg';
  data: Buffer;
}

/** Statuses that hold the member's money and block another withdrawal. */
export const OPEN_WITHDRAW_STATUSES: WithdrawStatus[] = ['pending', 'approved'];

/** Withdrawal orders and their proofs; `inTransaction` runs the same queries on one transaction. */
export function createWithdrawRepository(db: Db) {
  return transactional(db, withdrawQueries);
}
export type WithdrawRepository = ReturnType<typeof createWithdrawRepository>;

function withdrawQueries(db: Db) {
  async function findOrder(where: SQL | undefined): Promise<WithdrawOrderWithCard | undefined> {
    const [row] = await db
      .select({ o: withdrawOrders, c: bankCards })
      .from(withdrawOrders)
      .innerJoin(bankCards, eq(bankCards.id, withdrawOrders.bankCardId))
      .where(where)
      .limit(1);
    return row;
  }

  /** One page of orders, newest first, with the member's account (the operator's list shows it). */
  async function page(where: SQL | undefined, pageNo: number, pageSize: number) {
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
    return { rows, totalCount: total?.n ?? 0 };
  }

  /** Moves the order to `change` when its status is still one of `from`; undefined otherwise. */
  async function transition(
    orderId: number,
    from: WithdrawStatus | WithdrawStatus[],
    change: PgUpdateSetSource<typeof withdrawOrders>,
  ): Promise<WithdrawOrderRow | undefined> {
    const [row] = await db
      .update(withdrawOrders)
      .set({ ...change, updatedAt: new Date() })
      .where(
        and(
          eq(withdrawOrders.id, orderId),
          Array.isArray(from) ? inArray(withdrawOrders.status, from) : eq(withdrawOrders.status, from),
        ),
      )
      .returning();
    return row;
  }

  return {
    /** ACCOUNT_FROZEN while the member owes a contract settlement (accounts/freezes.ts). */
    refuseIfFrozen: (memberId: number) => refuseIfFrozen(db, memberId),
    /** The member's order made with this request id (a retry). */
    findByRequest: (memberId: number, requestId: string) =>
      findOrder(and(eq(withdrawOrders.memberId, memberId), eq(withdrawOrders.requestId, requestId))),

    findForMember: (memberId: number, orderNo: string) =>
      findOrder(and(eq(withdrawOrders.memberId, memberId), eq(withdrawOrders.orderNo, orderNo))),

    findForMerchant: (merchantId: number, orderNo: string) =>
      findOrder(and(eq(withdrawOrders.merchantId, merchantId), eq(withdrawOrders.orderNo, orderNo))),

    memberPage: (memberId: number, pageNo: number, pageSize: number) =>
      page(eq(withdrawOrders.memberId, memberId), pageNo, pageSize),

    merchantPage: (
      merchantId: number,
      status: WithdrawStatus | undefined,
      pageNo: number,
      pageSize: number,
    ) =>
      page(
        and(
          eq(withdrawOrders.merchantId, merchantId),
          status ? eq(withdrawOrders.status, status) : undefined,
        ),
        pageNo,
        pageSize,
      ),

    async findCard(memberId: number, cardId: number): Promise<CardRow | undefined> {
      const [card] = await db
        .select()
        .from(bankCards)
        .where(and(eq(bankCards.id, cardId), eq(bankCards.memberId, memberId)))
        .limit(1);
      return card;
    },

    async cardCount(memberId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(bankCards).where(eq(bankCards.memberId, memberId));
      return row?.n ?? 0;
    },

    /** The brand's payout methods with their usual payout time, those the member has a card at first. */
    payoutMethods(merchantId: number, memberId: number) {
      const hasCard = sql<boolean>`exists (select 1 from ${bankCards} where ${bankCards.memberId} = ${memberId} and ${bankCards.bankCode} = ${banks.code})`;
      return db
        .select({
          bankCode: banks.code,
          bankName: banks.name,
          payoutMinutesMin: banks.payoutMinutesMin,
          payoutMinutesMax: banks.payoutMinutesMax,
        })
        .from(banks)
        .where(eq(banks.merchantId, merchantId))
        .orderBy(desc(hasCard), banks.sort, banks.id);
    },

    async hasOpen(memberId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: withdrawOrders.id })
        .from(withdrawOrders)
        .where(
          and(eq(withdrawOrders.memberId, memberId), inArray(withdrawOrders.status, OPEN_WITHDRAW_STATUSES)),
        )
        .limit(1);
      return row !== undefined;
    },

    /** Orders the member made today, a day in the brand's time zone. */
    async countToday(memberId: number, timeZone: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(withdrawOrders)
        .where(
          and(
            eq(withdrawOrders.memberId, memberId),
            sql`(${withdrawOrders.createdAt} AT TIME ZONE ${timeZone})::date = (now() AT TIME ZONE ${timeZone})::date`,
          ),
        );
      return row?.n ?? 0;
    },

    turnover: (memberId: number) => turnoverOf(db, memberId),

    async insertOrder(values: NewWithdrawOrder): Promise<WithdrawOrderRow> {
      const [inserted] = await db.insert(withdrawOrders).values(values).returning();
      if (!inserted) throw new Error('withdraw order insert returned nothing');
      return inserted;
    },

    post: (input: PostInput) => postTransaction(db, input),

    transition,

    /** The player's answer, only while the order is paid and its deadline not passed. */
    async confirm(
      orderId: number,
      change: { status: WithdrawStatus; receivedMinor: bigint | null },
    ): Promise<WithdrawOrderRow | undefined> {
      const [row] = await db
        .update(withdrawOrders)
        .set({ ...change, confirmedAt: new Date(), updatedAt: new Date() })
        .where(
          and(
            eq(withdrawOrders.id, orderId),
            eq(withdrawOrders.status, 'paid'),
            sql`${withdrawOrders.confirmDeadline} > now()`,
          ),
        )
        .returning();
      return row;
    },

    async insertProofs(orderId: number, proofs: ProofImage[]): Promise<void> {
      if (proofs.length === 0) return;
      await db
        .insert(withdrawProofs)
        .values(proofs.map((p) => ({ withdrawOrderId: orderId, mimeType: p.mimeType, data: p.data })));
    },

    /** approved -> paid, starting the player's confirmation window of `confirmMinutes`. */
    markPaid: (orderId: number, confirmMinutes: number) =>
      transition(orderId, 'approved', {
        status: 'paid',
        paidAt: sql`now()`,
        confirmDeadline: sql`now() + make_interval(mins => ${confirmMinutes})`,
      }),

    /** Paid orders past their deadline become autoReceived; answers which did. */
    async autoReceiveDue(): Promise<{ memberId: number; merchantId: number }[]> {
      const rows = await db
        .update(withdrawOrders)
        .set({
          status: 'autoReceived',
          confirmedAt: sql`${withdrawOrders.confirmDeadline}`,
          updatedAt: new Date(),
        })
        .where(and(eq(withdrawOrders.status, 'paid'), sql`${withdrawOrders.confirmDeadline} <= now()`))
        .returning({ memberId: withdrawOrders.memberId, merchantId: withdrawOrders.merchantId });
      return rows;
    },
  };
}
