/**
 * Random sequences of deposits, bets, joins, applications, claims, draws, operator decisions and
 * expiries: the ledger stays balanced (invariants.ts), every stored state is one its kind can reach,
 * each thing is paid at most once and no stock goes below zero.
 */
import { ErrorCode, type RsaKey } from '@portal/contracts';
import { propertyRuns } from '@portal/contracts/testing/property-runs';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { rsaKey } from '../../test/accounts.js';
import { createMember, expectLedgerOk, fund } from '../../test/wallet.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import {
  admin,
  clockedService,
  codeOf,
  memberRowOf,
  merchantOf,
  play,
  promotionInput,
} from './promotions.fixtures.js';

let t: TestApp;
let key: RsaKey;
let merchant: MerchantRow;
const ids: Record<'bonus' | 'application' | 'rebate' | 'raffle', number> = {
  bonus: 0,
  application: 0,
  rebate: 0,
  raffle: 0,
};

const ALLOWED = new Set<string>([
  'OK',
  ErrorCode.promotionStateInvalid,
  ErrorCode.promotionClosed,
  ErrorCode.raffleNoDraws,
  ErrorCode.raffleOutOfStock,
  ErrorCode.nothingToClaim,
  ErrorCode.rewardExpired,
  ErrorCode.rebateBelowMinimum,
]);
const LEGAL: Record<string, string[]> = {
  depositBonus: ['joined', 'claim', 'claimed'],
  application: ['applying', 'rejected', 'issued', 'claimed'],
  rebate: ['joined', 'claimed'],
  raffle: ['joined'],
};

beforeAll(async () => {
  t = await startTestApp();
  key = await rsaKey(t.app);
  merchant = await merchantOf(t);
  const create = async (extra: Parameters<typeof promotionInput>[1]) =>
    (
      (await admin(t, 'POST', '/admin/promotions', promotionInput(merchant.timeZone, extra))).body.value as {
        id: number;
      }
    ).id;
  ids.bonus = await create({
    kind: 'depositBonus',
    percent: 50,
    cap: '30.00',
    minDeposit: '5.00',
    turnoverMultiplier: 3,
  });
  ids.application = await create({ kind: 'application' });
  ids.rebate = await create({ kind: 'rebate', percent: 10, rebateBasis: 'netLoss' });
  ids.raffle = await create({
    kind: 'raffle',
    drawEvery: '2.00',
    drawBasis: 'validBets',
    prizes: [{ name: { EN: 'P' }, amount: '1.00', stock: 6, weight: 1 }],
  });
}, 120_000);
afterAll(async () => t?.close());

type Command =
  | { op: 'deposit'; amount: number }
  | { op: 'bet'; amount: number; win: number }
  | { op: 'join'; which: 'bonus' | 'rebate' | 'raffle' }
  | { op: 'apply' }
  | { op: 'claim'; which: 'bonus' | 'rebate'; rid: number }
  | { op: 'draw'; rid: number }
  | { op: 'decide'; approve: boolean }
  | { op: 'rewards'; rid: number }
  | { op: 'rebate'; rid: number }
  | { op: 'expire' }
  | { op: 'periodEnds' };

const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ op: fc.constant('deposit' as const), amount: fc.integer({ min: 1, max: 50 }) }),
  fc.record({
    op: fc.constant('bet' as const),
    amount: fc.integer({ min: 1, max: 10 }),
    win: fc.integer({ min: 0, max: 15 }),
  }),
  fc.record({
    op: fc.constant('join' as const),
    which: fc.constantFrom('bonus' as const, 'rebate' as const, 'raffle' as const),
  }),
  fc.record({ op: fc.constant('apply' as const) }),
  fc.record({
    op: fc.constant('claim' as const),
    which: fc.constantFrom('bonus' as const, 'rebate' as const),
    rid: fc.integer({ min: 0, max: 2 }),
  }),
  fc.record({ op: fc.constant('draw' as const), rid: fc.integer({ min: 0, max: 3 }) }),
  fc.record({ op: fc.constant('decide' as const), approve: fc.boolean() }),
  fc.record({ op: fc.constant('rewards' as const), rid: fc.integer({ min: 0, max: 2 }) }),
  fc.record({ op: fc.constant('rebate' as const), rid: fc.integer({ min: 0, max: 2 }) }),
  fc.record({ op: fc.constant('expire' as const) }),
  fc.record({ op: fc.constant('periodEnds' as const) }),
);

