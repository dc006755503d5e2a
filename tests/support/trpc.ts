import type { AppRouter } from '@portal/gateway/router';
import { createTRPCClient, createWSClient, httpBatchLink, wsLink } from '@trpc/client';
import WebSocket from 'ws';

/** A tRPC client that talks to a running gateway over real HTTP, as the browser does. */
export function httpClient(gatewayUrl: string, headers: Record<string, string> = {}) {
  return createTRPCClient<AppRouter>({
    links: [httpBatchLink({ url: `${gatewayUrl}/trpc`, headers: () => headers })],
  });
}

/** A tRPC client over the gateway's WebSocket, for subscriptions (with a browser's cookies when given). */
export function wsClient(gatewayUrl: string, cookie?: string) {
  const ws = createWSClient({
    url: `${gatewayUrl.replace(/^http/, 'ws')}/trpc`,
    WebSocket: class extends WebSocket {
      constructor(url: string | URL) {
        super(url, { headers: { origin: gatewayUrl, ...(cookie ? { cookie } : {}) } });
      }
    } as unknown as typeof globalThis.WebSocket,
  });
  return {
    client: createTRPCClient<AppRouter>({ links: [wsLink({ client: ws })] }),
    close: () => ws.close(),
  };
}
