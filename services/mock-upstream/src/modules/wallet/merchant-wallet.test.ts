/**
 * The merchant wallet (the spec's "merchant wallet" call): the brand's currency, each vendor's wallet
 * mode (seamless from the main wallet, or a transfer wallet of its own), and the limits of one
 * transfer, which the transfer itself is held to.
 */
import {
  envelope,
  ErrorCode,
  MAIN_WALLET_ID,
  MerchantWalletSchema,
  walletEndpoints,
  type MerchantWallet,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { merchants, walletTransfers } from '../../db/schema/index.js';
import { isPlayableVendor } from '../games/vendor-pages.js';
import { errorOf } from '../../test/accounts.js';
import { json } from '../../test/app.js';
import {
  balances,
  createMember,
  fund,
  nextRequestId,
  setLaneMaintenance,
  setVendorMode,
  transfer,
  transferOf,
} from '../../test/wallet.js';
import { t, key, vendorAt, useWalletApp } from './wallet.test-setup.js';

useWalletApp();

async function merchantWallet(): Promise<MerchantWallet> {
  const res = await t.app.inject({ url: walletEndpoints.merchantWallet.path });
  expect(res.statusCode, res.body).toBe(200);
  return envelope(MerchantWalletSchema).parse(json(res)).value;
}

async function setLimits(min: bigint | null, max: bigint | null): Promise<void> {
  await t.app.db.update(merchants).set({ transferMinMinor: min, transferMaxMinor: max });
  t.app.platform.merchants.forget();
}

afterEach(() => setLimits(null, null));

describe('GCS_merchantWallet', () => {
  it('answers the brand’s currency and each vendor once, seamless ones on the main wallet', async () => {
    const wallet = await merchantWallet();
    expect(wallet).toMatchObject({ currency: 'USD', currencySymbol: '$', currencyDecimals: 2 });
    expect(wallet.transferLimits).toEqual({ min: null, max: null });
    const byVendor = new Map(wallet.vendors.map((v) => [v.vendor, v]));
    expect(byVendor.size).toBe(wallet.vendors.length);
    // The demo vendor plays through the seamless wallet in every category it is offered in.
    expect(byVendor.get('DEMO')).toMatchObject({
      walletMode: 'seamless',
      accountTypeId: MAIN_WALLET_ID,
      gameTypes: ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS'],
    });
    expect(byVendor.get('TCG_LOTTO_VN')).toMatchObject({ walletMode: 'seamless', gameTypes: ['LOTT'] });
    // JILI keeps one transfer wallet for its slots and its fishing.
    expect(byVendor.get('JILI')).toMatchObject({ walletMode: 'transfer', gameTypes: ['RNG', 'FISH'] });
    expect(byVendor.get('MG')?.maintenance).toBe(true);
    // The transfer vendors are exactly the wallets the balance lists besides the main one.
    const transferWallets = wallet.vendors
      .filter((v) => v.walletMode === 'transfer')
      .map((v) => v.accountTypeId);
    const listed = [...(await balances(t.app, (await createMember(t.app, key)).token)).keys()].filter(
      (id) => id !== MAIN_WALLET_ID,
    );
    expect(new Set(transferWallets)).toEqual(new Set(listed));
  });

  it('says every vendor whose games really play bets seamlessly, and every sandbox vendor has a transfer wallet', async () => {
    const wallet = await merchantWallet();
    // DS88's cockfight arenas bet through the seamless wallet calls, from the main wallet.
    expect(wallet.vendors.find((v) => v.vendor === 'DS88')).toMatchObject({
      walletMode: 'seamless',
      accountTypeId: MAIN_WALLET_ID,
      gameTypes: ['LIVE'],
    });
    for (const vendor of wallet.vendors) {
      const mode = isPlayableVendor(vendor.vendor) ? 'seamless' : 'transfer';
      expect(vendor.walletMode, vendor.vendor).toBe(mode);
    }
  });

  it('says a vendor’s wallet is under maintenance when the operator switched it so', async () => {
    const vendor = vendorAt(0).vendor;
    expect((await merchantWallet()).vendors.find((v) => v.vendor === vendor)?.maintenance).toBe(false);
    await setVendorMode(t.app, vendor, 'maintenance');
    expect((await merchantWallet()).vendors.find((v) => v.vendor === vendor)?.maintenance).toBe(true);
  });

  it('follows the operator switching a vendor lane to maintenance', async () => {
    const lanes = await merchantWallet();
    const pg = lanes.vendors.find((v) => v.vendor === 'PG');
    expect(pg?.maintenance).toBe(false);
    await setLaneMaintenance(t.app, 'PG', true);
    try {
      expect((await merchantWallet()).vendors.find((v) => v.vendor === 'PG')?.maintenance).toBe(true);
    } finally {
      await setLaneMaintenance(t.app, 'PG', false);
    }
  });

  it('answers the brand’s transfer limits, and a transfer outside them is refused at its amount', async () => {
    await setLimits(500n, 20_000n);
    expect((await merchantWallet()).transferLimits).toEqual({ min: '5.00', max: '200.00' });

    const m = await createMember(t.app, key);
    await fund(t.app, m.account, '500.00');
    const to = vendorAt(0).accountTypeId;
    for (const amount of ['4.99', '200.01']) {
      const res = await transfer(t.app, m.token, { fromAccountTypeId: 1, toAccountTypeId: to, amount });
      expect(res.statusCode, amount).toBe(400);
      expect(errorOf(res), amount).toMatchObject({
        errorCode: ErrorCode.amountOutOfRange,
        fields: { amount: 'AMOUNT_OUT_OF_RANGE' },
      });
    }
    expect(await t.app.db.select().from(walletTransfers).where(eq(walletTransfers.memberId, m.id))).toEqual(
      [],
    );
    expect((await balances(t.app, m.token)).get(1)).toBe('500.00');
    for (const amount of ['5', '200.00']) {
      const ok = await transfer(t.app, m.token, { fromAccountTypeId: 1, toAccountTypeId: to, amount });
      expect(transferOf(ok).status, amount).toBe('success');
    }
  });

  it('answers a retry of a transfer made before the limits changed with its first result', async () => {
    const m = await createMember(t.app, key);
    await fund(t.app, m.account, '10.00');
    const body = {
      requestId: nextRequestId(),
      fromAccountTypeId: 1,
      toAccountTypeId: vendorAt(0).accountTypeId,
      amount: '1',
    };
    const first = transferOf(await transfer(t.app, m.token, body));
    await setLimits(500n, null);
    expect(transferOf(await transfer(t.app, m.token, body))).toEqual(first);
    const fresh = await transfer(t.app, m.token, { ...body, requestId: nextRequestId() });
    expect(errorOf(fresh).errorCode).toBe(ErrorCode.amountOutOfRange);
    expect((await balances(t.app, m.token)).get(1)).toBe('9.00');
  });

  it('refuses limits the wrong way round in the database itself', async () => {
    await expect(setLimits(2_000n, 1_000n)).rejects.toThrow();
    await expect(setLimits(0n, null)).rejects.toThrow();
  });
});
