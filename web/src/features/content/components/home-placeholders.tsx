import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';

/**
 * The jackpot's box: its title, the amount (or, until the first value, a skeleton of the amount's
 * size) and its note. The home page's counter and the home skeleton (shown while the page's own
 * chunk loads) both draw it, so the box does not change size when either gives way.
 */
export function JackpotFrame({ amount }: { amount?: ReactNode }) {
  const { t } = useTranslation('content');
  const labelId = useId();
  return (
    <section className="jackpot" aria-busy={amount === undefined || undefined}>
      <h2 id={labelId} className="jackpot__title">
        {t('jackpot.title')}
      </h2>
      <p className="jackpot__amount" role="group" aria-labelledby={labelId}>
        {amount ?? <Skeleton className="jackpot__skeleton" />}
      </p>
      <p className="jackpot__note">{t('jackpot.note')}</p>
    </section>
  );
}

/**
 * The winner board's box: its title and what it holds (the list, or while the wins load a skeleton
 * of the list's size). The same element whether loading or loaded, so nothing is replaced or moved.
 */
export function WinnerBoardFrame({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('content');
  const titleId = useId();
  return (
    <section className="winners" aria-labelledby={titleId} aria-busy={children === undefined || undefined}>
      <h2 id={titleId} className="winners__title">
        {t('winners.title')}
      </h2>
      {children ?? <Skeleton className="winners__skeleton" />}
    </section>
  );
}
