import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';

/** The rooms of the brand's PvP tables (`pvp.rooms`): stake, seats and who sits there now. */
export function usePvpRooms() {
  const trpc = useTRPC();
  return useQuery({ ...trpc.pvp.rooms.queryOptions(), staleTime: 15_000, refetchInterval: 30_000 });
}
