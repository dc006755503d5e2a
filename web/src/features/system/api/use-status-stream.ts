import { useSubscription } from '@trpc/tanstack-react-query';
import { useTRPC } from '@/lib/trpc';
import type { StatusEvent } from './types';

/**
 * Live system status over the WebSocket: the gateway sends the current status on connect and
 * again whenever maintenance or the region block switches, so the page follows without a reload.
 */
export function useStatusStream(onStatus: (event: StatusEvent) => void) {
  const trpc = useTRPC();
  return useSubscription(
    trpc.system.onStatus.subscriptionOptions(undefined, {
      onData: (event: StatusEvent) => onStatus(event),
    }),
  );
}
