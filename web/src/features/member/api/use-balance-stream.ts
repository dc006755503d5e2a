import { useQueryClient } from '@tanstack/react-query';
import { useSubscription } from '@trpc/tanstack-react-query';
import { useTRPC } from '@/lib/trpc';
import type { Balance } from './types';

/**
 * Live balance over the WebSocket: the gateway sends the balance at start and whenever the
 * platform reports a wallet change for this member; each one replaces the cached `member.balance`,
 * so the header (and anything else reading it) follows without polling.
 */
export function useBalanceStream(enabled: boolean) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useSubscription(
    trpc.wallet.onBalance.subscriptionOptions(undefined, {
      enabled,
      onData: (balance: Balance) => {
        queryClient.setQueryData(trpc.member.balance.queryKey(), balance);
      },
    }),
  );
}
