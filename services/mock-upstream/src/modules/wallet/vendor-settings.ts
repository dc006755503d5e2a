import { ErrorCode } from '@portal/contracts';
import { AppError } from '../../lib/errors.js';
import { ttlCache } from '../../lib/ttl-cache.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import type { VendorWallet, VendorWalletMode, WalletRepository } from './wallet.repository.js';

/**
 * The brand's vendor wallets and the operator's fault switches, read on every transfer and changed
 * rarely: kept briefly per process. A switch made through this process applies at once; one made
 * through another process within a second.
 */
export function createVendorSettings(repo: WalletRepository) {
  const walletsOf = ttlCache(2_000, (merchantId: number) => repo.vendorWallets(merchantId));
  const modesOf = ttlCache(1_000, (merchantId: number) => repo.vendorModes(merchantId));
  const merchantById = ttlCache(60_000, (merchantId: number) => repo.merchantOf(merchantId));

  return {
    wallets: (merchantId: number) => walletsOf.get(merchantId),
    modes: (merchantId: number) => modesOf.get(merchantId),
    /** Code and currency of a merchant by id (a transfer row names only the id). */
    merchant: (merchantId: number) => merchantById.get(merchantId),

    /** The brand's wallet of `accountTypeId`, else WALLET_NOT_FOUND. */
    async wallet(merchant: MerchantRow, accountTypeId: number): Promise<VendorWallet> {
      const wallet = (await walletsOf.get(merchant.id)).find((w) => w.accountTypeId === accountTypeId);
      if (!wallet) {
        throw AppError.rule(ErrorCode.walletNotFound, `no wallet ${accountTypeId}`, {
          accountTypeId: 'WALLET_NOT_FOUND',
        });
      }
      return wallet;
    },

    /** How the vendor's transfer API behaves now: a lane under maintenance wins over the switch. */
    async mode(merchant: MerchantRow, wallet: VendorWallet): Promise<VendorWalletMode> {
      if (wallet.maintenance) return 'maintenance';
      return (await modesOf.get(merchant.id)).get(wallet.vendor) ?? 'normal';
    },

    async setMode(merchant: MerchantRow, vendor: string, mode: VendorWalletMode) {
      const wallet = (await repo.vendorWallets(merchant.id)).find((w) => w.vendor === vendor);
      if (!wallet) throw AppError.notFound(`merchant ${merchant.code} has no vendor ${vendor}`);
      await repo.setVendorMode(merchant.id, vendor, mode);
      modesOf.clear();
      return { vendor, mode };
    },

    /** Drops the cached vendor lanes and fault switches (an operator changed them directly). */
    forget(): void {
      walletsOf.clear();
      modesOf.clear();
    },
  };
}
export type VendorSettings = ReturnType<typeof createVendorSettings>;
