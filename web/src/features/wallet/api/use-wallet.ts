import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';
import { POLL_MS } from '../lib/browser';

/** Balances move: after anything that moves money, every wallet view and the header refetch. */
export function useMoneyMoved() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.wallet.overview.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.member.balance.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.withdraw.info.queryKey() }),
    ]);
}

export function useWalletOverview() {
  const trpc = useTRPC();
  return useQuery({ ...trpc.wallet.overview.queryOptions(), staleTime: 0 });
}

export function useWalletTransfer() {
  const trpc = useTRPC();
  const moved = useMoneyMoved();
  return useMutation(trpc.wallet.transfer.mutationOptions({ onSettled: moved }));
}

export function useRecoverAll() {
  const trpc = useTRPC();
  const moved = useMoneyMoved();
  return useMutation(trpc.wallet.recoverAll.mutationOptions({ onSettled: moved }));
}

/** A pending transfer is asked again every few seconds until the vendor's outcome is known. */
export function useTransferStatus(transferId: string | null) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.wallet.transferStatus.queryOptions({ transferId: transferId ?? '' }),
    enabled: transferId !== null,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? POLL_MS.transfer : false),
  });
}
