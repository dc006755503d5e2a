import { useQuery } from '@tanstack/react-query';
import { CATEGORY_ORDER } from '@portal/contracts';
import { useTRPC } from '@/lib/trpc';
import type { VendorLanes } from './types';

/** Game categories with their vendors: only categories with at least one vendor, in nav order. */
export function useLanes() {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.games.lanes.queryOptions(),
    staleTime: 5 * 60_000,
    select: (data): VendorLanes =>
      data
        .filter((lane) => lane.vendors.length > 0)
        .sort((a, b) => CATEGORY_ORDER.indexOf(a.gameType) - CATEGORY_ORDER.indexOf(b.gameType)),
  });
}
