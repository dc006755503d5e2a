import { randomBytes } from 'node:crypto';
import { envelope, type RsaKey } from '@portal/contracts';
import { count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import {
  depositOrders,
  ledgerTransactions,
  members,
  memberSessions,
  memberTurnover,
  merchants,
  withdrawOrders,
} from '../../db/schema/index.js';
import { hashToken } from '../../lib/secrets.js';
import { json } from '../../test/app.js';
import { encrypted, errorOf } from '../../test/accounts.js';
import { checkLedger } from '../ledger/ledger.invariants.js';
import { memberBalances } from '../ledger/ledger.repository.js';

/** Test helpers of the payments module: members with a session, calls, balances, waiting. */

let memberCounter = 0;

export interface TestMember {
  id: number;
  account: string;
  token: string;
  merchantId: number;
}

/** A member with a live session, written straight to the database (no captcha, no argon2). */
export async function newMember(
  db: Db,
  options: { type?: number; payeeName?: string | null } = {},
): Promise<TestMember> {
  memberCounter += 1;
  const [merchant] = await db.select({ id: merchants.id }).from(merchants).orderBy(merchants.id).limit(1);
  if (!merchant) throw new Error('no merchant seeded');
  const account = `pay${process.pid % 1000}x${memberCounter}${randomBytes(2).toString('hex')}`;
  const [row] = await db
    .insert(members)
    .values({
      merchantId: merchant.id,
      account,
      passwordHash: 'not-a-hash',
      type: options.type ?? 1,
      nickname: account,
      payeeName: options.payeeName ?? null,
    })
    .returning({ id: members.id });
  if (!row) throw new Error('member insert failed');
  const token = randomBytes(32).toString('hex');
  await db.insert(memberSessions).values({
    tokenHash: hashToken(token),
    memberId: row.id,
    loginType: 'username',
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  return { id: row.id, account, token, merchantId: merchant.id };
}

export function get(app: FastifyInstance, token: string, url: string) {
  return app.inject({ method: 'GET', url, headers: { authorization: token } });
}

export function post(app: FastifyInstance, token: string, url: string, payload: unknown) {
  return app.inject({ method: 'POST', url, headers: { authorization: token }, payload: payload as object });
}

export function postEncrypted(app: FastifyInstance, key: RsaKey, token: string, url: string, body: unknown) {
  return encrypted(app, key, 'POST', url, body, { authorization: token });
}

/** The envelope's value, parsed with a contracts schema; throws with the body when not 200. */
export function valueOf<T extends z.ZodType>(schema: T, res: LightMyRequestResponse): z.output<T> {
  if (res.statusCode !== 200)
    throw new Error(`expected 200, got ${res.statusCode}: ${res.body.slice(0, 500)}`);
  return (envelope(schema).parse(json(res)) as { value: z.output<T> }).value;
}

export function codeOf(res: LightMyRequestResponse): string {
  return errorOf(res).errorCode;
}

export async function mainBalance(db: Db, member: TestMember): Promise<bigint> {
  return (await memberBalances(db, member.merchantId, member.id)).get(1) ?? 0n;
}

/** What a refused call must leave unchanged. */
export async function snapshot(db: Db, member: TestMember) {
  const [deposits] = await db
    .select({ n: count() })
    .from(depositOrders)
    .where(eq(depositOrders.memberId, member.id));
  const [withdrawals] = await db
    .select({ n: count() })
    .from(withdrawOrders)
    .where(eq(withdrawOrders.memberId, member.id));
  const [transactions] = await db.select({ n: count() }).from(ledgerTransactions);
  return {
    main: await mainBalance(db, member),
    deposits: deposits?.n ?? 0,
    withdrawals: withdrawals?.n ?? 0,
    transactions: transactions?.n ?? 0,
  };
}

export async function setTurnoverDone(db: Db, member: TestMember, doneMinor: bigint): Promise<void> {
  await db
    .insert(memberTurnover)
    .values({ memberId: member.id, doneMinor })
    .onConflictDoUpdate({ target: memberTurnover.memberId, set: { doneMinor } });
}

export async function ledgerProblems(db: Db): Promise<string[]> {
  return (await checkLedger(db)).problems;
}

/** Polls a condition (no fixed sleeps): resolves once it holds, fails after `timeoutMs`. */
export async function waitFor(
  what: string,
  condition: () => Promise<boolean>,
  timeoutMs = 10_000,
): Promise<void> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    if (await condition()) return;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Moves a paid withdrawal's deadline into the past (as if the confirm minutes had run out). */
export async function expireDeadline(db: Db, orderNo: string): Promise<void> {
  await db
    .update(withdrawOrders)
    .set({ confirmDeadline: sql`now() - interval '1 second'` })
    .where(eq(withdrawOrders.orderNo, orderNo));
}

let requestCounter = 0;
export function requestId(): string {
  requestCounter += 1;
  return `req-${process.pid}-${requestCounter}-${randomBytes(3).toString('hex')}`;
}
