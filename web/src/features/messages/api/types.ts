import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@/lib/trpc';

type Inputs = inferRouterInputs<AppRouter>;
type Outputs = inferRouterOutputs<AppRouter>;

/** One message as `messages.read` answers it (the list holds only its summary). */
export type Message = Outputs['messages']['read'];
export type FeedbackSettings = Outputs['feedback']['settings'];
export type FeedbackRequest = Inputs['feedback']['submit'];
export type FeedbackReceipt = Outputs['feedback']['submit'];
