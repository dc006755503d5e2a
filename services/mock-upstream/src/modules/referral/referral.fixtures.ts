/** Test helpers of the referral area: members registered through the real route, deposits, rounds. */
import { envelope, paymentsEndpoints, RegisterValueSchema, type RsaKey } from '@portal/contracts';
import { expect } from 'vitest';
import { depositChannels } from '../../db/schema/index.js';
import { adminHeaders, json, type TestApp } from '../../test/app.js';
import { nextDevice, nextIp, nextUsername, register } from '../../test/accounts.js';
import { requestId } from '../payments/payments.fixtures.js';
import { settleRound } from '../../test/wallet.js';

export interface Registered {
  id: number;
  account: string;
  token: string;
  ip: string;
  device: string;
}

/** A member registered (and logged in) through the register route, from `ip` and `device`. */
export async function registered(
  t: TestApp,
  key: RsaKey,
  options: { referralCode?: string; affiliateCode?: string; ip?: string; device?: string } = {},
): Promise<Registered> {
  const username = nextUsername('ref');
  const ip = options.ip ?? nextIp();
  const device = options.device ?? nextDevice();
  const res = await register(
    t.app,
    key,
    {
      username,
      password: 'secret12',
      confirmPassword: 'secret12',
      loginDeviceId: device,
      ...(options.referralCode ? { referralCode: options.referralCode } : {}),
      ...(options.affiliateCode ? { affiliateCode: options.affiliateCode } : {}),
    },
    { ip },
  );
  expect(res.statusCode, res.body).toBe(200);
  const value = envelope(RegisterValueSchema).parse(json(res)).value;
  const token = value.login?.token;
  if (!token) throw new Error('the registration did not log in');
  return { id: value.customerId, account: username.toLowerCase(), token, ip, device };
}

/** A bank-transfer deposit of `amount`, approved by the operator (the real credit path). */
export async function bankDeposit(t: TestApp, token: string, amount: string): Promise<void> {
  const orderNo = await pendingBankDeposit(t, token, amount);
  const approved = await approveDeposit(t, orderNo);
  expect(approved.statusCode, approved.body).toBe(200);
}

export async function pendingBankDeposit(t: TestApp, token: string, amount: string): Promise<string> {
  const channels = await t.app.db.select().from(depositChannels);
  const bank = channels.find((c) => c.code === 'BANK_TRANSFER')?.id ?? 0;
  const res = await t.app.inject({
    method: 'POST',
    url: paymentsEndpoints.deposit.path,
    headers: { authorization: token },
    payload: { requestId: requestId(), channelId: bank, amount, payerName: 'Nguyen Van A' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (json(res) as { value: { orderId: string } }).value.orderId;
}

export const approveDeposit = (t: TestApp, orderNo: string) =>
  t.app.inject({ method: 'POST', url: `/admin/deposits/${orderNo}/approve`, headers: adminHeaders });

let rounds = 0;
/** One settled round of the demo slot through the seamless wallet (a valid bet of `bet`), counted. */
export async function play(t: TestApp, account: string, bet: string): Promise<void> {
  await settleRound(t.app, t.config.seamlessSecret, account, {
    id: `ref-${process.pid}-${++rounds}`,
    bet,
    win: '0',
  });
  // The friend's progress (and a reward it issues) is applied by the bet outbox (ADR 0024).
  await t.app.betOutbox.drain();
}
