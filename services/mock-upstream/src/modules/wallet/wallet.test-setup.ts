import { type RsaKey, type UpstreamEvent } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { ledgerTransactions } from '../../db/schema/index.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { rsaKey } from '../../test/accounts.js';
import { expectLedgerOk, setVendorMode, vendorWallets } from '../../test/wallet.js';

export let t: TestApp;
export let key: RsaKey;
export let wallets: { accountTypeId: number; vendor: string }[];
export const published: UpstreamEvent[] = [];

export const vendorAt = (index: number) => {
  const wallet = wallets[index];
  if (!wallet) throw new Error(`no vendor wallet ${index}`);
  return wallet;
};

export async function settleCount(transferNo: string): Promise<number> {
  const rows = await t.app.db
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.idempotencyKey, `${transferNo}:settle`));
  return rows.length;
}

/** Registers the hooks that build (and close) what the wallet test files share; each file calls this at its top. */
export function useWalletApp(): void {
  beforeAll(async () => {
    t = await startTestApp();
    key = await rsaKey(t.app);
    wallets = await vendorWallets(t.app);
    t.app.events.subscribe((event) => published.push(event));
  });
  afterEach(async () => {
    for (const w of wallets) await setVendorMode(t.app, w.vendor, 'normal');
    await expectLedgerOk(t.app);
  });
  afterAll(async () => t?.close());
}
