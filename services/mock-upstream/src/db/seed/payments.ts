import type { Db } from '../client.js';
import { banks, depositChannels } from '../schema/index.js';

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
    type: 'bank' as const,
    minMinor: 5_000n,
    maxMinor: 10_000_000n,
    bankName: 'Vietcombank',
    accountName: 'LUCKY LOTUS LTD',
    accountNumber: '0071000123456',
  },
];

/** Banks a member can bind a withdrawal card of. */
export const BANKS: [code: string, name: string][] = [
  ['VCB', 'Vietcombank'],
  ['TCB', 'Techcombank'],
  ['ACB', 'ACB (Asia Commercial Bank)'],
  ['BIDV', 'BIDV'],
  ['VTB', 'VietinBank'],
  ['MB', 'MB Bank'],
  ['VPB', 'VPBank'],
  ['SCB', 'Sacombank'],
  ['TPB', 'TPBank'],
  ['HSBC', 'HSBC'],
  ['CITI', 'Citibank'],
  ['SCBINT', 'Standard Chartered'],
];

/** Idempotent like the rest of the seed: keyed by (merchant, code), existing rows are left alone. */
export async function seedPayments(tx: Db, merchantId: number): Promise<void> {
  await tx
    .insert(depositChannels)
    .values(DEPOSIT_CHANNELS.map((c, i) => ({ ...c, merchantId, sort: i + 1 })))
    .onConflictDoNothing();
  await tx
    .insert(banks)
    .values(BANKS.map(([code, name], i) => ({ merchantId, code, name, sort: i + 1 })))
    .onConflictDoNothing();
}
