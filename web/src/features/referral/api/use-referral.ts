import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';

export const FRIENDS_PAGE_SIZE = 10;

/** The member's code, the brand's terms and the member's totals. Re-read on focus: a friend's
 * deposits and bets move them without a push. */
export function useReferralInfo() {
  const trpc = useTRPC();
  return useQuery({ ...trpc.referral.info.queryOptions(), refetchOnWindowFocus: true });
}

export function useReferralFriends(pageNo: number) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.referral.friends.queryOptions({ pageNo, pageSize: FRIENDS_PAGE_SIZE }),
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: true,
  });
}
