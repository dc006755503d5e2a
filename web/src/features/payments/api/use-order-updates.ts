import { useQueryClient } from '@tanstack/react-query';
import { useSubscription } from '@trpc/tanstack-react-query';
import { useIsRealtimeFor } from '@/lib/realtime';
import { useEndSessionOnRefusal } from '@/lib/session-ended';
import { useTRPC } from '@/lib/trpc';

/**
 * The member's orders, live over the WebSocket while an order list is on screen: the gateway says
 * which kind of order changed state (the operator approved or paid a withdrawal, the provider paid a
 * deposit, the confirmation deadline passed) and the list re-reads it, as the header follows the
 * balance. Without it a paid withdrawal stayed "Pending" on an open page, and the person could miss
 * the window to say whether the money arrived.
 */
export function useOrderUpdates() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // The socket must carry this member's session first (it is reopened after a login).
  const isSocketLoggedIn = useIsRealtimeFor('in');
  const onError = useEndSessionOnRefusal();
  return useSubscription(
    trpc.orders.onChanged.subscriptionOptions(undefined, {
      enabled: isSocketLoggedIn,
      onData: ({ kind }) => {
        if (kind !== 'deposit') {
          void queryClient.invalidateQueries({ queryKey: trpc.withdraw.orders.queryKey() });
          // "A withdrawal in progress" stands in the way of the form until the order is decided.
          void queryClient.invalidateQueries({ queryKey: trpc.withdraw.info.queryKey() });
        }
        if (kind !== 'withdraw') {
          void queryClient.invalidateQueries({ queryKey: trpc.deposit.orders.queryKey() });
          void queryClient.invalidateQueries({ queryKey: trpc.deposit.order.queryKey() });
        }
      },
      onError,
    }),
  );
}
