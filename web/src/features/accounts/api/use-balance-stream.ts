import { useQueryClient } from '@tanstack/react-query';
import { useSubscription } from '@trpc/tanstack-react-query';
import { useWritePush } from '@/lib/pushed-data';
import { useIsRealtimeFor } from '@/lib/realtime';
import { useEndSessionOnRefusal } from '@/lib/session-ended';
import { useTRPC } from '@/lib/trpc';
import type { Balance } from './types';

/**
 * Live balance over the WebSocket: the gateway sends the balance at start and whenever the
 * platform reports a wallet change for this member; each one replaces the cached `member.balance`,
 * so the header (and anything else reading it) follows without polling, and re-reads what play
 * moves (the withdraw page's turnover, the betting record, the profit and loss, missions, points).
 */
export function useBalanceStream(enabled: boolean) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // The socket must carry this member's session first (it is reopened after a login).
  const isSocketLoggedIn = useIsRealtimeFor('in');
  const onError = useEndSessionOnRefusal();
  const writeBalance = useWritePush(trpc.member.balance.queryKey());
  return useSubscription(
    trpc.wallet.onBalance.subscriptionOptions(undefined, {
      enabled: enabled && isSocketLoggedIn,
      onData: (balance: Balance) => {
        void writeBalance(balance);
        // A push means the platform reported a wallet change: a round that settled moved the
        // withdrawal turnover and the betting record too, even when the balance did not change
        // (a lost round's 0.00 credit). Only pages on screen refetch; the rest are marked stale.
        void queryClient.invalidateQueries({ queryKey: trpc.withdraw.info.queryKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.games.betRecords.queryKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.records.profitLoss.queryKey() });
        // Missions and points move with settled rounds (missions with deposits too), and a
        // completed mission puts its reward in the reward centre: their progress, the points, the
        // badges and the waiting rewards re-read. The platform counts a round's play a moment after
        // the round (its bet outbox) and pushes again then.
        void queryClient.invalidateQueries({ queryKey: trpc.missions.pathKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.points.balance.queryKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.points.ledger.pathKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.promotions.unclaimed.queryKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.promotions.rewards.queryKey() });
      },
      // The session ended (here, in another tab, by the operator): logged out, no retry loop.
      onError,
    }),
  );
}
