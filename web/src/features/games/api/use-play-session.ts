import { TRIAL_TYPE } from '@portal/contracts';
import { useSubscription } from '@trpc/tanstack-react-query';
import { useIsRealtimeFor } from '@/lib/realtime';
import { useEndSessionOnRefusal } from '@/lib/session-ended';
import { useSessionState } from '@/lib/session-state';
import { useTRPC } from '@/lib/trpc';

/**
 * The member's play session, live over the WebSocket: the gateway sends it at once and again
 * whenever the platform reports a wallet change for this member (a bet, a settled round), so the
 * bar follows play on every vendor without polling. Off for visitors and free-play accounts.
 */
export function usePlaySession() {
  const trpc = useTRPC();
  const session = useSessionState().data;
  const isMember = session?.isLoggedIn === true && session.type !== TRIAL_TYPE;
  const isSocketLoggedIn = useIsRealtimeFor('in');
  const onError = useEndSessionOnRefusal();
  const sub = useSubscription(
    trpc.games.onPlaySession.subscriptionOptions(undefined, {
      enabled: isMember && isSocketLoggedIn,
      onError,
    }),
  );
  return { ...sub, isMember };
}
