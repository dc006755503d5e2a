import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@/lib/trpc';

type Outputs = inferRouterOutputs<AppRouter>;

/** `wallet.overview`: the main wallet first, then every vendor wallet. */
export type WalletOverview = Outputs['wallet']['overview'];
export type WalletEntry = WalletOverview['wallets'][number];
export type WalletTransfer = Outputs['wallet']['transferStatus'];
export type TransferTargets = Outputs['agentTransfer']['targets'];
export type TransactionRecord = Outputs['records']['transactions']['list'][number];
export type ProfitLoss = Outputs['records']['profitLoss'];
export type BonusRecord = Outputs['records']['bonuses']['list'][number];
