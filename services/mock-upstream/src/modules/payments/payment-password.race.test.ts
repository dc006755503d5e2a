/**
 * The payment-password lock under a storm, both sides of it. Many wrong passwords for one member
 * arrive together on every route that checks one: each check is reserved before its argon2 run, so
 * at most PAYMENT_PASSWORD_MAX_ATTEMPTS checks run and every other call is refused as locked; the
 * right password afterwards is refused too while the lock lasts. And many right passwords arriving
 * together all pass: none is ever told "locked" (they wait for a free check instead). Only
 * PostgreSQL (DATABASE_URL) runs calls in parallel; on PGlite the storm is serialised and the test
 * still checks the outcome.
 */
import { ErrorCode, type RsaKey, paymentsEndpoints } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { paymentPasswords } from '../../db/schema/index.js';
import type * as Passwords from '../../lib/passwords.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { encrypted, errorOf, rsaKey } from '../../test/accounts.js';
import { createMember, nextRequestId, type TestMember } from '../../test/wallet.js';
import {
  PAYMENT_PASSWORD_LOCK_MINUTES,
  PAYMENT_PASSWORD_MAX_ATTEMPTS,
  setPaymentPassword,
} from './payment-password.js';

const checks = vi.hoisted(() => ({ count: 0 }));

vi.mock('../../lib/passwords.js', async (importOriginal) => {
  const original = await importOriginal<typeof Passwords>();
  return {
    ...original,
    verifyPassword: async (stored: string | undefined, password: string) => {
      checks.count += 1;
      return original.verifyPassword(stored, password);
    },
  };
});

const STORM = 50;
const RIGHT = '123456';
const WRONG = '000000';

let t: TestApp;
let key: RsaKey;

beforeAll(async () => {
  t = await startTestApp();
  key = await rsaKey(t.app);
});
afterAll(async () => t?.close());
beforeEach(() => {
  checks.count = 0;
});

const post = (m: TestMember, url: string, body: Record<string, unknown>) =>
  encrypted(t.app, key, 'POST', url, body, { authorization: m.token });

const code = (res: LightMyRequestResponse) => errorOf(res).errorCode;

/** A member with a payment password, and (for agent transfers) a downline to send to. */
async function armed(type = 3): Promise<{ member: TestMember; downline: TestMember }> {
  const member = await createMember(t.app, key, { type, prefix: 'ppr' });
  const downline = await createMember(t.app, key, { type: 3, uplineId: member.id, prefix: 'pprd' });
  await setPaymentPassword(t.app.db, member.id, { newPaymentPassword: RIGHT });
  return { member, downline };
}

type Route = {
  name: string;
  type?: number;
  call: (m: TestMember, downline: TestMember, password: string) => Promise<LightMyRequestResponse>;
  incorrect: string;
};

const routes: Route[] = [
  {
    name: 'withdraw',
    call: (m, _d, paymentPassword) =>
      post(m, paymentsEndpoints.withdraw.path, {
        requestId: nextRequestId('ppw'),
        amount: '10',
        bankCardId: 1,
        paymentPassword,
      }),
    incorrect: 'paymentPassword',
  },
  {
    name: 'bind bank card',
    call: (m, _d, paymentPassword) =>
      post(m, paymentsEndpoints.bindBankCard.path, {
        bankCode: 'VCB',
        accountNumber: '0123456789',
        holderName: 'Nguyen Van A',
        paymentPassword,
      }),
    incorrect: 'paymentPassword',
  },
  {
    name: 'agent transfer',
    type: 1,
    call: (m, d, paymentPassword) =>
      post(m, '/wps/relay/passwordCheck/AGENT_transfer', {
        requestId: nextRequestId('ppa'),
        targetAccount: d.account,
        amount: '1',
        paymentPassword,
      }),
    incorrect: 'paymentPassword',
  },
  {
    name: 'change payment password',
    call: (m, _d, oldPaymentPassword) =>
      post(m, paymentsEndpoints.setPaymentPassword.path, {
        oldPaymentPassword,
        newPaymentPassword: '654321',
      }),
    incorrect: 'oldPaymentPassword',
  },
];

