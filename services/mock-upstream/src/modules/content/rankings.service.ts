import { maskCustomerName, type Ranking, type RankingEntry, type RankingKind } from '@portal/contracts';
import { money, type BrandCurrency } from '../../lib/money.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import type { RankingsRepository, RankingTotal } from './rankings.repository.js';

/** The calendar month holding `now` in `timeZone`: its first and last day (YYYY-MM-DD). */
export function monthOf(now: Date, timeZone: string): { startDate: string; endDate: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(now);
  const year = Number(parts.find((p) => p.type === 'year')?.value);
  const month = Number(parts.find((p) => p.type === 'month')?.value);
  // Day 0 of the next month is the last day of this one.
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const mm = String(month).padStart(2, '0');
  return { startDate: `${year}-${mm}-01`, endDate: `${year}-${mm}-${String(lastDay).padStart(2, '0')}` };
}

/**
 * Ranks totals that arrive highest first: equal totals share a rank and the next distinct total
 * skips the places they took (1, 2, 2, 4). Names are masked here, so no caller can leak one.
 */
export function rankTotals(
  totals: readonly Pick<RankingTotal, 'account' | 'total'>[],
  brand: BrandCurrency,
): RankingEntry[] {
  const out: RankingEntry[] = [];
  totals.forEach((row, i) => {
    const previous = totals[i - 1];
    const above = out[i - 1];
    const rank = previous && above && previous.total === row.total ? above.rank : i + 1;
    out.push({ rank, customerName: maskCustomerName(row.account), amount: money(row.total, brand) });
  });
  return out;
}

export function createRankingsService(deps: { repo: RankingsRepository; now?: () => Date }) {
  const { repo, now = () => new Date() } = deps;
  return {
    /** The brand's TOP `limit` of `kind` in the current calendar month of its time zone. */
    async ranking(merchant: MerchantRow, kind: RankingKind, limit: number): Promise<Ranking> {
      const period = monthOf(now(), merchant.timeZone);
      const totals = await repo.top(merchant.id, kind, { ...period, timeZone: merchant.timeZone }, limit);
      return {
        kind,
        period: 'month',
        ...period,
        timeZone: merchant.timeZone,
        currency: merchant.currency,
        list: rankTotals(totals, merchant),
      };
    },
  };
}
export type RankingsService = ReturnType<typeof createRankingsService>;
