import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSubscription } from '@trpc/tanstack-react-query';
import { useBootstrap } from '@/lib/bootstrap';
import { useWritePush } from '@/lib/pushed-data';
import { useIsRealtimeFor } from '@/lib/realtime';
import { useEndSessionOnRefusal } from '@/lib/session-ended';
import { useTRPC } from '@/lib/trpc';

/**
 * Platform messages exist only while the brand's INBOX3 module is on (spec section 6): every entry
 * (right bar, member-centre tab, avatar count) and every call to the platform follows this.
 */
export function useMessagesEnabled(): boolean {
  return useBootstrap().data?.modules.INBOX3 === true;
}

/** Messages per page of the messageV2 list. */
export const MESSAGES_PAGE_SIZE = 10;

/** The member's unread platform messages; only asked for while a session exists. */
export function useUnreadCount(enabled: boolean) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.messages.unreadCount.queryOptions(), enabled });
}

/**
 * Live unread count over the WebSocket: the gateway pushes the count when a message arrives for
 * this member (or for everyone) or one is read on any device. Each push replaces the cached count
 * (the avatar and the member-centre badge follow) and marks the open list stale.
 */
export function useUnreadStream(enabled: boolean) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const writeCount = useWritePush(trpc.messages.unreadCount.queryKey());
  const isSocketLoggedIn = useIsRealtimeFor('in');
  const onError = useEndSessionOnRefusal();
  return useSubscription(
    trpc.messages.onUnread.subscriptionOptions(undefined, {
      enabled: enabled && isSocketLoggedIn,
      onData: (count: number) =>
        void writeCount(count).then((previous) => {
          if (previous !== count)
            void queryClient.invalidateQueries({ queryKey: trpc.messages.list.queryKey() });
        }),
      onError,
    }),
  );
}

export function useMessages(pageNo: number) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.messages.list.queryOptions({ pageNo, pageSize: MESSAGES_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}

/** Opens a message (the gateway marks it read); the list and the count are refreshed after. */
export function useReadMessage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.messages.read.mutationOptions({
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: trpc.messages.list.queryKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.messages.unreadCount.queryKey() });
      },
    }),
  );
}
