import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import {
  depositChannels,
  depositOrders,
  memberTurnover,
  paymentCallbackLog,
  settings,
} from '../../db/schema/index.js';
import { postTransaction, type PostInput } from '../ledger/ledger.repository.js';
import { transactional } from '../../db/transactional.js';

export type ChannelRow = typeof depositChannels.$inferSelect;
export type DepositOrderRow = typeof depositOrders.$inferSelect;
export type NewDepositOrder = typeof depositOrders.$inferInsert;
/** An order with the channel it was made on. */
export interface DepositOrderWithChannel {
  o: DepositOrderRow;
  c: ChannelRow;
}

const CALLBACKS_ACCEPTED_KEY = 'payments.sandboxCallbacks';
const CallbacksAcceptedSchema = z.object({ accept: z.boolean() });

/** The deposit channels and orders; `inTransaction` runs the same queries on one transaction. */
export function createDepositRepository(db: Db) {
  return transactional(db, depositQueries);
}

function depositQueries(db: Db) {
  async function findOrder(where: SQL | undefined): Promise<DepositOrderWithChannel | undefined> {
    const [row] = await db
      .select({ o: depositOrders, c: depositChannels })
      .from(depositOrders)
      .innerJoin(depositChannels, eq(depositChannels.id, depositOrders.channelId))
      .where(where)
      .limit(1);
    return row;
  }

  /** Moves a pending order to `status`; null when it was not pending any more. */
  async function settle(
    orderId: number,
    change: { status: 'success' } | { status: 'failed'; reason: string },
  ): Promise<DepositOrderRow | null> {
    const [order] = await db
      .update(depositOrders)
      .set({ ...change, updatedAt: new Date() })
      .where(and(eq(depositOrders.id, orderId), eq(depositOrders.status, 'pending')))
      .returning();
    return order ?? null;
  }

  return {
    /** The connection or transaction it runs on (the provider registers an order in the same one). */
    db,

    enabledChannels(merchantId: number): Promise<ChannelRow[]> {
      return db
        .select()
        .from(depositChannels)
        .where(and(eq(depositChannels.merchantId, merchantId), eq(depositChannels.enabled, true)))
        .orderBy(depositChannels.sort, depositChannels.id);
    },

    async findChannel(merchantId: number, channelId: number): Promise<ChannelRow | undefined> {
      const [channel] = await db
        .select()
        .from(depositChannels)
        .where(and(eq(depositChannels.id, channelId), eq(depositChannels.merchantId, merchantId)))
        .limit(1);
      return channel;
    },

    /** The member's order made with this request id (a retry). */
    findByRequest: (memberId: number, requestId: string) =>
      findOrder(and(eq(depositOrders.memberId, memberId), eq(depositOrders.requestId, requestId))),

    findForMember: (memberId: number, orderNo: string) =>
      findOrder(and(eq(depositOrders.memberId, memberId), eq(depositOrders.orderNo, orderNo))),

    findForMerchant: (merchantId: number, orderNo: string) =>
      findOrder(and(eq(depositOrders.merchantId, merchantId), eq(depositOrders.orderNo, orderNo))),

    async findByProviderOrder(providerOrderId: string): Promise<DepositOrderRow | undefined> {
      const [order] = await db
        .select()
        .from(depositOrders)
        .where(eq(depositOrders.providerOrderId, providerOrderId))
        .limit(1);
      return order;
    },

    /** The member's orders, newest first. */
    async page(
      memberId: number,
      pageNo: number,
      pageSize: number,
    ): Promise<{ rows: DepositOrderWithChannel[]; totalCount: number }> {
      const [total] = await db
        .select({ n: count() })
        .from(depositOrders)
        .where(eq(depositOrders.memberId, memberId));
      const rows = await db
        .select({ o: depositOrders, c: depositChannels })
        .from(depositOrders)
        .innerJoin(depositChannels, eq(depositChannels.id, depositOrders.channelId))
        .where(eq(depositOrders.memberId, memberId))
        .orderBy(desc(depositOrders.createdAt), desc(depositOrders.id))
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize);
      return { rows, totalCount: total?.n ?? 0 };
    },

    async insertOrder(values: NewDepositOrder): Promise<DepositOrderRow> {
      const [inserted] = await db.insert(depositOrders).values(values).returning();
      if (!inserted) throw new Error('deposit order insert returned nothing');
      return inserted;
    },

    async setProviderOrder(orderId: number, providerOrderId: string): Promise<DepositOrderRow | undefined> {
      const [updated] = await db
        .update(depositOrders)
        .set({ providerOrderId })
        .where(eq(depositOrders.id, orderId))
        .returning();
      return updated;
    },

    markSucceeded: (orderId: number) => settle(orderId, { status: 'success' }),
    markFailed: (orderId: number, reason: string) => settle(orderId, { status: 'failed', reason }),

    post: (input: PostInput) => postTransaction(db, input),

    /** Adds to the member's turnover requirement (the row is created on the first deposit). */
    async raiseTurnoverRequired(memberId: number, requiredMinor: bigint): Promise<void> {
      await db
        .insert(memberTurnover)
        .values({ memberId, requiredMinor })
        .onConflictDoUpdate({
          target: memberTurnover.memberId,
          set: {
            requiredMinor: sql`${memberTurnover.requiredMinor} + ${requiredMinor.toString()}::bigint`,
            updatedAt: new Date(),
          },
        });
    },

    /** The operator's knob: while false the platform answers callbacks 503 (tests the retries). */
    async callbacksAccepted(): Promise<boolean> {
      const [row] = await db.select().from(settings).where(eq(settings.key, CALLBACKS_ACCEPTED_KEY)).limit(1);
      const parsed = CallbacksAcceptedSchema.safeParse(row?.value);
      return parsed.success ? parsed.data.accept : true;
    },

    async setCallbacksAccepted(accept: boolean): Promise<void> {
      await db
        .insert(settings)
        .values({ key: CALLBACKS_ACCEPTED_KEY, value: { accept } })
        .onConflictDoUpdate({ target: settings.key, set: { value: { accept }, updatedAt: new Date() } });
    },

    /** Audits a signed callback the platform could not apply. */
    async logCallback(outcome: string, detail: Record<string, unknown>): Promise<void> {
      await db.insert(paymentCallbackLog).values({ provider: 'sandbox', outcome, detail });
    },
  };
}
export type DepositRepository = ReturnType<typeof createDepositRepository>;
