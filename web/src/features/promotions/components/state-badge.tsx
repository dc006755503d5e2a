import { useTranslation } from 'react-i18next';
import { useBootstrap } from '@/lib/bootstrap';
import type { PromotionState } from '../api/types';
import { isClosedToMember } from '../lib/time';

const TONE: Record<PromotionState, 'info' | 'success' | 'warning' | 'danger' | 'muted'> = {
  comingSoon: 'info',
  join: 'success',
  applying: 'warning',
  rejected: 'danger',
  claim: 'success',
  issued: 'info',
  claimed: 'muted',
  inProgress: 'warning',
  joined: 'info',
  closed: 'muted',
};

/**
 * The member's state in a promotion (a visitor has none: nothing shown). A promotion closed to the
 * member while it still runs is "Not available to you": "Ended" would not be true.
 */
export function StateBadge({ promotion }: { promotion: { state: PromotionState | null; endsAt: string } }) {
  const { t } = useTranslation('promotions');
  const timeZone = useBootstrap().data?.brand.timeZone ?? 'UTC';
  const { state } = promotion;
  if (state === null) return null;
  const label = isClosedToMember(promotion, timeZone) ? t('states.unavailable') : t(`states.${state}`);
  return <span className={`promo-badge promo-badge--${TONE[state]}`}>{label}</span>;
}
