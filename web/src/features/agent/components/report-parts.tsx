import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { agentErrorKey, agentFieldErrors, fieldOfAgentError } from '../api/errors';
import { FilterBar } from './parts';
import { RangePicker, type AgentRangeState } from './range-picker';

/** Chips choosing one of `options` (a report's grouping or period). */
export function Choice<T extends string>({
  label,
  options,
  value,
  onChange,
  text,
}: {
  label: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  text: (value: T) => string;
}) {
  return (
    <div className="chips" role="group" aria-label={label}>
      {options.map((o) => (
        <button
          key={o}
          type="button"
          className={`chip${value === o ? ' is-active' : ''}`}
          aria-pressed={value === o}
          onClick={() => onChange(o)}
        >
          {text(o)}
        </button>
      ))}
    </div>
  );
}

/** The figures of a report's whole range, above its table. */
export function Totals({ rows }: { rows: [string, ReactNode][] }) {
  const { t } = useTranslation('agent');
  return (
    <ul className="profit-cards" aria-label={t('reports.totals')}>
      {rows.map(([label, value]) => (
        <li key={label} className="profit-card">
          <span className="profit-card__label">{label}</span>
          <span className="profit-card__value">{value}</span>
        </li>
      ))}
    </ul>
  );
}

/** A search-by-account box that applies on submit. */
export function AccountFilter({
  value,
  onApply,
  error,
  children,
}: {
  value: string;
  onApply: (account: string) => void;
  error?: string | undefined;
  children?: ReactNode;
}) {
  const { t } = useTranslation('agent');
  const [draft, setDraft] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft.trim());
  };
  return (
    <form onSubmit={submit} noValidate>
      <FilterBar label={t('reports.filters')}>
        <Field label={t('reports.account')} error={error ? t(error) : null}>
          {(props) => (
            <input
              {...props}
              type="search"
              className="field__input"
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
            />
          )}
        </Field>
        {children}
        <div className="agent-filters__actions">
          <button type="submit" className="btn btn--primary">
            {t('team.search')}
          </button>
        </div>
      </FilterBar>
    </form>
  );
}

/** The account field's problem of a failed report (NOT_IN_DOWNLINE, a validation of it). */
export function accountError(error: unknown, isError: boolean): string | undefined {
  if (!isError) return undefined;
  if (fieldOfAgentError(error) === 'account') return agentErrorKey(error);
  return agentFieldErrors(error).account;
}

/**
 * The filters of a grouped report (team betting, downline P&L): the range, the grouping and one
 * member; any change goes back to the first page (`onChange`).
 */
type ReportGroup = 'member' | 'category' | 'vendor' | 'level';

export function GroupedFilters<G extends ReportGroup>({
  range,
  groups,
  groupBy,
  onGroupBy,
  account,
  onAccount,
  query,
  onChange,
}: {
  range: AgentRangeState;
  groups: readonly G[];
  groupBy: G;
  onGroupBy: (group: G) => void;
  account: string;
  onAccount: (account: string) => void;
  query: { error: unknown; isError: boolean };
  onChange: () => void;
}) {
  const { t } = useTranslation('agent');
  const groupLabel = (group: ReportGroup) => t(`reports.group.${group}`);
  return (
    <>
      <RangePicker state={range} onChange={onChange} />
      <Choice
        label={t('reports.groupBy')}
        options={groups}
        value={groupBy}
        onChange={(g) => {
          onGroupBy(g);
          onChange();
        }}
        text={(g) => groupLabel(g)}
      />
      <AccountFilter
        value={account}
        error={accountError(query.error, query.isError)}
        onApply={(a) => {
          onAccount(a);
          onChange();
        }}
      />
    </>
  );
}
