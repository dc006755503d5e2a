import { accountsEndpoints, CountryCodesSchema, envelope } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchants, smsCodes } from '../../db/schema/index.js';
import { json, startTestApp, type TestApp } from '../../test/app.js';
import { errorOf, nextMobile, outbox, rsaKey, sendSms, encrypted, nextDevice } from '../../test/accounts.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Registers nobody: a reset by phone is the simplest call that spends a code of a known number. */
async function spend(mobileNum: string, code: string) {
  const key = await rsaKey(t.app);
  return encrypted(t.app, key, 'POST', accountsEndpoints.resetByPhone.path, {
    mobileNum,
    countryDialingCode: '+84',
    verificationCode: code,
    newPassword: 'Phone1234',
    loginDeviceId: nextDevice(),
  });
}

const phone = (mobileNum: string) => `+84${mobileNum}`;

describe(`POST ${accountsEndpoints.sendSms.path}`, () => {
  it('sends a 6-digit code to the outbox and stores only its hash', async () => {
    const mobileNum = nextMobile();
    const res = await sendSms(t.app, { mobileNum, countryDialingCode: '84', purpose: 'register' });
    expect(json(res)).toEqual({ success: true, value: { expiredMinutes: 5 } });
    const [message] = await outbox(t.app, 'sms', phone(mobileNum));
    expect(message?.code).toMatch(/^\d{6}$/);
    expect(message?.body).toContain(message?.code ?? 'missing');
    expect(await outbox(t.app, 'sms', mobileNum)).toHaveLength(1);
    const [row] = await t.app.db
      .select()
      .from(smsCodes)
      .where(eq(smsCodes.phone, phone(mobileNum)));
    expect(row?.codeHash).not.toContain(message?.code ?? 'missing');
  });

  it('allows one send per number per countdown', async () => {
    const mobileNum = nextMobile();
    expect(
      (await sendSms(t.app, { mobileNum, countryDialingCode: '+84', purpose: 'register' })).statusCode,
    ).toBe(200);
    const second = await sendSms(t.app, { mobileNum, countryDialingCode: '+84', purpose: 'login' });
    expect(second.statusCode).toBe(429);
    expect(errorOf(second).errorCode).toBe('TOO_MANY_REQUESTS');
    // Once the countdown has passed, another send is fine.
    await t.app.db
      .update(smsCodes)
      .set({ createdAt: sql`now() - interval '6 minutes'` })
      .where(eq(smsCodes.phone, phone(mobileNum)));
    expect(
      (await sendSms(t.app, { mobileNum, countryDialingCode: '+84', purpose: 'register' })).statusCode,
    ).toBe(200);
  });

  it('lets one of several parallel sends to a number through', async () => {
    const mobileNum = nextMobile();
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        sendSms(t.app, { mobileNum, countryDialingCode: '+84', purpose: 'register' }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 429, 429, 429, 429]);
    expect(await outbox(t.app, 'sms', phone(mobileNum))).toHaveLength(1);
  });

  it('stops at the daily cap with SMS_DAILY_LIMIT', async () => {
    const mobileNum = nextMobile();
    for (let i = 0; i < 10; i++) {
      const res = await sendSms(t.app, { mobileNum, countryDialingCode: '+84', purpose: 'register' });
      expect(res.statusCode).toBe(200);
      await t.app.db
        .update(smsCodes)
        .set({ createdAt: sql`now() - interval '10 minutes'` })
        .where(eq(smsCodes.phone, phone(mobileNum)));
    }
    const capped = await sendSms(t.app, { mobileNum, countryDialingCode: '+84', purpose: 'register' });
    expect(capped.statusCode).toBe(429);
    expect(errorOf(capped).errorCode).toBe('SMS_DAILY_LIMIT');
  });

  it('follows the brand expiredMinutes', async () => {
    await t.app.db.update(merchants).set({ smsExpiredMinutes: 2 });
    t.app.platform.merchants.forget();
    try {
      const res = await sendSms(t.app, {
        mobileNum: nextMobile(),
        countryDialingCode: '+84',
        purpose: 'register',
      });
      expect(json(res)).toEqual({ success: true, value: { expiredMinutes: 2 } });
    } finally {
      await t.app.db.update(merchants).set({ smsExpiredMinutes: 5 });
      t.app.platform.merchants.forget();
    }
  });

  it('refuses bad numbers and purposes with field-level messages', async () => {
    const res = await sendSms(t.app, { mobileNum: '12ab', countryDialingCode: '+84', purpose: 'spam' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).errorCode).toBe('request_param_err');
  });
});

describe('SMS codes', () => {
  it('answers SMS_CODE_EXPIRED after expiredMinutes', async () => {
    const mobileNum = '912345678';
    await t.app.db.delete(smsCodes).where(eq(smsCodes.phone, phone(mobileNum)));
    expect(
      (await sendSms(t.app, { mobileNum, countryDialingCode: '+84', purpose: 'resetPassword' })).statusCode,
    ).toBe(200);
    const [message] = await outbox(t.app, 'sms', phone(mobileNum));
    await t.app.db
      .update(smsCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(smsCodes.phone, phone(mobileNum)));
    const res = await spend(mobileNum, message?.code ?? '000000');
    expect(errorOf(res).errorCode).toBe('SMS_CODE_EXPIRED');
  });

  it('allows at most 5 attempts per code, the right code included', async () => {
    const mobileNum = '912345678';
    await t.app.db.delete(smsCodes).where(eq(smsCodes.phone, phone(mobileNum)));
    expect(
      (await sendSms(t.app, { mobileNum, countryDialingCode: '+84', purpose: 'resetPassword' })).statusCode,
    ).toBe(200);
    const [message] = await outbox(t.app, 'sms', phone(mobileNum));
    const right = message?.code ?? '';
    const wrong = right === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i++)
      expect(errorOf(await spend(mobileNum, wrong)).errorCode).toBe('SMS_CODE_INVALID');
    expect(errorOf(await spend(mobileNum, right)).errorCode).toBe('SMS_CODE_INVALID');
  });

  it('answers SMS_CODE_INVALID when no code was sent', async () => {
    expect(errorOf(await spend(nextMobile(), '123456')).errorCode).toBe('SMS_CODE_INVALID');
  });
});

describe(`GET ${accountsEndpoints.countryCodes.path}`, () => {
  it('lists the seeded dialing codes', async () => {
    const res = await t.app.inject({ method: 'GET', url: accountsEndpoints.countryCodes.path });
    const list = envelope(CountryCodesSchema).parse(json(res)).value;
    expect(list[0]).toEqual({ countryCode: 'VN', countryDialingCode: '+84' });
    const map = Object.fromEntries(list.map((c) => [c.countryCode, c.countryDialingCode]));
    expect(map).toMatchObject({
      TH: '+66',
      PH: '+63',
      MY: '+60',
      ID: '+62',
      CN: '+86',
      US: '+1',
      GB: '+44',
      JP: '+81',
      KR: '+82',
      IN: '+91',
    });
  });
});

describe('development outbox', () => {
  it('is not registered in production', async () => {
    const prod = await import('../../test/app.js').then((m) => m.startTestApp({ nodeEnv: 'production' }));
    try {
      const res = await prod.app.inject({ method: 'GET', url: '/dev/outbox/sms?mobileNum=912345678' });
      expect(res.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
