import { useMutation } from '@tanstack/react-query';
import { useTRPCClient } from '@/lib/trpc';

/** A fresh, signed launch of one game (`games.launch`); the game page calls it on every visit. */
export function useLaunchGame(nodeId: number, freePlay: boolean) {
  const client = useTRPCClient();
  return useMutation({
    mutationFn: () => client.games.launch.mutate({ kind: 'game', nodeId, freePlay }),
  });
}
