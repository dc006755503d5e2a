import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
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
import { WithdrawReadinessCard } from '@/features/payments/components/withdraw-readiness';
import type { ReadinessFix } from '@/features/payments/lib/withdraw-readiness';
import { type CentrePage, type CentreSection } from '@/lib/account-overlays';
import { useWithdrawInfo } from '@/features/payments/api/use-withdraw';
import { SecurityCenterPage } from './security-center';

// Its own chunk: only members who open it download the protection page and its strings' code.
const ProtectionPage = lazy(() => import('@/features/protection/components/protection-page'));

export type CentreContentProps = {
  page: CentrePage;
  depositOrderId: string | null;
  /** The account the transfer page starts with. */
  transferTarget?: string | null;
  /** The part of the page to land on. */
  section?: CentreSection | null;
  onPage: (page: CentrePage, section?: CentreSection) => void;
  /** Closes the member centre (the withdrawal panel's "play" goes to the games). */
  onClose: () => void;
  onChangePassword: () => void;
};

/**
 * Where the withdrawal panel's fixes lead: a part of the security centre, the deposit page, or
 * the slots (the member centre closes, the turnover is played there).
 */
function useReadinessFix(
  onPage: CentreContentProps['onPage'],
  onClose: () => void,
): (fix: ReadinessFix) => void {
  const navigate = useNavigate();
  return (fix) => {
    if (fix === 'deposit') onPage('depositv2');
    else if (fix === 'play') {
      onClose();
      void navigate('/rng');
    } else onPage('securityCenter', fix);
  };
}

/** The wallet: what stands before a withdrawal, then the balances and transfers. */
function WalletPage({ onFix }: { onFix: (fix: ReadinessFix) => void }) {
  return (
    <div className="centre-page__stack">
      <WithdrawReadinessCard onFix={onFix} />
      <TransferFundPage />
    </div>
  );
}

/** The manual rebate, its vendors named as the game menus name them. */
function RebatePage() {
  return <ManualRebatePage vendorName={useVendorName()} />;
}

/**
 * The agent transfer, told whether a payment password is set (the withdrawal's information says so):
 * without one it says so before the form and leads to the security centre's payment password.
 */
function AgentTransferPage({
  initialTarget,
  onSetPaymentPassword,
}: {
  initialTarget: string | null;
  onSetPaymentPassword: () => void;
}) {
  const isSet = useWithdrawInfo().data?.isPaymentPasswordSet;
  return (
    <TransferUplinePage
      initialTarget={initialTarget}
      paymentPassword={{ isSet, onSet: onSetPaymentPassword }}
    />
  );
}

/** The page on the right of the member centre (its own chunk: the money pages load on first open). */
export default function CentreContent({
  page,
  depositOrderId,
  transferTarget = null,
  section = null,
  onPage,
  onClose,
  onChangePassword,
}: CentreContentProps) {
  const settings = useWalletSettings();
  const onFix = useReadinessFix(onPage, onClose);
  switch (page) {
    case 'securityCenter':
      return <SecurityCenterPage onChangePassword={onChangePassword} section={section} />;
    case 'transferFund':
      return <WalletPage onFix={onFix} />;
    case 'depositv2':
      return <DepositPage orderId={depositOrderId} />;
    case 'withdraw':
      return <WithdrawPage onFix={onFix} />;
    case 'transferUpline':
      return (
        <AgentTransferPage
          initialTarget={transferTarget}
          onSetPaymentPassword={() => onPage('securityCenter', 'paymentPassword')}
        />
      );
    case 'personalHistoryCopy':
      return <BetRecordsPage timeZone={settings.timeZone} />;
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
