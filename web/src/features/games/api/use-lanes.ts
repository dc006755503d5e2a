import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
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

/**
 * A vendor's name as the menus show it, from its category and code (`TCG_LOTTO_VN` in LOTT reads
 * "Vietnam Lottery"); the same code can name two vendors (JILI's slots and its fishing), so the
 * category picks first. A code the lanes do not list (or while they load) reads as itself.
 */
export function useVendorName(): (category: string, vendor: string) => string {
  const lanes = useLanes().data;
  return useMemo(() => {
    const byCategory = new Map<string, string>();
    const byCode = new Map<string, string>();
    for (const lane of lanes ?? []) {
      for (const v of lane.vendors) {
        byCategory.set(`${lane.gameType}/${v.vendor}`, v.displayName);
        if (!byCode.has(v.vendor)) byCode.set(v.vendor, v.displayName);
      }
    }
    return (category, vendor) => byCategory.get(`${category}/${vendor}`) ?? byCode.get(vendor) ?? vendor;
  }, [lanes]);
}
