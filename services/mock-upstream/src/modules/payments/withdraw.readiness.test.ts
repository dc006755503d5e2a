import {
  paymentsEndpoints,
  TRIAL_TYPE,
  WITHDRAW_RULES,
  WithdrawInfoSchema,
  WithdrawMethodSchema,
  WithdrawOrderSchema,
  type WithdrawRule,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  bankCards,
  memberFreezes,
  members,
  merchants,
  paymentPasswords,
  withdrawOrders,
} from '../../db/schema/index.js';
import { adminHeaders, json } from '../../test/app.js';
import { codeOf, get, setTurnoverDone, snapshot, valueOf } from './payments.fixtures.js';
import { db, ready, t, useWithdrawApp, withdraw, type Ready } from './withdraw.test-setup.js';

useWithdrawApp();

async function infoOf(r: Ready) {
  return valueOf(WithdrawInfoSchema, await get(t.app, r.m.token, paymentsEndpoints.withdrawInfo.path));
}

const unmet = (info: { requirements: { rule: WithdrawRule; met: boolean }[] }) =>
  info.requirements.filter((q) => !q.met).map((q) => q.rule);

/**
 * For each rule, a member who meets every other one and breaks only it (a ready member: payment
 * password, a card, 100.00 deposited and the turnover met). Keyed by WITHDRAW_RULES, so a rule
 * added to the contract without a case here does not compile.
 */
const breakOnly: Record<WithdrawRule, () => Promise<Ready>> = {
  realAccount: async () => {
    const r = await ready('100');
    await db.update(members).set({ type: TRIAL_TYPE }).where(eq(members.id, r.m.id));
    return r;
  },
  notFrozen: async () => {
    const r = await ready('100');
    await db
      .insert(memberFreezes)
      .values({ memberId: r.m.id, merchantId: r.m.merchantId, reason: 'contractUnpaid' });
    return r;
  },
  paymentPassword: async () => {
    const r = await ready('100');
    await db.delete(paymentPasswords).where(eq(paymentPasswords.memberId, r.m.id));
    return r;
  },
  bankCard: async () => {
    const r = await ready('100');
    await db.delete(bankCards).where(eq(bankCards.memberId, r.m.id));
    return r;
  },
  profile: async () => {
    const r = await ready('100');
    await db.update(members).set({ payeeName: null }).where(eq(members.id, r.m.id));
    return r;
  },
  noPending: async () => {
    const r = await ready('100');
    expect(valueOf(WithdrawOrderSchema, await withdraw(r)).status).toBe('pending');
    return r;
  },
  dailyCount: async () => {
    const r = await ready('100');
    // Today's orders, all finished (rejected), so that only the day's count stands in the way.
    await db.insert(withdrawOrders).values(
      Array.from({ length: 5 }, (_, i) => ({
        orderNo: `WDAILY${r.m.id}x${i}`,
        merchantId: r.m.merchantId,
        memberId: r.m.id,
        requestId: `daily-${r.m.id}-${i}`,
        bankCardId: r.cardId,
        amountMinor: 1_000n,
        status: 'rejected' as const,
      })),
    );
    return r;
  },
  turnover: async () => {
    const r = await ready('100');
    await setTurnoverDone(db, r.m, 9_999n);
    return r;
  },
  balance: async () => ready(null),
};

