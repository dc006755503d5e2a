import { envelope, RegisterValueSchema, type RsaKey } from '@portal/contracts';
import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { members, smsCodes } from '../../db/schema/index.js';
import { json, startTestApp, type TestApp } from '../../test/app.js';
import { login, loginValueOf, rsaKey, smsCode } from '../../test/accounts.js';

export let t: TestApp;
export let key: RsaKey;

export const valueOf = (res: { statusCode: number; body: string }) => {
  if (res.statusCode !== 200) throw new Error(`expected 200, got ${res.statusCode}: ${res.body}`);
  return envelope(RegisterValueSchema).parse(json(res)).value;
};

export async function memberRow(account: string) {
  const [row] = await t.app.db.select().from(members).where(eq(members.account, account));
  return row;
}

/** Logs in by SMS code; the register code's countdown is moved into the past first. */
export async function loginBySmsCode(mobileNum: string, countryDialingCode: string) {
  await t.app.db
    .update(smsCodes)
    .set({ createdAt: sql`now() - interval '1 hour'` })
    .where(like(smsCodes.phone, `%${mobileNum}`));
  const code = await smsCode(t.app, mobileNum, countryDialingCode, 'login');
  return loginValueOf(
    await login(t.app, key, { username: mobileNum, password: code, type: 'sms', countryDialingCode }),
  );
}

/** Registers the hooks that build (and close) what the register test files share; each file calls this at its top. */
export function useRegisterApp(): void {
  beforeAll(async () => {
    t = await startTestApp();
    key = await rsaKey(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });
}
