import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CentreCard, CopyButton } from '@/components/money/parts';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Pagination } from '@/components/ui/pagination';
import { RecordTable } from '@/components/ui/record-table';
import { Skeleton } from '@/components/ui/skeleton';
import { referralErrorKey } from '../api/errors';
import type { ReferralFriend, ReferralInfo } from '../api/types';
import { useReferralFriends, useReferralInfo } from '../api/use-referral';
import { useBrandMoney } from '@/lib/money';

/** The address a friend opens: the register dialog over the home page, with the member's code. */
export function referralUrl(code: string, origin: string = window.location.origin): string {
  return `${origin}/register?referralCode=${encodeURIComponent(code)}`;
}

/** The link, its QR code, the copy button and the brand's terms. */
function InviteCard({ info }: { info: ReferralInfo }) {
  const { t } = useTranslation('referral');
  const { format: money } = useBrandMoney();
  const url = referralUrl(info.code);
  const { rules } = info;
  return (
    <CentreCard id="referral-link-title" title={t('link.title')}>
      <p className="centre-card__intro">
        {rules.enabled
          ? t('link.terms', {
              deposit: money(rules.minFirstDeposit),
              bets: money(rules.minValidBets),
              reward: money(rules.reward),
            })
          : t('link.paused')}
      </p>
      <div className="referral-link">
        <QRCodeSVG
          value={url}
          size={128}
          marginSize={2}
          bgColor="#ffffff"
          fgColor="#000000"
          className="referral-link__qr"
          title={t('link.qr')}
          role="img"
          aria-label={t('link.qr')}
        />
        <div className="referral-link__body">
          <p className="referral-link__code">
            {t('link.code')} <strong className="mono">{info.code}</strong>
          </p>
          <p className="referral-link__url mono" data-testid="referral-url">
            {url}
          </p>
          <CopyButton value={url} label={t('link.url')} />
        </div>
      </div>
    </CentreCard>
  );
}

function Summary({ info }: { info: ReferralInfo }) {
  const { t } = useTranslation('referral');
  const { format: money } = useBrandMoney();
  const items = [
    ['invited', String(info.summary.invited)],
    ['deposited', String(info.summary.deposited)],
    ['active', String(info.summary.active)],
    ['rewardTotal', money(info.summary.rewardTotal)],
  ] as const;
  return (
    <dl className="referral-summary" aria-label={t('summary.label')}>
      {items.map(([key, value]) => (
        <div key={key} className="referral-summary__item">
          <dt>{t(`summary.${key}`)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The friend's progress: the furthest status reached, with the date it was reached. */
function StatusCell({ friend }: { friend: ReferralFriend }) {
  const { t } = useTranslation('referral');
  const since =
    friend.status === 'active' ? friend.activeAt : friend.status === 'deposited' ? friend.depositedAt : null;
  return (
    <span className="referral-status">
      <span className={`referral-badge referral-badge--${friend.status}`}>
        {t(`status.${friend.status}`)}
      </span>
      {since ? <span className="referral-status__date">{since}</span> : null}
    </span>
  );
}

function RewardCell({ friend }: { friend: ReferralFriend }) {
  const { t } = useTranslation('referral');
  const { format: money } = useBrandMoney();
  if (friend.reward === 'rewarded' && friend.rewardAmount) {
    return <span>{t('reward.rewarded', { amount: money(friend.rewardAmount) })}</span>;
  }
  if (friend.reward === 'refused') {
    return (
      <span className="referral-refused">
        {t('reward.refused')}: {t(`refusal.${friend.refusal ?? 'other'}`)}
      </span>
    );
  }
  return <span className="referral-pending">{t('reward.pending')}</span>;
}

function Friends() {
  const { t } = useTranslation('referral');
  const { format: money } = useBrandMoney();
  const [pageNo, setPageNo] = useState(1);
  const friends = useReferralFriends(pageNo);
  const columns = [
    { label: t('friends.account'), cell: (f: ReferralFriend) => f.account },
    { label: t('friends.registeredAt'), cell: (f: ReferralFriend) => f.registeredAt },
    { label: t('friends.status'), cell: (f: ReferralFriend) => <StatusCell friend={f} /> },
    { label: t('friends.validBets'), num: true, cell: (f: ReferralFriend) => money(f.validBets) },
    { label: t('friends.reward'), cell: (f: ReferralFriend) => <RewardCell friend={f} /> },
  ];
  return (
    <CentreCard id="referral-friends-title" title={t('friends.title')}>
      {friends.isPending ? (
        <Skeleton className="wallet-table__skeleton" />
      ) : friends.isError ? (
        <ErrorState
          title={t('errors.loadTitle')}
          message={t(referralErrorKey(friends.error))}
          retryLabel={t('errors.retry')}
          onRetry={() => void friends.refetch()}
        />
      ) : friends.data.list.length === 0 ? (
        <EmptyState icon="gift" title={t('friends.empty')} headingLevel={3}>
          <p>{t('friends.emptyHint')}</p>
        </EmptyState>
      ) : (
        <>
          <RecordTable
            rows={friends.data.list}
            rowKey={(f) => `${f.account}-${f.registeredAt}`}
            columns={columns}
            caption={t('friends.title')}
            busy={friends.isPlaceholderData}
          />
          <Pagination pageNo={pageNo} totalPages={friends.data.totalPages} onPage={setPageNo} />
        </>
      )}
    </CentreCard>
  );
}

/** referral ("invite friends") in the member centre: the member's link, the totals and the friends. */
export function ReferralPage() {
  const { t } = useTranslation('referral');
  const info = useReferralInfo();
  if (info.isPending) return <Skeleton className="wallet-table__skeleton" />;
  if (info.isError) {
    return (
      <ErrorState
        title={t('errors.loadTitle')}
        message={t(referralErrorKey(info.error))}
        retryLabel={t('errors.retry')}
        onRetry={() => void info.refetch()}
      />
    );
  }
  return (
    <div className="referral-page">
      <InviteCard info={info.data} />
      <Summary info={info.data} />
      <Friends />
    </div>
  );
}
