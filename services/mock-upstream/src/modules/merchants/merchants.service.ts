import { localized, type Brand } from '@portal/contracts';
import { AppError } from '../../lib/errors.js';
import type { MerchantRow, MerchantsRepository } from './merchants.repository.js';

/** How long a process reuses a merchant row: every call resolves its brand, and brand settings are
 * changed by operators rarely, so they take effect within this time on every process. */
export const MERCHANT_CACHE_MS = 5_000;

export function createMerchantsService(repo: MerchantsRepository, defaultCode: string) {
  const cache = new Map<string, { at: number; row: Promise<MerchantRow | undefined> }>();

  function lookup(code: string): Promise<MerchantRow | undefined> {
    const hit = cache.get(code);
    if (hit && Date.now() - hit.at < MERCHANT_CACHE_MS) return hit.row;
    const row = repo.findByCode(code);
    // An unknown code is not remembered (a flood of made-up codes must not fill the map).
    row.then((found) => (found ? undefined : cache.delete(code))).catch(() => cache.delete(code));
    cache.set(code, { at: Date.now(), row });
    return row;
  }

  return {
    /** The merchant named by the `Merchant` header, or the configured default when absent. */
    async resolve(code: string | undefined): Promise<MerchantRow> {
      const merchant = await lookup(code?.trim() || defaultCode);
      if (!merchant) throw AppError.badRequest('unknown merchant', { Merchant: 'unknown merchant' });
      return merchant;
    },
    /** Drops the cached rows (after a direct write to `merchants`, e.g. in tests). */
    forget(): void {
      cache.clear();
    },
  };
}
export type MerchantsService = ReturnType<typeof createMerchantsService>;

/** The brand as the portal reads it, its texts in `language` (English where it has none). */
export function toBrand(m: MerchantRow, language = 'EN'): Brand {
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
    copyright: localized(m, language, 'copyright'),
    currencyDecimals: m.currencyDecimals,
    timeZone: m.timeZone,
    minimumAge: m.minimumAge,
  };
}
