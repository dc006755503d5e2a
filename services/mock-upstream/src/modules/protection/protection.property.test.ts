/**
 * Property: whatever the sequence of deposits, limit changes (lower, raise, remove, on any window),
 * failed orders and time passing, the platform accepts a deposit exactly when it fits under every
 * deposit limit in force, so no member ever deposits past one. The model below is written from the
 * rules (lower at once; raise or remove after 24 hours; a new change replaces a pending one; rolling
 * windows of 24 h, 7 and 30 days; pending and credited orders count, failed ones do not), and time is
 * made to pass by moving the member's timestamps back.
 */
import {
  ErrorCode,
  LIMIT_PERIODS,
  ProtectionSettingsSchema,
  paymentsEndpoints,
  protectionEndpoints,
  type LimitPeriod,
} from '@portal/contracts';
import { propertyRuns } from '@portal/contracts/testing/property-runs';
import { and, asc, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositChannels, depositOrders, protectionLimits } from '../../db/schema/index.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { rawError } from '../../test/accounts.js';
import { call, nextRequestId } from '../../test/wallet.js';
import { newMember, valueOf, type TestMember } from '../payments/payments.fixtures.js';

const HOURS: Record<LimitPeriod, number> = { day: 24, week: 7 * 24, month: 30 * 24 };

type Op =
  | { kind: 'deposit'; amount: number }
  | { kind: 'limit'; period: LimitPeriod; amount: number | null }
  | { kind: 'wait'; hours: number }
  | { kind: 'fail' };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('deposit' as const),
      amount: fc.constantFrom(50, 80, 120, 200, 350),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('limit' as const),
      period: fc.constantFrom(...LIMIT_PERIODS),
      amount: fc.constantFrom(100, 150, 300, 500, 1000, null),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('wait' as const),
      hours: fc.constantFrom(1, 12, 23, 24, 72, 168),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('fail' as const) }) },
);

/** The rules, on a virtual clock in hours. */
class Model {
  now = 0;
  deposits: { at: number; amount: number; failed: boolean }[] = [];
  limits = new Map<LimitPeriod, { current: number | null; next?: { amount: number | null; at: number } }>();

  inForce(period: LimitPeriod): number | null {
    const l = this.limits.get(period);
    if (!l) return null;
    return l.next && l.next.at <= this.now ? l.next.amount : l.current;
  }

  set(period: LimitPeriod, amount: number | null) {
    const current = this.inForce(period);
    const old = this.limits.get(period);
    const pending = old?.next && old.next.at > this.now ? old.next : undefined;
    if (amount !== null && (current === null || amount <= current))
      this.limits.set(period, { current: amount });
    else if (current === null) this.limits.set(period, { current: null });
    else
      this.limits.set(period, {
        current,
        next: { amount, at: pending && pending.amount === amount ? pending.at : this.now + 24 },
      });
  }

  used(period: LimitPeriod): number {
    return this.deposits
      .filter((d) => !d.failed && this.now - d.at < HOURS[period])
      .reduce((s, d) => s + d.amount, 0);
  }

  fits(amount: number): boolean {
    return LIMIT_PERIODS.every((p) => {
      const limit = this.inForce(p);
      return limit === null || this.used(p) + amount <= limit;
    });
  }
}

let t: TestApp;
let bank: number;

beforeAll(async () => {
  t = await startTestApp();
  const [channel] = await t.app.db
    .select()
    .from(depositChannels)
    .where(eq(depositChannels.code, 'BANK_TRANSFER'));
  bank = channel?.id ?? 0;
});
afterAll(async () => t?.close());

async function timePasses(m: TestMember, hours: number) {
  const by = sql`make_interval(hours => ${hours})`;
  await t.app.db
    .update(protectionLimits)
    .set({ nextAt: sql`${protectionLimits.nextAt} - ${by}` })
    .where(eq(protectionLimits.memberId, m.id));
  await t.app.db
    .update(depositOrders)
    .set({ createdAt: sql`${depositOrders.createdAt} - ${by}` })
    .where(eq(depositOrders.memberId, m.id));
}

async function run(ops: Op[]) {
  const m = await newMember(t.app.db);
  const model = new Model();
  for (const op of ops) {
    switch (op.kind) {
      case 'deposit': {
        const res = await call(t.app, m.token, 'POST', paymentsEndpoints.deposit.path, {
          requestId: nextRequestId('prop'),
          channelId: bank,
          amount: `${op.amount}.00`,
          payerName: 'Property Payer',
        });
        const fits = model.fits(op.amount);
        if (fits) expect(res.statusCode, res.body).toBe(200);
        else expect(rawError(res).errorCode).toBe(ErrorCode.depositLimitExceeded);
        if (!fits) break;
        model.deposits.push({ at: model.now, amount: op.amount, failed: false });
        // The deposit just taken leaves every window within its limit in force.
        for (const p of LIMIT_PERIODS) {
          const limit = model.inForce(p);
          if (limit !== null) expect(model.used(p)).toBeLessThanOrEqual(limit);
        }
        break;
      }
      case 'limit': {
        const res = await call(t.app, m.token, 'POST', protectionEndpoints.setLimit.path, {
          kind: 'deposit',
          period: op.period,
          amount: op.amount === null ? null : `${op.amount}.00`,
        });
        expect(res.statusCode, res.body).toBe(200);
        model.set(op.period, op.amount);
        break;
      }
      case 'wait':
        await timePasses(m, op.hours);
        model.now += op.hours;
        break;
      case 'fail': {
        const [oldest] = await t.app.db
          .select({ id: depositOrders.id })
          .from(depositOrders)
          .where(and(eq(depositOrders.memberId, m.id), eq(depositOrders.status, 'pending')))
          .orderBy(asc(depositOrders.id))
          .limit(1);
        if (!oldest) break;
        await t.app.db.update(depositOrders).set({ status: 'failed' }).where(eq(depositOrders.id, oldest.id));
        const first = model.deposits.find((d) => !d.failed);
        if (first) first.failed = true;
        break;
      }
    }
  }
  // What the member is shown agrees with the rules too.
  const settings = valueOf(
    ProtectionSettingsSchema,
    await call(t.app, m.token, 'GET', protectionEndpoints.settings.path),
  );
  for (const period of LIMIT_PERIODS) {
    const shown = settings.limits.find((l) => l.kind === 'deposit' && l.period === period);
    const limit = model.inForce(period);
    expect(shown?.amount).toBe(limit === null ? null : `${limit}.00`);
    expect(shown?.used).toBe(`${model.used(period)}.00`);
  }
}

describe('deposit limits under any sequence', () => {
  it('accept a deposit exactly when it fits under every limit in force', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 14 }), (ops) => run(ops)),
      { numRuns: propertyRuns(30) },
    );
  }, 120_000);
});
