import { TRIAL_TYPE } from '@portal/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSubscription } from '@trpc/tanstack-react-query';
import { useMoneyMoved } from '@/lib/money-moved';
import { useWritePush } from '@/lib/pushed-data';
import { useIsRealtimeFor } from '@/lib/realtime';
import { useEndSessionOnRefusal } from '@/lib/session-ended';
import { useSessionState } from '@/lib/session-state';
import { useTRPC } from '@/lib/trpc';
import type { PromotionCategory, UnclaimedCount } from './types';

/** Whether the session is a real account's: only those have promotion states, rewards and rebates. */
export function useIsRealMember(): boolean {
  const session = useSessionState().data;
  return session?.isLoggedIn === true && session.type !== TRIAL_TYPE;
}

export function usePromotionList(category: PromotionCategory) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.promotions.list.queryOptions({ category }), placeholderData: keepPreviousData });
}

export function usePromotionDetail(id: number | null) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.promotions.detail.queryOptions({ id: id ?? 0 }), enabled: id !== null });
}

/** Available promotions and waiting rewards (the avatar's and the reward centre's badges). */
export function usePromotionCounts(enabled: boolean) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.promotions.unclaimed.queryOptions(), enabled });
}

/** Everything that shows a member's promotion states, rewards or rebate: re-read after a change. */
function useRefreshPromotions() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  /** `withCounts: false` when the counts just arrived with a push. */
  return ({ withCounts = true }: { withCounts?: boolean } = {}) =>
    Promise.all(
      [
        trpc.promotions.list,
        trpc.promotions.detail,
        trpc.promotions.rewards,
        trpc.promotions.rebateSummary,
        trpc.promotions.rebateHistory,
        // A banner that points at a promotion follows its state (the platform leaves it out once
        // the promotion is not open to the member, e.g. a first-deposit bonus after a deposit).
        trpc.content.banners,
        ...(withCounts ? [trpc.promotions.unclaimed] : []),
      ].map((p) => queryClient.invalidateQueries({ queryKey: p.queryKey() })),
    );
}

/**
 * Live promotion changes over the WebSocket: the gateway pushes the badge counts after every change
 * of the member's promotions (an operator decision, a claim on another device, a promotion opening),
 * and each push after the first re-reads the states, rewards and rebate shown (no polling).
 */
export function usePromotionsStream(enabled: boolean) {
  const trpc = useTRPC();
  const writeCounts = useWritePush(trpc.promotions.unclaimed.queryKey());
  const refresh = useRefreshPromotions();
  const isSocketLoggedIn = useIsRealtimeFor('in');
  const onError = useEndSessionOnRefusal();
  return useSubscription(
    trpc.promotions.onChanged.subscriptionOptions(undefined, {
      enabled: enabled && isSocketLoggedIn,
      onData: (counts: UnclaimedCount) =>
        void writeCounts(counts).then((previous) => {
          if (previous !== undefined) void refresh({ withCounts: false });
        }),
      onError,
    }),
  );
}

/** Every action re-reads the promotions; one that paid (a claim) also refreshes balance and turnover. */
function useAfterAction(movesMoney: boolean) {
  const refresh = useRefreshPromotions();
  const moneyMoved = useMoneyMoved();
  return () => Promise.all([refresh(), movesMoney ? moneyMoved() : undefined]);
}

export function useJoinPromotion() {
  const trpc = useTRPC();
  const after = useAfterAction(false);
  return useMutation(trpc.promotions.join.mutationOptions({ onSettled: after }));
}

export function useClaimPromotion() {
  const trpc = useTRPC();
  const after = useAfterAction(true);
  return useMutation(trpc.promotions.claim.mutationOptions({ onSettled: after }));
}

export function useSendApplication() {
  const trpc = useTRPC();
  const after = useAfterAction(false);
  return useMutation(trpc.promotions.sendApplication.mutationOptions({ onSettled: after }));
}

export function useRaffleDraw() {
  const trpc = useTRPC();
  const after = useAfterAction(false);
  return useMutation(trpc.promotions.raffleDraw.mutationOptions({ onSettled: after }));
}

export const REWARDS_PAGE_SIZE = 10;

export function useRewards(status: 'waiting' | 'history', pageNo: number) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.promotions.rewards.queryOptions({ status, pageNo, pageSize: REWARDS_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}

export function useClaimRewards() {
  const trpc = useTRPC();
  const after = useAfterAction(true);
  return useMutation(trpc.promotions.claimRewards.mutationOptions({ onSettled: after }));
}

export function useRebateSummary() {
  const trpc = useTRPC();
  return useQuery(trpc.promotions.rebateSummary.queryOptions());
}

export function useClaimRebate() {
  const trpc = useTRPC();
  const after = useAfterAction(true);
  return useMutation(trpc.promotions.claimRebate.mutationOptions({ onSettled: after }));
}

export function useRebateHistory(range: { startDate: string; endDate: string }, pageNo: number) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.promotions.rebateHistory.queryOptions({ ...range, pageNo, pageSize: REWARDS_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}
