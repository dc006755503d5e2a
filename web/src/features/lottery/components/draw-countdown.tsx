import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { withDigits } from '@/lib/locale-format';
import { drawPhase, formatCountdown } from '../lib/draws';
import { useNow } from '../lib/use-now';
import type { VnMenuGame } from '../api/types';

/**
 * Time to a VN game's open draw, ticking each second: open for betting, closed just before the
 * draw, then being drawn until the menu (asked again every few seconds) names the next draw.
 */
export function DrawCountdown({
  draw,
  className,
}: {
  draw: Pick<VnMenuGame, 'nextDrawTime' | 'closeTime'>;
  className?: string;
}) {
  const { t, i18n } = useTranslation('lottery');
  const now = useNow();
  const phase = drawPhase(draw, now);
  if (!phase) return null;
  const text =
    phase.kind === 'drawing'
      ? t('draw.drawing')
      : t(phase.kind === 'open' ? 'draw.in' : 'draw.closed', {
          time: withDigits(formatCountdown(phase.msToDraw), i18n.language),
        });
  return (
    <span className={clsx('lottery-countdown', `lottery-countdown--${phase.kind}`, className)}>{text}</span>
  );
}
