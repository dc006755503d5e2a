import { and, eq } from 'drizzle-orm';
import type { Db } from '../client.js';
import { banks, depositChannels } from '../schema/index.js';
import { translationsOf } from './translations/index.js';

/** Deposit channels of the demo brand (limits in minor units of USD, 2 decimals). */
export const DEPOSIT_CHANNELS = [
  {
    code: 'SANDBOX_PAY',
    name: 'Sandbox Pay',
    type: 'online' as const,
    minMinor: 1_000n,
    maxMinor: 5_000_000n,
    bankName: null,
    accountName: null,
    accountNumber: null,
  },
  {
    code: 'BANK_TRANSFER',
    name: 'Bank transfer',
    translations: translationsOf((t) => ({ name: t.depositChannels.bankTransfer })),
    type: 'bank' as const,
    minMinor: 5_000n,
    maxMinor: 10_000_000n,
    bankName: 'Vietcombank',
    accountName: 'LUCKY LOTUS LTD',
    accountNumber: '0071000123456',
  },
];

/** Banks a member can bind a withdrawal card of, and how long a payout to each usually takes
 * (minutes, shortest and longest): the domestic banks' instant transfers are quick, the foreign
 * banks' go through correspondent banks. */
export const BANKS: [code: string, name: string, payoutMinutesMin: number, payoutMinutesMax: number][] = [
  ['VCB', 'Vietcombank', 5, 30],
  ['TCB', 'Techcombank', 5, 30],
  ['ACB', 'ACB (Asia Commercial Bank)', 10, 60],
  ['BIDV', 'BIDV', 10, 60],
  ['VTB', 'VietinBank', 10, 60],
  ['MB', 'MB Bank', 5, 30],
  ['VPB', 'VPBank', 10, 60],
  ['SCB', 'Sacombank', 15, 120],
  ['TPB', 'TPBank', 15, 120],
  ['HSBC', 'HSBC', 60, 1440],
  ['CITI', 'Citibank', 60, 1440],
  ['SCBINT', 'Standard Chartered', 60, 1440],
];

/** Idempotent like the rest of the seed: keyed by (merchant, code), existing rows are left alone. */
export async function seedPayments(tx: Db, merchantId: number): Promise<void> {
  await tx
    .insert(depositChannels)
    .values(DEPOSIT_CHANNELS.map((c, i) => ({ ...c, merchantId, sort: i + 1 })))
    .onConflictDoNothing();
  // A brand seeded before the names had translations gets the seed's, while a channel still has the
  // seed's name; a channel the operator renamed keeps its own.
  for (const c of DEPOSIT_CHANNELS) {
    if (!('translations' in c)) continue;
    await tx
      .update(depositChannels)
      .set({ translations: c.translations })
      .where(
        and(
          eq(depositChannels.merchantId, merchantId),
          eq(depositChannels.code, c.code),
          eq(depositChannels.name, c.name),
        ),
      );
  }
  await tx
    .insert(banks)
    .values(
      BANKS.map(([code, name, payoutMinutesMin, payoutMinutesMax], i) => ({
        merchantId,
        code,
        name,
        payoutMinutesMin,
        payoutMinutesMax,
        sort: i + 1,
      })),
    )
    .onConflictDoNothing();
}
