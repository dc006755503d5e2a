import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@/lib/trpc';

type Outputs = inferRouterOutputs<AppRouter>;

export type DepositChannel = Outputs['deposit']['channels'][number];
export type DepositOrder = Outputs['deposit']['order'];
export type WithdrawInfo = Outputs['withdraw']['info'];
export type Bank = Outputs['withdraw']['banks'][number];
export type BankCards = Outputs['withdraw']['cards'];
export type BankCard = BankCards['cards'][number];
export type WithdrawOrder = Outputs['withdraw']['orders']['list'][number];
