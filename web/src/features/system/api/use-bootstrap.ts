import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';
import type { Bootstrap } from './types';

/** Brand, modules, resources, status and image hosts: everything the shell needs to render. */
export function useBootstrap() {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.system.bootstrap.queryOptions(),
    staleTime: 15_000,
    select: (data): Bootstrap => data,
  });
}
