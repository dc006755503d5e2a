import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@/lib/trpc';

type Outputs = inferRouterOutputs<AppRouter>['agent'];
type Inputs = inferRouterInputs<AppRouter>['agent'];

export type TeamOverview = Outputs['teamOverview'];
export type TeamStats = TeamOverview['current'];
export type TeamDay = TeamOverview['days'][number];
export type TeamPage = Outputs['team'];
export type DownlineMember = TeamPage['list'][number];
export type TeamFilters = Omit<Inputs['team'], 'pageNo' | 'pageSize'>;
export type InviteLinks = Outputs['inviteLinks'];
export type InviteLink = InviteLinks['links'][number];
export type DownlineRegisterInput = Inputs['register'];
export type TeamBets = Outputs['teamBets'];
export type TeamBetsFilters = Omit<Inputs['teamBets'], 'pageNo' | 'pageSize' | 'startDate' | 'endDate'>;
export type DownlineProfitLoss = Outputs['downlineProfitLoss'];
export type DownlineProfitLossFilters = Omit<
  Inputs['downlineProfitLoss'],
  'pageNo' | 'pageSize' | 'startDate' | 'endDate'
>;
export type Income = Outputs['income'];
export type IncomePeriod = NonNullable<Inputs['income']['period']>;
export type DownlineTransactions = Outputs['downlineTransactions'];
export type DownlineTransactionsFilters = Omit<
  Inputs['downlineTransactions'],
  'pageNo' | 'pageSize' | 'startDate' | 'endDate'
>;
export type AgentNotice = Outputs['notices'][number];
export type TeamFeedItem = Outputs['onTeamEvent'] extends AsyncIterable<infer T> ? T : never;
export type JoinApplicationInput = Inputs['join'];
export type JoinApplication = Outputs['join'];
export type JoinStatus = Outputs['joinStatus'];

type ContractOutputs = inferRouterOutputs<AppRouter>['agentContract'];
type ContractInputs = inferRouterInputs<AppRouter>['agentContract'];
export type ContractInfo = ContractOutputs['info'];
export type ContractKindInfo = ContractInfo['kinds'][number];
export type Contract = ContractKindInfo['contracts'][number];
export type ContractOffer = NonNullable<ContractKindInfo['pendingOffer']>;
export type ContractTierView = Contract['tiers'][number];
export type DownlineContractsPage = ContractOutputs['downlineContracts'];
export type DownlineContractsRow = DownlineContractsPage['list'][number];
export type ContractProgress = ContractOutputs['progress'];
export type ContractSettlements = ContractOutputs['settlements'];
export type ContractSettlementRow = ContractSettlements['list'][number];
export type ContractSimulation = ContractOutputs['simulate'];
export type ContractHistoryPage = ContractOutputs['history'];
export type ContractOfferInput = ContractInputs['offer'];
export type SettlementsInput = ContractInputs['settlements'];
export type ContractFeedItem = ContractOutputs['onFeed'] extends AsyncIterable<infer T> ? T : never;
