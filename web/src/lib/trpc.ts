import {
  createTRPCClient,
  createWSClient,
  httpBatchLink,
  splitLink,
  wsLink,
  type TRPCLink,
} from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import type { AppRouter } from '@portal/gateway/router';
import { currentLanguage } from './i18n';
import { realtimeSocketOpened, registerRealtimeSocket } from './realtime';

export type { AppRouter };

/** Components never use these directly: each feature's `api/` folder wraps them in hooks. */
export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

export type AppTrpcClient = ReturnType<typeof createTRPCClient<AppRouter>>;

/** WebSocket URL of the gateway's tRPC endpoint on the page's own host (wss on https). */
export function trpcWsUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/trpc`;
}

/** Subscriptions go over one WebSocket; queries and mutations are batched over HTTP to /trpc. */
export function createAppLinks(): TRPCLink<AppRouter>[] {
  const wsClient = createWSClient({ url: trpcWsUrl(), onOpen: realtimeSocketOpened });
  registerRealtimeSocket(wsClient as unknown as Parameters<typeof registerRealtimeSocket>[0]);
  return [
    splitLink({
      condition: (op) => op.type === 'subscription',
      true: wsLink({ client: wsClient }),
      // The gateway asks the platform for content in the visitor's language.
      false: httpBatchLink({
        url: '/trpc',
        headers: () => ({ 'x-language': currentLanguage() }),
        // Long GET batches are split rather than risk a proxy's URL limit.
        maxURLLength: 2000,
      }),
    }),
  ];
}

export function createAppTrpcClient(links: TRPCLink<AppRouter>[] = createAppLinks()): AppTrpcClient {
  return createTRPCClient<AppRouter>({ links });
}
