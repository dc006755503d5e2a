import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSubscription } from '@trpc/tanstack-react-query';
import { useWritePush } from '@/lib/pushed-data';
import { useIsRealtimeFor } from '@/lib/realtime';
import { useEndSessionOnRefusal } from '@/lib/session-ended';
import { useTRPC } from '@/lib/trpc';

// Its own module: the header reads it on every page, so it must not pull the agent centre's
// reads (use-contracts.ts, use-agent.ts) into the first paint's JavaScript.

/**
 * The offers waiting for my answer (at most one per kind), live wherever I am: the avatar's badge,
 * the account menu's agent centre entry and the agent centre's menu count them until I answer, so an
 * offer made while I play is not missed. The gateway pushes the list when a contract change of mine
 * changes it; each push replaces the cached list.
 */
export function useReceivedOffers(enabled: boolean) {
  const trpc = useTRPC();
  const writeOffers = useWritePush(trpc.agentContract.received.queryKey());
  const isSocketLoggedIn = useIsRealtimeFor('in');
  const onError = useEndSessionOnRefusal();
  useSubscription(
    trpc.agentContract.onReceived.subscriptionOptions(undefined, {
      enabled: enabled && isSocketLoggedIn,
      onData: (offers) => void writeOffers(offers),
      onError,
    }),
  );
  return useQuery({ ...trpc.agentContract.received.queryOptions(), enabled });
}

/**
 * The number of offers waiting, told to the layout (the avatar's badge): a component the layout
 * loads only for an agent, so no other visitor's first paint carries this module.
 */
export function OffersWaitingCount({ onCount }: { onCount: (count: number) => void }): null {
  const count = useReceivedOffers(true).data?.length ?? 0;
  useEffect(() => {
    onCount(count);
    return () => onCount(0);
  }, [count, onCount]);
  return null;
}
