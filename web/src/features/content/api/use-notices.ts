import { useQuery } from '@tanstack/react-query';
import type { Notice } from '@portal/contracts';
import { useTRPC } from '@/lib/trpc';

export function useNotices() {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.content.notices.queryOptions(),
    select: (data): Notice[] => data,
  });
}
