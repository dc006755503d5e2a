import { useMutation, useQuery } from '@tanstack/react-query';
import { useMoneyMoved } from '@/lib/money-moved';
import { useTRPC } from '@/lib/trpc';
import { POLL_MS } from '../lib/poll';

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
