import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';

/** /game, /seamless and /lottery: the game frame arrives with game launching. */
export default function GamePage({ kind }: { kind: 'game' | 'seamless' | 'lottery' }) {
  const { t } = useTranslation(['games', 'common']);
  const [params] = useSearchParams();
  const requested = params.get('gameCode');
  const title =
    kind === 'lottery' ? t('lotteryTitle') : kind === 'seamless' ? t('seamlessTitle') : t('gameTitle');
  return (
    <div className="page">
      <h1 className="page-title">{title}</h1>
      <EmptyState
        icon="grid"
        title={t('common:comingSoon')}
        action={
          <Link className="btn btn--outline" to="/index">
            {t('common:backHome')}
          </Link>
        }
      >
        {requested ? <p>{t('lotteryRequested', { game: requested })}</p> : null}
        <p>{t('gameNotAvailable')}</p>
      </EmptyState>
    </div>
  );
}
