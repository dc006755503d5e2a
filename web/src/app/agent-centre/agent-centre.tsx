import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type WalletSettings } from '@/components/money/wallet-settings';
import { Dialog } from '@/components/ui/dialog';
import { CentrePageBody } from '../centre-page-body';
import { CONTRACT_KINDS, type ContractKind } from '@portal/contracts';
import { useTeamFeed } from '@/features/agent/api/use-agent';
import { useContractFeed, useContractInfo } from '@/features/agent/api/use-contracts';
import { useReceivedOffers } from '@/features/agent/api/use-received-offers';
import { useMe } from '@/features/accounts/api/use-member';
import { AGENT_CENTRE_PAGES, DEFAULT_AGENT_PAGE, type AgentCentrePage } from '@/lib/account-overlays';
import { useBootstrap } from '@/lib/bootstrap';
import { useCentreTabs } from '@/components/ui/centre-tabs';
import { lazyPage } from '../chunk-loading';
import { TITLE_LEVEL, useDocumentTitle } from '../document-title';

// The pages, the chart library and the QR codes load when the centre first opens.
const AgentCentreContent = lazyPage(() => import('./agent-centre-content'));

/** Phones (360 to 390 px wide and up to the member centre's phone breakpoint): a top selector. */
const NARROW = '(max-width: 760px)';

function useIsNarrow(): boolean {
  const query = () => (typeof window.matchMedia === 'function' ? window.matchMedia(NARROW) : null);
  const [narrow, setNarrow] = useState(() => query()?.matches ?? false);
  useEffect(() => {
    const list = query();
    if (!list) return;
    const update = () => setNarrow(list.matches);
    update();
    list.addEventListener?.('change', update);
    return () => list.removeEventListener?.('change', update);
  }, []);
  return narrow;
}

type Props = { page: AgentCentrePage; onPage: (page: AgentCentrePage) => void; onClose: () => void };

/**
 * The agent-centre overlay (spec section 2): a modal dialog with the menu on the left (a selector
 * at the top on phones) and the chosen page on the right. While it is open the live team feed is
 * subscribed: its events show on the overview and mark the overview's counters stale.
 */
export function AgentCentre({ page, onPage, onClose }: Props) {
  const { t } = useTranslation('agent');
  const bootstrap = useBootstrap().data;
  const brand = bootstrap?.brand;
  const modules = bootstrap?.modules;
  const isNarrow = useIsNarrow();
  const feed = useTeamFeed();
  // AFFMAN3 is the brand's agent centre switch; AGEANNOUNCE3 its announcement.
  const isOff = modules !== undefined && modules.AFFMAN3 !== true;
  // The contract pages show for the kinds the brand enables (the consolidated contract info).
  const contractInfo = useContractInfo(!isOff);
  const enabledKinds = new Set(contractInfo.data?.kinds.filter((k) => k.enabled).map((k) => k.kind));
  const isKind = (p: string): p is ContractKind => (CONTRACT_KINDS as readonly string[]).includes(p);
  const pages = AGENT_CENTRE_PAGES.filter(
    (p) => (p !== 'announcement' || modules?.AGEANNOUNCE3 === true) && (!isKind(p) || enabledKinds.has(p)),
  );
  // A deep link to a contract page waits for the info rather than falling back to the default.
  const current =
    pages.includes(page) || (isKind(page) && contractInfo.isPending) ? page : DEFAULT_AGENT_PAGE;
  const me = useMe(true).data?.info.account;
  const contractFeed = useContractFeed(enabledKinds.size > 0, me);
  const { clear: clearBadge } = contractFeed;
  useEffect(() => {
    if (isKind(current)) clearBadge(current);
  }, [current, clearBadge, contractFeed.badges]);
  // An offer waiting for my answer marks its kind until I answer it, seen or not.
  const received = useReceivedOffers(!isOff).data ?? [];
  const marks = (p: AgentCentrePage) => ({
    waiting: isKind(p) ? received.filter((o) => o.kind === p).length : 0,
    unseen: isKind(p) && p !== current ? (contractFeed.badges[p] ?? 0) : 0,
  });
  const { idBase, tabProps } = useCentreTabs(pages, current, onPage);
  const settings: WalletSettings = { timeZone: brand?.timeZone ?? 'UTC' };
  useDocumentTitle(`agent:pages.${current}`, TITLE_LEVEL.overlay);

  const panelLabel = isNarrow
    ? { 'aria-label': t(`pages.${current}`) }
    : { 'aria-labelledby': `${idBase}-tab-${current}` };

  return (
    <Dialog title={t('title')} onClose={onClose} size="lg" className="centre-dialog agent-centre">
      <div className="centre">
        {isNarrow ? (
          <div className="agent-centre__select">
            <label className="visually-hidden" htmlFor={`${idBase}-select`}>
              {t('menu')}
            </label>
            <select
              id={`${idBase}-select`}
              className="field__input"
              value={current}
              onChange={(e) => onPage(e.target.value as AgentCentrePage)}
              data-autofocus
            >
              {pages.map((p) => {
                const { waiting, unseen } = marks(p);
                return (
                  <option key={p} value={p}>
                    {t(`pages.${p}`)}
                    {waiting + unseen > 0 ? ` (${waiting + unseen})` : ''}
                  </option>
                );
              })}
            </select>
          </div>
        ) : (
          <div className="centre__menu" role="tablist" aria-orientation="vertical" aria-label={t('menu')}>
            {pages.map((p, index) => {
              const { waiting, unseen } = marks(p);
              return (
                <button key={p} {...tabProps(p, index)}>
                  {t(`pages.${p}`)}
                  {waiting + unseen > 0 ? (
                    <span className="badge centre__badge">
                      {waiting + unseen}
                      {waiting > 0 ? (
                        <span className="visually-hidden"> {t('contracts.waiting', { count: waiting })}</span>
                      ) : null}
                      {unseen > 0 ? (
                        <span className="visually-hidden"> {t('contracts.unseen', { count: unseen })}</span>
                      ) : null}
                    </span>
                  ) : null}
                </button>
              );
            })}
          </div>
        )}
        <section
          className="centre__page"
          {...(isNarrow ? { role: 'region' } : { role: 'tabpanel' })}
          id={`${idBase}-panel`}
          {...panelLabel}
        >
          <CentrePageBody
            title={t(`pages.${current}`)}
            off={isOff ? { icon: 'user', title: t('unavailable.title'), body: t('unavailable.body') } : null}
            settings={settings}
          >
            <AgentCentreContent
              key={current}
              page={current}
              feed={feed.events}
              isLive={feed.isLive}
              latestContractEvent={contractFeed.latest?.type === 'event' ? contractFeed.latest.event : null}
            />
          </CentrePageBody>
        </section>
      </div>
    </Dialog>
  );
}
