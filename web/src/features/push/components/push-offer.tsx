import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissPushOffer, markUsefulMoment, mayOfferPush } from '@/lib/useful-moment';
import { usePushMutations } from '../api/use-push';
import { pushPermission, PushUnavailableError } from '../lib/browser-push';

/**
 * The offer to turn push on (ADR 0017), shown to a member at most once a month, after a useful
 * moment: a reward waiting to be claimed (`rewardsWaiting`) or a deposit that went through
 * (lib/useful-moment.ts), and never on the first visit. A small card at the bottom of the page, not
 * a dialog: it takes nothing from what the person is doing. The browser's own permission prompt
 * comes only after "Turn on".
 */
export function PushOffer({ rewardsWaiting }: { rewardsWaiting: number }) {
  const { t, ready } = useTranslation('pwa');
  const { enable } = usePushMutations();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (rewardsWaiting > 0) markUsefulMoment('reward');
  }, [rewardsWaiting]);

  useEffect(() => {
    const check = () => setOpen(pushPermission() === 'default' && mayOfferPush());
    check();
    window.addEventListener('portal:useful-moment', check);
    return () => window.removeEventListener('portal:useful-moment', check);
  }, []);

  if (!open || !ready) return null;
  const close = () => {
    dismissPushOffer();
    setOpen(false);
  };
  // A failure stays on the card, said plainly; the person may try again or say "Not now".
  const failure = enable.error
    ? enable.error instanceof PushUnavailableError
      ? { unsupported: 'push.unsupported', denied: 'push.denied', service: 'push.serviceError' }[
          enable.error.reason
        ]
      : 'push.error'
    : null;
  return (
    <aside className="push-offer" aria-labelledby="push-offer-title">
      <p id="push-offer-title" className="push-offer__title">
        {t('offer.title')}
      </p>
      <p className="push-offer__body">{t('offer.body')}</p>
      {failure ? (
        <p className="field__error" role="alert">
          {t(failure)}
        </p>
      ) : null}
      <div className="push-offer__actions">
        <button type="button" className="btn btn--outline" onClick={close}>
          {t('offer.later')}
        </button>
        <button
          type="button"
          className="btn btn--primary"
          disabled={enable.isPending}
          onClick={() => enable.mutate(undefined, { onSuccess: close })}
        >
          {t('offer.accept')}
        </button>
      </div>
    </aside>
  );
}
