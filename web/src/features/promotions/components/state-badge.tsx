import { useTranslation } from 'react-i18next';
import type { PromotionState } from '../api/types';

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

/** The member's state in a promotion (a visitor has none: nothing shown). */
export function StateBadge({ state }: { state: PromotionState | null }) {
  const { t } = useTranslation('promotions');
  if (state === null) return null;
  return <span className={`promo-badge promo-badge--${TONE[state]}`}>{t(`states.${state}`)}</span>;
}
