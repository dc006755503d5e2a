import { useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';

/**
 * Balances move: after anything that moves money (a transfer, an agent transfer, a withdrawal),
 * every wallet view, the header and the withdraw page's figures refetch. Shared by the wallet and
 * payments features, so it sits below both.
 */
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
