import type { BetRecordStatus, GameCategory } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DayRange } from '@/lib/date-range';
import { useTRPC } from '@/lib/trpc';

export const BET_RECORDS_PAGE_SIZE = 20;

export type BetStatusFilter = BetRecordStatus;

export type BetRecordFilters = { gameType?: GameCategory; status?: BetStatusFilter };

/** The member's rounds over calendar days of the brand's zone, newest first, with a summary. */
export function useBetRecords(range: DayRange, filters: BetRecordFilters, pageNo: number) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.games.betRecords.queryOptions({
      ...range,
      ...(filters.gameType ? { gameType: filters.gameType } : {}),
      ...(filters.status ? { status: filters.status } : {}),
      pageNo,
      pageSize: BET_RECORDS_PAGE_SIZE,
    }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
