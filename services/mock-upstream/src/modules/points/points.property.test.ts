/**
 * Random sequences of grants, redeems, conversions and operator decisions on one member: the
 * points balance always equals a plain model of the rules and the sum of the points ledger, never
 * goes below zero, no product's stock goes below zero or above where it started, and the money
 * ledger stays balanced (invariants.ts).
 */
import { propertyRuns } from '@portal/contracts/testing/property-runs';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.js';
import { members, pointProducts } from '../../db/schema/index.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { expectLedgerOk, fund } from '../../test/wallet.js';
import type { MemberRow } from '../accounts/accounts.repository.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import { merchantById } from '../payments/payments.common.js';
import { createPointsAdmin } from './points.admin.js';
import { createPointsRepository } from './points.repository.js';
import { createPointsService, type PointsService } from './points.service.js';

let t: TestApp;
let merchant: MerchantRow;
let points: PointsService;
let admin: ReturnType<typeof createPointsAdmin>;
let run = 0;

beforeAll(async () => {
  t = await startTestApp();
  const [demo] = await t.app.db.select().from(members).where(eq(members.account, 'demoplayer'));
  merchant = await merchantById(t.app.db, demo!.merchantId);
  const walletChanged = () => undefined;
  points = createPointsService({ db: t.app.db, walletChanged, verifyPassword: async () => undefined });
  admin = createPointsAdmin({ db: t.app.db, points, walletChanged });
});
afterAll(async () => t?.close());

type Op =
  | { kind: 'grant'; points: number }
  | { kind: 'redeem'; product: 0 | 1; quantity: number }
  | { kind: 'convert'; points: number }
  | { kind: 'decide'; pick: number; decision: 'passed' | 'rejected' };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('grant' as const), points: fc.integer({ min: 1, max: 400 }) }),
  fc.record({
    kind: fc.constant('redeem' as const),
    product: fc.constantFrom(0 as const, 1 as const),
    quantity: fc.integer({ min: 1, max: 3 }),
  }),
  fc.record({ kind: fc.constant('convert' as const), points: fc.integer({ min: 50, max: 300 }) }),
  fc.record({
    kind: fc.constant('decide' as const),
    pick: fc.nat(),
    decision: fc.constantFrom('passed' as const, 'rejected' as const),
  }),
);

/** Two products (one costs money too) with small stocks, so sequences run them out. */
const PRODUCTS = [
  { stock: 4, pointsRequired: 70, amountMinor: 0n },
  { stock: 2, pointsRequired: 120, amountMinor: 150n },
];

describe('points properties', () => {
  it('keeps the balance equal to the model and the ledger, never negative, stock within bounds', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 10 }), async (ops) => {
        run += 1;
        const [member] = (await t.app.db
          .insert(members)
          .values({
            merchantId: merchant.id,
            account: `ptp${process.pid % 1000}n${run}`,
            passwordHash: 'x',
            type: 3,
            nickname: 'prop',
          })
          .returning()) as MemberRow[];
        await fund(t.app, member!.account, '5.00');
        const productIds: number[] = [];
        for (const p of PRODUCTS) {
          const [row] = await t.app.db
            .insert(pointProducts)
            .values({
              merchantId: merchant.id,
              name: { EN: 'Prop prize' },
              kind: 'virtual',
              stock: p.stock,
              pointsRequired: p.pointsRequired,
              amountRequiredMinor: p.amountMinor,
            })
            .returning({ id: pointProducts.id });
          productIds.push(row!.id);
        }
        // The model: points, stock and the money paid, by the rules the service promises.
        let balance = 0;
        let money = 500n;
        const stock = PRODUCTS.map((p) => p.stock);
        const pending: { no: string; product: number; quantity: number; points: number; money: bigint }[] =
          [];
        for (const [i, o] of ops.entries()) {
          const requestId = `prop-${run}-${i}`;
          if (o.kind === 'grant') {
            await admin.grant(merchant, {
              account: member!.account,
              requestId,
              points: o.points,
              reason: 'prop',
            });
            balance += o.points;
          } else if (o.kind === 'redeem') {
            const p = PRODUCTS[o.product]!;
            const cost = p.pointsRequired * o.quantity;
            const pay = p.amountMinor * BigInt(o.quantity);
            const expected =
              stock[o.product]! < o.quantity
                ? 'POINTS_OUT_OF_STOCK'
                : balance < cost
                  ? 'POINTS_INSUFFICIENT'
                  : money < pay
                    ? 'INSUFFICIENT_BALANCE'
                    : 'OK';
            const outcome = await points
              .redeem(
                merchant,
                member!,
                {
                  requestId,
                  productId: productIds[o.product]!,
                  quantity: o.quantity,
                  paymentPassword: '000000',
                },
                'EN',
              )
              .then(
                (r) => {
                  pending.push({
                    no: r.exchange.transactionNo,
                    product: o.product,
                    quantity: o.quantity,
                    points: cost,
                    money: pay,
                  });
                  return 'OK';
                },
                (err: { code?: string }) => err.code ?? String(err),
              );
            expect(outcome).toBe(expected);
            if (outcome === 'OK') {
              balance -= cost;
              money -= pay;
              stock[o.product]! -= o.quantity;
            }
          } else if (o.kind === 'convert') {
            const expected =
              o.points < 100 ? 'POINTS_BELOW_MINIMUM' : balance < o.points ? 'POINTS_INSUFFICIENT' : 'OK';
            const outcome = await points
              .convert(merchant, member!, { requestId, points: o.points, paymentPassword: '000000' })
              .then(
                () => 'OK',
                (err: { code?: string }) => err.code ?? String(err),
              );
            expect(outcome).toBe(expected);
            if (outcome === 'OK') {
              balance -= o.points;
              money += BigInt(o.points); // 100 points = 1.00 = 100 minor units
            }
          } else if (pending.length > 0) {
            const [x] = pending.splice(o.pick % pending.length, 1);
            await admin.decide(
              merchant,
              x!.no,
              o.decision === 'passed' ? { decision: 'passed' } : { decision: 'rejected', reason: 'prop' },
            );
            if (o.decision === 'rejected') {
              balance += x!.points;
              money += x!.money;
              stock[x!.product]! += x!.quantity;
            }
          }
          expect((await createPointsRepository(t.app.db).account(member!.id)).balance).toBe(balance);
        }
        const [sums] = rowsOf(
          await t.app.db.execute(sql`
            SELECT coalesce(sum(change), 0) AS total, coalesce(min(balance_after), 0) AS lowest
            FROM points_ledger WHERE member_id = ${member!.id}`),
        );
        expect(Number(sums!['total'])).toBe(balance);
        expect(Number(sums!['lowest'])).toBeGreaterThanOrEqual(0);
        for (const [i, id] of productIds.entries()) {
          const [row] = await t.app.db.select().from(pointProducts).where(eq(pointProducts.id, id));
          expect(row!.stock).toBe(stock[i]);
          expect(row!.stock).toBeGreaterThanOrEqual(0);
          expect(row!.stock).toBeLessThanOrEqual(PRODUCTS[i]!.stock);
        }
        const [wallet] = rowsOf(
          await t.app.db.execute(sql`
            SELECT coalesce(sum(balance), 0) AS balance FROM ledger_accounts
            WHERE kind = 'player' AND member_id = ${member!.id} AND account_type_id = 1`),
        );
        expect(BigInt(String(wallet!['balance']))).toBe(money);
      }),
      { numRuns: propertyRuns(12) },
    );
    await expectLedgerOk(t.app);
  }, 120_000);
});
