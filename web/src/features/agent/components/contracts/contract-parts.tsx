import { isSalaryKind, type ContractKind } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWalletSettings } from '@/components/money/wallet-settings';
import { useBrandMoney } from '@/lib/money';
import { formatDateTime } from '@/lib/dates';
import type { Contract, ContractTierView } from '../../api/types';

/** The tier conditions a kind's table shows, in order (salaries add three). */
export function tierFields(kind: ContractKind) {
  const common = ['teamDays', 'activeNumber', 'totalAmount'] as const;
  return isSalaryKind(kind) ? ([...common, 'winRate', 'lossRate', 'singleBetAmount'] as const) : common;
}
export type TierField = ReturnType<typeof tierFields>[number] | 'proportion';

/** One condition of a tier as text: money for amounts, a percent for rates, "-" for none. */
export function useTierCell() {
  const { t } = useTranslation('agent');
  const money = useBrandMoney();
  return (field: TierField, value: string | number | null | undefined): string => {
    if (value === null || value === undefined || value === '') return t('contracts.noCondition');
    switch (field) {
      case 'totalAmount':
      case 'singleBetAmount':
        return money.format(String(value));
      case 'winRate':
        return t('contracts.atMostPercent', { value });
      case 'lossRate':
      case 'proportion':
        return t('contracts.percent', { value });
      default:
        return String(value);
    }
  };
}

/** A contract's tier table; `current` marks the tier met so far. */
export function TierTable({
  kind,
  tiers,
  current,
  caption,
}: {
  kind: ContractKind;
  tiers: ContractTierView[];
  current?: number | null | undefined;
  caption: string;
}) {
  const { t } = useTranslation('agent');
  const cell = useTierCell();
  const fields = tierFields(kind);
  return (
    // A wide table scrolls sideways in the centre: its box takes the focus so a keyboard can scroll it.
    <div className="table-scroll" tabIndex={0} role="region" aria-label={caption}>
      <table className="wallet-table contract-tiers">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('contracts.tier')}</th>
            {fields.map((f) => (
              <th key={f} scope="col" className="num">
                {t(`contracts.field.${f}`)}
              </th>
            ))}
            <th scope="col" className="num">
              {t('contracts.field.proportion')}
            </th>
          </tr>
        </thead>
        <tbody>
          {tiers.map((tier, i) => (
            <tr
              key={i}
              className={current === i ? 'is-current' : undefined}
              aria-current={current === i || undefined}
            >
              <th scope="row" data-label={t('contracts.tier')}>
                {t('contracts.tierNumber', { n: i + 1 })}
                {current === i ? (
                  <span className="status-badge status-badge--success">{t('contracts.metNow')}</span>
                ) : null}
              </th>
              {fields.map((f) => (
                <td key={f} className="num" data-label={t(`contracts.field.${f}`)}>
                  {cell(f, tier[f])}
                </td>
              ))}
              <td className="num" data-label={t('contracts.field.proportion')}>
                <strong>{cell('proportion', tier.proportion)}</strong>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** An instant on the brand's clock. */
export function useInstant() {
  const { timeZone } = useWalletSettings();
  const { i18n } = useTranslation();
  return (value: string | null | undefined) => (value ? formatDateTime(value, i18n.language, timeZone) : '');
}

/** A contract's status as a badge (ending says when). */
export function ContractStatusBadge({
  contract,
}: {
  contract: Pick<Contract, 'status' | 'endsAt' | 'startsAt'>;
}) {
  const { t } = useTranslation('agent');
  const instant = useInstant();
  const [now] = useState(() => Date.now());
  const upcoming = contract.status === 'active' && Date.parse(contract.startsAt) > now;
  const tone =
    contract.status === 'ended'
      ? 'neutral'
      : contract.status === 'ending' || upcoming
        ? 'pending'
        : 'success';
  return (
    <span className={`status-badge status-badge--${tone}`}>
      {upcoming
        ? t('contracts.status.upcoming', { at: instant(contract.startsAt) })
        : contract.status === 'ending'
          ? t('contracts.status.endingAt', { at: instant(contract.endsAt) })
          : t(`contracts.status.${contract.status}`)}
    </span>
  );
}
