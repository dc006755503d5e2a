import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@/lib/trpc';

type Outputs = inferRouterOutputs<AppRouter>;

/** One `system.onStatus` event (the subscription's output is the stream of them). */
export type StatusEvent = Outputs['system']['onStatus'] extends AsyncIterable<infer E> ? E : never;