describe('payment password lock under concurrent wrong passwords', () => {
  for (const route of routes) {
    it(`${route.name}: ${STORM} at once run at most ${PAYMENT_PASSWORD_MAX_ATTEMPTS} checks, the rest are locked`, async () => {
      const { member, downline } = await armed(route.type);
      checks.count = 0;
      const answers = await Promise.all(
        Array.from({ length: STORM }, () => route.call(member, downline, WRONG)),
      );
      const codes = answers.map(code);
      expect(checks.count).toBeLessThanOrEqual(PAYMENT_PASSWORD_MAX_ATTEMPTS);
      const incorrect = codes.filter((c) => c === ErrorCode.paymentPasswordIncorrect).length;
      const locked = codes.filter((c) => c === ErrorCode.paymentPasswordLocked).length;
      expect(incorrect).toBe(PAYMENT_PASSWORD_MAX_ATTEMPTS);
      expect(locked).toBe(STORM - PAYMENT_PASSWORD_MAX_ATTEMPTS);
      const wrong = answers.find((a) => code(a) === ErrorCode.paymentPasswordIncorrect);
      expect(Object.keys(errorOf(wrong!).fields ?? {})).toEqual([route.incorrect]);

      // The lock holds for the right password too, and costs no check.
      checks.count = 0;
      expect(code(await route.call(member, downline, RIGHT))).toBe(ErrorCode.paymentPasswordLocked);
      expect(checks.count).toBe(0);
      const [row] = await t.app.db
        .select()
        .from(paymentPasswords)
        .where(eq(paymentPasswords.memberId, member.id));
      expect(row?.failedAttempts).toBe(PAYMENT_PASSWORD_MAX_ATTEMPTS);
      const lockMs = (row?.lockedUntil?.getTime() ?? 0) - Date.now();
      expect(lockMs).toBeGreaterThan((PAYMENT_PASSWORD_LOCK_MINUTES - 1) * 60_000);
      expect(lockMs).toBeLessThanOrEqual(PAYMENT_PASSWORD_LOCK_MINUTES * 60_000);
    });
  }

  it('a right password among a storm of wrong ones is locked only after five wrong ones were checked', async () => {
    const { member, downline } = await armed();
    const call = routes[0]!.call;
    const answers = await Promise.all(
      Array.from({ length: STORM }, (_, i) => call(member, downline, i === STORM / 2 ? RIGHT : WRONG)),
    );
    expect(checks.count).toBeLessThanOrEqual(PAYMENT_PASSWORD_MAX_ATTEMPTS * 2);
    const right = code(answers[STORM / 2]!);
    // Either it was checked (the password was accepted and the request failed only on what comes
    // after: no such card), or five wrong ones had been checked before it and locked the account.
    expect([ErrorCode.paymentPasswordLocked, ErrorCode.bankCardNotFound]).toContain(right);
    const incorrect = answers.filter((a) => code(a) === ErrorCode.paymentPasswordIncorrect).length;
    if (right === ErrorCode.paymentPasswordLocked) expect(incorrect).toBe(PAYMENT_PASSWORD_MAX_ATTEMPTS);
    else expect(incorrect).toBeLessThanOrEqual(PAYMENT_PASSWORD_MAX_ATTEMPTS * 2 - 1);
    expect(answers.some((a) => code(a) === ErrorCode.busy)).toBe(false);
  });

  for (const route of routes.filter((r) => r.name !== 'change payment password')) {
    it(`${route.name}: ${STORM} right passwords at once are all accepted, none told "locked"`, async () => {
      const { member, downline } = await armed(route.type);
      const answers = await Promise.all(
        Array.from({ length: STORM }, () => route.call(member, downline, RIGHT)),
      );
      const codes = answers.map((a) => (a.statusCode === 200 ? 'ok' : code(a)));
      for (const refused of [
        ErrorCode.paymentPasswordLocked,
        ErrorCode.paymentPasswordIncorrect,
        ErrorCode.busy,
      ]) {
        expect(codes, `${route.name}: ${codes.join(',')}`).not.toContain(refused);
      }
      const [row] = await t.app.db
        .select()
        .from(paymentPasswords)
        .where(eq(paymentPasswords.memberId, member.id));
      expect(row).toMatchObject({ failedAttempts: 0, lockedUntil: null, checksInFlight: 0 });
    });
  }

  it('after four wrong answers, right passwords still pass one at a time', async () => {
    const { member, downline } = await armed();
    const call = routes[0]!.call;
    for (let i = 0; i < PAYMENT_PASSWORD_MAX_ATTEMPTS - 1; i++) {
      expect(code(await call(member, downline, WRONG))).toBe(ErrorCode.paymentPasswordIncorrect);
    }
    const answers = await Promise.all(Array.from({ length: 10 }, () => call(member, downline, RIGHT)));
    expect(answers.map(code)).toEqual(Array.from({ length: 10 }, () => ErrorCode.bankCardNotFound));
  });

  it('a lock whose reservation was never resolved runs out like any lock', async () => {
    const { member, downline } = await armed();
    const call = routes[0]!.call;
    // Five wrong answers whose lock has run out, and five checks held by a process that died
    // mid-check (their lease has run out too).
    await t.app.db
      .update(paymentPasswords)
      .set({
        failedAttempts: PAYMENT_PASSWORD_MAX_ATTEMPTS,
        lockedUntil: new Date(Date.now() - 1000),
        checksInFlight: PAYMENT_PASSWORD_MAX_ATTEMPTS,
        checksLeaseUntil: new Date(Date.now() - 1000),
      })
      .where(eq(paymentPasswords.memberId, member.id));
    expect(code(await call(member, downline, RIGHT))).toBe(ErrorCode.bankCardNotFound);
    const [row] = await t.app.db
      .select()
      .from(paymentPasswords)
      .where(eq(paymentPasswords.memberId, member.id));
    expect(row).toMatchObject({ failedAttempts: 0, lockedUntil: null, checksInFlight: 0 });
  });
});
