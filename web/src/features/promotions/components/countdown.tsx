import { useTranslation } from 'react-i18next';
import { useBootstrap } from '@/lib/bootstrap';
import { instantInZone, remaining, useNow } from '../lib/time';
import type { PromotionCard } from '../api/types';

/** Counts down to the start of a promotion coming soon, to its end otherwise (nothing once closed). */
export function Countdown({ promotion }: { promotion: PromotionCard }) {
  const { t } = useTranslation('promotions');
  const timeZone = useBootstrap().data?.brand.timeZone ?? 'UTC';
  const now = useNow();
  if (promotion.state === 'closed') return null;
  const isComingSoon = promotion.state === 'comingSoon';
  const at = instantInZone(isComingSoon ? promotion.startsAt : promotion.endsAt, timeZone);
  if (at === null) return null;
  const left = remaining(at, now);
  if (left.isOver)
    return <p className="promo-countdown">{t(isComingSoon ? 'countdown.started' : 'countdown.ended')}</p>;
  return (
    <p className="promo-countdown">
      {t(isComingSoon ? 'countdown.startsIn' : 'countdown.endsIn', {
        time: t('countdown.time', left),
      })}
    </p>
  );
}
