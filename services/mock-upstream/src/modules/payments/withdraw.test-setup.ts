import {
  BankCardSchema,
  DepositOrderSchema,
  WithdrawOrderSchema,
  WithdrawOrdersSchema,
  type RsaKey,
  paymentsEndpoints,
} from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { Db } from '../../db/client.js';
import { depositChannels } from '../../db/schema/index.js';
import { adminHeaders, startTestApp, type TestApp } from '../../test/app.js';
import { rsaKey } from '../../test/accounts.js';
import {
  get,
  ledgerProblems,
  newMember,
  post,
  postEncrypted,
  requestId,
  setTurnoverDone,
  valueOf,
  type TestMember,
} from './payments.fixtures.js';

export const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

export const png = `data:image/png;base64,${PNG_1X1}`;
export const fakePng = `data:image/png;base64,${Buffer.from('just some text, not an image').toString('base64')}`;
export let t: TestApp;
export let db: Db;
export let key: RsaKey;
export let bankChannel: number;

export interface Ready {
  m: TestMember;
  cardId: number;
}

/** A member with a payment password (123456), a bound card, `amount` deposited and turnover met. */
export async function ready(amount: string | null = '100.00'): Promise<Ready> {
  const m = await newMember(db, { payeeName: 'Pham Van D' });
  const set = await postEncrypted(t.app, key, m.token, paymentsEndpoints.setPaymentPassword.path, {
    newPaymentPassword: '123456',
  });
  expect(set.statusCode).toBe(200);
  const card = valueOf(
    BankCardSchema,
    await postEncrypted(t.app, key, m.token, paymentsEndpoints.bindBankCard.path, {
      bankCode: 'TCB',
      accountNumber: `19${String(m.id).padStart(10, '0')}`,
      holderName: 'Pham Van D',
      paymentPassword: '123456',
    }),
  );
  if (amount) {
    const order = valueOf(
      DepositOrderSchema,
      await post(t.app, m.token, paymentsEndpoints.deposit.path, {
        requestId: requestId(),
        channelId: bankChannel,
        amount,
        payerName: 'Pham Van D',
      }),
    );
    const approved = await t.app.inject({
      method: 'POST',
      url: `/admin/deposits/${order.orderId}/approve`,
      headers: adminHeaders,
    });
    expect(approved.statusCode).toBe(200);
    await setTurnoverDone(db, m, 100_000_000n);
  }
  return { m, cardId: card.id };
}

export function withdraw(r: Ready, body: Record<string, unknown> = {}) {
  return postEncrypted(t.app, key, r.m.token, paymentsEndpoints.withdraw.path, {
    requestId: requestId(),
    amount: '40',
    bankCardId: r.cardId,
    paymentPassword: '123456',
    ...body,
  });
}

export function admin(orderId: string, action: 'approve' | 'reject' | 'pay' | 'resolve', payload?: object) {
  return t.app.inject({
    method: 'POST',
    url: `/admin/withdrawals/${orderId}/${action}`,
    headers: adminHeaders,
    ...(payload ? { payload } : {}),
  });
}

export function confirm(r: Ready, body: Record<string, unknown>) {
  return post(t.app, r.m.token, paymentsEndpoints.withdrawConfirm.path, body);
}

export async function paidOrder(r: Ready, amount = '40'): Promise<string> {
  const order = valueOf(WithdrawOrderSchema, await withdraw(r, { amount }));
  expect((await admin(order.orderId, 'approve')).statusCode).toBe(200);
  const paid = valueOf(WithdrawOrderSchema, await admin(order.orderId, 'pay'));
  expect(paid.status).toBe('paid');
  return order.orderId;
}

export async function holdBalance(r: Ready): Promise<bigint> {
  const rows = await db.execute(sql`
    SELECT COALESCE(SUM(e.amount), 0)::text AS held FROM ledger_entries e
    JOIN ledger_transactions x ON x.id = e.transaction_id
    JOIN ledger_accounts a ON a.id = e.account_id
    WHERE a.system_code = 'WITHDRAW_HOLD' AND x.reference IN
      (SELECT order_no FROM withdraw_orders WHERE member_id = ${r.m.id})`);
  return BigInt(String((rows as unknown as { rows: { held: string }[] }).rows[0]?.held ?? '0'));
}

export async function myOrder(r: Ready, orderId: string) {
  const page = valueOf(
    WithdrawOrdersSchema,
    await get(t.app, r.m.token, `${paymentsEndpoints.withdrawOrders.path}?pageSize=100`),
  );
  const found = page.list.find((o) => o.orderId === orderId);
  if (!found) throw new Error(`order ${orderId} not listed`);
  return found;
}

/** Registers the hooks that build (and close) what the withdraw test files share; each file calls this at its top. */
export function useWithdrawApp(): void {
  beforeAll(async () => {
    t = await startTestApp({ paymentJobIntervalMs: 60_000 });
    db = t.app.db;
    key = await rsaKey(t.app);
    const [channel] = await db
      .select()
      .from(depositChannels)
      .where(eq(depositChannels.code, 'BANK_TRANSFER'));
    bankChannel = channel?.id ?? 0;
  });
  afterAll(async () => t.close());
  afterEach(async () => {
    expect(await ledgerProblems(db)).toEqual([]);
  });
}
