import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@/lib/trpc';

type Outputs = inferRouterOutputs<AppRouter>;

/** `wallet.overview`: the main wallet first, then every vendor wallet. */
export type WalletOverview = Outputs['wallet']['overview'];
export type WalletEntry = WalletOverview['wallets'][number];
export type WalletTransfer = Outputs['wallet']['transferStatus'];
export type DepositChannel = Outputs['deposit']['channels'][number];
export type DepositOrder = Outputs['deposit']['order'];
export type WithdrawInfo = Outputs['withdraw']['info'];
export type Bank = Outputs['withdraw']['banks'][number];
export type BankCards = Outputs['withdraw']['cards'];
export type BankCard = BankCards['cards'][number];
export type WithdrawOrder = Outputs['withdraw']['orders']['list'][number];
export type TransferTargets = Outputs['agentTransfer']['targets'];
export type TransactionRecord = Outputs['records']['transactions']['list'][number];
export type ProfitLoss = Outputs['records']['profitLoss'];
export type BonusRecord = Outputs['records']['bonuses']['list'][number];
