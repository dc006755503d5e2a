import {
  createTRPCClient,
  httpBatchLink,
  splitLink,
  TRPCClientError,
  type OperationLink,
  type TRPCLink,
} from '@trpc/client';
import { observable, type Unsubscribable } from '@trpc/server/observable';
import { TRPC_MAX_BATCH } from '@portal/contracts';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import type { AppRouter } from '@portal/gateway/router';
import { currentLanguage } from './i18n';

export type { AppRouter };

/** Components never use these directly: each feature's `api/` folder wraps them in hooks. */
export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

export type AppTrpcClient = ReturnType<typeof createTRPCClient<AppRouter>>;

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

/**
 * A link whose code loads with the first operation through it (`load` runs once; after a failed
 * load the next operation tries again, and the operations that waited on it fail). An operation
 * unsubscribed before the link has loaded never reaches it.
 */
export function lazyLink(load: () => Promise<TRPCLink<AppRouter>>): TRPCLink<AppRouter> {
  return (runtime) => {
    let loading: Promise<OperationLink<AppRouter>> | null = null;
    return ({ op, next }) =>
      observable((observer) => {
        let subscription: Unsubscribable | undefined;
        let stopped = false;
        const link = (loading ??= load().then(
          (created) => created(runtime),
          (error: unknown) => {
            loading = null;
            throw error;
          },
        ));
        link.then(
          (operationLink) => {
            if (!stopped) subscription = operationLink({ op, next }).subscribe(observer);
          },
          (error: unknown) => {
            if (!stopped)
              observer.error(TRPCClientError.from(error instanceof Error ? error : new Error(String(error))));
          },
        );
        return () => {
          stopped = true;
          subscription?.unsubscribe();
        };
      });
  };
}

/**
 * Subscriptions go over one WebSocket, opened with the first subscription (its client loads then,
 * lib/trpc-realtime.ts); queries and mutations are batched over HTTP to /trpc.
 */
export function createAppLinks(): TRPCLink<AppRouter>[] {
  return [
    splitLink({
      condition: (op) => op.type === 'subscription',
      true: lazyLink(() => import('./trpc-realtime').then((m) => m.createRealtimeLink())),
      false: createHttpLink(),
    }),
  ];
}

export function createAppTrpcClient(links: TRPCLink<AppRouter>[] = createAppLinks()): AppTrpcClient {
  return createTRPCClient<AppRouter>({ links });
}
