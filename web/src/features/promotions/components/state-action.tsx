import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccountDialogs } from '@/lib/account-overlays';
import { useBootstrap } from '@/lib/bootstrap';
import { promotionErrorKey } from '../api/errors';
import type { PromotionCard } from '../api/types';
import { useClaimPromotion, useJoinPromotion } from '../api/use-promotions';
import { useActionIds } from '../lib/request-ids';
import { isClosedToMember } from '../lib/time';
import { useMemberGate } from '../lib/use-member-gate';

/**
 * The action of the member's state in a promotion (spec section 4's ten states), the same on a card
 * and on the detail page: comingSoon none (the countdown shows), join Join or Apply, applying under
 * review, rejected the reason and Apply again while open, joined and inProgress the progress,
 * claim Claim, issued a link to the reward centre, claimed done, closed ended (or not available to
 * this member, when it closed to them before its end). A visitor sees the
 * kind's first action and gets the login popup; a trial account the real-account warning.
 *
 * `onApply`: where Apply leads (the detail page's form); on a card, Apply opens the detail page.
 */
export function StateAction({
  promotion,
  onApply,
  reason,
}: {
  promotion: PromotionCard;
  onApply?: () => void;
  reason?: string | null;
}) {
  const { t } = useTranslation('promotions');
  const timeZone = useBootstrap().data?.brand.timeZone ?? 'UTC';
  const gate = useMemberGate();
  const dialogs = useAccountDialogs();
  const join = useJoinPromotion();
  const claim = useClaimPromotion();
  const ids = useActionIds();
  const error = join.error ?? claim.error;
  const errorText = error ? (
    <p className="promo-message promo-message--error" role="alert">
      {t(promotionErrorKey(error))}
    </p>
  ) : null;
  const isApplication = promotion.kind === 'application';

  const applyButton = (label: string) =>
    onApply ? (
      <button type="button" className="btn btn--primary" onClick={() => gate() && onApply()}>
        {label}
      </button>
    ) : (
      <Link
        className="btn btn--primary"
        to={`/promoDetail?id=${promotion.id}`}
        onClick={(e) => !gate() && e.preventDefault()}
      >
        {label}
      </Link>
    );

  const state = promotion.state;
  if (state === null || state === 'join') {
    if (isApplication) return applyButton(t('actions.apply'));
    return (
      <div className="promo-action">
        <button
          type="button"
          className="btn btn--primary"
          disabled={join.isPending}
          aria-busy={join.isPending || undefined}
          onClick={() => gate() && join.mutate({ id: promotion.id })}
        >
          {t('actions.join')}
        </button>
        {errorText}
      </div>
    );
  }
  switch (state) {
    case 'comingSoon':
      return null;
    case 'applying':
      return <p className="promo-action__note">{t('actions.underReview')}</p>;
    case 'rejected':
      // A rejected member may apply again while the promotion is open; at its end the platform
      // moves them to closed, so a rejected state is always still open.
      return (
        <div className="promo-action">
          {reason ? <p className="promo-action__note">{t('actions.rejectedReason', { reason })}</p> : null}
          {applyButton(t('actions.applyAgain'))}
        </div>
      );
    case 'joined':
    case 'inProgress':
      return <p className="promo-action__note">{t(`actions.${state}`)}</p>;
    case 'claim': {
      const body = { id: promotion.id };
      return (
        <div className="promo-action">
          <button
            type="button"
            className="btn btn--primary"
            disabled={claim.isPending}
            aria-busy={claim.isPending || undefined}
            onClick={() => gate() && claim.mutate({ ...body, requestId: ids.idFor(body) }, ids.callbacks)}
          >
            {t('actions.claim')}
          </button>
          {errorText}
        </div>
      );
    }
    case 'issued':
      return (
        <button type="button" className="btn btn--outline" onClick={() => dialogs.openCentre('rewardCenter')}>
          {t('actions.inRewardCentre')}
        </button>
      );
    case 'claimed':
      return <p className="promo-action__note promo-action__note--done">{t('actions.claimed')}</p>;
    case 'closed':
      return (
        <p className="promo-action__note">
          {t(isClosedToMember(promotion, timeZone) ? 'actions.unavailable' : 'actions.ended')}
        </p>
      );
  }
}
