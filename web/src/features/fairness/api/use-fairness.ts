import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';

/** The member's seed pair (the next round's hash, client seed and nonce) and the latest revealed. */
export function useFairnessState(enabled = true) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.fairness.state.queryOptions(), enabled });
}

/** Rotating answers the reveal and the new pair: the cached state is asked again. */
export function useRotateSeeds() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.fairness.rotate.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.fairness.state.queryKey() }),
    }),
  );
}

/** The seeds of one of the member's demo rounds (its server seed once revealed). */
export function useFairRound(roundId: string | null) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.fairness.round.queryOptions({ roundId: roundId ?? '' }),
    enabled: roundId !== null,
    retry: false,
  });
}
