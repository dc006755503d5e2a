import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';
import type { Notice } from './types';

export function useNotices() {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.content.notices.queryOptions(),
    select: (data): Notice[] => data,
  });
}
