import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMoneyMoved } from '@/lib/money-moved';
import { useTRPC } from '@/lib/trpc';
import type { PointExchangeStatus } from './types';

export const POINTS_PAGE_SIZE = 10;

/** The member's points (the header's account menu and the mall). Re-read when the window regains
 * focus: rounds settled in a game earn points without a push. */
export function usePointsBalance(enabled: boolean) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.points.balance.queryOptions(), enabled, refetchOnWindowFocus: true });
}

export function usePointProducts() {
  const trpc = useTRPC();
  return useQuery(trpc.points.products.queryOptions());
}

export function usePointsConfig() {
  const trpc = useTRPC();
  return useQuery(trpc.points.config.queryOptions());
}

export function usePointExchanges(pageNo: number, status: PointExchangeStatus | undefined, enabled: boolean) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.points.exchanges.queryOptions({ pageNo, pageSize: POINTS_PAGE_SIZE, status }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function usePointsLedger(pageNo: number, enabled: boolean) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.points.ledger.queryOptions({ pageNo, pageSize: POINTS_PAGE_SIZE }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** After a redeem or a conversion: the points, stock and records re-read, and the money views. */
function useAfterExchange() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const moneyMoved = useMoneyMoved();
  return () =>
    Promise.all([
      ...[trpc.points.balance, trpc.points.products, trpc.points.exchanges, trpc.points.ledger].map((p) =>
        queryClient.invalidateQueries({ queryKey: p.queryKey() }),
      ),
      moneyMoved(),
    ]);
}

export function useRedeem() {
  const trpc = useTRPC();
  const after = useAfterExchange();
  return useMutation(trpc.points.redeem.mutationOptions({ onSettled: after }));
}

export function useConvert() {
  const trpc = useTRPC();
  const after = useAfterExchange();
  return useMutation(trpc.points.convert.mutationOptions({ onSettled: after }));
}
