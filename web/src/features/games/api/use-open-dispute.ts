import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';

/** Disputes one of the member's rounds; the betting record is read again to show the dispute on it. */
export function useOpenDispute() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation({
    ...trpc.disputes.open.mutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.games.betRecords.pathKey() }),
  });
}
