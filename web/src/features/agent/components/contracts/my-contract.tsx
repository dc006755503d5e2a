import type { ContractKind } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrandMoney } from '@/lib/money';
import { EmptyState } from '@/components/ui/empty-state';
import { agentErrorKey } from '../../api/errors';
import type { ContractKindInfo, ContractOffer, ContractProgress } from '../../api/types';
import { useContractProgress, useDecideOffer } from '../../api/use-contracts';
import { AgentQuery, ConfirmStep, SignNote, Signed } from '../parts';
import { ContractStatusBadge, TierTable, useInstant, useTierCell } from './contract-parts';

/** The upline's name: the brand for a top agent's contract. */
export function useUplineName() {
  const { t } = useTranslation('agent');
  return (upline: string | null) => upline ?? t('contracts.brand');
}

type Decision = { offerId: number; decision: 'accept' | 'reject' };

/**
 * An offer addressed to me: what it changes, and accept or reject (each confirmed). A decision
 * takes the offer off the list (the contract reads refetch), so its note is the section's to show.
 */
function ReceivedOffer({
  kind,
  offer,
  current,
  onDecided,
}: {
  kind: ContractKind;
  offer: ContractOffer;
  current: ContractKindInfo['contracts'][number] | undefined;
  onDecided: (decision: Decision) => void;
}) {
  const { t } = useTranslation('agent');
  const instant = useInstant();
  const uplineName = useUplineName();
  const decide = useDecideOffer();
  const [asking, setAsking] = useState<'accept' | 'reject' | null>(null);
  const from = uplineName(offer.upline);
  return (
    <section className="centre-card contract-offer" aria-labelledby={`offer-${offer.id}`}>
      <h4 id={`offer-${offer.id}`} className="centre-card__title">
        {offer.action === 'new'
          ? t('contracts.offer.newFrom', { from })
          : t('contracts.offer.terminateFrom', { from })}
      </h4>
      <p className="agent-member__meta">{t('contracts.offer.sentAt', { at: instant(offer.createdAt) })}</p>
      {offer.action === 'new' && offer.tiers ? (
        <>
          {offer.period ? (
            <dl className="contract-facts">
              <div>
                <dt>{t('contracts.periodLabel')}</dt>
                <dd>{t(`contracts.period.${offer.period}`)}</dd>
              </div>
            </dl>
          ) : null}
          <TierTable kind={kind} tiers={offer.tiers} caption={t('contracts.offer.tiers')} />
          {current ? <p className="agent-member__meta">{t('contracts.offer.replaces')}</p> : null}
        </>
      ) : (
        <p>{t('contracts.offer.terminateBody')}</p>
      )}
      {asking ? (
        <ConfirmStep
          title={t(`contracts.offer.confirm.${asking}Title`)}
          body={<p>{t(`contracts.offer.confirm.${asking}Body`, { from })}</p>}
          confirmLabel={t(`contracts.offer.${asking}`)}
          tone={asking === 'reject' ? 'danger' : 'primary'}
          isPending={decide.isPending}
          error={decide.isError ? t(agentErrorKey(decide.error)) : null}
          onCancel={() => setAsking(null)}
          onConfirm={() =>
            decide.mutate(
              { offerId: offer.id, decision: asking },
              {
                onSuccess: () => {
                  setAsking(null);
                  onDecided({ offerId: offer.id, decision: asking });
                },
              },
            )
          }
        />
      ) : (
        <div className="wallet-form__actions">
          <button type="button" className="btn btn--ghost" onClick={() => setAsking('reject')}>
            {t('contracts.offer.reject')}
          </button>
          <button type="button" className="btn btn--primary" onClick={() => setAsking('accept')}>
            {t('contracts.offer.accept')}
          </button>
        </div>
      )}
    </section>
  );
}

