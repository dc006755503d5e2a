import { ContractPage } from '@/features/agent/components/contracts/contract-page';
import type { ContractFeedItem } from '@/features/agent/api/types';
import { AnnouncementPage } from '@/features/agent/components/announcement';
import { OpenAccountPage } from '@/features/agent/components/open-account';
import {
  DownlineAccountChangesPage,
  DownlineProfitLossPage,
  MyIncomePage,
  TeamBettingPage,
} from '@/features/agent/components/reports';
import { TeamManagementPage } from '@/features/agent/components/team-management';
import { TeamOverviewPage } from '@/features/agent/components/team-overview';
import type { TeamFeedEvent } from '@/features/agent/components/team-feed';
import type { AgentCentrePage } from '@/lib/account-overlays';

export type AgentCentreContentProps = {
  page: AgentCentrePage;
  feed: TeamFeedEvent[];
  isLive: boolean;
  /** The newest pushed contract change (the contract pages say it as it arrives). */
  latestContractEvent: Extract<ContractFeedItem['data'], { type: 'event' }>['event'] | null;
};

/** The page on the right of the agent centre (its own chunk: loaded when the centre first opens). */
export default function AgentCentreContent({
  page,
  feed,
  isLive,
  latestContractEvent,
}: AgentCentreContentProps) {
  switch (page) {
    case 'announcement':
      return <AnnouncementPage />;
    case 'teamOverview':
      return <TeamOverviewPage feed={feed} isLive={isLive} />;
    case 'openAccount':
      return <OpenAccountPage />;
    case 'teamManagement':
      return <TeamManagementPage />;
    case 'teamBetting':
      return <TeamBettingPage />;
    case 'downlineProfitLoss':
      return <DownlineProfitLossPage />;
    case 'myIncome':
      return <MyIncomePage />;
    case 'downlineAccountChanges':
      return <DownlineAccountChangesPage />;
    case 'dividend':
    case 'dailyWages':
    case 'hourlySalary':
    case 'realtimeSalary':
      return <ContractPage kind={page} latest={latestContractEvent} />;
  }
}
