import { useMutation, useQuery } from '@tanstack/react-query';
import { useInvalidate } from '@/lib/query-client';
import { useTRPC } from '@/lib/trpc';
import { useMoneyMoved } from '@/lib/money-moved';

export function useWithdrawInfo() {
  const trpc = useTRPC();
  // Back on the page after playing in another tab: the turnover may have moved meanwhile.
  return useQuery({ ...trpc.withdraw.info.queryOptions(), staleTime: 0, refetchOnWindowFocus: true });
}

export function useBanks() {
  const trpc = useTRPC();
  return useQuery({ ...trpc.withdraw.banks.queryOptions(), staleTime: 5 * 60_000 });
}

export function useBankCards() {
  const trpc = useTRPC();
  return useQuery(trpc.withdraw.cards.queryOptions());
}

export function useSetPaymentPassword() {
  const trpc = useTRPC();
  const invalidate = useInvalidate();
  return useMutation(
    trpc.withdraw.setPaymentPassword.mutationOptions({
      onSuccess: () => invalidate(trpc.withdraw.info.queryKey()),
    }),
  );
}

export function useBindCard() {
  const trpc = useTRPC();
  const invalidate = useInvalidate();
  return useMutation(
    trpc.withdraw.bindCard.mutationOptions({
      // A first card also sets the real name: both are rules of the withdrawal's readiness.
      onSuccess: () => invalidate(trpc.withdraw.cards.queryKey(), trpc.withdraw.info.queryKey()),
    }),
  );
}

export const WITHDRAW_PAGE_SIZE = 10;

export function useWithdrawOrders(pageNo = 1) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.withdraw.orders.queryOptions({ pageNo, pageSize: WITHDRAW_PAGE_SIZE }),
    staleTime: 0,
  });
}

export function useCreateWithdraw() {
  const trpc = useTRPC();
  const invalidate = useInvalidate();
  const moved = useMoneyMoved();
  return useMutation(
    trpc.withdraw.create.mutationOptions({
      onSettled: () => Promise.all([moved(), invalidate(trpc.withdraw.orders.queryKey())]),
    }),
  );
}

export function useConfirmWithdraw() {
  const trpc = useTRPC();
  const invalidate = useInvalidate();
  return useMutation(
    trpc.withdraw.confirm.mutationOptions({ onSuccess: () => invalidate(trpc.withdraw.orders.queryKey()) }),
  );
}
