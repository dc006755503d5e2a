import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@/lib/trpc';

type Outputs = inferRouterOutputs<AppRouter>;

/** `system.bootstrap` output, as the gateway declares it. */
export type Bootstrap = Outputs['system']['bootstrap'];

/** One `system.onStatus` event (the subscription's output is the stream of them). */
export type StatusEvent = Outputs['system']['onStatus'] extends AsyncIterable<infer E> ? E : never;
