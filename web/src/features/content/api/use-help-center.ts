import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';
import type { HelpCategory } from './types';

export function useHelpCenter() {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.content.helpCenter.queryOptions(),
    select: (data): HelpCategory[] => [...data].sort((a, b) => a.sort - b.sort),
  });
}
