import {
  DepositOrderSchema,
  SANDBOX_SIGNATURE_HEADER,
  type DepositOrder,
  paymentsEndpoints,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { Db } from '../../db/client.js';
import { depositChannels, sandboxPayOrders } from '../../db/schema/index.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { get, ledgerProblems, post, requestId, valueOf, type TestMember } from './payments.fixtures.js';
import { signCallback } from './sandbox-pay.js';

export const SECRET = 'test-sandbox-secret-0123';
export const RETURN_URL = 'https://luckylotus.example/index?depositOrder=';
export let t: TestApp;
export let db: Db;
export const logLines: string[] = [];
export let online: number;
export let bank: number;

export function deposit(m: TestMember, body: Record<string, unknown>) {
  return post(t.app, m.token, paymentsEndpoints.deposit.path, { requestId: requestId(), ...body });
}

export async function order(m: TestMember, orderId: string): Promise<DepositOrder> {
  return valueOf(
    DepositOrderSchema,
    await get(t.app, m.token, `${paymentsEndpoints.depositOrder.path}?orderId=${orderId}`),
  );
}

export async function providerOrder(payUrl: string) {
  const id = new URL(payUrl, 'http://portal.test').pathname.split('/').pop() ?? '';
  const [row] = await db.select().from(sandboxPayOrders).where(eq(sandboxPayOrders.providerOrderId, id));
  if (!row) throw new Error(`no provider order ${id}`);
  return row;
}

export function payForm(payUrl: string, action: 'pay' | 'fail') {
  return t.app.inject({
    method: 'POST',
    url: payUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `action=${action}`,
  });
}

export function callback(body: unknown, signature?: string) {
  const raw = JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: paymentsEndpoints.sandboxCallback.path,
    headers: {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: signature ?? signCallback(raw, SECRET),
    },
    payload: raw,
  });
}

/** Registers the hooks that build (and close) what the deposit test files share; each file calls this at its top. */
export function useDepositApp(): void {
  beforeAll(async () => {
    t = await startTestApp(
      { paymentJobIntervalMs: 25, sandboxCallbackRetryMs: 20, sandboxPaySecret: SECRET, logLevel: 'info' },
      undefined,
      { logStream: { write: (line: string) => void logLines.push(line) } },
    );
    db = t.app.db;
    const channels = await db.select().from(depositChannels);
    online = channels.find((c) => c.code === 'SANDBOX_PAY')?.id ?? 0;
    bank = channels.find((c) => c.code === 'BANK_TRANSFER')?.id ?? 0;
  });
  afterAll(async () => t.close());
  afterEach(async () => {
    expect(await ledgerProblems(db)).toEqual([]);
  });
}
