import type { ContractKind, ContractPeriod } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { RecordTable } from '@/components/ui/record-table';
import { agentErrorKey } from '../../api/errors';
import type { ContractKindInfo, DownlineContractsRow } from '../../api/types';
import { useDecideOffer, useDownlineContracts, useTerminateContract } from '../../api/use-contracts';
import { AgentMember, AgentQuery, ConfirmStep } from '../parts';
import { ContractStatusBadge, TierTable, useInstant } from './contract-parts';
import { OfferForm } from './offer-form';

type Asking =
  | { what: 'offer'; row: DownlineContractsRow }
  | { what: 'terminate'; row: DownlineContractsRow }
  | { what: 'cancel'; row: DownlineContractsRow; offerId: number };

/**
 * "My downlines' contracts": each direct sub-agent with the contract I pay it and my offers still
 * waiting; from here I offer a new contract (the form starts from the current tiers), ask for the
 * end of one, or withdraw an offer.
 */
export function DownlineContractsSection({ kind, info }: { kind: ContractKind; info: ContractKindInfo }) {
  const { t } = useTranslation('agent');
  const instant = useInstant();
  const [pageNo, setPageNo] = useState(1);
  const [asking, setAsking] = useState<Asking | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const list = useDownlineContracts(kind, pageNo);
  const terminate = useTerminateContract();
  const decide = useDecideOffer();
  const bound = info.maxProportion;
  // A dividend's period is my own dividend's (ADR 0009): the form does not offer another.
  const myDividend = info.contracts.find((c) => c.status === 'active');
  const fixedPeriod: ContractPeriod | null = kind === 'dividend' ? (myDividend?.period ?? null) : null;
  const live = (row: DownlineContractsRow) => row.contracts.filter((c) => c.status !== 'ended');
  const start = (next: Asking) => {
    setDone(null);
    terminate.reset();
    decide.reset();
    setAsking(next);
  };

  return (
    <div className="centre-page__stack">
      {bound === null ? (
        <p className="wallet-note" role="note">
          {t('contracts.downlines.noBound')}
        </p>
      ) : (
        <p className="agent-member__meta">{t('contracts.downlines.bound', { bound })}</p>
      )}
      {done ? <p role="status">{done}</p> : null}
      <AgentQuery
        query={list}
        isEmpty={(data) => data.list.length === 0}
        empty={
          <EmptyState icon="user" title={t('contracts.downlines.noneTitle')} headingLevel={3}>
            <p>{t('contracts.downlines.noneBody')}</p>
          </EmptyState>
        }
      >
        {(data) => (
          <>
            <RecordTable
              rows={data.list}
              rowKey={(r) => r.account}
              caption={t('contracts.downlines.caption')}
              busy={list.isFetching}
              columns={[
                {
                  label: t('contracts.downlines.agent'),
                  cell: (r) => (
                    <AgentMember account={r.account}>
                      {r.nickname ? <span className="agent-member__meta">{r.nickname}</span> : null}
                    </AgentMember>
                  ),
                },
                {
                  label: t('contracts.downlines.contract'),
                  cell: (r) =>
                    live(r).length === 0 ? (
                      <span className="agent-member__meta">{t('contracts.downlines.noContract')}</span>
                    ) : (
                      <span className="contract-cell">
                        {live(r).map((c) => (
                          <span key={c.id}>
                            {t('contracts.upTo', { value: c.maxProportion })} ·{' '}
                            {t(`contracts.period.${c.period}`)} <ContractStatusBadge contract={c} />
                          </span>
                        ))}
                      </span>
                    ),
                },
                {
                  label: t('contracts.downlines.pending'),
                  cell: (r) =>
                    r.pendingOffers.length === 0 ? (
                      <span className="agent-member__meta">{t('contracts.noCondition')}</span>
                    ) : (
                      r.pendingOffers.map((o) => (
                        <span key={o.id} className="contract-cell">
                          <span className="status-badge status-badge--pending">
                            {t(
                              o.action === 'new'
                                ? 'contracts.downlines.offerPending'
                                : 'contracts.downlines.endPending',
                            )}
                          </span>
                          <span className="agent-member__meta">{instant(o.createdAt)}</span>
                          <button
                            type="button"
                            className="btn btn--ghost btn--small"
                            onClick={() => start({ what: 'cancel', row: r, offerId: o.id })}
                          >
                            {t('contracts.downlines.withdraw')}
                          </button>
                        </span>
                      ))
                    ),
                },
                {
                  label: t('contracts.downlines.actions'),
                  cell: (r) => (
                    <span className="agent-actions">
                      <button
                        type="button"
                        className="btn btn--primary btn--small"
                        disabled={bound === null || r.pendingOffers.length > 0}
                        onClick={() => start({ what: 'offer', row: r })}
                        aria-label={t('contracts.downlines.offerTo', { account: r.account })}
                      >
                        {t(live(r).length > 0 ? 'contracts.downlines.change' : 'contracts.downlines.offer')}
                      </button>
                      {live(r).some((c) => c.status === 'active') ? (
                        <button
                          type="button"
                          className="btn btn--ghost btn--small"
                          disabled={r.pendingOffers.length > 0}
                          onClick={() => start({ what: 'terminate', row: r })}
                          aria-label={t('contracts.downlines.endWith', { account: r.account })}
                        >
                          {t('contracts.downlines.end')}
                        </button>
                      ) : null}
                    </span>
                  ),
                },
              ]}
            />
            <Pagination pageNo={pageNo} totalPages={data.totalPages} onPage={setPageNo} />
          </>
        )}
      </AgentQuery>
      {asking?.what === 'offer' && bound !== null ? (
        <>
          {live(asking.row).map((c) => (
            <div key={c.id} className="contract-current">
              <p>{t('contracts.form.current', { account: asking.row.account })}</p>
              <TierTable
                kind={kind}
                tiers={c.tiers}
                caption={t('contracts.form.current', { account: asking.row.account })}
              />
            </div>
          ))}
          <OfferForm
            key={asking.row.account}
            kind={kind}
            downline={asking.row.account}
            bound={bound}
            fixedPeriod={fixedPeriod}
            initial={live(asking.row).find((c) => c.status === 'active')?.tiers ?? null}
            onCancel={() => setAsking(null)}
            onDone={(account) => {
              setAsking(null);
              setDone(t('contracts.form.sent', { account }));
            }}
          />
        </>
      ) : null}
      {asking?.what === 'terminate' ? (
        <ConfirmStep
          title={t('contracts.downlines.endTitle')}
          body={<p>{t('contracts.downlines.endBody', { account: asking.row.account })}</p>}
          confirmLabel={t('contracts.downlines.endConfirm')}
          tone="danger"
          isPending={terminate.isPending}
          error={terminate.isError ? t(agentErrorKey(terminate.error)) : null}
          onCancel={() => setAsking(null)}
          onConfirm={() =>
            terminate.mutate(
              { downline: asking.row.account, kind },
              {
                onSuccess: () => {
                  setAsking(null);
                  setDone(t('contracts.downlines.endSent', { account: asking.row.account }));
                },
              },
            )
          }
        />
      ) : null}
      {asking?.what === 'cancel' ? (
        <ConfirmStep
          title={t('contracts.downlines.withdrawTitle')}
          body={<p>{t('contracts.downlines.withdrawBody', { account: asking.row.account })}</p>}
          confirmLabel={t('contracts.downlines.withdraw')}
          isPending={decide.isPending}
          error={decide.isError ? t(agentErrorKey(decide.error)) : null}
          onCancel={() => setAsking(null)}
          onConfirm={() =>
            decide.mutate(
              { offerId: asking.offerId, decision: 'cancel' },
              {
                onSuccess: () => {
                  setAsking(null);
                  setDone(t('contracts.downlines.withdrawn', { account: asking.row.account }));
                },
              },
            )
          }
        />
      ) : null}
    </div>
  );
}
