/**
 * Data migration: every stored member mobile in normalizePhone's form ("+84" and the national
 * significant number "912345678"), so lookups by any typed form find it and the unique index
 * (merchant, dialing code, number) means one account per E.164 number.
 *
 * It needs libphonenumber's per-country rules, which SQL does not have, so it runs in the migrate
 * step (under the same lock as the SQL migrations and before the seed), once per database: the
 * `settings` row PHONE_MIGRATION_KEY records that it ran and what it could not do.
 *
 * Rows it leaves as they were, reported in that row (and logged at start):
 * - `invalid`: not a mobile number of its dialing code (wrong length, a fixed line, an unknown
 *   code). No lookup can reach them any more, but nothing is deleted: the member still logs in by
 *   username and can be given a valid number by an operator.
 * - `duplicates`: their normal form is another member's number (e.g. "0912345678" beside
 *   "912345678"). The member already holding the normal form keeps it (else the earliest
 *   registered), so the unique index never breaks; the others keep their old value for an
 *   operator to settle.
 */
import { normalizePhone } from '@portal/contracts/phone';
import { asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from './client.js';
import { members, settings } from './schema/index.js';

export const PHONE_MIGRATION_KEY = 'migration:member-phones-e164';

export interface PhoneMigrationReport {
  normalised: number;
  invalid: Array<{ id: number; account: string }>;
  duplicates: Array<{ id: number; account: string; heldBy: number }>;
}

/** Runs the migration unless it already ran; the report of this run, or null. */
export async function normaliseStoredPhones(db: Db): Promise<PhoneMigrationReport | null> {
  return db.transaction(async (tx) => {
    const [done] = await tx.select().from(settings).where(eq(settings.key, PHONE_MIGRATION_KEY));
    if (done) return null;
    const rows = await tx
      .select({
        id: members.id,
        merchantId: members.merchantId,
        account: members.account,
        dialingCode: members.countryDialingCode,
        mobileNum: members.mobileNum,
      })
      .from(members)
      .where(isNotNull(members.mobileNum))
      .orderBy(asc(members.id));

    const keyOf = (merchantId: number, dialingCode: string | null, num: string) =>
      `${merchantId}|${dialingCode ?? ''}|${num}`;
    // Who holds each (merchant, code, number) now; moves update it as they happen.
    const holder = new Map<string, number>();
    for (const row of rows) holder.set(keyOf(row.merchantId, row.dialingCode, row.mobileNum ?? ''), row.id);

    const report: PhoneMigrationReport = { normalised: 0, invalid: [], duplicates: [] };
    for (const row of rows) {
      const phone = normalizePhone(row.dialingCode ?? '', row.mobileNum ?? '');
      if (!phone.ok) {
        report.invalid.push({ id: row.id, account: row.account });
        continue;
      }
      if (phone.dialingCode === row.dialingCode && phone.national === row.mobileNum) continue;
      const target = keyOf(row.merchantId, phone.dialingCode, phone.national);
      const heldBy = holder.get(target);
      if (heldBy !== undefined && heldBy !== row.id) {
        report.duplicates.push({ id: row.id, account: row.account, heldBy });
        continue;
      }
      await tx
        .update(members)
        .set({ countryDialingCode: phone.dialingCode, mobileNum: phone.national })
        .where(eq(members.id, row.id));
      holder.delete(keyOf(row.merchantId, row.dialingCode, row.mobileNum ?? ''));
      holder.set(target, row.id);
      report.normalised += 1;
    }
    await tx.insert(settings).values({ key: PHONE_MIGRATION_KEY, value: { ...report, at: new Date() } });
    return report;
  });
}
