import { keepPreviousData, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSubscription } from '@trpc/tanstack-react-query';
import { useCallback, useState } from 'react';
import type { DayRange } from '@/lib/date-range';
import { useInvalidate } from '@/lib/query-client';
import { useIsRealtimeFor } from '@/lib/realtime';
import { useEndSessionOnRefusal } from '@/lib/session-ended';
import { useTRPC } from '@/lib/trpc';
import type {
  DownlineProfitLossFilters,
  DownlineTransactionsFilters,
  IncomePeriod,
  TeamBetsFilters,
  TeamFeedItem,
  TeamFilters,
} from './types';

/** Rows per page of the centre's lists. */
export const AGENT_PAGE_SIZE = 20;

/** Reports are read fresh on every open: the team moves all the time. */
const FRESH = { staleTime: 0, placeholderData: keepPreviousData } as const;

export function useAgentNotices() {
  const trpc = useTRPC();
  return useQuery(trpc.agent.notices.queryOptions());
}

/** `range` null: not asked yet (a custom range still being typed). */
export function useTeamOverview(range: DayRange | null) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.agent.teamOverview.queryOptions(range ?? skipToken), ...FRESH });
}

export function useTeam(filters: TeamFilters, pageNo: number) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.agent.team.queryOptions({ ...filters, pageNo, pageSize: AGENT_PAGE_SIZE }),
    ...FRESH,
  });
}

/** Locks or unlocks a downline's login; the team list is read again after. */
export function useLock() {
  const trpc = useTRPC();
  const invalidate = useInvalidate();
  return useMutation(
    trpc.agent.lock.mutationOptions({ onSettled: () => invalidate(trpc.agent.team.pathKey()) }),
  );
}

/** Registers a downline; the team and the overview are read again after. */
export function useRegisterDownline() {
  const trpc = useTRPC();
  const invalidate = useInvalidate();
  return useMutation(
    trpc.agent.register.mutationOptions({
      onSuccess: () => {
        void invalidate(trpc.agent.team.pathKey(), trpc.agent.teamOverview.pathKey());
      },
    }),
  );
}

export function useInviteLinks() {
  const trpc = useTRPC();
  return useQuery({ ...trpc.agent.inviteLinks.queryOptions(), staleTime: 0 });
}

export function useCreateInviteLink() {
  const trpc = useTRPC();
  const invalidate = useInvalidate();
  return useMutation(
    trpc.agent.createInviteLink.mutationOptions({
      onSuccess: () => invalidate(trpc.agent.inviteLinks.queryKey()),
    }),
  );
}

/** A paged report's input: the range, its filters and the page; skipToken until a range is chosen. */
const rangePage = <F extends object>(range: DayRange | null, filters: F, pageNo: number) =>
  range ? { ...range, ...filters, pageNo, pageSize: AGENT_PAGE_SIZE } : skipToken;

export function useTeamBets(range: DayRange | null, filters: TeamBetsFilters, pageNo: number) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.agent.teamBets.queryOptions(rangePage(range, filters, pageNo)),
    ...FRESH,
  });
}

export function useDownlineProfitLoss(
  range: DayRange | null,
  filters: DownlineProfitLossFilters,
  pageNo: number,
) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.agent.downlineProfitLoss.queryOptions(rangePage(range, filters, pageNo)),
    ...FRESH,
  });
}

export function useIncome(range: DayRange | null, period: IncomePeriod) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.agent.income.queryOptions(range ? { ...range, period } : skipToken),
    ...FRESH,
  });
}

export function useDownlineTransactions(
  range: DayRange | null,
  filters: DownlineTransactionsFilters,
  pageNo: number,
) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.agent.downlineTransactions.queryOptions(rangePage(range, filters, pageNo)),
    ...FRESH,
  });
}

/** How many feed entries the centre keeps on screen. */
export const TEAM_FEED_SIZE = 20;

/**
 * The live team feed while the centre is open: each registration, first deposit or big win of the
 * downline arrives over the WebSocket, joins the feed (newest first) and marks the overview stale,
 * so the counters are read again without polling. The subscription starts with a resync and says
 * it again after a reconnect or when pushes may have been lost: an overview already shown is read
 * again then (one still loading is its own fresh read).
 */
export function useTeamFeed() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const isSocketLoggedIn = useIsRealtimeFor('in');
  const onError = useEndSessionOnRefusal();
  const [events, setEvents] = useState<Extract<TeamFeedItem, { type: 'event' }>['event'][]>([]);
  const onData = useCallback(
    (item: TeamFeedItem) => {
      if (item.type === 'event') setEvents((current) => [item.event, ...current].slice(0, TEAM_FEED_SIZE));
      void queryClient.invalidateQueries({
        queryKey: trpc.agent.teamOverview.pathKey(),
        ...(item.type === 'resync'
          ? { predicate: (query) => query.state.status === 'success' && query.state.fetchStatus === 'idle' }
          : {}),
      });
    },
    [queryClient, trpc],
  );
  const subscription = useSubscription(
    trpc.agent.onTeamEvent.subscriptionOptions(undefined, { enabled: isSocketLoggedIn, onData, onError }),
  );
  return { events, isLive: subscription.status === 'pending' };
}

export function useJoinStatus(enabled: boolean) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.agent.joinStatus.queryOptions(), enabled, staleTime: 0 });
}

export function useJoin() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.agent.join.mutationOptions({
      onSuccess: (application) => queryClient.setQueryData(trpc.agent.joinStatus.queryKey(), application),
    }),
  );
}
