import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';
import type { BannerGroup, BannersByGroup } from './types';

/** Every banner group that has banners, each list sorted by `sort`. */
export function useBanners() {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.content.banners.queryOptions(),
    select: (data): BannersByGroup => data,
  });
}

export function hasBanners(banners: BannersByGroup | undefined, group: BannerGroup): boolean {
  return (banners?.[group]?.length ?? 0) > 0;
}
