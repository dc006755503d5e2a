import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';
import { POLL_MS } from '../lib/browser';

export const ORDERS_PAGE_SIZE = 10;

export function useDepositChannels() {
  const trpc = useTRPC();
  return useQuery(trpc.deposit.channels.queryOptions());
}

export function useDepositOrders(pageNo = 1) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.deposit.orders.queryOptions({ pageNo, pageSize: ORDERS_PAGE_SIZE }),
    staleTime: 0,
  });
}

/** One order, asked again while it is pending (the provider or an operator decides it). */
export function useDepositOrder(orderId: string | null) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.deposit.order.queryOptions({ orderId: orderId ?? '' }),
    enabled: orderId !== null,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? POLL_MS.deposit : false),
  });
}

export function useCreateDeposit() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.deposit.create.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.deposit.orders.queryKey() }),
    }),
  );
}
