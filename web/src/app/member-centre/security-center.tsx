import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '@/features/accounts/api/use-member';
import { AvatarSection } from '@/features/accounts/components/avatar-picker';
import { ContactsSection } from '@/features/accounts/components/contact-binding';
import { PasskeysSection } from '@/features/accounts/components/passkeys-section';
import { ProfileSection } from '@/features/accounts/components/profile-form';
import { LoginHistorySection, SessionsSection } from '@/features/accounts/components/security-activity';
import { BankCardsSection } from '@/features/payments/components/bank-cards';
import { PushSettingsSection } from '@/features/push/components/push-settings';
import { PaymentPasswordSection } from '@/features/payments/components/payment-password-form';
import { Loading, QueryError } from '@/components/money/parts';
import type { CentreSection } from '@/lib/account-overlays';
import { Ltr } from '@/components/ui/ltr';
import { formatDateTime } from '@/lib/dates';

/**
 * securityCenter (my account): account details, login password, the profile, avatar, e-mail and
 * mobile, passkeys, notifications (web push), payment password, bank cards, the login history and
 * the active sessions. A trial account
 * has none of the profile's parts.
 */
export function SecurityCenterPage({
  onChangePassword,
  section = null,
}: {
  onChangePassword: () => void;
  /** The part a flow sent the person to (the payment password). */
  section?: CentreSection | null;
}) {
  const { t, i18n } = useTranslation('wallet');
  const me = useMe(true);
  const info = me.data?.info;
  return (
    <div className="centre-page__stack">
      <section className="centre-card" aria-labelledby="my-account-title">
        <h4 id="my-account-title" className="centre-card__title">
          {t('security.account')}
        </h4>
        {me.isPending ? (
          <Loading />
        ) : me.isError || !info ? (
          <QueryError error={me.error} onRetry={() => void me.refetch()} />
        ) : (
          <dl className="account-info">
            <div>
              <dt>{t('security.username')}</dt>
              <dd>
                <bdi>{info.account}</bdi>
              </dd>
            </div>
            <div>
              <dt>{t('security.nickname')}</dt>
              <dd>{info.nickname || '—'}</dd>
            </div>
            <div>
              <dt>{t('security.mobile')}</dt>
              <dd>{info.mobile ? <Ltr>{info.mobile}</Ltr> : t('security.notBound')}</dd>
            </div>
            <div>
              <dt>{t('security.vip')}</dt>
              <dd>
                <span className="vip-label">
                  {info.clubLabel.labelName || t('security.vipLevel', { level: info.clubLabel.rankLevel })}
                </span>
              </dd>
            </div>
            <div>
              <dt>{t('security.registered')}</dt>
              <dd>{formatDateTime(info.regDate, i18n.language)}</dd>
            </div>
          </dl>
        )}
        <div className="centre-card__actions">
          <span className="centre-card__intro">{t('security.loginPasswordIntro')}</span>
          <button type="button" className="btn btn--outline" onClick={onChangePassword}>
            {t('security.changePassword')}
          </button>
        </div>
      </section>
      {me.data && !me.data.isTrial ? (
        <>
          <Landing active={section === 'profile'}>
            <ProfileSection />
          </Landing>
          <AvatarSection />
          <ContactsSection />
        </>
      ) : null}
      {me.data && !me.data.isTrial ? <PasskeysSection /> : null}
      {me.data && !me.data.isTrial ? <PushSettingsSection /> : null}
      <PaymentPasswordSection landing={section === 'paymentPassword'} />
      <Landing active={section === 'bankCards'}>
        <BankCardsSection />
      </Landing>
      {me.data && !me.data.isTrial ? (
        <>
          <LoginHistorySection />
          <SessionsSection />
        </>
      ) : null}
    </div>
  );
}

/**
 * A part a flow sent the person to (the withdrawal panel's "add a card", "complete profile"):
 * scrolled into view and focused once, so the keyboard and a screen reader start there.
 */
function Landing({ active, children }: { active: boolean; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!active) return;
    ref.current?.scrollIntoView?.({ block: 'start' });
    ref.current?.focus({ preventScroll: true });
  }, [active]);
  return (
    <div ref={ref} className="centre-landing" tabIndex={active ? -1 : undefined}>
      {children}
    </div>
  );
}
