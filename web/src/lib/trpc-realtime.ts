import { createWSClient, wsLink, type TRPCLink } from '@trpc/client';
import type { AppRouter } from '@portal/gateway/router';
import { registerRealtimeSocket, sessionStampedWebSocket } from './realtime';

/**
 * The page's WebSocket: its client and tRPC's wsLink. A chunk of its own that lib/trpc.ts loads
 * with the first subscription, so neither is part of the JavaScript before the first paint.
 */

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
    WebSocket?: typeof globalThis.WebSocket;
  } = {},
) {
  return createWSClient({
    url,
    keepAlive: options.keepAlive ?? REALTIME_KEEP_ALIVE,
    ...(options.WebSocket ? { WebSocket: options.WebSocket } : {}),
  });
}

/** Subscriptions over one WebSocket to the page's host, registered with lib/realtime.ts. */
export function createRealtimeLink(): TRPCLink<AppRouter> {
  const wsClient = createRealtimeClient(trpcWsUrl(), { WebSocket: sessionStampedWebSocket(WebSocket) });
  registerRealtimeSocket(wsClient as unknown as Parameters<typeof registerRealtimeSocket>[0]);
  return wsLink({ client: wsClient });
}
