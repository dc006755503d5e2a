import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import type { IconName } from '@/components/ui/icon';

export type ComingSoonPageProps = {
  /** Key in the content namespace's `pages` group. */
  page: 'pointMall' | 'depositRank' | 'betRank' | 'promotions' | 'promoDetail' | 'join';
  icon?: IconName;
};

/** A route whose feature lands in a later issue: its title and a plain "not available yet". */
export default function ComingSoonPage({ page, icon = 'star' }: ComingSoonPageProps) {
  const { t } = useTranslation(['content', 'common']);
  return (
    <div className="page">
      <h1 className="page-title">{t(`pages.${page}`)}</h1>
      <EmptyState
        icon={icon}
        title={t('common:comingSoon')}
        action={
          <Link className="btn btn--outline" to="/index">
            {t('common:backHome')}
          </Link>
        }
      >
        <p>{t('common:notAvailableYet')}</p>
      </EmptyState>
    </div>
  );
}
