import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';
import type { AuthOptions } from './types';

/** Module switches, register rules and country codes the account dialogs need. */
export function useAuthOptions() {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.auth.options.queryOptions(),
    staleTime: 30_000,
    select: (data): AuthOptions => data,
  });
}
