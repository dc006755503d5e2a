import { accountsEndpoints } from '@portal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, settings, smsCodes } from '../../db/schema/index.js';
import { normaliseStoredPhones, PHONE_MIGRATION_KEY } from '../../db/phone-migration.js';
import { json, startTestApp, type TestApp } from '../../test/app.js';
import {
  encrypted,
  errorOf,
  login,
  loginValueOf,
  nextDevice,
  nextMobile,
  outbox,
  register,
  rsaKey,
  sendSms,
  setModule,
} from '../../test/accounts.js';

/**
 * One number, whatever its form: "0" + national, national, "00 84 ..." and "+84..." under +84 share
 * one code, one countdown, one daily cap and one account.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** The four forms of one VN number the issue names, plus a formatted one. */
function forms(national: string): string[] {
  return [
    `0${national}`,
    national,
    `00 84 ${national}`,
    `+84${national}`,
    `0${national.slice(0, 2)}-${national.slice(2)}`,
  ];
}

async function codesOf(e164: string) {
  return t.app.db.select().from(smsCodes).where(eq(smsCodes.phone, e164));
}

describe('phone number forms on the platform', () => {
  it('shares one countdown across the forms and keys the code by E.164', async () => {
    const national = nextMobile();
    const [first, ...others] = forms(national);
    const sent = await sendSms(t.app, { mobileNum: first!, countryDialingCode: '84', purpose: 'register' });
    expect(sent.statusCode).toBe(200);
    for (const form of others) {
      const again = await sendSms(t.app, { mobileNum: form, countryDialingCode: '+84', purpose: 'register' });
      expect(again.statusCode, form).toBe(429);
      expect(errorOf(again).errorCode).toBe('TOO_MANY_REQUESTS');
    }
    expect(await codesOf(`+84${national}`)).toHaveLength(1);
    // The outbox finds that one text by every form, with or without the dialing code.
    for (const form of [...forms(national), `0084${national}`]) {
      expect(await outbox(t.app, 'sms', form), form).toHaveLength(1);
      const res = await t.app.inject({
        method: 'GET',
        url: `/dev/outbox/sms?countryDialingCode=84&mobileNum=${encodeURIComponent(form)}`,
      });
      expect((json(res) as { value: unknown[] }).value, form).toHaveLength(1);
    }
    // A raw "+" in a query string arrives as a space: still the same number.
    const raw = await t.app.inject({ method: 'GET', url: `/dev/outbox/sms?mobileNum=+84${national}` });
    expect((json(raw) as { value: unknown[] }).value).toHaveLength(1);
  });

  it('shares one daily cap across the forms', async () => {
    const national = nextMobile();
    const all = forms(national);
    for (let i = 0; i < 10; i++) {
      const res = await sendSms(t.app, {
        mobileNum: all[i % all.length]!,
        countryDialingCode: '+84',
        purpose: 'register',
      });
      expect(res.statusCode, `send ${i + 1}`).toBe(200);
      // Past the countdown, inside the day.
      await t.app.db
        .update(smsCodes)
        .set({ createdAt: sql`now() - interval '10 minutes'` })
        .where(eq(smsCodes.phone, `+84${national}`));
    }
    for (const form of all) {
      const capped = await sendSms(t.app, { mobileNum: form, countryDialingCode: '84', purpose: 'register' });
      expect(errorOf(capped).errorCode, form).toBe('SMS_DAILY_LIMIT');
    }
  });

  it('registers one account per number: a code sent to one form registers another, and no form registers twice', async () => {
    const key = await rsaKey(t.app);
    const national = nextMobile();
    const [zero, plain, idd, plus] = forms(national);
    expect(
      (await sendSms(t.app, { mobileNum: idd!, countryDialingCode: '+84', purpose: 'register' })).statusCode,
    ).toBe(200);
    const [message] = await outbox(t.app, 'sms', plain!);
    const created = await register(
      t.app,
      key,
      {
        mobileNum: zero,
        countryDialingCode: '+84',
        verificationCode: message?.code,
        password: 'Secret123',
        confirmPassword: 'Secret123',
      },
      { method: 'mobile' },
    );
    expect(created.statusCode, created.body).toBe(200);
    const [row] = await t.app.db
      .select()
      .from(members)
      .where(eq(members.account, `m${national}`));
    expect(row).toMatchObject({ countryDialingCode: '+84', mobileNum: national });

    for (const form of [plain!, idd!, plus!, zero!]) {
      const send = await sendSms(t.app, { mobileNum: form, countryDialingCode: '84', purpose: 'register' });
      expect(errorOf(send).errorCode, form).toBe('CUSTOMER_MOBILE_NO_DUPLICATED');
      const again = await register(
        t.app,
        key,
        { mobileNum: form, countryDialingCode: '+84', password: 'Secret123', confirmPassword: 'Secret123' },
        { method: 'mobile' },
      );
      expect(errorOf(again).errorCode, form).toBe('CUSTOMER_MOBILE_NO_DUPLICATED');
      expect(errorOf(again).fields).toEqual({ mobileNum: 'CUSTOMER_MOBILE_NO_DUPLICATED' });
    }
  });

  it('logs in by SMS and resets by phone with any form of the stored number', async () => {
    const key = await rsaKey(t.app);
    // The seed's demoplayer is +84 912345678.
    await t.app.db.delete(smsCodes).where(eq(smsCodes.phone, '+84912345678'));
    expect(
      (await sendSms(t.app, { mobileNum: '0912345678', countryDialingCode: '84', purpose: 'login' }))
        .statusCode,
    ).toBe(200);
    const [loginCode] = await outbox(t.app, 'sms', '+84912345678');
    const value = loginValueOf(
      await login(t.app, key, {
        type: 'sms',
        username: '00 84 912 345 678',
        countryDialingCode: '+84',
        password: loginCode?.code ?? '',
      }),
    );
    expect(value.userName).toBe('demoplayer');

    await t.app.db.delete(smsCodes).where(eq(smsCodes.phone, '+84912345678'));
    expect(
      (
        await sendSms(t.app, {
          mobileNum: '+84912345678',
          countryDialingCode: '84',
          purpose: 'resetPassword',
        })
      ).statusCode,
    ).toBe(200);
    const [resetCode] = await outbox(t.app, 'sms', '0912345678');
    const reset = await encrypted(t.app, key, 'POST', accountsEndpoints.resetByPhone.path, {
      mobileNum: '0912345678',
      countryDialingCode: '+84',
      verificationCode: resetCode?.code ?? '',
      newPassword: 'Demo1234',
      loginDeviceId: nextDevice(),
    });
    expect(loginValueOf(reset).userName).toBe('demoplayer');
  });

  it('refuses a number that is not a mobile of the chosen country on its field, and sends nothing', async () => {
    const key = await rsaKey(t.app);
    for (const [mobileNum, problem] of [
      ['91234567', 'validation.mobile'], // one digit short for VN
      ['0241234567', 'validation.mobile'], // a Hanoi landline
      ['+63 917 123 4567', 'validation.mobile_country'],
    ] as const) {
      const res = await sendSms(t.app, { mobileNum, countryDialingCode: '+84', purpose: 'register' });
      expect(res.statusCode, mobileNum).toBe(400);
      expect(errorOf(res).fields).toEqual({ mobileNum: problem });
      const reg = await register(
        t.app,
        key,
        { mobileNum, countryDialingCode: '+84', password: 'Secret123', confirmPassword: 'Secret123' },
        { method: 'mobile' },
      );
      expect(errorOf(reg).fields, mobileNum).toMatchObject({ mobileNum: problem });
    }
    expect(await outbox(t.app, 'sms', '91234567')).toEqual([]);
    const smsLogin = await login(t.app, key, {
      type: 'sms',
      username: '91234567',
      countryDialingCode: '+84',
      password: '123456',
    });
    expect(errorOf(smsLogin).fields).toEqual({ username: 'validation.mobile' });
  });
});

