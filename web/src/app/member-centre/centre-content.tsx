import { lazy, Suspense } from 'react';
import { Loading } from '@/components/money/parts';
import { useVendorName } from '@/features/games/api/use-lanes';
import { BetRecordsPage } from '@/features/games/components/bet-records-page';
import { MessagesPage } from '@/features/messages/components/messages-page';
import { MissionsPage } from '@/features/missions/components/missions-page';
import { ManualRebatePage } from '@/features/promotions/components/manual-rebate';
import { RewardCenterPage } from '@/features/promotions/components/reward-center';
import { DepositPage } from '@/features/payments/components/deposit-page';
import { ReferralPage } from '@/features/referral/components/referral-page';
import {
  BonusDetailsPage,
  PersonalProfitPage,
  TransactionHistoryPage,
} from '@/features/wallet/components/records-pages';
import { TransferFundPage } from '@/features/wallet/components/transfer-fund';
import { useWalletSettings } from '@/components/money/wallet-settings';
import { TransferUplinePage } from '@/features/wallet/components/transfer-upline';
import { WithdrawPage } from '@/features/payments/components/withdraw-page';
import { type CentrePage } from '@/lib/account-overlays';
import { SecurityCenterPage } from './security-center';

// Its own chunk: only members who open it download the protection page and its strings' code.
const ProtectionPage = lazy(() => import('@/features/protection/components/protection-page'));

export type CentreContentProps = {
  page: CentrePage;
  depositOrderId: string | null;
  /** The account the transfer page starts with. */
  transferTarget?: string | null;
  onPage: (page: CentrePage) => void;
  onChangePassword: () => void;
};

/** The manual rebate, its vendors named as the game menus name them. */
function RebatePage() {
  return <ManualRebatePage vendorName={useVendorName()} />;
}

/** The page on the right of the member centre (its own chunk: the money pages load on first open). */
export default function CentreContent({
  page,
  depositOrderId,
  transferTarget = null,
  onPage,
  onChangePassword,
}: CentreContentProps) {
  const settings = useWalletSettings();
  switch (page) {
    case 'securityCenter':
      return <SecurityCenterPage onChangePassword={onChangePassword} />;
    case 'transferFund':
      return <TransferFundPage />;
    case 'depositv2':
      return <DepositPage orderId={depositOrderId} />;
    case 'withdraw':
      return <WithdrawPage onSecurityCenter={() => onPage('securityCenter')} />;
    case 'transferUpline':
      return <TransferUplinePage initialTarget={transferTarget} />;
    case 'personalHistoryCopy':
      return <BetRecordsPage {...settings} />;
    case 'transactionHistory':
      return <TransactionHistoryPage />;
    case 'personalProfit':
      return <PersonalProfitPage />;
    case 'bonusDetails':
      return <BonusDetailsPage />;
    case 'rewardCenter':
      return <RewardCenterPage />;
    case 'referral':
      return <ReferralPage />;
    case 'manualRebate':
      return <RebatePage />;
    case 'missionLeaderboard':
      return <MissionsPage onRewardCenter={() => onPage('rewardCenter')} />;
    case 'messageV2':
      return <MessagesPage timeZone={settings.timeZone} />;
    case 'responsibleGaming':
      return (
        <Suspense fallback={<Loading />}>
          <ProtectionPage />
        </Suspense>
      );
    default:
      return null;
  }
}
