import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { useMe } from '@/features/accounts/api/use-member';
import { CentrePageBody } from '../centre-page-body';
import { useMessagesEnabled, useUnreadCount } from '@/features/messages/api/use-messages';
import { useMissionSummary } from '@/features/missions/api/use-missions';
import { useIsRealMember, usePromotionCounts } from '@/features/promotions/api/use-promotions';
import { type WalletSettings } from '@/components/money/wallet-settings';
import { useBootstrap } from '@/lib/bootstrap';
import { useCentreTabs } from '@/components/ui/centre-tabs';
import { lazyPage } from '../chunk-loading';
import { TITLE_LEVEL, useDocumentTitle } from '../document-title';
import { AGENT_ONLY_PAGES, CENTRE_PAGES, type CentrePage, type CentreSection } from '@/lib/account-overlays';

const CentreContent = lazyPage(() => import('./centre-content'));

type Props = {
  page: CentrePage;
  /** A deposit order to show on depositv2 (the pay page's return). */
  depositOrderId: string | null;
  /** The account the transfer page starts with (an agent's team-management row). */
  transferTarget?: string | null;
  /** The part of the page it lands on (the security centre's payment password). */
  section?: CentreSection | null;
  /** Another page, landing on `section` of it when given. */
  onPage: (page: CentrePage, section?: CentreSection) => void;
  onClose: () => void;
  onChangePassword: () => void;
};

/**
 * The member-centre overlay (spec section 2): a modal dialog with the menu on the left and the
 * chosen page on the right. The menu is a set of vertical tabs (a horizontal scroller on phones):
 * arrow keys, Home and End move between pages.
 */
export function MemberCentre({
  page,
  depositOrderId,
  transferTarget = null,
  section = null,
  onPage,
  onClose,
  onChangePassword,
}: Props) {
  const { t } = useTranslation('wallet');
  const me = useMe(true);
  const hasMessages = useMessagesEnabled();
  const unread = useUnreadCount(hasMessages).data ?? 0;
  const isRealMember = useIsRealMember();
  const waitingRewards = usePromotionCounts(isRealMember).data?.rewards ?? 0;
  const bootstrap = useBootstrap().data;
  const brand = bootstrap?.brand;
  const isAgent = me.data?.isAgent ?? false;
  // The reward centre is the platform's REWCEN3 module: switched off, its entry goes.
  const hasRewardCentre = bootstrap?.modules.REWCEN3 !== false;
  // Mission rewards not yet claimed: missions pay through the reward centre, so REWCEN3
  // gates both the page and its badge.
  const missionRewards = useMissionSummary(isRealMember && hasRewardCentre).data?.unclaimed ?? 0;
  const pages = CENTRE_PAGES.filter(
    (p) =>
      (isAgent || !AGENT_ONLY_PAGES.includes(p)) &&
      (hasMessages || p !== 'messageV2') &&
      (hasRewardCentre || (p !== 'rewardCenter' && p !== 'missionLeaderboard')),
  );
  // Opened on messageV2 with INBOX3 off (spec section 6): the warning, not the platform's refusal.
  const messagesOff = page === 'messageV2' && !hasMessages;
  const current = messagesOff ? 'messageV2' : pages.includes(page) ? page : 'securityCenter';
  const { idBase, tabRefs, tabProps } = useCentreTabs(pages, current, onPage);
  const settings: WalletSettings = { timeZone: brand?.timeZone ?? 'UTC' };

  useDocumentTitle(`wallet:centre.pages.${current}`, TITLE_LEVEL.overlay);

  const currentIndex = pages.indexOf(current);
  const menuRef = useRef<HTMLDivElement>(null);
  const edges = useScrollEdges(menuRef);
  useEffect(() => {
    // On phones the menu is a horizontal scroller: bring the open page's tab to the middle, so the
    // entries on both sides show there is more.
    tabRefs.current[currentIndex]?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [currentIndex, tabRefs]);

  return (
    <Dialog title={t('centre.title')} onClose={onClose} size="lg" className="centre-dialog">
      <div className="centre">
        <div
          ref={menuRef}
          className="centre__menu"
          data-more-before={edges.before || undefined}
          data-more-after={edges.after || undefined}
          role="tablist"
          aria-orientation="vertical"
          aria-label={t('centre.menu')}
        >
          {pages.map((p, index) => (
            <button key={p} {...tabProps(p, index)}>
              {t(`centre.pages.${p}`)}
              {p === 'messageV2' && unread > 0 ? (
                <span className="count-badge" aria-label={t('messages:unreadBadge', { count: unread })}>
                  {unread > 99 ? '99+' : unread}
                </span>
              ) : null}
              {p === 'missionLeaderboard' && missionRewards > 0 ? (
                <span className="count-badge" aria-label={t('missions:badge', { count: missionRewards })}>
                  {missionRewards > 99 ? '99+' : missionRewards}
                </span>
              ) : null}
              {p === 'rewardCenter' && waitingRewards > 0 ? (
                <span
                  className="count-badge"
                  aria-label={t('promotions:rewards.waitingBadge', { count: waitingRewards })}
                >
                  {waitingRewards > 99 ? '99+' : waitingRewards}
                </span>
              ) : null}
            </button>
          ))}
        </div>
        <section
          className="centre__page"
          role="tabpanel"
          id={`${idBase}-panel`}
          // The panel scrolls (a long page such as the rebate's rates): focusable so a keyboard
          // can scroll it, as the tabs pattern recommends for a panel (axe scrollable-region-focusable).
          tabIndex={0}
          {...(messagesOff
            ? { 'aria-label': t('centre.pages.messageV2') }
            : { 'aria-labelledby': `${idBase}-tab-${current}` })}
        >
          <CentrePageBody
            title={t(`centre.pages.${current}`)}
            off={
              messagesOff
                ? {
                    icon: 'mail',
                    title: t('messages:unavailable.title'),
                    body: t('messages:unavailable.body'),
                  }
                : null
            }
            settings={settings}
          >
            <CentreContent
              key={current}
              page={current}
              depositOrderId={current === 'depositv2' ? depositOrderId : null}
              transferTarget={current === 'transferUpline' ? transferTarget : null}
              section={current === page ? section : null}
              onPage={onPage}
              onClose={onClose}
              onChangePassword={onChangePassword}
            />
          </CentrePageBody>
        </section>
      </div>
    </Dialog>
  );
}

/**
 * Whether a horizontal scroller has more to show before or after what is visible (the phone menu
 * fades that edge so a cut-off row reads as "scroll for more").
 */
function useScrollEdges(ref: RefObject<HTMLElement | null>) {
  const [edges, setEdges] = useState({ before: false, after: false });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => {
      // Right to left, scrollLeft runs from 0 at the start to negative values.
      const scrolled = Math.abs(el.scrollLeft);
      const before = scrolled > 1;
      const after = scrolled + el.clientWidth < el.scrollWidth - 1;
      setEdges((current) =>
        current.before === before && current.after === after ? current : { before, after },
      );
    };
    update();
    el.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(el);
    return () => {
      el.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [ref]);
  return edges;
}
