import { useQuery } from '@tanstack/react-query';
import type { HelpCategory } from '@portal/contracts';
import { useTRPC } from '@/lib/trpc';

export function useHelpCenter() {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.content.helpCenter.queryOptions(),
    select: (data): HelpCategory[] => [...data].sort((a, b) => a.sort - b.sort),
  });
}