/** This period so far: the figures, the tier met, the estimate and each condition of the next tier. */
export function ProgressCard({ progress }: { progress: ContractProgress }) {
  const { t } = useTranslation('agent');
  const money = useBrandMoney();
  const instant = useInstant();
  const cell = useTierCell();
  if (!progress.contract || !progress.figures || !progress.periodStart) return null;
  const f = progress.figures;
  return (
    <section className="centre-card contract-progress" aria-labelledby="contract-progress-title">
      <h4 id="contract-progress-title" className="centre-card__title">
        {t('contracts.progress.title')}
      </h4>
      <p className="agent-member__meta">
        {t('contracts.progress.window', {
          start: instant(progress.periodStart),
          end: instant(progress.periodEnd),
        })}
      </p>
      <ul className="profit-cards" aria-label={t('contracts.progress.figures')}>
        <li className="profit-card">
          <span className="profit-card__label">{t('contracts.progress.estimate')}</span>
          <span className="profit-card__value">{money.format(progress.estimatedAmount ?? '0')}</span>
        </li>
        <li className="profit-card">
          <span className="profit-card__label">{t('contracts.progress.tierNow')}</span>
          <span className="profit-card__value">
            {progress.tierIndex === null
              ? t('contracts.progress.noTier')
              : t('contracts.progress.tierAt', {
                  n: progress.tierIndex + 1,
                  proportion: progress.proportion,
                })}
          </span>
        </li>
        <li className="profit-card">
          <span className="profit-card__label">{t('contracts.field.totalAmount')}</span>
          <span className="profit-card__value">{money.format(f.validBets)}</span>
        </li>
        <li className="profit-card">
          <span className="profit-card__label">{t('contracts.field.activeNumber')}</span>
          <span className="profit-card__value">{f.activeNumber}</span>
        </li>
        <li className="profit-card">
          <span className="profit-card__label">{t('contracts.field.teamDays')}</span>
          <span className="profit-card__value">{f.teamDays}</span>
        </li>
        <li className="profit-card">
          <span className="profit-card__label">{t('contracts.figures.netLoss')}</span>
          <span className="profit-card__value">
            <Signed amount={f.netLoss} />
          </span>
        </li>
      </ul>
      <SignNote />
      {progress.tierProportion && progress.proportion !== progress.tierProportion ? (
        <p className="agent-member__meta">
          {t('contracts.progress.capped', { tier: progress.tierProportion, applied: progress.proportion })}
        </p>
      ) : null}
      {progress.nextTier ? (
        <>
          <h5 className="contract-progress__next">
            {t('contracts.progress.next', {
              n: progress.nextTier.index + 1,
              proportion: progress.nextTier.proportion,
            })}
          </h5>
          <ul className="contract-conditions">
            {progress.nextTier.conditions.filter(asksSomething).map((c) => (
              <li key={c.field} className={c.met ? 'is-met' : undefined}>
                <span className="contract-conditions__label">{t(`contracts.field.${c.field}`)}</span>
                <ConditionBar field={c.field} required={c.required} current={c.current} />
                <span className="contract-conditions__value">
                  {t(c.met ? 'contracts.progress.met' : 'contracts.progress.notMet', {
                    current: c.current === null ? t('contracts.noCondition') : cell(c.field, c.current),
                    required: cell(c.field, c.required),
                  })}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : progress.tierIndex !== null ? (
        <p>{t('contracts.progress.top')}</p>
      ) : null}
      <p className="agent-member__meta">{t('contracts.progress.note')}</p>
    </section>
  );
}

/**
 * Whether a condition of the next tier asks anything: a count or amount of at least 0 (team days,
 * active members, valid bets) is met by every team and said nothing but "24 of 0". A rate or an
 * average of 0 still asks something (the team must have bets to have one).
 */
const FLOORS_ONLY = ['teamDays', 'activeNumber', 'totalAmount'];
const asksSomething = (c: { field: string; required: string }) =>
  !FLOORS_ONLY.includes(c.field) || !/^0+(\.0+)?$/.test(c.required.trim());

/** A threshold's fill (at least; a win-rate ceiling is shown met or not, without a bar). */
function ConditionBar({
  field,
  required,
  current,
}: {
  field: string;
  required: string;
  current: string | null;
}) {
  if (field === 'winRate') return <span aria-hidden="true" />;
  const need = Number(required);
  const have = Number(current ?? 0);
  const value = need <= 0 ? 1 : Math.max(0, Math.min(1, have / need));
  return <progress className="contract-conditions__bar" max={1} value={value} aria-hidden="true" />;
}

/** "My contract": offers waiting for me, the contracts I hold of the kind, and this period's progress. */
export function MyContractSection({ kind, info }: { kind: ContractKind; info: ContractKindInfo }) {
  const { t } = useTranslation('agent');
  const instant = useInstant();
  const progress = useContractProgress(kind);
  // The moment the page opened: which contract is in force does not change under the reader's eyes.
  const [now] = useState(() => Date.now());
  const inForce = info.contracts.find((c) => Date.parse(c.startsAt) <= now);
  // What I last decided stays said once the offer has left the list, until another offer arrives.
  const [decided, setDecided] = useState<Decision | null>(null);
  const pending = info.pendingOffer;
  return (
    <div className="centre-page__stack">
      {decided && (!pending || pending.id === decided.offerId) ? (
        <p className="contract-live" role="status">
          {t(`contracts.offer.done.${decided.decision}`)}
        </p>
      ) : null}
      {pending ? (
        <ReceivedOffer kind={kind} offer={pending} current={inForce} onDecided={setDecided} />
      ) : null}
      {info.contracts.length === 0 ? (
        // "Nothing yet" only when there is nothing: an offer waiting is shown above instead.
        pending ? null : (
          <EmptyState icon="user" title={t('contracts.mine.noneTitle')} headingLevel={3}>
            <p>{t('contracts.mine.noneBody')}</p>
          </EmptyState>
        )
      ) : (
        info.contracts.map((c) => (
          <section key={c.id} className="centre-card" aria-labelledby={`contract-${c.id}`}>
            <h4 id={`contract-${c.id}`} className="centre-card__title contract-head">
              <span>
                {c.upline === null
                  ? t('contracts.mine.withBrand')
                  : t('contracts.mine.with', { upline: c.upline })}
              </span>
              <ContractStatusBadge contract={c} />
            </h4>
            <dl className="contract-facts">
              <div>
                <dt>{t('contracts.periodLabel')}</dt>
                <dd>{t(`contracts.period.${c.period}`)}</dd>
              </div>
              <div>
                <dt>{t('contracts.startsAt')}</dt>
                <dd>{instant(c.startsAt)}</dd>
              </div>
              <div>
                <dt>{t('contracts.maxProportion')}</dt>
                <dd>{t('contracts.percent', { value: c.maxProportion })}</dd>
              </div>
            </dl>
            <TierTable
              kind={kind}
              tiers={c.tiers}
              current={c.id === progress.data?.contract?.id ? progress.data.tierIndex : undefined}
              caption={t('contracts.mine.tiers')}
            />
          </section>
        ))
      )}
      {info.contracts.length > 0 ? (
        <AgentQuery query={progress}>{(data) => <ProgressCard progress={data} />}</AgentQuery>
      ) : null}
    </div>
  );
}
