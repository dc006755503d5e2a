import { z } from 'zod';
import { MoneySchema } from './envelope.js';
import { DaySchema } from './dates.js';
import { MaskedNameSchema } from './winners.js';

/**
 * Ranking pages: `/deposit-rank` (banner group w_deposit20) and `/bet-rank` (w_bet20). The
 * real platform's payload is unknown, so this file decides it. The upstream computes both lists from
 * its own books for the current calendar month in the brand's time zone:
 * - deposit: the sum of a member's successful deposits (DEPOSIT ledger transactions) in the month;
 * - bet: the member's valid bets in the month, i.e. BET ledger entries less REFUNDs (what the
 *   turnover counter grows by; the cumulative `member_turnover` row has no time, so the ledger is read).
 * Trial (type 4) accounts never rank. Ties share a rank (competition ranking: 1, 2, 2, 4); among
 * equals the member who reached the amount first is listed first. Names are masked by the upstream
 * with `maskCustomerName`, as on the winner board: a full account name never leaves it.
 */

/** How many rows a ranking page shows ("TOP 20"). */
export const RANKING_SIZE = 20;
/** Largest `limitNum` the upstream accepts. */
export const RANKING_MAX = 50;

export const RANKING_KINDS = ['deposit', 'bet'] as const;
export const RankingKindSchema = z.enum(RANKING_KINDS);
export type RankingKind = z.infer<typeof RankingKindSchema>;

/** `GET /wps/relay/CMS_rankList?kind=deposit|bet&limitNum=20` query. */
export const RankingQuerySchema = z.object({
  kind: RankingKindSchema,
  limitNum: z.coerce.number().int().min(1).max(RANKING_MAX).default(RANKING_SIZE),
});
export type RankingQuery = z.infer<typeof RankingQuerySchema>;

export const RankingEntrySchema = z.object({
  rank: z.number().int().min(1),
  customerName: MaskedNameSchema,
  amount: MoneySchema, // decimal string in major units of the brand's currency
});
export type RankingEntry = z.infer<typeof RankingEntrySchema>;

/** `GET /wps/relay/CMS_rankList` value: the period (calendar days, inclusive, brand time zone) and
 * the list, highest first. */
export const RankingSchema = z.object({
  kind: RankingKindSchema,
  period: z.literal('month'),
  startDate: DaySchema,
  endDate: DaySchema,
  timeZone: z.string(),
  currency: z.string(),
  list: z.array(RankingEntrySchema),
});
export type Ranking = z.infer<typeof RankingSchema>;
