import type { TransactionType } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';
import type { DayRange } from '@/lib/date-range';

export const RECORDS_PAGE_SIZE = 20;

export function useTransactions(range: DayRange, types: TransactionType[], pageNo: number) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.records.transactions.queryOptions({
      ...range,
      ...(types.length > 0 ? { types } : {}),
      pageNo,
      pageSize: RECORDS_PAGE_SIZE,
    }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useProfitLoss(range: DayRange) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.records.profitLoss.queryOptions(range), staleTime: 0 });
}

export function useBonuses(range: DayRange, pageNo: number) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.records.bonuses.queryOptions({ ...range, pageNo, pageSize: RECORDS_PAGE_SIZE }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