describe('promotions property', () => {
  it('keeps the ledger balanced and every state legal over random sequences', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 10 }), async (commands) => {
        run += 1;
        const { service, clock } = clockedService(t);
        const m = await createMember(t.app, key, { prefix: 'pp' });
        const rid = (n: number, what: string) => `prop-${run}-${what}-${n}`;
        let deposits = 0;
        for (const c of commands) {
          const row = await memberRowOf(t, m);
          let code = 'OK';
          switch (c.op) {
            case 'deposit':
              await fund(t.app, m.account, `${c.amount}.00`);
              await service.depositBonus.deposited(
                merchant,
                m.id,
                `prop-${run}-${++deposits}`,
                BigInt(c.amount * 100),
              );
              break;
            case 'bet':
              await fund(t.app, m.account, `${c.amount}.00`);
              await play(t, m, `${c.amount}.00`, `${c.win}.00`);
              break;
            case 'join':
              code = await codeOf(service.takingPart.join(merchant, row, ids[c.which]));
              break;
            case 'apply':
              code = await codeOf(
                service.takingPart.apply(merchant, row, { id: ids.application, comment: 'p', images: [] }),
              );
              break;
            case 'claim':
              code = await codeOf(
                service.takingPart.claim(merchant, row, { id: ids[c.which], requestId: rid(c.rid, c.which) }),
              );
              break;
            case 'draw':
              code = await codeOf(
                service.raffle.draw(merchant, row, { id: ids.raffle, requestId: rid(c.rid, 'draw') }),
              );
              break;
            case 'decide': {
              const pending = rowsOf(
                await t.app.db.execute(sql`SELECT id FROM promotion_applications
                WHERE member_id = ${m.id} AND status = 'pending'`),
              );
              const appId = Number(pending[0]?.['id'] ?? 0);
              if (appId) {
                await service.admin.adminDecide(
                  merchant,
                  appId,
                  c.approve
                    ? { decision: 'approve', amount: '3.00', turnoverMultiplier: 1 }
                    : { decision: 'reject', reason: 'no' },
                );
              }
              break;
            }
            case 'rewards':
              code = await codeOf(
                service.rewards.claimRewards(
                  merchant,
                  row,
                  { requestId: rid(c.rid, 'rewards'), all: true },
                  'EN',
                ),
              );
              break;
            case 'rebate':
              code = await codeOf(
                service.manualRebate.claimRebate(merchant, row, { requestId: rid(c.rid, 'rebate') }),
              );
              break;
            case 'expire':
              await t.app.db.execute(sql`UPDATE rewards SET expires_at = now() - interval '1 second'
                WHERE member_id = ${m.id} AND status = 'waiting'`);
              await service.rewards.expireRewards(merchant);
              break;
            case 'periodEnds':
              clock.offset = 20 * 86_400_000;
              break;
          }
          // A request id reused for another movement is refused too: the same id on another kind.
          expect(ALLOWED.has(code) || code === ErrorCode.idempotencyKeyReused, `${c.op}: ${code}`).toBe(true);
        }
        const states = rowsOf(
          await t.app.db.execute(sql`SELECT p.kind, mp.state FROM member_promotions mp
          JOIN promotions p ON p.id = mp.promotion_id WHERE mp.member_id = ${m.id}`),
        );
        for (const s of states) expect(LEGAL[String(s['kind'])]).toContain(String(s['state']));
        const twice = rowsOf(
          await t.app.db.execute(sql`SELECT idempotency_key, count(*)::int AS n FROM ledger_transactions
          WHERE member_id = ${m.id} AND type = 'BONUS' GROUP BY 1 HAVING count(*) > 1`),
        );
        expect(twice).toEqual([]);
        const unpaid = rowsOf(
          await t.app.db.execute(sql`SELECT id FROM rewards WHERE member_id = ${m.id}
          AND status = 'claimed' AND ledger_transaction_id IS NULL`),
        );
        expect(unpaid).toEqual([]);
      }),
      { numRuns: propertyRuns(8) },
    );
    const stock = rowsOf(await t.app.db.execute(sql`SELECT min(remaining)::int AS n FROM raffle_prizes`));
    expect(Number(stock[0]?.['n'])).toBeGreaterThanOrEqual(0);
    await expectLedgerOk(t.app);
  }, 600_000);
});
