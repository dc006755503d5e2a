import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';

/** Asks the platform for a lottery game's URL (a relative URL on the portal's own origin). */
export function useLotteryLaunch() {
  const trpc = useTRPC();
  return useMutation(trpc.games.launch.mutationOptions());
}
