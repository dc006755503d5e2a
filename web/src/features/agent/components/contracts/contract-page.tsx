import type { ContractKind } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrandMoney } from '@/lib/money';
import { EmptyState } from '@/components/ui/empty-state';
import type { ContractFeedItem } from '../../api/types';
import { useContractInfo } from '../../api/use-contracts';
import { AgentQuery } from '../parts';
import { Choice } from '../report-parts';
import { DownlineContractsSection } from './downline-contracts';
import { MyContractSection, useUplineName } from './my-contract';
import { HistorySection, SettlementsSection } from './settlements';

const SECTIONS = ['mine', 'downlines', 'settlements', 'history'] as const;
type Section = (typeof SECTIONS)[number];

type FeedEvent = Extract<ContractFeedItem['data'], { type: 'event' }>['event'];

/** The newest pushed change of this kind, in words (a live region: it is read out as it arrives). */
function LiveNote({ event }: { event: FeedEvent | null }) {
  const { t } = useTranslation('agent');
  const uplineName = useUplineName();
  const money = useBrandMoney();
  if (!event) return <p className="visually-hidden" role="status" />;
  return (
    <p className="contract-live" role="status">
      {t(`contracts.live.${event.event}`, {
        upline: uplineName(event.upline),
        downline: event.downline,
        amount: event.settlement ? money.format(event.settlement.amount) : '',
      })}
    </p>
  );
}

/**
 * One contract page of the agent centre (dividend, daily wages, hourly salary, real-time salary:
 * shown only when the brand enables the kind): my contract and this period's progress, my
 * downlines' contracts with the offer form, the settlement history and the change log.
 */
export function ContractPage({ kind, latest }: { kind: ContractKind; latest: FeedEvent | null }) {
  const { t } = useTranslation('agent');
  const info = useContractInfo();
  const [section, setSection] = useState<Section>('mine');
  return (
    <div className="centre-page__stack">
      <LiveNote event={latest?.kind === kind ? latest : null} />
      <Choice
        label={t('contracts.sections')}
        options={SECTIONS}
        value={section}
        onChange={setSection}
        text={(s) => t(`contracts.section.${s}`)}
      />
      <AgentQuery query={info}>
        {(data) => {
          const mine = data.kinds.find((k) => k.kind === kind);
          if (!mine?.enabled)
            return (
              <EmptyState icon="user" title={t('unavailable.title')} headingLevel={3}>
                <p>{t('contracts.disabled')}</p>
              </EmptyState>
            );
          switch (section) {
            case 'mine':
              return <MyContractSection kind={kind} info={mine} />;
            case 'downlines':
              return <DownlineContractsSection kind={kind} info={mine} />;
            case 'settlements':
              return <SettlementsSection kind={kind} />;
            case 'history':
              return <HistorySection kind={kind} />;
          }
        }}
      </AgentQuery>
    </div>
  );
}
