import {
  envelope,
  MAIN_WALLET_ID,
  WalletBalanceSchema,
  WalletTransferSchema,
  type RsaKey,
  walletEndpoints,
} from '@portal/contracts';
import { eq, ne } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { gameVendors, members, merchantVendors } from '../db/schema/index.js';
import { checkLedger } from '../modules/ledger/ledger.invariants.js';
import { signedSeamlessRequest } from '../modules/seamless/seamless.service.js';
import { adminHeaders, json } from './app.js';
import { login, loginValueOf } from './accounts.js';

/** Helpers for the wallet tests: fresh members, funding, transfers, rounds, the ledger check. */

let memberCounter = 0;

export interface TestMember {
  id: number;
  account: string;
  token: string;
}

/** A new active member of the default brand (password Demo1234), logged in. */
export async function createMember(
  app: FastifyInstance,
  key: RsaKey,
  options: { type?: number; uplineId?: number | null; prefix?: string } = {},
): Promise<TestMember> {
  memberCounter += 1;
  const account = `${options.prefix ?? 'w'}${process.pid % 1000}n${memberCounter}`.toLowerCase();
  const [template] = await app.db.select().from(members).where(eq(members.account, 'demoplayer')).limit(1);
  if (!template) throw new Error('seed has no demoplayer');
  const [row] = await app.db
    .insert(members)
    .values({
      merchantId: template.merchantId,
      account,
      passwordHash: template.passwordHash,
      type: options.type ?? 3,
      uplineId: options.uplineId ?? null,
      nickname: `Nick ${account}`,
    })
    .returning({ id: members.id });
  if (!row) throw new Error('member insert returned nothing');
  const { token } = loginValueOf(await login(app, key, { username: account, password: 'Demo1234' }));
  return { id: row.id, account, token };
}

export function call(
  app: FastifyInstance,
  token: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: { authorization: token },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

let requestCounter = 0;
export function nextRequestId(prefix = 'req'): string {
  requestCounter += 1;
  return `${prefix}-${process.pid}-${requestCounter}-${Date.now().toString(36)}`;
}

/** Grants a bonus to the member's main wallet (no turnover), so tests have money to move. */
export async function fund(app: FastifyInstance, account: string, amount: string): Promise<void> {
  const res = await app.inject({
    method: 'POST',
    url: `/admin/members/${account}/bonus`,
    headers: adminHeaders,
    payload: { requestId: nextRequestId('fund'), amount, bonusType: 'TEST', turnoverMultiplier: 0 },
  });
  if (res.statusCode !== 200) throw new Error(`fund: ${res.body}`);
}

export async function balances(app: FastifyInstance, token: string): Promise<Map<number, string>> {
  const res = await call(app, token, 'GET', walletEndpoints.balance.path);
  const value = envelope(WalletBalanceSchema).parse(json(res)).value;
  return new Map(value.balance.map((b) => [b.accountTypeId, b.availBalance]));
}

export async function transfer(
  app: FastifyInstance,
  token: string,
  body: { requestId?: string; fromAccountTypeId: number; toAccountTypeId: number; amount: string },
) {
  return call(app, token, 'POST', walletEndpoints.transfer.path, {
    requestId: body.requestId ?? nextRequestId('tr'),
    ...body,
  });
}

export function transferOf(res: LightMyRequestResponse) {
  if (res.statusCode !== 200) throw new Error(`expected 200, got ${res.statusCode}: ${res.body}`);
  return envelope(WalletTransferSchema).parse(json(res)).value;
}

export async function transferStatus(app: FastifyInstance, token: string, transferId: string) {
  return transferOf(
    await call(app, token, 'GET', `${walletEndpoints.transferStatus.path}?transferId=${transferId}`),
  );
}

export function setVendorMode(app: FastifyInstance, vendor: string, mode: string) {
  return app.inject({
    method: 'PUT',
    url: `/admin/vendors/${vendor}/wallet`,
    headers: adminHeaders,
    payload: { mode },
  });
}

/** Vendor wallets of the default brand: accountTypeId and vendor code, in accountTypeId order.
 * Seamless vendors play from the main wallet (accountTypeId 1) and have none. */
export async function vendorWallets(
  app: FastifyInstance,
): Promise<{ accountTypeId: number; vendor: string }[]> {
  const rows = await app.db
    .selectDistinct({ accountTypeId: gameVendors.accountTypeId, vendor: gameVendors.vendor })
    .from(gameVendors)
    .innerJoin(merchantVendors, eq(merchantVendors.vendorId, gameVendors.id))
    .where(ne(gameVendors.accountTypeId, MAIN_WALLET_ID))
    .orderBy(gameVendors.accountTypeId);
  return rows;
}

export async function setLaneMaintenance(app: FastifyInstance, vendor: string, maintenance: boolean) {
  const lanes = await app.db
    .select({ id: gameVendors.id })
    .from(gameVendors)
    .where(eq(gameVendors.vendor, vendor));
  for (const lane of lanes) {
    await app.db.update(merchantVendors).set({ maintenance }).where(eq(merchantVendors.vendorId, lane.id));
  }
  // The wallet service keeps the lanes for two seconds; a direct write must not wait for that.
  app.forgetCachedVendorSettings();
}

export async function expectLedgerOk(app: FastifyInstance): Promise<void> {
  const report = await checkLedger(app.db);
  expect(report.problems).toEqual([]);
  expect(report.ok).toBe(true);
}

/**
 * One round settled through the seamless wallet as a game vendor signs it: the debit of `bet`, then
 * the credit of `win` (decimal amounts; the credit of '0' settles a lost round). Each call must
 * answer 200. What play moves besides the money waits for the bet outbox (`app.betOutbox.drain()`).
 */
export async function settleRound(
  app: FastifyInstance,
  secret: string,
  account: string,
  round: { id: string; bet: string; win: string; vendor?: string; game?: string },
): Promise<void> {
  for (const [kind, amount] of [
    ['debit', round.bet],
    ['credit', round.win],
  ] as const) {
    const res = await app.inject(
      signedSeamlessRequest(secret, kind, {
        vendor: round.vendor ?? 'DEMO',
        account,
        txId: `${round.id}-${kind}`,
        roundId: round.id,
        gameCode: round.game ?? 'DEMOSLOT',
        amount,
      }),
    );
    expect(res.statusCode, `${kind} of ${round.id}: ${res.body}`).toBe(200);
  }
}
