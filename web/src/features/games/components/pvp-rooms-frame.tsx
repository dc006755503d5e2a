import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';

/**
 * The PvP rooms' section on the PVP page: its title and intro around the rooms, which are a chunk
 * of their own (pvp-rooms.tsx: the other category pages never load them).
 */
export function PvpRoomsFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('games');
  const headingId = useId();
  return (
    <section className="pvp-rooms" aria-labelledby={headingId}>
      <h2 id={headingId} className="pvp-rooms__title">
        {t('pvpRooms.title')}
      </h2>
      <p className="pvp-rooms__intro">{t('pvpRooms.intro')}</p>
      {children}
    </section>
  );
}

/** The rooms' place while their chunk or the rooms load: the same box, so nothing below moves. */
export function PvpRoomsLoading() {
  const { t } = useTranslation('games');
  return (
    <div role="status" aria-live="polite" className="pvp-rooms__loading">
      <span className="visually-hidden">{t('pvpRooms.loading')}</span>
      {Array.from({ length: 3 }, (_, i) => (
        <Skeleton key={i} className="pvp-rooms__skeleton" />
      ))}
    </div>
  );
}
