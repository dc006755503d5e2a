import { createTRPCClient, TRPCClientError, type TRPCLink } from '@trpc/client';
import { observable, type Observer } from '@trpc/server/observable';
import type { AppRouter, AppTrpcClient } from '@/lib/trpc';

/** A value for a procedure: data, an Error to fail with, or PENDING to never answer. */
export const PENDING = Symbol('pending');
export type FakeAnswer = unknown;
/** A function entry gets the call's input (mutations and queries alike) and may return a promise. */
export type FakeApi = Record<string, FakeAnswer | ((input: unknown) => FakeAnswer)>;

/**
 * A gateway error as the real formatter shapes it: `data.code`, optional `data.fields` and optional
 * `data.details` (LOGIN_IP_VERIFICATION_REQUIRED: `{ maskedMobile }`).
 */
export class FakeGatewayError extends Error {
  constructor(
    readonly code: string,
    readonly fields?: Record<string, string>,
    readonly details?: Record<string, unknown>,
  ) {
    super(code);
  }

  /** Seconds of the Retry-After header a throttled answer (TOO_MANY_REQUESTS) carries. */
  retryAfter?: number;

  withRetryAfter(seconds: number): this {
    this.retryAfter = seconds;
    return this;
  }
}

function toClientError(answer: Error) {
  if (answer instanceof FakeGatewayError) {
    return TRPCClientError.from(
      {
        error: {
          message: answer.code,
          code: -32600,
          data: {
            code: answer.code,
            httpStatus: 400,
            ...(answer.fields ? { fields: answer.fields } : {}),
            ...(answer.details ? { details: answer.details } : {}),
          },
        },
      },
      answer.retryAfter === undefined
        ? {}
        : {
            // As the HTTP link exposes it: the response, whose headers carry Retry-After.
            meta: { response: { headers: new Headers({ 'retry-after': String(answer.retryAfter) }) } },
          },
    );
  }
  return TRPCClientError.from(answer);
}

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
  const inputs: { path: string; input: unknown }[] = [];

  const link: TRPCLink<AppRouter> =
    () =>
    ({ op }) =>
      observable((observer) => {
        calls.push(op.path);
        inputs.push({ path: op.path, input: op.input });
        const entry = api[op.path];
        const answer =
          typeof entry === 'function' ? (entry as (input: unknown) => FakeAnswer)(op.input) : entry;
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
        const settle = (value: unknown) => {
          if (value === PENDING) return;
          if (value === undefined) {
            observer.error(TRPCClientError.from(new Error(`no fake answer for ${op.path}`)));
          } else if (value instanceof Error) {
            observer.error(toClientError(value));
          } else {
            observer.next({ result: { type: 'data', data: value } } as never);
            observer.complete();
          }
        };
        if (answer instanceof Promise) answer.then(settle, (error: unknown) => settle(error));
        else settle(answer);
        return () => {};
      });

  const client: AppTrpcClient = createTRPCClient<AppRouter>({ links: [link] });
  return {
    client,
    calls,
    /** Every call with its input, in order. */
    inputs,
    /** Pushes one event to every open subscription of `path`. */
    emit(path: string, data: unknown) {
      subscribers.get(path)?.forEach((s) => s.next({ result: { type: 'data', data } }));
    },
    /** Ends every open subscription of `path` with `error`, as the gateway ends one. */
    fail(path: string, error: Error) {
      const set = subscribers.get(path);
      for (const s of [...(set ?? [])]) {
        set?.delete(s);
        s.error(toClientError(error) as TRPCClientError<AppRouter>);
      }
    },
  };
}
