import { useQuery } from '@tanstack/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import { useTRPC, type AppRouter } from '@/lib/trpc';

/** `system.bootstrap` output, as the gateway declares it. */
export type Bootstrap = inferRouterOutputs<AppRouter>['system']['bootstrap'];

/**
 * Brand, modules, resources, status and image hosts: everything the shell needs to render. Every
 * feature may read it, so it sits below them (the gateway's `platform/` plays the same part).
 */
export function useBootstrap() {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.system.bootstrap.queryOptions(),
    staleTime: 15_000,
    select: (data): Bootstrap => data,
  });
}

export type Brand = Bootstrap['brand'];
export type Resource = Bootstrap['resources'][number];
