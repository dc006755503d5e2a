import { and, asc, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { oneTimeCodes } from '../../db/one-time-codes.js';
import { captchas, countryCodes, smsCodes } from '../../db/schema/index.js';

export type SmsCodeRow = typeof smsCodes.$inferSelect;
export type CaptchaRow = typeof captchas.$inferSelect;

export function createVerificationRepository(db: Db): VerificationRepository {
  const codes = oneTimeCodes(db, smsCodes);
  return {
    /**
     * Runs `fn` in a transaction holding an advisory lock on `key`, so that two sends to one number
     * cannot both pass the countdown check (PostgreSQL and PGlite both have the lock).
     */
    async locked<T>(key: string, fn: (repo: VerificationRepository) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
        return fn(createVerificationRepository(tx));
      });
    },

    async insertSmsCode(row: typeof smsCodes.$inferInsert): Promise<void> {
      await db.insert(smsCodes).values(row);
    },

    /** Codes sent to a phone since `since` (all purposes): the daily cap counts every send. */
    async countSmsSince(merchantId: number, phone: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(smsCodes)
        .where(
          and(eq(smsCodes.merchantId, merchantId), eq(smsCodes.phone, phone), gt(smsCodes.createdAt, since)),
        );
      return row?.n ?? 0;
    },

    latestSmsCode(merchantId: number, phone: string, purpose: string): Promise<SmsCodeRow | undefined> {
      return codes.latest(
        and(eq(smsCodes.merchantId, merchantId), eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose)),
      );
    },

    claimSmsAttempt: codes.claimAttempt,
    useSmsCode: codes.use,

    async insertCaptcha(row: typeof captchas.$inferInsert): Promise<void> {
      await db.insert(captchas).values(row);
    },

    /**
     * Takes the device's newest unused captcha and marks it used in the same statement: a captcha
     * is good for one try, right or wrong, so it cannot be brute-forced.
     */
    async takeCaptcha(deviceId: string): Promise<CaptchaRow | undefined> {
      const [latest] = await db
        .select({ id: captchas.id })
        .from(captchas)
        .where(and(eq(captchas.deviceId, deviceId), isNull(captchas.usedAt)))
        .orderBy(desc(captchas.createdAt), desc(captchas.id))
        .limit(1);
      if (!latest) return undefined;
      const [row] = await db
        .update(captchas)
        .set({ usedAt: sql`now()` })
        .where(and(eq(captchas.id, latest.id), isNull(captchas.usedAt)))
        .returning();
      return row;
    },

    listCountryCodes() {
      return db.select().from(countryCodes).orderBy(asc(countryCodes.sort), asc(countryCodes.countryCode));
    },
  };
}
export interface VerificationRepository {
  locked<T>(key: string, fn: (repo: VerificationRepository) => Promise<T>): Promise<T>;
  insertSmsCode(row: typeof smsCodes.$inferInsert): Promise<void>;
  countSmsSince(merchantId: number, phone: string, since: Date): Promise<number>;
  latestSmsCode(merchantId: number, phone: string, purpose: string): Promise<SmsCodeRow | undefined>;
  claimSmsAttempt(id: number, maxAttempts: number): Promise<boolean>;
  useSmsCode(id: number): Promise<boolean>;
  insertCaptcha(row: typeof captchas.$inferInsert): Promise<void>;
  takeCaptcha(deviceId: string): Promise<CaptchaRow | undefined>;
  listCountryCodes(): Promise<(typeof countryCodes.$inferSelect)[]>;
}
