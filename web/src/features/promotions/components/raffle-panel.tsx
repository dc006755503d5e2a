import { useTranslation } from 'react-i18next';
import { promotionErrorKey } from '../api/errors';
import type { PromotionDetail } from '../api/types';
import { useRaffleDraw } from '../api/use-promotions';
import { useActionIds } from '../lib/request-ids';
import { useMemberGate } from '../lib/use-member-gate';
import { useBrandMoney } from '@/lib/money';

/** A raffle's prize table with what is left in stock, the draws left and the draw with its result. */
export function RafflePanel({ promotion }: { promotion: PromotionDetail }) {
  const { t } = useTranslation('promotions');
  const { format: money } = useBrandMoney();
  const draw = useRaffleDraw();
  const ids = useActionIds();
  const gate = useMemberGate();
  const prizes = promotion.prizes ?? [];
  const canDraw =
    promotion.state !== null &&
    promotion.state !== 'closed' &&
    promotion.state !== 'comingSoon' &&
    (promotion.drawsLeft ?? 0) > 0;
  const result = draw.data;
  return (
    <section className="promo-raffle" aria-labelledby="promo-raffle-title">
      <h2 id="promo-raffle-title" className="section-title">
        {t('raffle.title')}
      </h2>
      <table className="wallet-table">
        <thead>
          <tr>
            <th scope="col">{t('raffle.prize')}</th>
            <th scope="col">{t('raffle.amount')}</th>
            <th scope="col">{t('raffle.stock')}</th>
          </tr>
        </thead>
        <tbody>
          {prizes.map((prize) => (
            <tr key={prize.id}>
              <td>{prize.name}</td>
              <td>{money(prize.amount)}</td>
              <td>{prize.remaining > 0 ? prize.remaining : t('raffle.outOfStock')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {promotion.drawsLeft !== null && promotion.state !== null ? (
        <p>{t('raffle.drawsLeft', { count: promotion.drawsLeft })}</p>
      ) : null}
      <button
        type="button"
        className="btn btn--primary"
        disabled={draw.isPending || (promotion.state !== null && !canDraw)}
        aria-busy={draw.isPending || undefined}
        onClick={() => {
          if (!gate()) return;
          const body = { id: promotion.id, draw: promotion.drawsLeft ?? 0 };
          draw.mutate({ id: promotion.id, requestId: ids.idFor(body) }, ids.callbacks);
        }}
      >
        {t('raffle.draw')}
      </button>
      <div role="status" aria-live="polite" className="promo-raffle__result">
        {result
          ? result.prize
            ? t('raffle.won', {
                prize: result.prize.name,
                amount: money(result.prize.amount),
              })
            : t('raffle.noPrize')
          : null}
      </div>
      {draw.error ? (
        <p className="promo-message promo-message--error" role="alert">
          {t(promotionErrorKey(draw.error))}
        </p>
      ) : null}
    </section>
  );
}
