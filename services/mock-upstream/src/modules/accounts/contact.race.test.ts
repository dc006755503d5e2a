/**
 * Binding codes under concurrency (meaningful on PostgreSQL, DATABASE_URL): fifty verifications of
 * one right code at once bind once (the rest SMS_CODE_INVALID), fifty guesses at once are compared
 * at most CONTACT_CODE_MAX_ATTEMPTS times, fifty sends at once issue one code, and members each
 * holding a right code for one address, binding it at the same instant: one holds it
 * (members_merchant_email_uq, migration 0029), the others are answered CONTACT_DUPLICATED.
 */
import { profileEndpoints as e } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactCodes, members } from '../../db/schema/index.js';
import { json, startTestApp, type TestApp } from '../../test/app.js';
import { nextMobile, nextUsername, outbox, register, rsaKey } from '../../test/accounts.js';
import { CONTACT_CODE_MAX_ATTEMPTS } from './contact.service.js';

const STORM = 50;
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

async function memberToken(): Promise<string> {
  const key = await rsaKey(t.app);
  const res = await register(t.app, key, {
    username: nextUsername('race'),
    password: 'Demo1234',
    confirmPassword: 'Demo1234',
  });
  return (json(res) as { value: { login: { token: string } } }).value.login.token;
}

const post = (token: string, url: string, body: unknown) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { authorization: token, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

async function mailedCode(token: string, email: string): Promise<string> {
  expect((await post(token, e.sendEmailCode.path, { email })).statusCode).toBe(200);
  const [mail] = await outbox(t.app, 'email', email);
  const code = /(\d{6})/.exec(mail?.body ?? '')?.[1];
  if (!code) throw new Error('no code mailed');
  return code;
}

describe('contact codes under concurrency', () => {
  it(`binds once when ${STORM} verifications of the right code arrive together`, async () => {
    const token = await memberToken();
    const email = `${nextUsername('storm')}@example.com`;
    const code = await mailedCode(token, email);
    const results = await Promise.all(
      Array.from({ length: STORM }, () => post(token, e.bindEmail.path, { email, code })),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200)) {
      expect((json(r) as { errorCode: string }).errorCode).toBe('SMS_CODE_INVALID');
    }
    const [row] = await t.app.db.select().from(contactCodes).where(eq(contactCodes.target, email));
    expect(row?.usedAt).not.toBeNull();
    expect(row?.attempts).toBeLessThanOrEqual(CONTACT_CODE_MAX_ATTEMPTS);
  });

  it(`compares at most ${CONTACT_CODE_MAX_ATTEMPTS} of ${STORM} wrong guesses, then not even the right code`, async () => {
    const token = await memberToken();
    const email = `${nextUsername('guess')}@example.com`;
    const code = await mailedCode(token, email);
    const wrong = code === '000000' ? '111111' : '000000';
    await Promise.all(
      Array.from({ length: STORM }, () => post(token, e.bindEmail.path, { email, code: wrong })),
    );
    const [row] = await t.app.db.select().from(contactCodes).where(eq(contactCodes.target, email));
    expect(row?.attempts).toBe(CONTACT_CODE_MAX_ATTEMPTS);
    expect((await post(token, e.bindEmail.path, { email, code })).statusCode).toBe(400);
  });

  it(`issues one code when ${STORM} sends arrive together`, async () => {
    const token = await memberToken();
    const email = `${nextUsername('sends')}@example.com`;
    const results = await Promise.all(
      Array.from({ length: STORM }, () => post(token, e.sendEmailCode.path, { email })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await outbox(t.app, 'email', email)).toHaveLength(1);
  });

  // Within the brand's daily cap of codes to one address (smsDailyLimit, 10 by default).
  const RIVALS = 8;
  it(`lets one of ${RIVALS} members binding the same address at once hold it`, async () => {
    const tokens = await Promise.all(Array.from({ length: RIVALS }, () => memberToken()));
    const email = `${nextUsername('rival')}@example.com`;
    // Every code is sent before anyone binds: each send's lookup finds the address free.
    const codes: string[] = [];
    for (const token of tokens) {
      expect((await post(token, e.sendEmailCode.path, { email })).statusCode).toBe(200);
      // The outbox answers the newest first: this member's code.
      const mails = await outbox(t.app, 'email', email);
      const code = /(\d{6})/.exec(mails[0]?.body ?? '')?.[1];
      if (!code) throw new Error('no code mailed');
      codes.push(code);
    }
    const results = await Promise.all(
      tokens.map((token, i) => post(token, e.bindEmail.path, { email, code: codes[i] })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode).toBe(400);
      expect(json(r)).toMatchObject({
        errorCode: 'CONTACT_DUPLICATED',
        fields: { email: 'CONTACT_DUPLICATED' },
      });
    }
    const holders = await t.app.db
      .select({ id: members.id, verified: members.emailVerifiedAt })
      .from(members)
      .where(sql`lower(${members.email}) = ${email}`);
    expect(holders).toHaveLength(1);
    expect(holders[0]?.verified).not.toBeNull();
  });

  it(`lets one of ${RIVALS} members binding the same mobile at once hold it`, async () => {
    const tokens = await Promise.all(Array.from({ length: RIVALS }, () => memberToken()));
    const number = { countryDialingCode: '+84', mobileNum: nextMobile() };
    const codes: string[] = [];
    for (const token of tokens) {
      expect((await post(token, e.sendMobileCode.path, number)).statusCode).toBe(200);
      const [text] = await outbox(t.app, 'sms', number.mobileNum);
      if (!text?.code) throw new Error('no code texted');
      codes.push(text.code);
    }
    const results = await Promise.all(
      tokens.map((token, i) => post(token, e.bindMobile.path, { ...number, code: codes[i] })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200)) {
      expect(json(r)).toMatchObject({
        errorCode: 'CONTACT_DUPLICATED',
        fields: { mobileNum: 'CONTACT_DUPLICATED' },
      });
    }
    const holders = await t.app.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.mobileNum, number.mobileNum));
    expect(holders).toHaveLength(1);
  });
});
