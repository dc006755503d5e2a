import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';
import type { Ranking, RankingKind } from './types';

/** A ranking page's TOP 20 of this month (`content.ranking`), computed by the platform. Public. */
export function useRanking(kind: RankingKind) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.content.ranking.queryOptions({ kind }),
    select: (data): Ranking => data,
  });
}
