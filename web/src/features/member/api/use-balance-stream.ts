import { useQueryClient } from '@tanstack/react-query';
import { useSubscription } from '@trpc/tanstack-react-query';
import { useIsRealtimeFor } from '@/lib/realtime';
import { useEndSessionOnRefusal } from '@/lib/session-ended';
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
  // The socket must carry this member's session first (it is reopened after a login).
  const isSocketLoggedIn = useIsRealtimeFor('in');
  const onError = useEndSessionOnRefusal();
  return useSubscription(
    trpc.wallet.onBalance.subscriptionOptions(undefined, {
      enabled: enabled && isSocketLoggedIn,
      onData: (balance: Balance) => {
        queryClient.setQueryData(trpc.member.balance.queryKey(), balance);
      },
      // The session ended (here, in another tab, by the operator): logged out, no retry loop.
      onError,
    }),
  );
}
