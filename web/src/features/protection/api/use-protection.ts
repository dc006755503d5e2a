import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';
import type { ProtectionSettings } from './types';

/** The member's limits, reality check, time-out and self-exclusion. */
export function useProtectionSettings(enabled = true) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.protection.settings.queryOptions(), enabled });
}

/** Every change answers the settings as they now are: they replace the cached ones. */
function useStoreSettings() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return (settings: ProtectionSettings) =>
    queryClient.setQueryData(trpc.protection.settings.queryKey(), settings);
}

export function useSetLimit() {
  const trpc = useTRPC();
  const store = useStoreSettings();
  return useMutation(trpc.protection.setLimit.mutationOptions({ onSuccess: store }));
}

export function useSetRealityCheck() {
  const trpc = useTRPC();
  const store = useStoreSettings();
  return useMutation(trpc.protection.setRealityCheck.mutationOptions({ onSuccess: store }));
}

export function useStartTimeout() {
  const trpc = useTRPC();
  const store = useStoreSettings();
  return useMutation(trpc.protection.startTimeout.mutationOptions({ onSuccess: store }));
}

/** The session ends with it (the gateway ends it at once); the caller shows the end date, then reloads. */
export function useSelfExclude() {
  const trpc = useTRPC();
  return useMutation(trpc.protection.selfExclude.mutationOptions());
}

/** Net result of the member's rounds since `since` (the reality check's numbers). */
export function usePlaySummary() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return (since: string) =>
    queryClient.fetchQuery({ ...trpc.protection.playSummary.queryOptions({ since }), staleTime: 0 });
}
