import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@/lib/trpc';

type Inputs = inferRouterInputs<AppRouter>['protection'];
type Outputs = inferRouterOutputs<AppRouter>['protection'];

export type ProtectionSettings = Outputs['settings'];
export type ProtectionLimit = ProtectionSettings['limits'][number];
export type LimitKind = ProtectionLimit['kind'];
export type LimitPeriod = ProtectionLimit['period'];
export type SetLimitInput = Inputs['setLimit'];
export type PlaySummary = Outputs['playSummary'];
