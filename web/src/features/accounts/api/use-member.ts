import { useMutation, useQuery } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';
import type { Balance, Me } from './types';

/** The logged-in member; only asked for while a session exists (it answers 401 otherwise). */
export function useMe(enabled: boolean) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.member.me.queryOptions(),
    enabled,
    select: (data): Me => data,
  });
}

export function useBalance(enabled: boolean) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.member.balance.queryOptions(),
    enabled,
    select: (data): Balance => data,
  });
}

/** Keeps the member's interface language on the platform (restored at the next login anywhere). */
export function useSaveMemberLanguage() {
  const trpc = useTRPC();
  return useMutation(trpc.profile.setLanguage.mutationOptions());
}
