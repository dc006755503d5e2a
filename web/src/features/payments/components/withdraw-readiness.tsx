import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icon';
import { Loading, QueryError } from '@/components/money/parts';
import { useBrandMoney } from '@/lib/money';
import { numberFormat } from '@/lib/locale-format';
import type { WithdrawInfo } from '../api/types';
import { useWithdrawInfo } from '../api/use-withdraw';
import {
  isReady,
  readinessItems,
  turnoverPercent,
  turnoverRemaining,
  type ReadinessFix,
  type ReadinessItem,
} from '../lib/withdraw-readiness';

/** Opens the place that fixes an unmet rule (My account's part, the deposit page, the games). */
export type OnFix = (fix: ReadinessFix) => void;

/**
 * "Ready to withdraw" for the wallet page: the panel on its own query (the withdraw page passes
 * the information it already read to WithdrawReadiness instead).
 */
export function WithdrawReadinessCard({ onFix }: { onFix: OnFix }) {
  const info = useWithdrawInfo();
  const { t } = useTranslation('payments');
  if (info.isPending) return <Loading label={t('readiness.loading')} />;
  if (info.isError) return <QueryError error={info.error} onRetry={() => void info.refetch()} />;
  return <WithdrawReadiness info={info.data} onFix={onFix} />;
}

/**
 * Everything that stands between the member and a withdrawal, from the platform's own list of the
 * rules a request is checked against: each line met or not, what is missing and a button to the
 * place that fixes it; the turnover with its progress; each payout method's usual time.
 */
export function WithdrawReadiness({ info, onFix }: { info: WithdrawInfo; onFix: OnFix }) {
  const { t } = useTranslation('payments');
  const money = useBrandMoney();
  const items = readinessItems(info, money.decimals);
  const left = items.filter((i) => !i.met).length;
  const ready = isReady(info);
  return (
    <section
      className={`centre-card readiness${ready ? ' readiness--ready' : ''}`}
      aria-labelledby="readiness-title"
    >
      <div className="readiness__head">
        <h4 id="readiness-title" className="centre-card__title">
          {t('readiness.title')}
        </h4>
        <p className="readiness__status" role="status">
          {ready ? t('readiness.ready') : t('readiness.stepsLeft', { count: left })}
        </p>
      </div>
      <ul className="readiness__list">
        {items.map((item) => (
          <ReadinessLine key={item.rule} item={item} info={info} onFix={onFix} />
        ))}
      </ul>
      <PayoutTimes info={info} />
    </section>
  );
}

function ReadinessLine({ item, info, onFix }: { item: ReadinessItem; info: WithdrawInfo; onFix: OnFix }) {
  const { t } = useTranslation(['payments', 'account-forms']);
  const money = useBrandMoney();
  const { detail, fix } = item;
  const values = {
    ...detail?.values,
    ...Object.fromEntries(Object.entries(detail?.amounts ?? {}).map(([k, v]) => [k, money.format(v)])),
    fields: (info.requirements.find((q) => q.rule === 'profile')?.missingFields ?? [])
      .map((f) => t(`account-forms:profile.fields.${f}`))
      .join(', '),
  };
  return (
    <li className={`readiness__item readiness__item--${item.met ? 'met' : 'unmet'}`}>
      <span className="readiness__mark" aria-hidden="true">
        {item.met ? '✓' : '!'}
      </span>
      <div className="readiness__body">
        <span className="readiness__label">
          {t(item.label)}
          <span className="visually-hidden">: {t(item.met ? 'readiness.done' : 'readiness.toDo')}</span>
        </span>
        {detail ? <span className="readiness__detail">{t(detail.key, values)}</span> : null}
        {item.rule === 'turnover' ? <TurnoverProgress info={info} /> : null}
      </div>
      {fix && !item.met ? (
        <button
          type="button"
          className="btn btn--outline btn--small readiness__fix"
          onClick={() => onFix(fix)}
        >
          {t(`readiness.fix.${fix}`)}
          <Icon name="chevronRight" size={14} className="readiness__chevron" />
        </button>
      ) : null}
    </li>
  );
}

function TurnoverProgress({ info }: { info: WithdrawInfo }) {
  const { t } = useTranslation('payments');
  const money = useBrandMoney();
  const percent = turnoverPercent(info);
  const text = t('withdraw.turnoverValue', {
    done: money.format(info.turnoverDone),
    required: money.format(info.turnoverRequired),
  });
  const remaining = turnoverRemaining(info, money.decimals);
  return (
    <div className="turnover readiness__turnover">
      <div className="turnover__label">
        <span id="readiness-turnover-label">{t('withdraw.turnover')}</span>
        <span>{text}</span>
      </div>
      <div
        className="turnover__bar"
        role="progressbar"
        aria-labelledby="readiness-turnover-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
      >
        <span className="turnover__fill" style={{ width: `${percent}%` }} />
      </div>
      {remaining === 0n ? <p className="turnover__remaining">{t('withdraw.turnoverMet')}</p> : null}
    </div>
  );
}

/** A payout time as the language writes a span of minutes or hours ("5–30 min", "1–24 h"). */
export function payoutTime(minMinutes: number, maxMinutes: number, language: string): string {
  const inHours = minMinutes >= 60 && minMinutes % 60 === 0 && maxMinutes % 60 === 0;
  const unit = inHours ? 'hour' : 'minute';
  const [a, b] = inHours ? [minMinutes / 60, maxMinutes / 60] : [minMinutes, maxMinutes];
  const format = numberFormat(language, { style: 'unit', unit, unitDisplay: 'short' });
  return a === b ? format.format(a) : format.formatRange(a, b);
}

function PayoutTimes({ info }: { info: WithdrawInfo }) {
  const { t, i18n } = useTranslation('payments');
  if (info.methods.length === 0) return null;
  return (
    <details className="readiness__payout">
      <summary>{t('readiness.payoutTimes')}</summary>
      <dl className="readiness__methods">
        {info.methods.map((m) => (
          <div key={m.bankCode} className="readiness__method">
            <dt>{m.bankName}</dt>
            <dd>
              <bdi>{payoutTime(m.payoutMinutesMin, m.payoutMinutesMax, i18n.language)}</bdi>
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
