import type { inferRouterOutputs } from '@trpc/server';
import { useSubscription } from '@trpc/tanstack-react-query';
import { useTRPC, type AppRouter } from '@/lib/trpc';

type Outputs = inferRouterOutputs<AppRouter>;

/** One `jackpot.onValue` push: `{ value, at, stepMs, stepAmount }` (value a decimal string). */
export type JackpotTick = Outputs['jackpot']['onValue'] extends AsyncIterable<infer E> ? E : never;

/**
 * The jackpot pushed over the WebSocket: the gateway sends the current value at subscribe (so a
 * reconnect resynchronises) and a new one on every step. Public: no session needed.
 */
export function useJackpot(): JackpotTick | undefined {
  const trpc = useTRPC();
  const subscription = useSubscription(trpc.jackpot.onValue.subscriptionOptions());
  return subscription.data;
}
