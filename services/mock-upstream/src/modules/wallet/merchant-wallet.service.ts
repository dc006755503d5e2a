/**
 * The merchant wallet (the spec's "merchant wallet" call): the brand's currency, the limits of one
 * main<->vendor transfer, and each vendor it offers with its wallet mode. A vendor whose wallet is
 * the main wallet (accountTypeId 1) plays seamlessly, straight from it; any other has a transfer
 * wallet of its own (the one the balance lists and transfers fill). The transfers read the same
 * limits (transfers.service.ts), so what the wallet page is told is what a transfer is held to.
 */
import { MAIN_WALLET_ID, type GameCategory, type MerchantWallet } from '@portal/contracts';
import { money } from '../../lib/money.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import type { VendorSettings } from './vendor-settings.js';
import type { WalletRepository } from './wallet.repository.js';

export function createMerchantWalletService(deps: { repo: WalletRepository; settings: VendorSettings }) {
  return {
    async read(merchant: MerchantRow): Promise<MerchantWallet> {
      const [lanes, modes] = await Promise.all([
        deps.repo.offeredVendorLanes(merchant.id),
        deps.settings.modes(merchant.id),
      ]);
      const vendors = new Map<string, MerchantWallet['vendors'][number]>();
      for (const lane of lanes) {
        const seen = vendors.get(lane.vendor);
        if (seen) {
          seen.gameTypes.push(lane.gameType as GameCategory);
          seen.maintenance ||= lane.maintenance;
          continue;
        }
        const seamless = lane.accountTypeId === MAIN_WALLET_ID;
        vendors.set(lane.vendor, {
          vendor: lane.vendor,
          walletMode: seamless ? 'seamless' : 'transfer',
          accountTypeId: lane.accountTypeId,
          gameTypes: [lane.gameType as GameCategory],
          // A transfer vendor's wallet switched to maintenance by the operator refuses transfers too.
          maintenance: lane.maintenance || (!seamless && modes.get(lane.vendor) === 'maintenance'),
        });
      }
      return {
        currency: merchant.currency,
        currencySymbol: merchant.currencySymbol,
        currencyDecimals: merchant.currencyDecimals,
        transferLimits: transferLimitsOf(merchant),
        vendors: [...vendors.values()],
      };
    },
  };
}
export type MerchantWalletService = ReturnType<typeof createMerchantWalletService>;

/** The brand's limits of one main<->vendor transfer, as the wire writes them (null: none). */
export function transferLimitsOf(merchant: MerchantRow): MerchantWallet['transferLimits'] {
  return {
    min: merchant.transferMinMinor === null ? null : money(merchant.transferMinMinor, merchant),
    max: merchant.transferMaxMinor === null ? null : money(merchant.transferMaxMinor, merchant),
  };
}
