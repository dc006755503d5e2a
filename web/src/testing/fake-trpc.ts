import { createTRPCClient, TRPCClientError, type TRPCLink } from '@trpc/client';
import { observable, type Observer } from '@trpc/server/observable';
import type { AppRouter, AppTrpcClient } from '@/lib/trpc';

/** A value for a procedure: data, an Error to fail with, or PENDING to never answer. */
export const PENDING = Symbol('pending');
export type FakeAnswer = unknown;
export type FakeApi = Record<string, FakeAnswer | (() => FakeAnswer)>;

type SubscriptionObserver = Observer<
  { result: { type: 'started' } | { type: 'data'; data: unknown } },
  TRPCClientError<AppRouter>
>;

/**
 * A tRPC client whose link answers from a table instead of the network: the real hooks, the real
 * query cache and the real subscription plumbing, with the gateway replaced at the wire.
 */
export function createFakeTrpc(api: FakeApi) {
  const subscribers = new Map<string, Set<SubscriptionObserver>>();
  const calls: string[] = [];

  const link: TRPCLink<AppRouter> =
    () =>
    ({ op }) =>
      observable((observer) => {
        calls.push(op.path);
        const entry = api[op.path];
        const answer = typeof entry === 'function' ? (entry as () => FakeAnswer)() : entry;
        if (op.type === 'subscription') {
          const set = subscribers.get(op.path) ?? new Set();
          subscribers.set(op.path, set);
          const sub = observer as unknown as SubscriptionObserver;
          set.add(sub);
          sub.next({ result: { type: 'started' } });
          if (answer !== undefined && answer !== PENDING)
            sub.next({ result: { type: 'data', data: answer } });
          return () => set.delete(sub);
        }
        if (answer === PENDING) return () => {};
        if (answer === undefined) {
          observer.error(TRPCClientError.from(new Error(`no fake answer for ${op.path}`)));
        } else if (answer instanceof Error) {
          observer.error(TRPCClientError.from(answer));
        } else {
          observer.next({ result: { type: 'data', data: answer } } as never);
          observer.complete();
        }
        return () => {};
      });

  const client: AppTrpcClient = createTRPCClient<AppRouter>({ links: [link] });
  return {
    client,
    calls,
    /** Pushes one event to every open subscription of `path`. */
    emit(path: string, data: unknown) {
      subscribers.get(path)?.forEach((s) => s.next({ result: { type: 'data', data } }));
    },
  };
}
