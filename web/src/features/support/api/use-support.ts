import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';

/** The URL of the customer-service desk for this visitor (the VIP desk for ranks above 4). */
export function useCustomerServiceUrl() {
  const trpc = useTRPC();
  return useMutation(trpc.support.customerService.mutationOptions());
}

/** A fresh chat-room URL for the logged-in member (CBS3). */
export function useChatRoomUrl() {
  const trpc = useTRPC();
  return useMutation(trpc.support.chatRoomUrl.mutationOptions());
}
