import { useTranslation } from 'react-i18next';
import type { PointExchangeStatus } from '../api/types';

const TONE: Record<PointExchangeStatus, 'warning' | 'danger' | 'success'> = {
  applying: 'warning',
  rejected: 'danger',
  passed: 'success',
};

/** An exchange's state (spec section 4): in application, rejected, passed. */
export function ExchangeStatusBadge({ status }: { status: PointExchangeStatus }) {
  const { t } = useTranslation('points');
  return <span className={`promo-badge promo-badge--${TONE[status]}`}>{t(`statuses.${status}`)}</span>;
}