describe('the stored-number migration', () => {
  it('normalises stored mobiles once, keeping the unique index and reporting what it cannot fix', async () => {
    const [demo] = await t.app.db.select().from(members).where(eq(members.account, 'demoplayer'));
    const base = { merchantId: demo!.merchantId, passwordHash: demo!.passwordHash, type: 3 };
    const trunk = nextMobile();
    const idd = nextMobile();
    const bare = nextMobile();
    const inserted = await t.app.db
      .insert(members)
      .values([
        { ...base, account: 'migtrunk', nickname: 'a', countryDialingCode: '+84', mobileNum: `0${trunk}` },
        { ...base, account: 'migidd', nickname: 'b', countryDialingCode: '+84', mobileNum: `0084${idd}` },
        { ...base, account: 'migbare', nickname: 'c', countryDialingCode: '84', mobileNum: bare },
        // demoplayer already holds +84 912345678: this one cannot take it.
        { ...base, account: 'migdup', nickname: 'd', countryDialingCode: '+84', mobileNum: '0912345678' },
        { ...base, account: 'miginvalid', nickname: 'e', countryDialingCode: '+84', mobileNum: '12345' },
      ])
      .returning({ id: members.id, account: members.account });
    const idOf = (account: string) => inserted.find((r) => r.account === account)!.id;
    await t.app.db.delete(settings).where(eq(settings.key, PHONE_MIGRATION_KEY));

    const report = await normaliseStoredPhones(t.app.db);
    expect(report).toEqual({
      normalised: 3,
      invalid: [{ id: idOf('miginvalid'), account: 'miginvalid' }],
      duplicates: [{ id: idOf('migdup'), account: 'migdup', heldBy: demo!.id }],
    });
    const stored = async (account: string) =>
      (
        await t.app.db
          .select({ code: members.countryDialingCode, num: members.mobileNum })
          .from(members)
          .where(and(eq(members.account, account), eq(members.merchantId, demo!.merchantId)))
      )[0];
    expect(await stored('migtrunk')).toEqual({ code: '+84', num: trunk });
    expect(await stored('migidd')).toEqual({ code: '+84', num: idd });
    expect(await stored('migbare')).toEqual({ code: '+84', num: bare });
    expect(await stored('migdup')).toEqual({ code: '+84', num: '0912345678' });
    expect(await stored('miginvalid')).toEqual({ code: '+84', num: '12345' });
    expect(await stored('demoplayer')).toEqual({ code: '+84', num: '912345678' });
    // Once: the marker row holds the report, and a second start changes nothing.
    expect(await normaliseStoredPhones(t.app.db)).toBeNull();
    // A migrated number is found by any typed form.
    await setModule(t.app, 'MOBILENUMREG3', true);
    const send = await sendSms(t.app, {
      mobileNum: `0${trunk}`,
      countryDialingCode: '84',
      purpose: 'register',
    });
    expect(errorOf(send).errorCode).toBe('CUSTOMER_MOBILE_NO_DUPLICATED');
  });
});
