import type { Brand } from '@portal/contracts';
import { AppError } from '../../lib/errors.js';
import type { MerchantRow, MerchantsRepository } from './merchants.repository.js';

export function createMerchantsService(repo: MerchantsRepository, defaultCode: string) {
  return {
    /** The merchant named by the `Merchant` header, or the configured default when absent. */
    async resolve(code: string | undefined): Promise<MerchantRow> {
      const wanted = code?.trim() || defaultCode;
      const merchant = await repo.findByCode(wanted);
      if (!merchant) throw AppError.badRequest('unknown merchant', { Merchant: 'unknown merchant' });
      return merchant;
    },
  };
}
export type MerchantsService = ReturnType<typeof createMerchantsService>;

export function toBrand(m: MerchantRow): Brand {
  return {
    merchantCode: m.code,
    name: m.name,
    platform: 'web',
    device: 'WEB',
    lotteryType: m.lotteryType,
    prizeModes: m.prizeModes,
    loginedToHomePage: m.loginedToHomePage,
    currency: m.currency,
    currencySymbol: m.currencySymbol,
    defaultLanguage: m.defaultLanguage,
    defaultTheme: m.defaultTheme,
    copyright: m.copyright,
    currencyDecimals: m.currencyDecimals,
    timeZone: m.timeZone,
    minimumAge: m.minimumAge,
  };
}