describe('withdrawal readiness', () => {
  it('a ready member meets every rule, and the request goes through', async () => {
    const r = await ready('100');
    const info = await infoOf(r);
    expect(info.requirements.map((q) => q.rule)).toEqual([...WITHDRAW_RULES]);
    expect(unmet(info)).toEqual([]);
    expect(valueOf(WithdrawOrderSchema, await withdraw(r)).status).toBe('pending');
  });

  for (const rule of WITHDRAW_RULES) {
    it(`a request refused by the ${rule} rule is what the panel listed, and nothing moves`, async () => {
      const r = await breakOnly[rule]();
      const info = await infoOf(r);
      expect(unmet(info)).toEqual([rule]);
      const listed = info.requirements.find((q) => q.rule === rule);
      const before = await snapshot(db, r.m);
      const refused = await withdraw(r, { amount: '10' });
      expect(refused.statusCode).toBeGreaterThanOrEqual(400);
      expect(codeOf(refused)).toBe(listed?.code);
      expect(await snapshot(db, r.m)).toEqual(before);
    });
  }

  it('names the missing profile fields the operator requires, refuses with them and lets go once filled', async () => {
    const set = await t.app.inject({
      method: 'PUT',
      url: '/admin/payments/withdraw-requirements',
      headers: adminHeaders,
      payload: { profileFields: ['realName', 'address'] },
    });
    expect(json(set)).toEqual({ success: true, value: { profileFields: ['realName', 'address'] } });
    try {
      const r = await ready('100');
      const info = await infoOf(r);
      expect(info.requirements.find((q) => q.rule === 'profile')).toEqual({
        rule: 'profile',
        met: false,
        code: 'PROFILE_INCOMPLETE',
        missingFields: ['address'],
      });
      const refused = await withdraw(r);
      expect(json(refused)).toMatchObject({
        errorCode: 'PROFILE_INCOMPLETE',
        fields: { address: 'PROFILE_REQUIRED' },
      });
      await db
        .update(members)
        .set({ profile: { address: '1 Lotus Street' } })
        .where(eq(members.id, r.m.id));
      expect(unmet(await infoOf(r))).toEqual([]);
      expect(valueOf(WithdrawOrderSchema, await withdraw(r)).status).toBe('pending');
    } finally {
      await db.update(merchants).set({ withdrawProfileFields: ['realName'] });
      t.app.platform.merchants.forget();
    }
  });

  it('refuses an unknown profile field in the operator setting field by field, changing nothing', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/admin/payments/withdraw-requirements',
      headers: adminHeaders,
      payload: { profileFields: ['realName', 'shoeSize'] },
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(json(res))).toContain('profileFields');
    const now = await t.app.inject({
      method: 'GET',
      url: '/admin/payments/withdraw-requirements',
      headers: adminHeaders,
    });
    expect(json(now)).toEqual({ success: true, value: { profileFields: ['realName'] } });
  });
});

describe('payout methods', () => {
  it('lists the brand payout methods with their payout time, the member card bank first', async () => {
    const r = await ready('100');
    const { methods } = await infoOf(r);
    expect(methods[0]).toEqual({
      bankCode: 'TCB',
      bankName: 'Techcombank',
      payoutMinutesMin: 5,
      payoutMinutesMax: 30,
    });
    expect(methods.map((m) => m.bankCode)).toContain('HSBC');
  });

  it('takes the operator payout time of a bank and refuses a range that ends before it starts', async () => {
    const set = await t.app.inject({
      method: 'PUT',
      url: '/admin/banks/SCB',
      headers: adminHeaders,
      payload: { payoutMinutesMin: 20, payoutMinutesMax: 45 },
    });
    expect(WithdrawMethodSchema.parse((json(set) as { value: unknown }).value)).toEqual({
      bankCode: 'SCB',
      bankName: 'Sacombank',
      payoutMinutesMin: 20,
      payoutMinutesMax: 45,
    });
    const r = await ready('100');
    expect((await infoOf(r)).methods.find((m) => m.bankCode === 'SCB')).toMatchObject({
      payoutMinutesMin: 20,
      payoutMinutesMax: 45,
    });

    const backwards = await t.app.inject({
      method: 'PUT',
      url: '/admin/banks/SCB',
      headers: adminHeaders,
      payload: { payoutMinutesMin: 60, payoutMinutesMax: 10 },
    });
    expect(backwards.statusCode).toBe(400);
    expect(JSON.stringify(json(backwards))).toContain('payoutMinutesMax');
    const unknown = await t.app.inject({
      method: 'PUT',
      url: '/admin/banks/NOPE',
      headers: adminHeaders,
      payload: { payoutMinutesMin: 1, payoutMinutesMax: 2 },
    });
    expect(unknown.statusCode).toBe(404);
    expect((await infoOf(r)).methods.find((m) => m.bankCode === 'SCB')).toMatchObject({
      payoutMinutesMin: 20,
      payoutMinutesMax: 45,
    });
  });
});
