/**
 * The point mall under concurrency (meaningful on PostgreSQL, DATABASE_URL; PGlite serialises the
 * calls and the outcomes still hold): 100 redeems at once never sell more than the stock nor take
 * a balance below zero, 100 retries of one requestId redeem once, and 100 conversions at once pay
 * exactly what the points cover, balanced in the money ledger. The service is built with the
 * payment-password check stubbed: the real check lets only five attempts run at a time (its lock),
 * which would hide the reservation race this file is about; the routes' test covers the check.
 */
import { ErrorCode, type PointsRedeemRequest } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.js';
import { members, pointProducts } from '../../db/schema/index.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { expectLedgerOk } from '../../test/wallet.js';
import type { MemberRow } from '../accounts/accounts.repository.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import { merchantById } from '../payments/payments.common.js';
import { createPointsRepository } from './points.repository.js';
import { createPointsService, type PointsService } from './points.service.js';

const STORM = 100;
let t: TestApp;
let merchant: MerchantRow;
let points: PointsService;
let counter = 0;

beforeAll(async () => {
  t = await startTestApp();
  const [demo] = await t.app.db.select().from(members).where(eq(members.account, 'demoplayer'));
  merchant = await merchantById(t.app.db, demo!.merchantId);
  points = createPointsService({
    db: t.app.db,
    walletChanged: () => undefined,
    verifyPassword: async () => undefined,
  });
});
afterAll(async () => t?.close());

/** A new member holding `balance` points (no login: the service is called directly). */
async function memberWith(balance: number): Promise<MemberRow> {
  const [row] = await t.app.db
    .insert(members)
    .values({
      merchantId: merchant.id,
      account: `ptr${process.pid % 1000}n${++counter}`,
      passwordHash: 'x',
      type: 3,
      nickname: 'race',
    })
    .returning();
  if (balance > 0)
    await createPointsRepository(t.app.db).move(merchant.id, row!.id, 'ADJUST', balance, 'race:seed');
  return row!;
}

async function product(stock: number, pointsRequired: number): Promise<number> {
  const [row] = await t.app.db
    .insert(pointProducts)
    .values({ merchantId: merchant.id, name: { EN: 'Race prize' }, kind: 'virtual', stock, pointsRequired })
    .returning({ id: pointProducts.id });
  return row!.id;
}

const outcome = (run: Promise<unknown>) =>
  run.then(
    () => 'OK',
    (err: { code?: string }) => err.code ?? String(err),
  );
const redeem = (member: MemberRow, productId: number, requestId: string) =>
  outcome(
    points.redeem(
      merchant,
      member,
      { requestId, productId, quantity: 1, paymentPassword: '000000' } satisfies PointsRedeemRequest,
      'EN',
    ),
  );
const tally = (codes: string[]) =>
  codes.reduce<Record<string, number>>((acc, c) => ({ ...acc, [c]: (acc[c] ?? 0) + 1 }), {});
const stockOf = async (id: number) =>
  (
    await t.app.db.select({ stock: pointProducts.stock }).from(pointProducts).where(eq(pointProducts.id, id))
  )[0]!.stock;
const balanceOf = async (memberId: number) =>
  (await createPointsRepository(t.app.db).account(memberId)).balance;

/** The points ledger agrees with the balance: the sum of changes, and the last balance after. */
async function expectPointsLedgerOk(memberId: number) {
  const [row] = rowsOf(
    await t.app.db.execute(sql`
      SELECT coalesce(sum(l.change), 0) AS total, min(l.balance_after) AS lowest,
        (SELECT balance FROM points_accounts a WHERE a.member_id = ${memberId}) AS balance
      FROM points_ledger l WHERE l.member_id = ${memberId}`),
  );
  expect(Number(row!['total'])).toBe(Number(row!['balance']));
  expect(Number(row!['lowest'])).toBeGreaterThanOrEqual(0);
}

describe('point mall races', () => {
  it(`${STORM} members redeem a product of 10 at once: exactly 10 sell`, async () => {
    const id = await product(10, 50);
    const crowd = await Promise.all(Array.from({ length: STORM }, () => memberWith(50)));
    const codes = await Promise.all(crowd.map((m, i) => redeem(m, id, `race-crowd-${i}`)));
    expect(tally(codes)).toEqual({ OK: 10, [ErrorCode.pointsOutOfStock]: STORM - 10 });
    expect(await stockOf(id)).toBe(0);
    const balances = await Promise.all(crowd.map((m) => balanceOf(m.id)));
    expect(balances.filter((b) => b === 0)).toHaveLength(10);
    expect(balances.filter((b) => b === 50)).toHaveLength(STORM - 10);
  });

  it(`one member redeems ${STORM} times at once with points for 7: points never go negative`, async () => {
    const id = await product(STORM, 100);
    const m = await memberWith(750);
    const codes = await Promise.all(Array.from({ length: STORM }, (_, i) => redeem(m, id, `race-one-${i}`)));
    expect(tally(codes)).toEqual({ OK: 7, [ErrorCode.pointsInsufficient]: STORM - 7 });
    expect(await balanceOf(m.id)).toBe(50);
    expect(await stockOf(id)).toBe(STORM - 7);
    await expectPointsLedgerOk(m.id);
  });

  it(`${STORM} retries of one requestId redeem once`, async () => {
    const id = await product(STORM, 10);
    const m = await memberWith(1000);
    const codes = await Promise.all(Array.from({ length: STORM }, () => redeem(m, id, 'race-same-request')));
    expect(tally(codes)).toEqual({ OK: STORM });
    expect(await balanceOf(m.id)).toBe(990);
    expect(await stockOf(id)).toBe(STORM - 1);
  });

  it(`${STORM} conversions at once pay exactly what the points cover, balanced in the ledger`, async () => {
    const m = await memberWith(3000);
    const codes = await Promise.all(
      Array.from({ length: STORM }, (_, i) =>
        outcome(
          points.convert(merchant, m, {
            requestId: `race-cv-${i % 50}`,
            points: 100,
            paymentPassword: '000000',
          }),
        ),
      ),
    );
    // 50 distinct requests (each sent twice) and points for 30 of them.
    expect(codes.filter((c) => c === ErrorCode.pointsInsufficient)).toHaveLength(40);
    expect(codes.filter((c) => c === 'OK')).toHaveLength(60);
    expect(await balanceOf(m.id)).toBe(0);
    const [paid] = rowsOf(
      await t.app.db.execute(sql`
        SELECT count(*) AS n, coalesce(sum(e.amount), 0) AS total FROM ledger_transactions x
        JOIN ledger_entries e ON e.transaction_id = x.id
        JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'player'
        WHERE x.member_id = ${m.id} AND x.type = 'POINTS_CONVERT'`),
    );
    expect(Number(paid!['n'])).toBe(30);
    expect(Number(paid!['total'])).toBe(30 * 100); // 100 points = 1.00 = 100 minor units
    await expectPointsLedgerOk(m.id);
    await expectLedgerOk(t.app);
  });
});
