/**
 * The platform's captcha threshold under a storm: wrong passwords for one account (or from one IP)
 * arrive together. Each attempt is recorded before its password check, so at most three checks run
 * without a captcha and the others are asked for one. Only PostgreSQL (DATABASE_URL) runs the calls
 * in parallel; on PGlite they are serialised and the outcome is checked all the same.
 */
import type { RsaKey } from '@portal/contracts';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginFailures } from '../../db/schema/index.js';
import type * as Passwords from '../../lib/passwords.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import {
  errorOf,
  login,
  loginValueOf,
  nextDevice,
  nextIp,
  rsaKey,
  solveCaptcha,
} from '../../test/accounts.js';
import { createMember } from '../../test/wallet.js';

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

const THRESHOLD = 3;
const STORM = 20;

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

const failuresOf = async (scope: 'account' | 'ip', value: string) =>
  (
    await t.app.db
      .select({ n: count() })
      .from(loginFailures)
      .where(and(eq(loginFailures.scope, scope), eq(loginFailures.key, value)))
  )[0]?.n ?? 0;

describe('login captcha threshold under concurrent wrong passwords', () => {
  it(`${STORM} wrong passwords for one account from ${STORM} addresses: ${THRESHOLD} checks, then a captcha`, async () => {
    const { account } = await createMember(t.app, key, { prefix: 'lr' });
    checks.count = 0;
    const answers = await Promise.all(
      Array.from({ length: STORM }, () => login(t.app, key, { username: account, password: 'Wrong999' })),
    );
    const codes = answers.map((a) => errorOf(a).errorCode);
    expect(checks.count).toBeLessThanOrEqual(THRESHOLD);
    expect(codes.filter((c) => c === 'US_INCORRECT_USERNAME_PASSWORD_ERROR')).toHaveLength(THRESHOLD);
    expect(codes.filter((c) => c === 'CAPTCHA_ERROR')).toHaveLength(STORM - THRESHOLD);
    // The refused attempts checked nothing and are not counted as failures.
    expect(await failuresOf('account', account)).toBe(THRESHOLD);

    // The right password without a captcha is refused too, and checks nothing.
    checks.count = 0;
    const right = await login(t.app, key, { username: account, password: 'Demo1234' });
    expect(errorOf(right).errorCode).toBe('CAPTCHA_ERROR');
    expect(checks.count).toBe(0);
    const device = nextDevice();
    const withCaptcha = await login(t.app, key, {
      username: account,
      password: 'Demo1234',
      captcha: await solveCaptcha(t.app, device),
      loginDeviceId: device,
    });
    loginValueOf(withCaptcha);
    expect(await failuresOf('account', account)).toBe(0);
  });

  it(`${STORM} wrong passwords on different accounts from one address: ${THRESHOLD} checks`, async () => {
    const ip = nextIp();
    const answers = await Promise.all(
      Array.from({ length: STORM }, (_, i) =>
        login(t.app, key, { username: `nobody${i}x${ip.replace(/\D/g, '')}`, password: 'Wrong999', ip }),
      ),
    );
    expect(checks.count).toBeLessThanOrEqual(THRESHOLD);
    const codes = answers.map((a) => errorOf(a).errorCode);
    expect(codes.filter((c) => c === 'CAPTCHA_ERROR')).toHaveLength(STORM - THRESHOLD);
    expect(await failuresOf('ip', ip)).toBe(THRESHOLD);
  });

  it('a right password withdraws the failure it reserved for its address', async () => {
    const { account } = await createMember(t.app, key, { prefix: 'lr' });
    const ip = nextIp();
    loginValueOf(await login(t.app, key, { username: account, password: 'Demo1234', ip }));
    expect(await failuresOf('ip', ip)).toBe(0);
    expect(await failuresOf('account', account)).toBe(0);
  });
});
