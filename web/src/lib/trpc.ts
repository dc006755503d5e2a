import {
  createTRPCClient,
  createWSClient,
  httpBatchLink,
  splitLink,
  wsLink,
  type TRPCLink,
} from '@trpc/client';
import { TRPC_MAX_BATCH } from '@portal/contracts';
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

/**
 * Heartbeat of the page's WebSocket: after `intervalMs` without any message from the gateway the
 * client sends PING, and closes the socket when no PONG comes within `pongTimeoutMs`; the client then
 * reopens it (backoff from 0 to 30 s) and re-subscribes, and every subscription starts with the
 * current value: that is the resync. Without it a half-open connection (a sleeping laptop, a
 * dropped mobile link) would show a frozen jackpot and balance for ever.
 */
export const REALTIME_KEEP_ALIVE = { enabled: true, intervalMs: 15_000, pongTimeoutMs: 5_000 };

/** The page's WebSocket client (exported for tests, which pass a URL and shorter heartbeats). */
export function createRealtimeClient(
  url: string,
  options: {
    keepAlive?: typeof REALTIME_KEEP_ALIVE;
    onOpen?: () => void;
    WebSocket?: typeof globalThis.WebSocket;
  } = {},
) {
  return createWSClient({
    url,
    onOpen: options.onOpen,
    keepAlive: options.keepAlive ?? REALTIME_KEEP_ALIVE,
    ...(options.WebSocket ? { WebSocket: options.WebSocket } : {}),
  });
}

/** Queries and mutations: batched over HTTP to /trpc, at most TRPC_MAX_BATCH calls a request. */
export function createHttpLink(): TRPCLink<AppRouter> {
  return httpBatchLink({
    url: '/trpc',
    // The gateway asks the platform for content in the visitor's language.
    headers: () => ({ 'x-language': currentLanguage() }),
    // Long GET batches are split rather than risk a proxy's URL limit.
    maxURLLength: 2000,
    // The gateway refuses a batch of more calls (BATCH_TOO_LARGE); larger ones go as several.
    maxItems: TRPC_MAX_BATCH,
  });
}

/** Subscriptions go over one WebSocket; queries and mutations are batched over HTTP to /trpc. */
export function createAppLinks(): TRPCLink<AppRouter>[] {
  const wsClient = createRealtimeClient(trpcWsUrl(), { onOpen: realtimeSocketOpened });
  registerRealtimeSocket(wsClient as unknown as Parameters<typeof registerRealtimeSocket>[0]);
  return [
    splitLink({
      condition: (op) => op.type === 'subscription',
      true: wsLink({ client: wsClient }),
      false: createHttpLink(),
    }),
  ];
}

export function createAppTrpcClient(links: TRPCLink<AppRouter>[] = createAppLinks()): AppTrpcClient {
  return createTRPCClient<AppRouter>({ links });
}
